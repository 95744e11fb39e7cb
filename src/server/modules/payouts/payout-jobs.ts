import { JOBS, type JobQueue } from "../../jobs/queue";
import { type EarningsRelease, RELEASE_EARNINGS_CRON } from "./earnings-release";
import { type PayoutSending, RECONCILE_PAYOUTS_CRON } from "./payout-sending";
import { SCHEDULED_PAYOUTS_CRON } from "./payout-terms";
import type { PayoutsService } from "./payouts.service";

/**
 * The payouts' background work: earnings leaving the hold period (hourly), the automatic payout run (daily;
 * the schedule setting picks the days), sending each payout and asking about payouts left in transit. The
 * star's payout e-mails go through the payout-notice job, which the payout-accounts module runs.
 */
export async function registerPayoutJobs(
  jobs: JobQueue,
  deps: {
    earnings: EarningsRelease;
    payouts: PayoutsService;
    sending: PayoutSending;
    /** The sandbox settles its transfers at once (development, the demo): no one else would. */
    settleSandbox?: (payoutId: string) => Promise<void>;
  },
) {
  const { earnings, payouts, sending, settleSandbox } = deps;
  await jobs.work(JOBS.releaseEarnings, async () => {
    await earnings.releaseDue();
  });
  await jobs.work(JOBS.scheduledPayouts, async () => {
    await payouts.runSchedule();
  });
  await jobs.work(JOBS.sendPayout, async (data) => {
    await sending.sendPayout(data);
    await settleSandbox?.(data.payoutId);
  });
  await jobs.work(JOBS.reconcilePayouts, async () => {
    await sending.reconcileStalePayouts();
  });
  await jobs.schedule(JOBS.releaseEarnings, RELEASE_EARNINGS_CRON);
  await jobs.schedule(JOBS.scheduledPayouts, SCHEDULED_PAYOUTS_CRON);
  await jobs.schedule(JOBS.reconcilePayouts, RECONCILE_PAYOUTS_CRON);
}
