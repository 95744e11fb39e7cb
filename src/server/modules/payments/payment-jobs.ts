import { JOBS, type JobQueue } from "../../jobs/queue";
import type { PaymentsService } from "./payments.service";
import type { Receipts } from "./receipts";
import type { Refunds } from "./refunds";
import type { StaffPartRefunds } from "./staff-refunds";

/** Refunds still pending are asked again every quarter of an hour. */
export const RETRY_REFUNDS_CRON = "*/15 * * * *";
/** Checkouts left pending (no redirect, no webhook) are verified again every quarter of an hour. */
export const RECONCILE_PAYMENTS_CRON = "7-59/15 * * * *";

/**
 * The payments' background work: refunds and their retry sweep, and the check of payments left pending.
 */
export async function registerPaymentJobs(
  jobs: JobQueue,
  {
    refunds,
    payments,
    receipts,
    staffPartRefunds,
  }: { refunds: Refunds; payments: PaymentsService; receipts: Receipts; staffPartRefunds: StaffPartRefunds },
) {
  await jobs.work(JOBS.receiptMail, (data) => receipts.sendReceipt(data));
  await jobs.work(JOBS.refundPayment, (data) => refunds.refundPayment(data));
  await jobs.work(JOBS.staffRefund, (data) => staffPartRefunds.run(data));
  await jobs.work(JOBS.retryRefunds, async () => {
    await staffPartRefunds.retryPending();
    await refunds.retryRefunds();
  });
  await jobs.work(JOBS.reconcilePayments, async () => {
    await payments.reconcileStalePayments();
  });
  await jobs.schedule(JOBS.reconcilePayments, RECONCILE_PAYMENTS_CRON);
  await jobs.schedule(JOBS.retryRefunds, RETRY_REFUNDS_CRON);
}
