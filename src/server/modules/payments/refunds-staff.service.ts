import { and, asc, eq, or } from "drizzle-orm";
import type { RefundAttention } from "@/shared/schemas/payments";
import type { Database } from "../../db/client";
import { payments, users } from "../../db/schema/index";
import type { Transaction } from "../../db/transaction";
import { conflict, notFound } from "../../errors";
import type { JobQueue } from "../../jobs/queue";
import { postRefund } from "../ledger/booking-money";
import { enqueueReceipt } from "./receipts";
import { enqueueRefund, type Refunds } from "./refunds";

type PaymentRow = typeof payments.$inferSelect;

/** How many waiting refunds the list shows at once, oldest first. */
const REFUND_ATTENTION_LIMIT = 200;

/**
 * Refunds that wait on staff: the job gave up after MAX_REFUND_FAILURES (`failed`), or the provider holds
 * the refund until someone acts (`pending` with `refund_needs_attention`). Refunds still being polled
 * normally are not staff's to touch: a manual refund then could pay the payer twice.
 */
const needsStaff = or(
  eq(payments.refundStatus, "failed"),
  and(eq(payments.refundStatus, "pending"), eq(payments.refundNeedsAttention, true)),
);

type Deps = {
  db: Database;
  jobs?: JobQueue;
  refunds: Pick<Refunds, "confirmRequestRefund">;
  now?: () => Date;
};

/** The operator's tools for refunds the refund job could not finish: list, re-queue, mark refunded by hand. */
export function createStaffRefunds({ db, jobs, refunds, now = () => new Date() }: Deps) {
  const select = () =>
    db
      .select({ payment: payments, payerName: users.name, payerEmail: users.email })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId));

  function toView(row: { payment: PaymentRow; payerName: string; payerEmail: string }): RefundAttention {
    const { payment } = row;
    return {
      paymentId: payment.id,
      reference: payment.reference,
      provider: payment.provider,
      // What goes back is what the provider took (another amount for a refused, tampered checkout).
      amountMinor: payment.receivedAmountMinor ?? payment.amountMinor,
      currency: payment.receivedCurrency ?? payment.currency,
      refundStatus: payment.refundStatus,
      refundError: payment.refundError,
      refundFailures: payment.refundFailures,
      payer: { name: row.payerName, email: row.payerEmail },
      requestId: payment.requestId,
      updatedAt: payment.updatedAt.toISOString(),
    };
  }

  async function view(paymentId: string): Promise<RefundAttention> {
    const [row] = await select().where(eq(payments.id, paymentId));
    if (!row) throw notFound("Payment not found");
    return toView(row);
  }

  async function list(): Promise<RefundAttention[]> {
    const rows = await select().where(needsStaff).orderBy(asc(payments.updatedAt)).limit(REFUND_ATTENTION_LIMIT);
    return rows.map(toView);
  }

  /** Applies `patch` only to a refund that waits on staff; 404 for no payment, 409 for one that does not wait. */
  async function claim(paymentId: string, patch: Partial<typeof payments.$inferInsert>) {
    const before = await view(paymentId);
    const updated = await db.transaction(async (tx: Transaction) => {
      const [row] = await tx
        .update(payments)
        .set({ ...patch, updatedAt: now() })
        .where(and(eq(payments.id, paymentId), needsStaff))
        .returning();
      // Refunded by hand: the money left escrow for the fan, in the same transaction as the record of it.
      if (row && row.refundStatus === "succeeded") await postRefund(tx, row, row.refundedAt ?? now());
      return row;
    });
    if (!updated) {
      const current = await view(paymentId);
      throw conflict("REFUND_NOT_WAITING", `This refund does not wait on staff (refund: ${current.refundStatus}).`);
    }
    return { before, updated };
  }

  /**
   * Hands the refund back to the refund job with a clean failure count. A refund asked for earlier is
   * polled (or looked up) before any new one is asked for, so this never refunds twice.
   */
  async function retry(paymentId: string) {
    const { before } = await claim(paymentId, {
      refundStatus: "pending",
      refundFailures: 0,
      refundError: null,
      refundNeedsAttention: false,
    });
    if (jobs) await enqueueRefund(jobs, paymentId);
    return { before, after: await view(paymentId) };
  }

  /** Staff refunded the payer outside the provider: recorded with their note, and the request follows. */
  async function markRefunded(paymentId: string, note: string) {
    const at = now();
    const { before, updated } = await claim(paymentId, {
      refundStatus: "succeeded",
      refundedAt: at,
      refundNote: note,
      refundError: null,
      refundNeedsAttention: false,
    });
    await enqueueReceipt(jobs, { paymentId, kind: "refund" });
    await refunds.confirmRequestRefund(updated);
    return { before, after: await view(paymentId) };
  }

  return { list, retry, markRefunded };
}

export type StaffRefunds = ReturnType<typeof createStaffRefunds>;
