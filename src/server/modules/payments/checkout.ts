import { and, eq } from "drizzle-orm";
import type { CurrencyCode } from "@/shared/currencies";
import { PAYMENT_RETURN_PATH, paymentReference } from "@/shared/payments";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { payments } from "../../db/schema/index";
import type { Env } from "../../env";
import type { PaymentProviders } from "../../providers/payments/create-provider";
import type { PaymentRow } from "./payment-records";

type Payer = { id: string; email: string; name: string };

type Deps = {
  db: Database;
  env: Pick<Env, "APP_URL">;
  providers: PaymentProviders;
  now: () => Date;
  random: () => number;
};

/** Opening checkouts: a pending payment with a fresh reference, and the provider's page to pay it on. */
export function createCheckouts({ db, env, providers, now, random }: Deps) {
  const returnUrl = new URL(PAYMENT_RETURN_PATH, env.APP_URL).toString();

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

  return { startCheckout, reusableCheckout };
}
