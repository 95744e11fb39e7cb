import { and, eq } from "drizzle-orm";
import { PLATFORM_OWNER } from "@/shared/ledger";
import { disputes, payments, type videoRequests } from "../../db/schema/index";
import type { Transaction } from "../../db/transaction";
import { conflict } from "../../errors";
import { lockedBalance, postLedger } from "./ledger";

/**
 * The booking loop's money (ADR 032), each posted in the transaction of the state change that causes it and
 * at most once (the key). Callers: payment settlement, refunds, and the request state machine.
 */

type PaymentRow = typeof payments.$inferSelect;
type RequestRow = typeof videoRequests.$inferSelect;

/** A verified payment: the fan's money is held in escrow under the payment. */
export async function postPaymentReceived(tx: Transaction, payment: PaymentRow, at: Date): Promise<void> {
  await postLedger(tx, {
    key: `payment:${payment.id}`,
    kind: "payment_received",
    cause: { type: "payment", id: payment.id },
    at,
    lines: [
      { account: "fan", ownerId: payment.userId, currency: payment.currency, amountMinor: -payment.amountMinor },
      { account: "escrow", ownerId: payment.id, currency: payment.currency, amountMinor: payment.amountMinor },
    ],
  });
}

/** A plan started: its payment leaves escrow for the plans account, which pays the plan's videos. */
export async function postSubscriptionPaid(tx: Transaction, payment: PaymentRow, at: Date): Promise<void> {
  await postLedger(tx, {
    key: `subscription:${payment.subscriptionId}`,
    kind: "subscription_paid",
    cause: { type: "subscription", id: payment.subscriptionId! },
    at,
    lines: [
      { account: "escrow", ownerId: payment.id, currency: payment.currency, amountMinor: -payment.amountMinor },
      {
        account: "platform_plans",
        ownerId: PLATFORM_OWNER,
        currency: payment.currency,
        amountMinor: payment.amountMinor,
      },
    ],
  });
}

/**
 * A refund the provider confirmed (or staff made by hand): what the payment's escrow still holds goes back to
 * the fan. A payment that was never received (refused for another amount) holds nothing and posts nothing.
 */
export async function postRefund(tx: Transaction, payment: PaymentRow, at: Date): Promise<void> {
  const held = await lockedBalance(tx, "escrow", payment.id, payment.currency);
  if (held <= 0) return;
  await postLedger(tx, {
    key: `refund:${payment.id}`,
    kind: "refund",
    cause: { type: "payment", id: payment.id },
    at,
    lines: [
      { account: "escrow", ownerId: payment.id, currency: payment.currency, amountMinor: -held },
      { account: "fan", ownerId: payment.userId, currency: payment.currency, amountMinor: held },
    ],
  });
}

/**
 * A delivered video: the request's escrow (or, for a plan video, the plans account) pays the star's pending
 * earnings and the platform's fee, both as fixed on the request when it was paid.
 */
export async function postDelivery(tx: Transaction, request: RequestRow, at: Date): Promise<void> {
  const earnings = request.earningsMinor ?? 0;
  const fee = request.feeMinor ?? 0;
  if (earnings + fee === 0) return;
  const star = {
    account: "star_pending",
    ownerId: request.celebrityId,
    currency: request.currency,
    amountMinor: earnings,
  } as const;
  const platformFee = {
    account: "platform_fees",
    ownerId: PLATFORM_OWNER,
    currency: request.currency,
    amountMinor: fee,
  } as const;
  if (request.subscriptionId) {
    await postLedger(tx, {
      key: `delivery:${request.id}`,
      kind: "plan_delivery",
      cause: { type: "request", id: request.id },
      at,
      lines: [
        {
          account: "platform_plans",
          ownerId: PLATFORM_OWNER,
          currency: request.currency,
          amountMinor: -(earnings + fee),
        },
        star,
        platformFee,
      ],
    });
    return;
  }
  const [payment] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.requestId, request.id),
        eq(payments.purpose, "request"),
        eq(payments.status, "succeeded"),
        // A second payment of the same request is being refunded: the first one paid for it.
        eq(payments.refundStatus, "none"),
      ),
    );
  if (!payment) throw new Error(`delivered request ${request.id} has no succeeded payment`);
  // A chargeback lost before delivery gave the fan their money back out of this escrow: delivering now would
  // pay the star and the fee from an empty escrow. The lock orders this with a dispute being settled.
  await lockedBalance(tx, "escrow", payment.id, request.currency);
  const [chargedBack] = await tx
    .select({ id: disputes.id })
    .from(disputes)
    .where(and(eq(disputes.paymentId, payment.id), eq(disputes.status, "lost")))
    .limit(1);
  if (chargedBack) {
    throw conflict(
      "PAYMENT_CHARGED_BACK",
      "The fan's bank took this payment back (a chargeback), so this request can no longer be delivered.",
    );
  }
  await postLedger(tx, {
    key: `delivery:${request.id}`,
    kind: "delivery",
    cause: { type: "request", id: request.id },
    at,
    lines: [
      { account: "escrow", ownerId: payment.id, currency: request.currency, amountMinor: -(earnings + fee) },
      star,
      platformFee,
    ],
  });
}

/** The hold period ended with no dispute open: the star's pending earnings become available. */
export async function postHoldReleased(tx: Transaction, request: RequestRow, at: Date): Promise<boolean> {
  const earnings = request.earningsMinor ?? 0;
  return postLedger(tx, {
    key: `hold:${request.id}`,
    kind: "hold_released",
    cause: { type: "request", id: request.id },
    at,
    lines: [
      { account: "star_pending", ownerId: request.celebrityId, currency: request.currency, amountMinor: -earnings },
      { account: "star_available", ownerId: request.celebrityId, currency: request.currency, amountMinor: earnings },
    ],
  });
}
