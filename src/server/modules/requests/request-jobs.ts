import { JOBS, type JobQueue } from "../../jobs/queue";
import type { Expiry } from "./expiry";

/** Every five minutes: a request expires at most that long after its deadline. */
export const EXPIRE_REQUESTS_CRON = "*/5 * * * *";

/** The requests' background work: expiry of undelivered requests (which makes their refund due). */
export async function registerRequestJobs(jobs: JobQueue, { expiry }: { expiry: Expiry }) {
  await jobs.work(JOBS.expireRequests, async () => {
    await expiry.expireDueRequests();
  });
  await jobs.schedule(JOBS.expireRequests, EXPIRE_REQUESTS_CRON);
}
