import type { FastifyBaseLogger } from "fastify";
import type { Env } from "../../env";
import { JOBS, type JobQueue } from "../../jobs/queue";
import { createUploadStore, uploadsDirectory } from "./upload-store";

/** Deletes unfinished uploads older than their two-day resume window; answers how many went. */
export async function deleteExpiredUploads(filesDir: string): Promise<number> {
  return createUploadStore(uploadsDirectory(filesDir)).deleteExpired();
}

/** The hourly upload clean-up. */
export async function registerUploadJobs(deps: { jobs: JobQueue; env: Env; log: FastifyBaseLogger }) {
  await deps.jobs.work(JOBS.cleanUploads, async () => {
    const removed = await deleteExpiredUploads(deps.env.FILES_DIR);
    if (removed > 0) deps.log.info({ removed }, "expired unfinished uploads deleted");
  });
  await deps.jobs.schedule(JOBS.cleanUploads, "17 * * * *");
}
