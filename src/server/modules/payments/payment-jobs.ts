import { JOBS, type JobQueue } from "../../jobs/queue";
import type { Expiry } from "./expiry";
import type { RefundJob, Refunds } from "./refunds";

/** Every five minutes: a request expires at most that long after its deadline. */
export const EXPIRE_REQUESTS_CRON = "*/5 * * * *";
/** Refunds still pending are asked again every quarter of an hour. */
export const RETRY_REFUNDS_CRON = "*/15 * * * *";

/** The booking loop's background work: refunds, their retry sweep, and expiry of undelivered requests. */
export async function registerPaymentJobs(jobs: JobQueue, { refunds, expiry }: { refunds: Refunds; expiry: Expiry }) {
  await jobs.work<RefundJob>(JOBS.refundPayment, (data) => refunds.refundPayment(data));
  await jobs.work(JOBS.retryRefunds, async () => {
    await refunds.retryRefunds();
  });
  await jobs.work(JOBS.expireRequests, async () => {
    await expiry.expireDueRequests();
  });
  await jobs.schedule(JOBS.expireRequests, EXPIRE_REQUESTS_CRON);
  await jobs.schedule(JOBS.retryRefunds, RETRY_REFUNDS_CRON);
}
