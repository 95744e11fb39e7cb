import { and, asc, eq, lt } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { PlanId } from "@/shared/plans";
import type { VerifyPaymentResponse } from "@/shared/schemas/payments";
import { DAY_MS, MINUTE_MS } from "@/shared/time";
import type { Database } from "../../db/client";
import { celebrityProfiles, payments, subscriptions, videoRequests } from "../../db/schema/index";
import type { PaymentProviders } from "../../providers/payments/create-provider";
import type { Verification } from "../../providers/payments/provider";
import { hasNoTransaction, type PaymentRecords, type PaymentRow } from "./payment-records";
import type { PaymentSettlement } from "./settlement";

/** A checkout pending this long is verified again by the sweep; one pending a day is abandoned. */
export const STALE_PAYMENT_MS = 10 * MINUTE_MS;
export const ABANDONED_PAYMENT_MS = DAY_MS;

type Deps = {
  db: Database;
  providers: PaymentProviders;
  log: FastifyBaseLogger;
  now: () => Date;
  records: Pick<PaymentRecords, "ownPayment" | "providerOf">;
  settlement: PaymentSettlement;
};

/**
 * Asking the provider again where a payment stands: when the payer is back from checkout, and in the
 * scheduled sweep of checkouts nobody came back from.
 */
export function createReconciliation({ db, providers, log, now, records, settlement }: Deps) {
  const { ownPayment, providerOf } = records;
  const { reconcile, closeUnpaid } = settlement;

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

  return { verifyForPayer, reconcileStalePayments };
}
