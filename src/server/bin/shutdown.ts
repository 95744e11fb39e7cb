import type { App } from "../app";
import type { DatabaseHandle } from "../db/client";

type ShutdownOptions = {
  app: App;
  database: DatabaseHandle;
  /** SHUTDOWN_GRACE_SECONDS: how long requests in flight get before their connections are cut. */
  graceSeconds: number;
  /** What the entry point started beside the app (the rates refresh), stopped first. */
  beforeClose?: () => void;
  /** Names the process in the log ("server", "worker"). */
  name: string;
};

/**
 * The one graceful stop of the server and the worker (ADR 040). On SIGTERM or SIGINT: no new connection is
 * accepted and a new request on a kept-alive one answers 503 (Fastify's close); requests in flight finish, an
 * upload's PATCH is ended with the bytes that arrived (uploads.routes.ts), live event streams end; after the
 * grace period the connections left are cut. Then the job queue stops (running jobs get the same grace, then
 * are failed and retried elsewhere), the modules stop, the database closes, and the process exits 0.
 * A second signal exits at once (1): an operator pressing Ctrl-C twice means it.
 */
export function stopOnSignals({ app, database, graceSeconds, beforeClose, name }: ShutdownOptions) {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, `${name}: second signal, exiting without waiting`);
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal, graceSeconds }, `${name} shutting down`);
    beforeClose?.();
    const cut = setTimeout(() => {
      app.log.warn(`${name}: requests still running after ${graceSeconds} s, closing their connections`);
      app.server.closeAllConnections();
    }, graceSeconds * 1000);
    try {
      await app.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, `${name}: shutdown failed`);
      process.exit(1);
    }
    clearTimeout(cut);
    app.log.info(`${name} stopped`);
    process.exit(0);
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void shutdown(signal));
}
