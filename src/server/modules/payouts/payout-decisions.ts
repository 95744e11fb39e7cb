import { and, eq, isNull } from "drizzle-orm";
import type { PayoutStatus } from "@/shared/payouts";
import type { FinancePayout } from "@/shared/schemas/finance";
import type { Database } from "../../db/client";
import { payoutAccounts, payouts } from "../../db/schema/index";
import type { Transaction } from "../../db/transaction";
import { conflict, notFound } from "../../errors";
import type { JobQueue } from "../../jobs/queue";
import type { PayoutRow } from "./payout-money";
import { payoutsForStaff } from "./payout-views";
import { queueSend } from "./payouts.service";

/**
 * Staff's side of the payout queue (permission `finance`): a payout awaiting approval or held is approved
 * (sent, its account approved from now on) or held with a reason the star reads; the money stays reserved
 * either way. The routes write the audit log from the before and after this answers.
 */
export function createPayoutDecisions({
  db,
  jobs,
  now = () => new Date(),
}: {
  db: Database;
  jobs?: JobQueue;
  now?: () => Date;
}) {
  const WAITING: PayoutStatus[] = ["awaiting_approval", "held"];

  async function decide(
    payoutId: string,
    decision: (tx: Transaction, row: PayoutRow, at: Date) => Promise<void>,
  ): Promise<{ before: FinancePayout; after: FinancePayout }> {
    const [before] = await payoutsForStaff(db, { id: payoutId });
    if (!before) throw notFound("Payout not found");
    const at = now();
    const decided = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for("update");
      if (!row || !WAITING.includes(row.status as PayoutStatus)) {
        throw conflict("PAYOUT_NOT_WAITING", "This payout is no longer waiting for a decision.");
      }
      await decision(tx, row, at);
      const [after] = await tx.select().from(payouts).where(eq(payouts.id, payoutId));
      return after!;
    });
    await queueSend(jobs, decided);
    const [after] = await payoutsForStaff(db, { id: payoutId });
    return { before, after: after! };
  }

  /** Staff send a waiting or held payout; the account counts as approved from now on. */
  function approve(payoutId: string, actorId: string) {
    return decide(payoutId, async (tx, row, at) => {
      await tx
        .update(payouts)
        .set({ status: "sending", heldReason: null, decidedBy: actorId, decidedAt: at, updatedAt: at })
        .where(eq(payouts.id, row.id));
      await tx
        .update(payoutAccounts)
        .set({ firstPayoutApprovedAt: at, updatedAt: at })
        .where(and(eq(payoutAccounts.id, row.payoutAccountId), isNull(payoutAccounts.firstPayoutApprovedAt)));
    });
  }

  /** Staff keep a payout back: the money stays reserved and the star reads the reason. */
  function hold(payoutId: string, actorId: string, reason: string) {
    return decide(payoutId, async (tx, row, at) => {
      await tx
        .update(payouts)
        .set({ status: "held", heldReason: reason, decidedBy: actorId, decidedAt: at, updatedAt: at })
        .where(eq(payouts.id, row.id));
    });
  }

  return {
    list: (status?: PayoutStatus) => payoutsForStaff(db, { status }),
    approve,
    hold,
  };
}

export type PayoutDecisions = ReturnType<typeof createPayoutDecisions>;
