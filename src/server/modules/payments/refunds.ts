import { and, eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { payments, videoRequests } from "../../db/schema/index";
import type { Transaction } from "../../db/transaction";
import { JOBS, type JobPayloads, type JobQueue } from "../../jobs/queue";
import type { PaymentProviders } from "../../providers/payments/create-provider";
import { postRefund } from "../ledger/booking-money";
import type { BookingEvents } from "../requests/booking-events";
import { isIllegalTransition, transitionRequest } from "../requests/request-transitions";
import { askProviderToRefund, countRefundFailure, RefundPendingError } from "./provider-refund-run";
import { enqueueReceipt } from "./receipts";
import { hasPendingStaffRefund, staffRefundedOf } from "./staff-refund-totals";

export type RefundJob = JobPayloads["refund-payment"];

/** One queued refund job per payment at a time; pg-boss retries it with backoff when it throws. */
export async function enqueueRefund(jobs: JobQueue, paymentId: string): Promise<void> {
  await jobs.send(
    JOBS.refundPayment,
    { paymentId },
    { singletonKey: `refund:${paymentId}`, retryLimit: 6, retryDelaySeconds: 60 },
  );
}

/**
 * Marks the provider payment of a request whose refund became due (refund none -> pending) and answers its
 * id; also answers a payment already marked (the same event seen twice). null: nothing was paid through a
 * provider (a subscription covered the request).
 */
export async function markRefundDue(db: Database, requestId: string): Promise<string | null> {
  const [marked] = await db
    .update(payments)
    .set({ refundStatus: "pending", updatedAt: new Date() })
    .where(
      and(
        eq(payments.requestId, requestId),
        eq(payments.purpose, "request"),
        eq(payments.status, "succeeded"),
        eq(payments.refundStatus, "none"),
      ),
    )
    .returning({ id: payments.id });
  if (marked) return marked.id;
  const [existing] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.requestId, requestId),
        eq(payments.status, "succeeded"),
        inArray(payments.refundStatus, ["pending", "succeeded", "failed"]),
      ),
    )
    .limit(1);
  return existing?.id ?? null;
}

/**
 * The refund trigger booking events call when a request's refund becomes due (injected into them, so the
 * requests module does not import payments): marks the request's provider payment for refund and queues its
 * job. Without a queue the retry-refunds sweep picks it up. Answers false when nothing was paid through a
 * provider.
 */
export function createRefundStarter({ db, jobs }: { db: Database; jobs?: JobQueue }) {
  return async (requestId: string): Promise<boolean> => {
    const paymentId = await markRefundDue(db, requestId);
    if (!paymentId) return false;
    if (jobs) await enqueueRefund(jobs, paymentId);
    return true;
  };
}

type Deps = {
  db: Database;
  providers: PaymentProviders;
  bookingEvents: BookingEvents;
  jobs?: JobQueue;
  log: FastifyBaseLogger;
  now?: () => Date;
};

