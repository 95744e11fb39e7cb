import { buildApp } from "../app";
import { openDatabase } from "../db/client";
import { demoModule } from "../demo/demo.module";
import { loadEnvFromProcess } from "../env";
import { stopOnSignals } from "./shutdown";

/**
 * `npm run worker` (built: `npm run worker:prod`): a process that runs the background jobs and serves no HTTP. It builds the same app
 * as the server (so jobs get the same services), with RUN_JOBS on, and never listens.
 */
async function main() {
  const env = loadEnvFromProcess();
  if (!env.DATABASE_URL) {
    // PGlite lives inside one process: the server runs the jobs itself (RUN_JOBS, on by default).
    throw new Error("npm run worker needs DATABASE_URL (PostgreSQL); with the embedded database the server runs jobs");
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.migrate();
  const app = await buildApp({
    env: { ...env, RUN_JOBS: true },
    database,
    extras: [demoModule],
    jobs: { stopTimeoutMs: env.SHUTDOWN_GRACE_SECONDS * 1000 },
  });
  await app.ready();

  // Running jobs get the grace period to finish before the database goes; what is left is retried later.
  stopOnSignals({ app, database, graceSeconds: env.SHUTDOWN_GRACE_SECONDS, name: "worker" });
  app.log.info(`Salamu worker is running background jobs (database: ${database.kind})`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
