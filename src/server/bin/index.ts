import { buildApp } from "../app";
import { openDatabase } from "../db/client";
import { demoModule } from "../demo/demo.module";
import { formatDemoAccounts } from "../demo/demo-accounts";
import { loadEnvFromProcess, startupWarnings } from "../env";
import { JOBS } from "../jobs/queue";
import { prepareDatabase } from "./prepare-database";
import { stopOnSignals } from "./shutdown";

/** Runs one start-up step and prints how long it took (`npm start` on a small machine says where time goes). */
async function timed<T>(step: string, run: () => Promise<T>): Promise<T> {
  const startedAt = performance.now();
  const result = await run();
  console.log(`[start] ${step}: ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  return result;
}

async function main() {
  const env = loadEnvFromProcess();
  const database = await timed("open the database", () =>
    openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }),
  );
  const demoAccounts = await prepareDatabase(env, database, timed);

  const app = await timed("build the app", () =>
    buildApp({ env, database, extras: [demoModule], jobs: { stopTimeoutMs: env.SHUTDOWN_GRACE_SECONDS * 1000 } }),
  );
  const stopRates = app.modules.currency.services.currency.startRefreshing();

  stopOnSignals({ app, database, graceSeconds: env.SHUTDOWN_GRACE_SECONDS, beforeClose: stopRates, name: "server" });

  const address = await timed("listen", () => app.listen({ port: env.PORT, host: env.HOST }));
  // The demo stars' showcase clips are drawn in the background (ffmpeg), so the boot does not wait for them.
  if (env.DEMO_DATA)
    await app.infrastructure.jobs.send(JOBS.demoShowcase, {}, { singletonKey: JOBS.demoShowcase, retryLimit: 2 });
  const since = Number(process.env.START_STARTED_AT);
  if (since > 0) console.log(`[start] ready ${((Date.now() - since) / 1000).toFixed(1)} s after \`npm start\``);
  app.log.info({ address }, `Salamu is running at ${env.APP_URL} (database: ${database.kind})`);
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
