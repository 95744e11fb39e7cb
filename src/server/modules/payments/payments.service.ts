import { createHash, randomInt } from "node:crypto";
import { and, asc, eq, inArray, lt } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { CurrencyCode } from "@/shared/currencies";
import { PAYMENT_RETURN_PATH, paymentOptionsFor, paymentReference } from "@/shared/payments";
import { PLAN_PERIOD_DAYS, type PlanId } from "@/shared/plans";
import type { sandboxCheckoutSchema, verifyPaymentResponseSchema } from "@/shared/schemas/payments";
import { DAY_MS } from "@/shared/time";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { celebrityProfiles, payments, paymentWebhookEvents, subscriptions, videoRequests } from "../../db/schema/index";
import type { Transaction } from "../../db/transaction";
import type { Env } from "../../env";
import { AppError, notFound } from "../../errors";
import type { JobQueue } from "../../jobs/queue";
import type { PaymentProviders } from "../../providers/payments/create-provider";
import {
  isVerifiedPayment,
  type PaymentProvider,
  PaymentProviderError,
  type Verification,
  type WebhookInput,
} from "../../providers/payments/provider";
import type { SandboxOutcome } from "../../providers/payments/sandbox";
import type { BookingEvents } from "../requests/booking-events";
import { type AppliedTransition, applyTransition } from "../requests/request-transitions";
import type { SettingsReader } from "../settings/settings.service";
import { enqueueReceipt } from "./receipts";
import { enqueueRefund } from "./refunds";

export type PaymentRow = typeof payments.$inferSelect;
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;
export type SandboxCheckout = z.infer<typeof sandboxCheckoutSchema>;
type Payer = { id: string; email: string; name: string };

/** A checkout pending this long is verified again by the sweep; one pending a day is abandoned. */
export const STALE_PAYMENT_MS = 10 * 60 * 1000;
export const ABANDONED_PAYMENT_MS = DAY_MS;
/** Statuses of a payment closed without money; a verified success later still applies it. */
const CLOSED_UNPAID: readonly string[] = ["cancelled", "failed"];

/** The provider answered that it has no transaction for the reference (never created or never paid). */
const hasNoTransaction = (error: unknown) =>
  error instanceof PaymentProviderError && (error.providerStatus === 400 || error.providerStatus === 404);

/** A uniform draw in [0, 1) from the operating system's CSPRNG, for payment references. */
const cryptoRandom = () => randomInt(0, 1_000_000) / 1_000_000;

type Deps = {
  db: Database;
  env: Pick<Env, "APP_URL">;
  /** The delivery days a paid request gets, as staff set them (DELIVERY_DAYS by default). */
  settings: SettingsReader;
  providers: PaymentProviders;
  bookingEvents: BookingEvents;
  jobs?: JobQueue;
  log: FastifyBaseLogger;
  now?: () => Date;
  random?: () => number;
};

type Settlement = {
  payment: PaymentRow;
  /** The request it paid for, to announce once the settlement committed. */
  change?: AppliedTransition;
  refund?: boolean;
};

/**
 * Checkouts, verification (from the payer's redirect and from webhooks) and the sandbox's pages. A payment
 * becomes succeeded only here, only after the provider that took it confirmed status, reference, amount
 * and currency, and only once: a conditional UPDATE ... WHERE status = 'pending' decides which of the
 * redirect and the webhook applies it.
 */
