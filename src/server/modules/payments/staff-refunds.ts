import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { PLATFORM_OWNER } from "@/shared/ledger";
import type { AdminRequestDetail, StaffRefundInput, StaffRefundResponse } from "@/shared/schemas/admin-requests";
import type { Database } from "../../db/client";
import { ledgerTransactions, paymentRefunds, payments, videoRequests } from "../../db/schema/index";
import type { Executor, Transaction } from "../../db/transaction";
import { conflict, notFound } from "../../errors";
import { JOBS, type JobPayloads, type JobQueue } from "../../jobs/queue";
import type { PaymentProviders } from "../../providers/payments/create-provider";
import { postLedger } from "../ledger/ledger";
import { askProviderToRefund, countRefundFailure, RefundPendingError } from "./provider-refund-run";
import { enqueueReceipt } from "./receipts";
import { refundTotals } from "./staff-refund-totals";

/**
 * Refunds staff give from a request's page, in full or in part (issue 23 item 6, ADR 060). Asked for as a
 * `pending` row (under the request's and the payment's locks, so two clicks never both pass the checks); the
 * staff-refund job asks the provider once, polls it, and posts the ledger once, on confirmation, in the
 * transaction that records it.
 */

type RefundRow = typeof paymentRefunds.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
export type StaffRefundJob = JobPayloads["staff-refund"];

/** Request states a staff refund may be given in: paid, and not closed with a full refund. */
const REFUNDABLE_STATES = ["pending", "accepted", "completed"];

/** The payment that paid for a request and is not being refunded in full (a second payment may be). */
const payingPayment = (requestId: string) =>
  and(
    eq(payments.requestId, requestId),
    eq(payments.purpose, "request"),
    eq(payments.status, "succeeded"),
    eq(payments.refundStatus, "none"),
  );

/** The request page's refund figures; null when there is no provider payment staff can refund. */
export async function staffRefundSummary(db: Executor, requestId: string): Promise<AdminRequestDetail["refunds"]> {
  const [row] = await db
    .select({ payment: payments, request: videoRequests })
    .from(payments)
    .innerJoin(videoRequests, eq(videoRequests.id, payments.requestId))
    .where(payingPayment(requestId))
    .limit(1);
  if (!row) return null;
  const { refundedMinor, pendingMinor } = await refundTotals(db, row.payment.id);
  const open = REFUNDABLE_STATES.includes(row.request.status);
  return {
    currency: row.payment.currency,
    paidMinor: row.payment.amountMinor,
    refundedMinor,
    pendingMinor,
    refundableMinor: open ? Math.max(0, row.payment.amountMinor - refundedMinor - pendingMinor) : 0,
    delivered: row.request.status === "completed",
    released: row.request.earningsReleasedAt !== null,
  };
}

const toView = (row: RefundRow): StaffRefundResponse["refund"] => ({
  id: row.id,
  amountMinor: row.amountMinor,
  currency: row.currency,
  reason: row.reason,
  status: row.status as StaffRefundResponse["refund"]["status"],
  createdAt: row.createdAt.toISOString(),
});

type Deps = {
  db: Database;
  providers: PaymentProviders;
  jobs?: JobQueue;
  log: FastifyBaseLogger;
  now?: () => Date;
};

