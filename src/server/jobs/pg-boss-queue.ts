import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import type { DatabaseHandle, SqlResult } from "../db/client";
import type { JobHandler, JobOptions, JobPayloadMap, JobPayloads, JobQueue } from "./queue";

export type JobLog = Pick<FastifyBaseLogger, "debug" | "info" | "warn" | "error">;

export type JobQueueOptions = {
  log: JobLog;
  /** Run handlers, schedules and maintenance here; false: a web-only instance that only sends. */
  worker: boolean;
  /** How often an idle worker looks for due jobs (pg-boss allows 0.5 at least). Default 2. */
  pollingIntervalSeconds?: number;
  /**
   * How often schedules are checked (1-45). Default 5: a cron job starts at most that late (the video
   * recovery sweep counts on it, ADR 041); each check is one small query.
   */
  cronCheckIntervalSeconds?: number;
  /** How long stop() waits for running handlers before failing them (they will be retried). */
  stopTimeoutMs?: number;
};

export const PGBOSS_SCHEMA = "pgboss";

const DEFAULT_RETRY_LIMIT = 5;
const DEFAULT_RETRY_DELAY_SECONDS = 10;
// A job whose handler runs longer is failed and retried; video transcoding is the slow one.
const EXPIRE_IN_SECONDS = 30 * 60;

/**
 * The JobQueue on pg-boss 10, in the app's own database through DatabaseHandle.executeSql, so it runs on
 * PostgreSQL and on embedded PGlite alike (docs/decisions/008-jobs.md).
 */
export async function createJobQueue<Payloads extends JobPayloadMap = JobPayloads>(
  database: DatabaseHandle,
  options: JobQueueOptions,
): Promise<JobQueue<Payloads>> {
  const { log, worker } = options;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;

  // Queries pg-boss has started are tracked so stop() can let them finish before the database closes.
  // After stop, a late call (a handler that outlived stopTimeoutMs, a worker loop winding down) is never
  // answered: pg-boss does not await its own complete() of a finished job, so an empty answer, which
  // complete() cannot read, or a closed pool's error would surface as an unhandled rejection.
  const inFlight = new Set<Promise<SqlResult>>();
  let stopped = false;
  const executeSql = (text: string, values?: unknown[]): Promise<SqlResult> => {
    if (stopped) return new Promise<SqlResult>(() => {});
    const query = database.executeSql(text, values);
    inFlight.add(query);
    query.then(
      () => inFlight.delete(query),
      () => inFlight.delete(query),
    );
    return query;
  };

  const boss = new PgBoss({
    db: { executeSql },
    schema: PGBOSS_SCHEMA,
    // Cron and maintenance (expiry, archiving) only where jobs run; a web-only instance just sends.
    schedule: worker,
    supervise: worker,
    pollingIntervalSeconds,
    cronMonitorIntervalSeconds: options.cronCheckIntervalSeconds ?? 5,
    cronWorkerIntervalSeconds: Math.max(1, Math.min(5, Math.ceil(pollingIntervalSeconds))),
    retryLimit: DEFAULT_RETRY_LIMIT,
    retryDelay: DEFAULT_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    expireInSeconds: EXPIRE_IN_SECONDS,
  });
  boss.on("error", (error) => log.error({ err: error }, "job queue error"));
  // Installs or migrates the pgboss schema, one instance at a time. pg-boss's own lock is not enough: a
  // start that waited on it still has the catalog it read before, so its CREATE SCHEMA IF NOT EXISTS fails
  // with a duplicate key that pg-boss does not take for the race, and that process exits.
  await database.exclusively(() => boss.start());

  const queues = new Map<string, Promise<void>>();
  /** pg-boss 10 drops jobs sent to a queue that does not exist: create each before first use. */
  function ensureQueue(name: string): Promise<void> {
    let created = queues.get(name);
    if (!created) {
      // "short": at most one job waiting to start per singletonKey; jobs without a key get a unique one.
      created = boss.createQueue(name, { name, policy: "short" }).catch((error: unknown) => {
        queues.delete(name);
        throw error;
      });
      queues.set(name, created);
    }
    return created;
  }

  const workerIds = new Map<string, string>();

  return {
    async send(name, data, jobOptions: JobOptions = {}) {
      await ensureQueue(name);
      const delaySeconds = jobOptions.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS;
      const id = await boss.send(name, data, {
        singletonKey: jobOptions.singletonKey ?? randomUUID(),
        startAfter: jobOptions.startAfter,
        retryLimit: jobOptions.retryLimit ?? DEFAULT_RETRY_LIMIT,
        retryDelay: delaySeconds,
        // Backoff needs a delay of at least a second; 0 means "retry at once".
        retryBackoff: delaySeconds > 0,
      });
      if (!id) {
        log.debug({ job: name, singletonKey: jobOptions.singletonKey }, "job already queued");
        return;
      }
      // A worker in this process picks the job up now rather than at its next poll.
      const workerId = workerIds.get(name);
      const due = !jobOptions.startAfter || jobOptions.startAfter.getTime() <= Date.now();
      if (workerId && due) boss.notifyWorker(workerId);
    },

    async work<N extends keyof Payloads & string>(name: N, handler: JobHandler<Payloads[N]>) {
      if (!worker) return;
      if (workerIds.has(name)) throw new Error(`a handler for job "${name}" is already registered`);
      // No createQueue here: polling a queue that does not exist yet finds nothing until the first send
      // creates it, and every app start (each test app too) saves a table and five indexes per queue.
      const workerId = await boss.work<Payloads[N]>(name, { includeMetadata: true }, async ([job]) => {
        if (!job) return;
        const final = job.retryCount >= job.retryLimit;
        try {
          await handler(job.data, { number: job.retryCount + 1, isLast: final });
        } catch (error) {
          log[final ? "error" : "warn"](
            { err: error, job: name, jobId: job.id, attempt: job.retryCount + 1 },
            final ? "job failed for good" : "job failed, will retry",
          );
          throw error;
        }
      });
      workerIds.set(name, workerId);
    },

    async schedule(name, cron) {
      await ensureQueue(name);
      await boss.schedule(name, cron, {}, { tz: "UTC" });
    },

    async counts() {
      const { rows } = await executeSql(
        `select name, state::text as state, count(*)::int as count from ${PGBOSS_SCHEMA}.job group by name, state order by name, state`,
      );
      return rows as { name: string; state: string; count: number }[];
    },

    async stop() {
      if (stopped) return;
      // Graceful: running handlers get stopTimeoutMs to finish; what is left is failed and retried later.
      await boss.stop({ graceful: true, wait: true, timeout: options.stopTimeoutMs ?? 30_000 });
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      stopped = true;
    },
  };
}