export function createPaymentsService({
  db,
  env,
  settings,
  providers,
  bookingEvents,
  jobs,
  log,
  now = () => new Date(),
  random = cryptoRandom,
}: Deps) {
  const returnUrl = new URL(PAYMENT_RETURN_PATH, env.APP_URL).toString();

  async function providerOf(payment: PaymentRow): Promise<PaymentProvider> {
    const provider = await providers.byKind(payment.provider);
    if (!provider) {
      throw new AppError(503, "PAYMENT_PROVIDER_UNAVAILABLE", "This payment's provider is not configured any more.");
    }
    return provider;
  }

  async function byReference(reference: string): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(payments).where(eq(payments.reference, reference));
    return row;
  }

  /** The payer's own payment, else 404 (never says whether somebody else's exists). */
  async function ownPayment(userId: string, reference: string): Promise<PaymentRow> {
    const payment = await byReference(reference);
    if (!payment || payment.userId !== userId) throw notFound("Payment not found");
    return payment;
  }

  /** Records a pending payment with a fresh reference and opens the provider's checkout for it. */
  async function startCheckout(input: {
    purpose: "request" | "subscription";
    requestId?: string;
    subscriptionId?: string;
    payer: Payer;
    amountMinor: number;
    currency: CurrencyCode;
    description: string;
  }): Promise<{ payment: PaymentRow; checkoutUrl: string }> {
    // Resolved now, from the current settings: keys staff just saved apply to this checkout.
    const provider = await providers.current();
    let payment: PaymentRow | undefined;
    for (let attempt = 0; !payment; attempt += 1) {
      try {
        [payment] = await db
          .insert(payments)
          .values({
            reference: paymentReference(now(), random),
            purpose: input.purpose,
            requestId: input.requestId ?? null,
            subscriptionId: input.subscriptionId ?? null,
            userId: input.payer.id,
            provider: provider.kind,
            amountMinor: input.amountMinor,
            currency: input.currency,
          })
          .returning();
      } catch (error) {
        // Two checkouts in the same millisecond drew the same number: draw again.
        if (!isUniqueViolation(error) || attempt >= 4) throw error;
      }
    }
    try {
      const { checkoutUrl } = await provider.createCheckout({
        reference: payment.reference,
        amountMinor: payment.amountMinor,
        currency: input.currency,
        customer: { email: input.payer.email, name: input.payer.name },
        description: input.description,
        redirectUrl: returnUrl,
      });
      const [saved] = await db
        .update(payments)
        .set({ checkoutUrl, updatedAt: now() })
        .where(eq(payments.id, payment.id))
        .returning();
      return { payment: saved!, checkoutUrl };
    } catch (error) {
      await db.update(payments).set({ status: "failed", updatedAt: now() }).where(eq(payments.id, payment.id));
      throw error;
    }
  }

  /**
   * Applies a verified payment once: the request is paid, or the subscription starts. A checkout closed
   * as cancelled, failed or abandoned that the payer paid after all (they went back to it) is applied too.
   */
  async function settleSucceeded(payment: PaymentRow, verification: Verification): Promise<Settlement | null> {
    const at = now();
    const deliveryDays = await settings.get("marketplace.deliveryDays");
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
      if (won.purpose === "request" && won.requestId) {
        const [request] = await tx
          .select({ status: videoRequests.status })
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
              expiresAt: new Date(at.getTime() + deliveryDays * DAY_MS),
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
        if (activated) return { payment: won };
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

  async function outcomeOf(payment: PaymentRow): Promise<VerifyPaymentResponse> {
    let celebrityName: string | null = null;
    let plan: PlanId | null = null;
    if (payment.requestId) {
      const [row] = await db
        .select({ name: celebrityProfiles.fullName })
        .from(videoRequests)
        .innerJoin(celebrityProfiles, eq(celebrityProfiles.id, videoRequests.celebrityId))
        .where(eq(videoRequests.id, payment.requestId));
      celebrityName = row?.name ?? null;
    }
    if (payment.subscriptionId) {
      const [row] = await db
        .select({ plan: subscriptions.plan, celebrityName: celebrityProfiles.fullName })
        .from(subscriptions)
        .leftJoin(celebrityProfiles, eq(celebrityProfiles.id, subscriptions.celebrityId))
        .where(eq(subscriptions.id, payment.subscriptionId));
      plan = (row?.plan as PlanId | undefined) ?? null;
      celebrityName = row?.celebrityName ?? null;
    }
    return {
      status: payment.status as VerifyPaymentResponse["status"],
      purpose: payment.purpose as VerifyPaymentResponse["purpose"],
      requestId: payment.requestId,
      plan,
      celebrityName,
    };
  }

  /** The payer is back from checkout: ask the provider (never the query string) and apply what it says. */
  async function verifyForPayer(
    userId: string,
    input: { reference: string; transactionId?: string; redirectStatus?: string },
  ): Promise<VerifyPaymentResponse> {
    let payment = await ownPayment(userId, input.reference);
    if (payment.status === "pending") {
      let verification: Verification;
      try {
        verification = await (await providerOf(payment)).verify({
          reference: payment.reference,
          providerTransactionId: input.transactionId,
        });
      } catch (error) {
        // Cancelled before paying: the provider has no transaction for this reference, so nothing to wait for.
        if (input.redirectStatus === "cancelled" && hasNoTransaction(error)) {
          return outcomeOf(await closeUnpaid(payment, "cancelled"));
        }
        throw error;
      }
      payment = await reconcile(payment, verification);
    }
    return outcomeOf(payment);
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

  /**
   * The scheduled check of checkouts nobody came back from (a closed tab, a lost webhook): every payment
   * pending for a while is verified with its provider again; one still unpaid after a day is closed as
   * abandoned. Answers how many it looked at.
   */
  async function reconcileStalePayments(): Promise<number> {
    const at = now().getTime();
    const stale = await db
      .select()
      .from(payments)
      .where(and(eq(payments.status, "pending"), lt(payments.createdAt, new Date(at - STALE_PAYMENT_MS))))
      .orderBy(asc(payments.createdAt))
      .limit(200);
    for (const payment of stale) {
      const provider = await providers.byKind(payment.provider);
      let current = payment;
      try {
        if (provider) {
          const verification = await provider.verify({
            reference: payment.reference,
            providerTransactionId: payment.providerTransactionId ?? undefined,
          });
          current = await reconcile(payment, verification);
        }
      } catch (error) {
        if (!hasNoTransaction(error)) log.warn({ err: error, paymentId: payment.id }, "stale payment check failed");
      }
      if (current.status === "pending" && payment.createdAt.getTime() < at - ABANDONED_PAYMENT_MS) {
        await closeUnpaid(current, "cancelled");
      }
    }
    return stale.length;
  }

  /**
   * A webhook delivery: authenticated by the provider adapter (else 401, nothing changes), deduplicated by
   * the hash of its raw body, then verified with the provider exactly like a redirect.
   */
  async function handleWebhook(kind: string, input: WebhookInput): Promise<"applied" | "duplicate" | "ignored"> {
    // The secret in force now checks the signature: the one staff saved for this provider, else the env's.
    const provider = await providers.byKind(kind);
    if (!provider) throw notFound("Unknown payment provider");
    const event = provider.parseWebhook(input);
    if (!event) throw new AppError(401, "INVALID_SIGNATURE", "Webhook signature is missing or invalid.");
    const eventKey = createHash("sha256").update(input.rawBody).digest("hex");
    const [claimed] = await db
      .insert(paymentWebhookEvents)
      .values({ provider: kind, eventKey, reference: event.reference })
      .onConflictDoNothing()
      .returning({ id: paymentWebhookEvents.id });
    if (!claimed) return "duplicate";
    try {
      if (!event.reference) return "ignored";
      const payment = await byReference(event.reference);
      if (!payment || payment.provider !== kind) {
        log.warn({ provider: kind, reference: event.reference, event: event.event }, "webhook for an unknown payment");
        return "ignored";
      }
      if (event.event.startsWith("refund.")) {
        // The refund job asks the provider itself; the event only means "look again now".
        if (payment.refundStatus === "pending" && jobs) await enqueueRefund(jobs, payment.id);
        return "applied";
      }
      const verification = await provider.verify({
        reference: payment.reference,
        providerTransactionId: event.providerTransactionId ?? undefined,
      });
      await reconcile(payment, verification);
      return "applied";
    } catch (error) {
      // Forget the delivery so the provider's retry of it is processed, not dropped as a duplicate.
      await db.delete(paymentWebhookEvents).where(eq(paymentWebhookEvents.id, claimed.id));
      throw error;
    }
  }

  async function sandboxCheckout(userId: string, reference: string): Promise<SandboxCheckout> {
    const payment = await ownPayment(userId, reference);
    const transaction = payment.provider === "sandbox" ? await providers.sandbox.findTransaction(reference) : undefined;
    if (!transaction) throw notFound("Payment not found");
    return {
      reference,
      amountMinor: transaction.amountMinor,
      currency: transaction.currency as CurrencyCode,
      description: transaction.description,
      customerEmail: transaction.customerEmail,
      status: transaction.status as SandboxCheckout["status"],
      paymentOptions: [...paymentOptionsFor(transaction.currency)],
    };
  }

  const REDIRECT_STATUS = { succeeded: "successful", failed: "failed", cancelled: "cancelled" } as const;

  /**
   * The payer pressed a button on the sandbox checkout page: the sandbox settles its transaction and sends
   * its signed webhook to our own webhook handler (in-process, the same code an HTTP delivery runs), then
   * sends the payer back to the checkout's redirect URL as a real provider would.
   */
  async function completeSandbox(
    userId: string,
    reference: string,
    outcome: SandboxOutcome,
  ): Promise<{ redirectUrl: string }> {
    const payment = await ownPayment(userId, reference);
    const existing = payment.provider === "sandbox" ? await providers.sandbox.findTransaction(reference) : undefined;
    if (!existing) throw notFound("Payment not found");
    const wanted = { success: "succeeded", failure: "failed", cancel: "cancelled" }[outcome];
    if (existing.status !== "initialized" && existing.status !== wanted) {
      throw new AppError(409, "ALREADY_SETTLED", `This sandbox payment is already ${existing.status}.`);
    }
    const { transaction, webhook } = await providers.sandbox.settle(reference, outcome);
    try {
      await handleWebhook("sandbox", webhook);
    } catch (error) {
      // As with a real provider, a lost webhook is made good by the verification on return.
      log.warn({ err: error, reference }, "sandbox webhook delivery failed");
    }
    const redirect = new URL(transaction.redirectUrl);
    redirect.searchParams.set("reference", reference);
    redirect.searchParams.set(
      "status",
      REDIRECT_STATUS[transaction.status as keyof typeof REDIRECT_STATUS] ?? "failed",
    );
    // The sandbox page is on this site: back to the return page on the host the payer is on.
    return { redirectUrl: `${redirect.pathname}${redirect.search}` };
  }

  /** The newest pending checkout of a request, to send the fan back to instead of opening another. */
  async function reusableCheckout(requestId: string, maxAgeMs: number): Promise<string | null> {
    const rows = await db
      .select()
      .from(payments)
      .where(and(eq(payments.requestId, requestId), eq(payments.status, "pending")));
    const kind = await providers.currentKind();
    const fresh = rows
      .filter((row) => row.provider === kind && row.checkoutUrl && now().getTime() - row.createdAt.getTime() < maxAgeMs)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return fresh[0]?.checkoutUrl ?? null;
  }

  return {
    startCheckout,
    reusableCheckout,
    verifyForPayer,
    handleWebhook,
    sandboxCheckout,
    completeSandbox,
    reconcile,
    reconcileStalePayments,
    byReference,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