export function createStaffPartRefunds({ db, providers, jobs, log, now = () => new Date() }: Deps) {
  async function enqueue(refundId: string) {
    if (!jobs) return;
    await jobs.send(
      JOBS.staffRefund,
      { refundId },
      { singletonKey: `staff-refund:${refundId}`, retryLimit: 6, retryDelaySeconds: 60 },
    );
  }

  /** The same key again: the refund it made (a double click, a retry), or 409 when it meant another one. */
  async function replay(requestId: string, input: StaffRefundInput) {
    const [existing] = await db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.idempotencyKey, input.idempotencyKey));
    if (!existing) return null;
    if (existing.requestId !== requestId || existing.amountMinor !== input.amountMinor) {
      throw conflict(
        "IDEMPOTENCY_KEY_REUSED",
        "This refund was already asked for with another amount: refresh the page.",
      );
    }
    return existing;
  }

  /**
   * Asks for a refund of `amountMinor` (in the payment's currency) of what is left of the request's payment.
   * Refused (409, nothing written) when nothing is refundable, another refund waits on the provider, the amount
   * is above what is left, the star's earnings were released, or it is the whole rest of an undelivered request
   * (the star declines it, or it expires: that closes it and refunds it in full).
   */
  async function ask(
    staffId: string,
    requestId: string,
    input: StaffRefundInput,
  ): Promise<{ refund: StaffRefundResponse["refund"]; created: boolean; before: AdminRequestDetail["refunds"] }> {
    const replayed = await replay(requestId, input);
    if (replayed) return { refund: toView(replayed), created: false, before: await staffRefundSummary(db, requestId) };
    const before = await staffRefundSummary(db, requestId);
    const inserted = await db.transaction(async (tx: Transaction) => {
      const [request] = await tx.select().from(videoRequests).where(eq(videoRequests.id, requestId)).for("update");
      if (!request) throw notFound("Request not found");
      const [payment] = await tx.select().from(payments).where(payingPayment(requestId)).limit(1).for("update");
      if (!payment || !REFUNDABLE_STATES.includes(request.status)) {
        throw conflict(
          "NOT_REFUNDABLE",
          "This request has no payment staff can refund: it was not paid through a provider, or it is already refunded in full.",
        );
      }
      if (request.earningsReleasedAt) {
        throw conflict(
          "EARNINGS_RELEASED",
          "The star's earnings for this request were already released: it can no longer be refunded here.",
        );
      }
      const { refundedMinor, pendingMinor } = await refundTotals(tx, payment.id);
      if (pendingMinor > 0) {
        throw conflict("REFUND_IN_PROGRESS", "A refund of this request is still in progress: wait for it to finish.");
      }
      const refundableMinor = payment.amountMinor - refundedMinor;
      if (input.amountMinor > refundableMinor) {
        throw conflict("REFUND_TOO_LARGE", "The amount is more than what is left to refund.", { refundableMinor });
      }
      if (request.status !== "completed" && input.amountMinor === refundableMinor) {
        throw conflict(
          "NOT_DELIVERED",
          "This video is not delivered yet: refund part of it here. All of it goes back when the star declines it or it expires.",
        );
      }
      const [row] = await tx
        .insert(paymentRefunds)
        .values({
          paymentId: payment.id,
          requestId,
          amountMinor: input.amountMinor,
          currency: payment.currency,
          reason: input.reason,
          staffId,
          idempotencyKey: input.idempotencyKey,
          createdAt: now(),
          updatedAt: now(),
        })
        .onConflictDoNothing({ target: paymentRefunds.idempotencyKey })
        .returning();
      return row ?? null;
    });
    if (!inserted) {
      // The same key committed between our look and our insert (two clicks at once): that refund.
      const raced = await replay(requestId, input);
      if (!raced) throw new Error("staff refund neither inserted nor found");
      return { refund: toView(raced), created: false, before };
    }
    await enqueue(inserted.id);
    return { refund: toView(inserted), created: true, before };
  }

  async function record(refundId: string, patch: Partial<typeof paymentRefunds.$inferInsert>) {
    await db
      .update(paymentRefunds)
      .set({ ...patch, updatedAt: now() })
      .where(eq(paymentRefunds.id, refundId));
  }

  /**
   * The provider confirmed: in one transaction, the row becomes succeeded and the ledger posts once. Before
   * delivery the money leaves the payment's escrow; after, the star's held earnings and the platform fee, in
   * the proportion fixed on the request. The request's earnings and fee shrink by the same parts, so the
   * delivery (or the hold release) later moves only what is left.
   */
  async function confirm(refund: RefundRow, payment: PaymentRow, providerRefundId: string | null) {
    const at = now();
    return db.transaction(async (tx: Transaction) => {
      const [row] = await tx
        .update(paymentRefunds)
        .set({ status: "succeeded", providerRefundId, error: null, refundedAt: at, updatedAt: at })
        .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, "pending")))
        .returning();
      if (!row) return null;
      const [request] = await tx.select().from(videoRequests).where(eq(videoRequests.id, row.requestId)).for("update");
      if (!request) throw new Error(`staff refund ${row.id} has no request`);
      const earnings = request.earningsMinor ?? 0;
      const fee = request.feeMinor ?? 0;
      const share = earnings + fee > 0 ? Math.round((row.amountMinor * earnings) / (earnings + fee)) : 0;
      const starPart = Math.min(earnings, share);
      const feePart = row.amountMinor - starPart;
      const [delivery] = await tx
        .select({ id: ledgerTransactions.id })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.key, `delivery:${request.id}`));
      const currency = row.currency;
      const fan = { account: "fan", ownerId: payment.userId, currency, amountMinor: row.amountMinor } as const;
      const lines = delivery
        ? [
            {
              // Released in a race with this refund: the star's available money pays their part instead.
              account: request.earningsReleasedAt ? "star_available" : "star_pending",
              ownerId: request.celebrityId,
              currency,
              amountMinor: -starPart,
            } as const,
            { account: "platform_fees", ownerId: PLATFORM_OWNER, currency, amountMinor: -feePart } as const,
            fan,
          ]
        : [{ account: "escrow", ownerId: payment.id, currency, amountMinor: -row.amountMinor } as const, fan];
      await postLedger(tx, {
        key: `staff-refund:${row.id}`,
        kind: "refund",
        cause: { type: "payment", id: payment.id },
        at,
        lines,
      });
      await tx
        .update(videoRequests)
        .set({ earningsMinor: earnings - starPart, feeMinor: Math.max(0, fee - feePart), updatedAt: at })
        .where(eq(videoRequests.id, request.id));
      const [done] = await tx
        .update(paymentRefunds)
        .set({ starPartMinor: starPart, feePartMinor: feePart, source: delivery ? "held" : "escrow" })
        .where(eq(paymentRefunds.id, row.id))
        .returning();
      return done ?? row;
    });
  }

  /**
   * The staff-refund job, the refund-payment job's pattern: the provider is asked once; every later run asks
   * where that refund stands or, after a lost answer, whether the provider holds a refund Salamu does not know
   * yet (one staff refund per payment waits at a time, so a new one there is this one). "Pending" throws so the
   * queue looks again; errors and refusals are retried until MAX_REFUND_FAILURES marks it failed.
   */
  async function run({ refundId }: StaffRefundJob): Promise<void> {
    const [refund] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
    if (refund?.status !== "pending") return;
    const [claimed] = await db
      .update(paymentRefunds)
      .set({ attempts: refund.attempts + 1, updatedAt: now() })
      .where(
        and(
          eq(paymentRefunds.id, refundId),
          eq(paymentRefunds.status, "pending"),
          eq(paymentRefunds.attempts, refund.attempts),
        ),
      )
      .returning({ id: paymentRefunds.id });
    if (!claimed) return;
    const [payment] = await db.select().from(payments).where(eq(payments.id, refund.paymentId));
    if (!payment) throw new Error(`staff refund ${refundId} has no payment`);

    const fail = (message: string, error: unknown, patch: Partial<typeof paymentRefunds.$inferInsert> = {}) =>
      countRefundFailure({
        failuresBefore: refund.failures,
        error,
        save: (failures, giveUp) =>
          record(refundId, { ...patch, failures, error: message, ...(giveUp ? { status: "failed" } : {}) }),
        onGiveUp: (failures) => log.error({ refundId, failures, reason: message }, "staff refund gave up"),
      });
    const answer = await askProviderToRefund(db, providers, {
      payment,
      askedRefundId: refund.providerRefundId,
      ranBefore: refund.attempts > 0,
      amountMinor: refund.amountMinor,
      currency: refund.currency,
      remember: (providerRefundId) => record(refundId, { providerRefundId }),
    });
    if (!answer.ok) {
      log.warn({ err: answer.error, refundId }, "staff refund attempt failed");
      return fail(answer.message, answer.error);
    }
    const { result } = answer;
    if (result.status === "succeeded") {
      const done = await confirm(refund, payment, result.refundId || null);
      if (!done) return;
      log.info({ refundId, providerRefundId: result.refundId }, "staff refund confirmed by the provider");
      // Only the run that confirmed it gets `done`: one receipt, telling the fan what came back.
      await enqueueReceipt(jobs, { kind: "part_refund", paymentId: payment.id, refundId }, log);
      return;
    }
    if (result.status === "failed") {
      const message = "The provider refused the refund";
      return fail(message, new Error(message), { providerRefundId: null });
    }
    await record(refundId, { error: result.attention ?? null });
    throw new RefundPendingError(payment.id);
  }

  /** The sweep (with retry-refunds): staff refunds still pending are queued again, so none waits on a lost job. */
  async function retryPending(): Promise<number> {
    const due = await db
      .select({ id: paymentRefunds.id })
      .from(paymentRefunds)
      .where(eq(paymentRefunds.status, "pending"))
      .limit(500);
    for (const { id } of due) {
      if (jobs) await enqueue(id);
      else await run({ refundId: id }).catch(() => {});
    }
    return due.length;
  }

  return { ask, run, retryPending };
}

export type StaffPartRefunds = ReturnType<typeof createStaffPartRefunds>;
