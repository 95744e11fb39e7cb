import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../src/server/app";
import { openDatabase } from "../src/server/db/client";
import { celebrityProfiles } from "../src/server/db/schema/index";
import { seedDemoData } from "../src/server/db/seed/seed";
import { loadEnv } from "../src/server/env";

export type BenchServer = { origin: string; celebrities: number; close(): Promise<void> };

/**
 * The real server on its embedded default (PGlite in a fresh temp DATA_DIR, migrated, demo data seeded),
 * listening on 127.0.0.1 on a free port. The rate limit is raised out of the way; every plugin stays.
 */
export async function startAppServer(webDistDir: string): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "salamu-bench-"));
  const env = loadEnv({
    NODE_ENV: "production",
    // Production refuses the sandbox; no payment is made here, so the provider is never called.
    PAYMENT_PROVIDER: "paystack",
    PAYSTACK_SECRET_KEY: "sk_test_bench",
    PAYSTACK_BASE_URL: "http://127.0.0.1:9",
    APP_SECRET: randomBytes(32).toString("hex"),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDistDir,
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: "silent",
    RATE_LIMIT_PER_MINUTE: "1000000000",
  });
  const database = await openDatabase({ dataDir: env.DATA_DIR });
  try {
    await database.migrate();
    await seedDemoData(database.db);
    const celebrities = await database.db.$count(celebrityProfiles);
    const app = await buildApp({ env, database });
    const origin = await app.listen({ port: 0, host: "127.0.0.1" });
    return {
      origin,
      celebrities,
      async close() {
        await app.close();
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database.close().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
