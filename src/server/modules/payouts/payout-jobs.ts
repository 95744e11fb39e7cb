import { JOBS, type JobPayloads, type JobQueue } from "../../jobs/queue";
import { type EarningsRelease, RELEASE_EARNINGS_CRON } from "./earnings-release";
import type { PayoutNotices } from "./payout-notices";
import { type PayoutSending, RECONCILE_PAYOUTS_CRON } from "./payout-sending";
import { SCHEDULED_PAYOUTS_CRON } from "./payout-terms";
import type { PayoutsService } from "./payouts.service";

type AccountChangedNotice = (data: Extract<JobPayloads["payout-notice"], { kind: "account-changed" }>) => Promise<void>;

/**
 * The payouts' background work: earnings leaving the hold period (hourly), the automatic payout run (daily;
 * the schedule setting picks the days), sending each payout, asking about payouts left in transit, and the
 * star's payout e-mails. The payout-notice queue is one: an account-changed notice goes to the payout
 * accounts' handler when it is given.
 */
export async function registerPayoutJobs(
  jobs: JobQueue,
  deps: {
    earnings: EarningsRelease;
    payouts: PayoutsService;
    sending: PayoutSending;
    notices: PayoutNotices;
    accountChanged?: AccountChangedNotice;
    /** The sandbox settles its transfers at once (development, the demo): no one else would. */
    settleSandbox?: (payoutId: string) => Promise<void>;
  },
) {
  const { earnings, payouts, sending, notices, accountChanged, settleSandbox } = deps;
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
  await jobs.work(JOBS.payoutNotice, async (data) => {
    if (data.kind === "account-changed") await accountChanged?.(data);
    else await notices.sendPayoutNotice(data);
  });
  await jobs.schedule(JOBS.releaseEarnings, RELEASE_EARNINGS_CRON);
  await jobs.schedule(JOBS.scheduledPayouts, SCHEDULED_PAYOUTS_CRON);
  await jobs.schedule(JOBS.reconcilePayouts, RECONCILE_PAYOUTS_CRON);
}
