import { JOBS, type JobQueue } from "../../jobs/queue";
import type { Expiry } from "./expiry";
import type { PaymentsService } from "./payments.service";
import type { RefundJob, Refunds } from "./refunds";

/** Every five minutes: a request expires at most that long after its deadline. */
export const EXPIRE_REQUESTS_CRON = "*/5 * * * *";
/** Refunds still pending are asked again every quarter of an hour. */
export const RETRY_REFUNDS_CRON = "*/15 * * * *";
/** Checkouts left pending (no redirect, no webhook) are verified again every quarter of an hour. */
export const RECONCILE_PAYMENTS_CRON = "7-59/15 * * * *";

/**
 * The booking loop's background work: refunds and their retry sweep, the check of payments left pending,
 * and expiry of undelivered requests.
 */
export async function registerPaymentJobs(
  jobs: JobQueue,
  { refunds, expiry, payments }: { refunds: Refunds; expiry: Expiry; payments: PaymentsService },
) {
  await jobs.work<RefundJob>(JOBS.refundPayment, (data) => refunds.refundPayment(data));
  await jobs.work(JOBS.retryRefunds, async () => {
    await refunds.retryRefunds();
  });
  await jobs.work(JOBS.expireRequests, async () => {
    await expiry.expireDueRequests();
  });
  await jobs.work(JOBS.reconcilePayments, async () => {
    await payments.reconcileStalePayments();
  });
  await jobs.schedule(JOBS.expireRequests, EXPIRE_REQUESTS_CRON);
  await jobs.schedule(JOBS.reconcilePayments, RECONCILE_PAYMENTS_CRON);
  await jobs.schedule(JOBS.retryRefunds, RETRY_REFUNDS_CRON);
}