export function createRefunds({ db, providers, bookingEvents, jobs, log, now = () => new Date() }: Deps) {
  async function record(paymentId: string, patch: Partial<typeof payments.$inferInsert>) {
    await db
      .update(payments)
      .set({ ...patch, updatedAt: now() })
      .where(eq(payments.id, paymentId));
  }

  /** The provider confirmed: the request's refund becomes refunded (a no-op when already confirmed). */
  async function confirmRequestRefund(payment: typeof payments.$inferSelect) {
    if (payment.purpose !== "request" || !payment.requestId) return;
    const [request] = await db
      .select({ refundStatus: videoRequests.refundStatus })
      .from(videoRequests)
      .where(eq(videoRequests.id, payment.requestId));
    if (request?.refundStatus !== "pending") return;
    try {
      await transitionRequest(db, bookingEvents, payment.requestId, "confirmRefund", {}, now());
    } catch (error) {
      // Another worker confirmed it between our read and the transition.
      if (!isIllegalTransition(error)) throw error;
    }
  }

  /**
   * The refund job. A payment's refund is asked for once; every later run asks the provider where that
   * refund stands (or, after a lost answer, whether it exists) instead of refunding again. Success confirms
   * the request's refund; "pending" throws so the queue (and the sweep) look again later, for as long as
   * the provider takes. Errors and refused refunds are retried until MAX_REFUND_FAILURES leaves it to staff.
   */
  async function refundPayment({ paymentId }: RefundJob): Promise<void> {
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment) return;
    if (payment.refundStatus === "succeeded") return confirmRequestRefund(payment);
    if (payment.refundStatus !== "pending") return;
    // A staff refund of part of it waits on the provider (ADR 060): the rest is known once it is decided.
    if (await hasPendingStaffRefund(db, paymentId)) throw new RefundPendingError(paymentId);
    // Claim this run: of two workers holding the same job (a retry racing the sweep) only one calls the
    // provider, so a payment is never refunded twice.
    const [claimed] = await db
      .update(payments)
      .set({ refundAttempts: payment.refundAttempts + 1, updatedAt: now() })
      .where(
        and(
          eq(payments.id, paymentId),
          eq(payments.refundStatus, "pending"),
          eq(payments.refundAttempts, payment.refundAttempts),
        ),
      )
      .returning({ id: payments.id });
    if (!claimed) return;

    const fail = (message: string, error: unknown, patch: Partial<typeof payments.$inferInsert> = {}) =>
      countRefundFailure({
        failuresBefore: payment.refundFailures,
        error,
        save: (failures, giveUp) =>
          record(paymentId, {
            ...patch,
            refundFailures: failures,
            refundError: message,
            ...(giveUp ? { refundStatus: "failed" } : {}),
          }),
        onGiveUp: (failures) =>
          log.error({ paymentId, failures, reason: message }, "refund gave up; staff must refund this payment by hand"),
      });
    const answer = await askProviderToRefund(db, providers, {
      payment,
      askedRefundId: payment.refundId,
      ranBefore: payment.refundAttempts > 0,
      // What was taken (the payment's amount, or what the provider reported for a refused mismatch), less what
      // staff refunded of it already.
      amountMinor: (payment.receivedAmountMinor ?? payment.amountMinor) - (await staffRefundedOf(db, paymentId)),
      currency: payment.receivedCurrency ?? payment.currency,
      remember: (refundId) => record(paymentId, { refundId }),
    });
    if (!answer.ok) {
      log.warn({ err: answer.error, paymentId }, "refund attempt failed");
      return fail(answer.message, answer.error);
    }
    const { result } = answer;

    if (result.status === "succeeded") {
      const at = now();
      const updated = await db.transaction(async (tx: Transaction) => {
        const [row] = await tx
          .update(payments)
          .set({
            refundStatus: "succeeded",
            refundId: result.refundId || null,
            refundError: null,
            refundNeedsAttention: false,
            refundedAt: at,
            updatedAt: at,
          })
          .where(and(eq(payments.id, paymentId), eq(payments.refundStatus, "pending")))
          .returning();
        if (row) await postRefund(tx, row, at);
        return row;
      });
      log.info({ paymentId, refundId: result.refundId }, "refund confirmed by the provider");
      // Only the run that moved the refund to succeeded gets `updated`: one refund receipt.
      if (updated) await enqueueReceipt(jobs, { paymentId, kind: "refund" }, log);
      return confirmRequestRefund(updated ?? payment);
    }
    if (result.status === "failed") {
      // A failed refund moved no money: the next run asks for a new one.
      const message = "The provider refused the refund";
      return fail(message, new Error(message), { refundId: null, refundNeedsAttention: false });
    }
    // Something only staff can give (the payer's bank details): the refund is listed for them meanwhile.
    await record(paymentId, { refundError: result.attention ?? null, refundNeedsAttention: !!result.attention });
    if (result.attention) log.warn({ paymentId, reason: result.attention }, "refund waits on staff");
    throw new RefundPendingError(paymentId);
  }

  /**
   * The scheduled sweep: starts refunds that were due but never queued (a crash between the transition and
   * the queue) and queues again those still pending, so nothing waits on a lost job.
   */
  async function retryRefunds(): Promise<number> {
    const orphans = await db
      .select({ id: videoRequests.id })
      .from(videoRequests)
      .where(eq(videoRequests.refundStatus, "pending"))
      .limit(500);
    let queued = 0;
    for (const { id } of orphans) {
      const paymentId = await markRefundDue(db, id);
      if (paymentId) continue;
      // Nothing was taken through a provider: the refund is complete as soon as it is due.
      try {
        await transitionRequest(db, bookingEvents, id, "confirmRefund", {}, now());
      } catch (error) {
        if (!isIllegalTransition(error)) throw error;
      }
    }
    const due = await db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.refundStatus, "pending"))
      .limit(500);
    for (const { id } of due) {
      if (jobs) await enqueueRefund(jobs, id);
      else await refundPayment({ paymentId: id }).catch(() => {});
      queued += 1;
    }
    // Succeeded refunds whose request was never confirmed (a crash after the provider answered).
    const unconfirmed = await db
      .select()
      .from(payments)
      .innerJoin(videoRequests, eq(videoRequests.id, payments.requestId))
      .where(and(eq(payments.refundStatus, "succeeded"), eq(videoRequests.refundStatus, "pending")))
      .limit(500);
    for (const row of unconfirmed) await confirmRequestRefund(row.payments);
    return queued;
  }

  return { refundPayment, retryRefunds, confirmRequestRefund };
}

export type Refunds = ReturnType<typeof createRefunds>;
