import { buildApp } from "../app";
import { openDatabase } from "../db/client";
import { demoModule } from "../demo/demo.module";
import { loadEnvFromProcess } from "../env";

/**
 * `npm run worker`: a process that runs the background jobs and serves no HTTP. It builds the same app
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
  const app = await buildApp({ env: { ...env, RUN_JOBS: true }, database, extras: [demoModule] });
  await app.ready();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "worker shutting down");
    // Running jobs get time to finish (the queue's graceful stop) before the database goes.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  app.log.info(`Salamu worker is running background jobs (database: ${database.kind})`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
