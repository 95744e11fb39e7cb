import { buildApp } from "./app";
import { openDatabase } from "./db/client";
import { seedDemoData } from "./db/seed/seed";
import { loadEnvFromProcess, startupWarnings } from "./env";
import { ensureSuperAdmin, formatDemoAccounts, seedDemoAccounts } from "./modules/accounts/provisioning";

async function main() {
  const env = loadEnvFromProcess();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.migrate();
  if (env.DEMO_DATA) await seedDemoData(database.db);
  const demoAccounts = env.DEMO_DATA ? await seedDemoAccounts(database.db) : [];
  if (env.SUPER_ADMIN_EMAIL && env.SUPER_ADMIN_PASSWORD) {
    await ensureSuperAdmin(database.db, { email: env.SUPER_ADMIN_EMAIL, password: env.SUPER_ADMIN_PASSWORD });
  }

  const app = await buildApp({ env, database });
  const stopRates = app.currency.startRefreshing();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    stopRates();
    // close() stops accepting connections and waits for in-flight requests before the database goes.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`Salamu is running at ${env.APP_URL} (database: ${database.kind})`);
  if (env.RUN_JOBS) app.log.info("background jobs run in this process");
  else if (database.kind === "pglite") app.log.warn("RUN_JOBS=false on the embedded database: no process runs jobs");
  else app.log.info("background jobs run in `npm run worker` processes");
  if (env.SUPER_ADMIN_EMAIL) app.log.info({ email: env.SUPER_ADMIN_EMAIL }, "super admin ensured");
  for (const warning of startupWarnings(env)) app.log.warn(`WARNING: ${warning}`);
  if (demoAccounts.length > 0) console.log(`\n${formatDemoAccounts(demoAccounts)}\n`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
