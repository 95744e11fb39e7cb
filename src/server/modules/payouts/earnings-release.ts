import { and, asc, eq, gt, isNull, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { DAY_MS } from "@/shared/time";
import type { Database } from "../../db/client";
import {
  disputes,
  ledgerTransactions,
  paymentRefunds,
  payments,
  requestReports,
  videoRequests,
} from "../../db/schema/index";
import { postHoldReleased } from "../ledger/booking-money";
import type { SettingsReader } from "../settings/settings.service";

const BATCH = 200;

/** Releasing earnings runs every hour: a star's money is available within the hour its hold ends. */
export const RELEASE_EARNINGS_CRON = "23 * * * *";

/** No open dispute on any payment of the request (a dispute freezes its earnings until it is decided). */
const noOpenDispute = sql`not exists (
  select 1 from ${disputes} join ${payments} on ${payments.id} = ${disputes.paymentId}
  where ${payments.requestId} = ${videoRequests.id} and ${disputes.status} = 'open'
)`;

/** No staff refund of the request waits on its provider (ADR 060): it takes its part of the held earnings first. */
const noPendingStaffRefund = sql`not exists (
  select 1 from ${paymentRefunds}
  where ${paymentRefunds.requestId} = ${videoRequests.id} and ${paymentRefunds.status} = 'pending'
)`;

/** No open report on the delivered video (ADR 058): a re-record owed, or staff still deciding, holds it too. */
const noOpenReport = sql`not exists (
  select 1 from ${requestReports}
  where ${requestReports.requestId} = ${videoRequests.id} and ${requestReports.status} in ('redo', 'with_staff')
)`;

/** Nothing open that freezes the earnings. */
const nothingOpen = and(noOpenDispute, noOpenReport, noPendingStaffRefund);

/** The delivery was posted to the ledger (requests delivered before the ledger have nothing to release). */
const deliveryPosted = sql`exists (
  select 1 from ${ledgerTransactions} where ${ledgerTransactions.key} = 'delivery:' || ${videoRequests.id}::text
)`;

const heldEarnings = and(
  eq(videoRequests.status, "completed"),
  isNull(videoRequests.earningsReleasedAt),
  gt(videoRequests.earningsMinor, 0),
);

export type PendingEarning = { requestId: string; currency: string; amountMinor: number; availableOn: string | null };

/**
 * Delivered earnings through their hold period (payouts.holdDays after delivery): the release-earnings job
 * makes them available, each in one transaction (the conditional stamp and the posting together), and
 * the Earnings page lists those still held with the day they become available.
 */
export function createEarningsRelease({
  db,
  settings,
  log,
  now = () => new Date(),
}: {
  db: Database;
  settings: SettingsReader;
  log: Pick<FastifyBaseLogger, "info">;
  now?: () => Date;
}) {
  /** Releases every request whose hold ended by `at`; answers how many it released. */
  async function releaseDue(at: Date = now()): Promise<number> {
    const holdDays = await settings.get("payouts.holdDays");
    const deliveredBy = new Date(at.getTime() - holdDays * DAY_MS);
    let released = 0;
    let after = "";
    for (;;) {
      const due = await db
        .select({ id: videoRequests.id })
        .from(videoRequests)
        .where(
          and(
            heldEarnings,
            lte(videoRequests.completedAt, deliveredBy),
            after ? gt(videoRequests.id, after) : undefined,
            nothingOpen,
            deliveryPosted,
          ),
        )
        .orderBy(asc(videoRequests.id))
        .limit(BATCH);
      for (const { id } of due) {
        const done = await db.transaction(async (tx) => {
          // The request's lock first (a report is made under it), so the check below, a statement of its own,
          // sees a report committed while we waited.
          await tx.select({ id: videoRequests.id }).from(videoRequests).where(eq(videoRequests.id, id)).for("update");
          // Conditional: a second run (or instance) finds it stamped; a dispute or report opened since keeps it held.
          const [request] = await tx
            .update(videoRequests)
            .set({ earningsReleasedAt: at })
            .where(and(eq(videoRequests.id, id), isNull(videoRequests.earningsReleasedAt), nothingOpen))
            .returning();
          return request ? postHoldReleased(tx, request, at) : false;
        });
        if (done) released += 1;
      }
      if (due.length < BATCH) break;
      after = due.at(-1)!.id;
    }
    if (released > 0) log.info({ released }, "earnings released from the hold period");
    return released;
  }

  /** A star's delivered earnings still held, soonest available first (null: a dispute or a report holds it). */
  async function pendingOf(celebrityId: string): Promise<PendingEarning[]> {
    const holdDays = await settings.get("payouts.holdDays");
    const rows = await db
      .select({
        id: videoRequests.id,
        currency: videoRequests.currency,
        earningsMinor: videoRequests.earningsMinor,
        completedAt: videoRequests.completedAt,
        free: sql<boolean>`${nothingOpen}`,
      })
      .from(videoRequests)
      .where(and(eq(videoRequests.celebrityId, celebrityId), heldEarnings, deliveryPosted))
      .orderBy(asc(videoRequests.completedAt))
      .limit(500);
    return rows.map((row) => ({
      requestId: row.id,
      currency: row.currency,
      amountMinor: row.earningsMinor ?? 0,
      availableOn:
        row.free && row.completedAt ? new Date(row.completedAt.getTime() + holdDays * DAY_MS).toISOString() : null,
    }));
  }

  return { releaseDue, pendingOf };
}

export type EarningsRelease = ReturnType<typeof createEarningsRelease>;
