import type { FastifyBaseLogger } from "fastify";
import { JOBS, type JobQueue } from "../../jobs/queue";
import type { Clock } from "../../lib/clock";
import type { UploadStore } from "./upload-store";

/** Deletes unfinished uploads past their two-day resume window, by the app's clock; answers how many went. */
export async function deleteExpiredUploads(deps: { store: UploadStore; clock: Clock }): Promise<number> {
  return deps.store.deleteExpired(deps.clock.now());
}

/** The hourly upload clean-up, wherever the uploads are kept (the bucket or the shared staging folder). */
export async function registerUploadJobs(deps: {
  jobs: JobQueue;
  store: UploadStore;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  await deps.jobs.work(JOBS.cleanUploads, async () => {
    const removed = await deleteExpiredUploads(deps);
    if (removed > 0) deps.log.info({ removed }, "expired unfinished uploads deleted");
  });
  await deps.jobs.schedule(JOBS.cleanUploads, "17 * * * *");
}
