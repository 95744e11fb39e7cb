import { and, eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { deliveryWindowMs, snapshotEarnings } from "@/shared/booking";
import type { CurrencyCode } from "@/shared/currencies";
import { PLAN_PERIOD_DAYS } from "@/shared/plans";
import { DAY_MS } from "@/shared/time";
import type { Database } from "../../db/client";
import { payments, subscriptions, videoRequests } from "../../db/schema/index";
import type { Transaction } from "../../db/transaction";
import type { JobQueue } from "../../jobs/queue";
import { isVerifiedPayment, type Verification } from "../../providers/payments/provider";
import { postPaymentReceived, postSubscriptionPaid } from "../ledger/booking-money";
import type { BookingEvents } from "../requests/booking-events";
import { type AppliedTransition, applyTransition } from "../requests/request-transitions";
import type { SettingsReader } from "../settings/settings.service";
import { CLOSED_UNPAID, type PaymentRecords, type PaymentRow } from "./payment-records";
import { enqueueReceipt } from "./receipts";
import { enqueueRefund } from "./refunds";

type Deps = {
  db: Database;
  /** The delivery days a paid request gets, as staff set them (DELIVERY_DAYS by default). */
  settings: SettingsReader;
  bookingEvents: BookingEvents;
  jobs?: JobQueue;
  log: FastifyBaseLogger;
  now: () => Date;
  records: Pick<PaymentRecords, "byReference">;
};

type Settlement = {
  payment: PaymentRow;
  /** The request it paid for, to announce once the settlement committed. */
  change?: AppliedTransition;
  refund?: boolean;
};

/**
 * What a provider's answer does to a payment. A payment becomes succeeded only here, only after the
 * provider that took it confirmed status, reference, amount and currency, and only once: a conditional
 * UPDATE ... WHERE status = 'pending' decides which of the redirect and the webhook applies it.
 */
export function createSettlement({ db, settings, bookingEvents, jobs, log, now, records }: Deps) {
  const { byReference } = records;

  /**
   * Applies a verified payment once: the request is paid, or the subscription starts. A checkout closed
   * as cancelled, failed or abandoned that the payer paid after all (they went back to it) is applied too.
   */
  async function settleSucceeded(payment: PaymentRow, verification: Verification): Promise<Settlement | null> {
    const at = now();
    const deliveryDays = await settings.get("marketplace.deliveryDays");
    const feePercent = await settings.get("marketplace.platformFeePercent");
    return db.transaction(async (tx: Transaction) => {
      const [won] = await tx
        .update(payments)
        .set({
          status: "succeeded",
          verifiedAt: at,
          providerTransactionId: verification.providerTransactionId,
          updatedAt: at,
        })
        .where(
          and(
            eq(payments.id, payment.id),
            inArray(payments.status, ["pending", ...CLOSED_UNPAID]),
            eq(payments.refundStatus, "none"),
          ),
        )
        .returning();
      if (!won) return null;
      await postPaymentReceived(tx, won, at);
      if (won.purpose === "request" && won.requestId) {
        const [request] = await tx
          .select({ status: videoRequests.status, priceCents: videoRequests.priceCents, rush: videoRequests.rush })
          .from(videoRequests)
          .where(eq(videoRequests.id, won.requestId))
          .for("update");
        if (request?.status === "awaiting_payment") {
          const change = await applyTransition(
            tx,
            bookingEvents,
            won.requestId,
            "pay",
            {
              amountMinor: won.amountMinor,
              currency: won.currency,
              // A rush request is due 24 hours from now, the others after the delivery days (ADR 059).
              expiresAt: new Date(at.getTime() + deliveryWindowMs(request.rush, deliveryDays)),
              // What the star earns is fixed now, at today's fee and the rate the fan was charged.
              ...snapshotEarnings(won.amountMinor, request.priceCents, feePercent),
            },
            at,
          );
          return { payment: won, change };
        }
      }
      if (won.purpose === "subscription" && won.subscriptionId) {
        const [activated] = await tx
          .update(subscriptions)
          .set({
            status: "active",
            startsAt: at,
            endsAt: new Date(at.getTime() + PLAN_PERIOD_DAYS * DAY_MS),
            updatedAt: at,
          })
          .where(and(eq(subscriptions.id, won.subscriptionId), eq(subscriptions.status, "awaiting_payment")))
          .returning({ id: subscriptions.id });
        if (activated) {
          await postSubscriptionPaid(tx, won, at);
          return { payment: won };
        }
      }
      // Paid for something that can no longer take it (cancelled meanwhile, or paid twice): send it back.
      const [refunding] = await tx
        .update(payments)
        .set({ refundStatus: "pending", updatedAt: at })
        .where(eq(payments.id, won.id))
        .returning();
      return { payment: refunding!, refund: true };
    });
  }

  /**
   * Brings a payment in line with what its provider says. A succeeded payment never changes; a closed
   * unpaid one changes only when the provider now reports it paid in full.
   */
  async function reconcile(payment: PaymentRow, verification: Verification): Promise<PaymentRow> {
    const expected = {
      reference: payment.reference,
      amountMinor: payment.amountMinor,
      currency: payment.currency as CurrencyCode,
    };
    const verified = isVerifiedPayment(expected, verification);
    if (payment.status !== "pending" && !(verified && CLOSED_UNPAID.includes(payment.status))) return payment;
    if (verified) {
      const settled = await settleSucceeded(payment, verification);
      if (!settled) return (await byReference(payment.reference)) ?? payment;
      // Only the call that settled the payment gets here: one receipt, however often the webhook comes.
      await enqueueReceipt(jobs, { paymentId: payment.id, kind: "payment" }, log);
      if (settled.change) await settled.change.announce();
      if (settled.refund) {
        log.warn({ paymentId: payment.id }, "payment arrived for a request or plan that cannot take it; refunding");
        if (jobs) await enqueueRefund(jobs, payment.id);
      }
      return settled.payment;
    }
    // Mobile money and bank transfers stay pending for minutes: the webhook finishes them.
    if (verification.status === "pending") return payment;
    // Another transaction's answer says nothing about this payment (e.g. a wrong transaction id).
    if (verification.reference !== payment.reference) {
      log.warn({ paymentId: payment.id }, "verification answered for another reference; payment left pending");
      return payment;
    }
    // Money taken, but not the amount or currency asked for (a tampered checkout): the payment is refused
    // and what was taken goes back in full.
    const mismatch = verification.status === "succeeded";
    if (mismatch) {
      log.error(
        {
          paymentId: payment.id,
          expected: { amountMinor: payment.amountMinor, currency: payment.currency },
          reported: { amountMinor: verification.amountMinor, currency: verification.currency },
        },
        "provider reports a payment of another amount or currency; refused and refunded",
      );
    }
    const closed = await closeUnpaid(payment, verification.cancelled ? "cancelled" : "failed", {
      providerTransactionId: verification.providerTransactionId || null,
      ...(mismatch
        ? {
            receivedAmountMinor: verification.amountMinor,
            receivedCurrency: verification.currency,
            refundStatus: "pending",
          }
        : {}),
    });
    if (closed.refundStatus === "pending" && mismatch && jobs) await enqueueRefund(jobs, closed.id);
    return closed;
  }

  /**
   * Marks a still-pending payment closed without money (a later verified success can still apply it), with
   * what else the caller learnt; answers the row as it now stands, whoever closed it.
   */
  async function closeUnpaid(
    payment: PaymentRow,
    status: (typeof CLOSED_UNPAID)[number],
    patch: Partial<typeof payments.$inferInsert> = {},
  ): Promise<PaymentRow> {
    const [closed] = await db
      .update(payments)
      .set({ ...patch, status, updatedAt: now() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, "pending")))
      .returning();
    return closed ?? (await byReference(payment.reference)) ?? payment;
  }

  return { reconcile, closeUnpaid };
}

export type PaymentSettlement = ReturnType<typeof createSettlement>;
