import type { DatabaseHandle } from "../db/client";
import { seedDemoAccounts } from "../demo/demo-accounts";
import { seedDemoData } from "../demo/seed";
import type { Env } from "../env";
import { ensureSuperAdmin } from "../modules/accounts/provisioning";
import { createStorage } from "../providers/storage/create-storage";

/**
 * What a server does to its database before it listens: migrate, then the demo data and accounts and the
 * configured super admin. Each step skips what is already there. Instances starting together on an empty
 * database take turns: two used to race to create the same accounts, and one exited.
 */
export async function prepareDatabase(
  env: Env,
  database: DatabaseHandle,
  timed: <T>(step: string, run: () => Promise<T>) => Promise<T> = (_step, run) => run(),
): Promise<Awaited<ReturnType<typeof seedDemoAccounts>>> {
  return database.exclusively(async () => {
    await timed("migrate", () => database.migrate());
    // Demo stars get generated portraits, stored like uploaded photos.
    if (env.DEMO_DATA) await timed("demo data", () => seedDemoData(database.db, { storage: createStorage(env) }));
    const demoAccounts = env.DEMO_DATA ? await timed("demo accounts", () => seedDemoAccounts(database.db)) : [];
    if (env.SUPER_ADMIN_EMAIL && env.SUPER_ADMIN_PASSWORD) {
      await ensureSuperAdmin(database.db, { email: env.SUPER_ADMIN_EMAIL, password: env.SUPER_ADMIN_PASSWORD });
    }
    return demoAccounts;
  });
}
