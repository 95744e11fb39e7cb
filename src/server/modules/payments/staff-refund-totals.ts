import { and, eq, inArray } from "drizzle-orm";
import { paymentRefunds } from "../../db/schema/index";
import type { Executor } from "../../db/transaction";

/** Staff refunds of a payment as the full refund job and the request page count them (ADR 060). */

/** Confirmed and still-pending staff refunds of a payment (failed ones moved no money). */
export async function refundTotals(executor: Executor, paymentId: string) {
  const rows = await executor
    .select({ status: paymentRefunds.status, amountMinor: paymentRefunds.amountMinor })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, paymentId), inArray(paymentRefunds.status, ["pending", "succeeded"])));
  const sum = (status: string) =>
    rows.filter((row) => row.status === status).reduce((total, row) => total + row.amountMinor, 0);
  return { refundedMinor: sum("succeeded"), pendingMinor: sum("pending") };
}

/** What staff refunds took from a payment, confirmed or not: the full refund job gives back only the rest. */
export async function staffRefundedOf(executor: Executor, paymentId: string): Promise<number> {
  const { refundedMinor, pendingMinor } = await refundTotals(executor, paymentId);
  return refundedMinor + pendingMinor;
}

/** Whether a staff refund of the payment waits on its provider (the full refund job waits for it). */
export async function hasPendingStaffRefund(executor: Executor, paymentId: string): Promise<boolean> {
  const { pendingMinor } = await refundTotals(executor, paymentId);
  return pendingMinor > 0;
}

/** The provider's refund ids Salamu already holds for a payment: a lookup finding one of them found no new one. */
export async function knownRefundIds(executor: Executor, paymentId: string): Promise<Set<string>> {
  const rows = await executor
    .select({ id: paymentRefunds.providerRefundId })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, paymentId));
  return new Set(rows.map((row) => row.id).filter((id): id is string => Boolean(id)));
}
