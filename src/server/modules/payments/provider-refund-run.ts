import type { payments } from "../../db/schema/index";
import type { Executor } from "../../db/transaction";
import type { PaymentProviders } from "../../providers/payments/create-provider";
import type { RefundResult } from "../../providers/payments/provider";
import { knownRefundIds } from "./staff-refund-totals";

/**
 * One run of a refund job at the provider, shared by the refund of a whole payment and staff refunds of part
 * of one (ADR 060), so both keep the same rule: a refund is asked for once, and every later run asks where it
 * stands, or, after a run that may have reached the provider and lost the answer, looks for a refund Salamu
 * does not know yet before asking again.
 */

/** After this many errors or refused refunds a refund is marked failed and left to staff. */
export const MAX_REFUND_FAILURES = 8;

/** A provider that answered "still processing": the job throws so the queue tries again later. */
export class RefundPendingError extends Error {
  constructor(paymentId: string) {
    super(`Refund of payment ${paymentId} is still pending at the provider`);
    this.name = "RefundPendingError";
  }
}

type RefundAsk = {
  payment: typeof payments.$inferSelect;
  /** The provider's id of the refund this job asked for already, if it has one. */
  askedRefundId: string | null;
  /** An earlier run claimed this refund: it may have reached the provider. */
  ranBefore: boolean;
  amountMinor: number;
  currency: string;
  /** Saves the provider's id of a refund just asked for (or found), before anything else can fail. */
  remember: (providerRefundId: string) => Promise<void>;
};

export type ProviderRefundAnswer = { ok: true; result: RefundResult } | { ok: false; message: string; error: unknown };

export async function askProviderToRefund(
  db: Executor,
  providers: PaymentProviders,
  { payment, askedRefundId, ranBefore, amountMinor, currency, remember }: RefundAsk,
): Promise<ProviderRefundAnswer> {
  const provider = await providers.byKind(payment.provider);
  if (!provider) {
    const message = `Payment provider ${payment.provider} is not configured`;
    return { ok: false, message, error: new Error(message) };
  }
  const transactionId = payment.providerTransactionId;
  if (!transactionId) {
    const message = "The payment has no provider transaction id";
    return { ok: false, message, error: new Error(message) };
  }
  try {
    if (askedRefundId) return { ok: true, result: await provider.refundStatus(askedRefundId) };
    let earlier = ranBefore ? await provider.findRefund(transactionId) : null;
    // A refund Salamu holds already (another staff refund of this payment) is not this one.
    if (earlier && (await knownRefundIds(db, payment.id)).has(earlier.refundId)) earlier = null;
    const result =
      earlier ??
      (amountMinor > 0
        ? await provider.refund({ providerTransactionId: transactionId, amountMinor, currency })
        : // Nothing is left to give back (staff refunded all of it already).
          ({ status: "succeeded", refundId: "" } as const));
    if (result.refundId) await remember(result.refundId);
    return { ok: true, result };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : "Refund failed", error };
  }
}

/**
 * A run that went wrong: counted, and retried (the error is thrown so the queue runs it again) until the
 * MAX_REFUND_FAILURES-th, which `save` records as failed and leaves to staff.
 */
export async function countRefundFailure({
  failuresBefore,
  error,
  save,
  onGiveUp,
}: {
  failuresBefore: number;
  error: unknown;
  save: (failures: number, giveUp: boolean) => Promise<void>;
  onGiveUp: (failures: number) => void;
}): Promise<void> {
  const failures = failuresBefore + 1;
  const giveUp = failures >= MAX_REFUND_FAILURES;
  await save(failures, giveUp);
  if (!giveUp) throw error;
  onGiveUp(failures);
}
