import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { payments } from "../../db/schema/index";
import { AppError, notFound } from "../../errors";
import type { PaymentProviders } from "../../providers/payments/create-provider";
import { type PaymentProvider, PaymentProviderError } from "../../providers/payments/provider";

export type PaymentRow = typeof payments.$inferSelect;

/** Statuses of a payment closed without money; a verified success later still applies it. */
export const CLOSED_UNPAID: readonly string[] = ["cancelled", "failed"];

/** The provider answered that it has no transaction for the reference (never created or never paid). */
export const hasNoTransaction = (error: unknown) =>
  error instanceof PaymentProviderError && (error.providerStatus === 400 || error.providerStatus === 404);

/** Finding a payment and the provider that took it: shared by every part of the payments service. */
export function createPaymentRecords({ db, providers }: { db: Database; providers: PaymentProviders }) {
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

  return { providerOf, byReference, ownPayment };
}

export type PaymentRecords = ReturnType<typeof createPaymentRecords>;
