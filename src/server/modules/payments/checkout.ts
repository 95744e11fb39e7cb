import { and, eq } from "drizzle-orm";
import type { PriceQuote } from "@/shared/money";
import { PAYMENT_RETURN_PATH, paymentReference } from "@/shared/payments";
import { HOUR_MS } from "@/shared/time";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { payments } from "../../db/schema/index";
import type { Env } from "../../env";
import { conflict } from "../../errors";
import type { PaymentProviders } from "../../providers/payments/create-provider";
import type { SettingsReader } from "../settings/settings.service";
import type { PaymentRow } from "./payment-records";

type Payer = { id: string; email: string; name: string };

type Deps = {
  db: Database;
  env: Pick<Env, "APP_URL">;
  providers: PaymentProviders;
  settings: SettingsReader;
  now: () => Date;
  random: () => number;
};

/** Opening checkouts: a pending payment with a fresh reference, and the provider's page to pay it on. */
export function createCheckouts({ db, env, providers, settings, now, random }: Deps) {
  const returnUrl = new URL(PAYMENT_RETURN_PATH, env.APP_URL).toString();

  /**
   * Refuses a price real money must not be charged at: the built-in, indicative rates, or a source's rate
   * older than payments.maxRateAgeHours (a stale price). The sandbox moves no money and takes any.
   */
  async function assertChargeable(price: PriceQuote): Promise<void> {
    if (price.currency === "USD" || (await providers.currentKind()) === "sandbox") return;
    const maxAgeMs = (await settings.get("payments.maxRateAgeHours")) * HOUR_MS;
    const fresh = !price.indicative && price.fetchedAt && now().getTime() - price.fetchedAt.getTime() <= maxAgeMs;
    if (!fresh) {
      throw conflict(
        "RATE_UNAVAILABLE",
        `We can't charge in ${price.currency} right now: we have no current exchange rate for it. Please pay in US dollars, or try again later.`,
      );
    }
  }

  /** Records a pending payment with a fresh reference and opens the provider's checkout for it. */
  async function startCheckout(input: {
    purpose: "request" | "subscription";
    requestId?: string;
    subscriptionId?: string;
    payer: Payer;
    price: PriceQuote;
    description: string;
  }): Promise<{ payment: PaymentRow; checkoutUrl: string }> {
    const { price } = input;
    await assertChargeable(price);
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
            amountMinor: price.amountMinor,
            currency: price.currency,
            ratePerUsd: price.rate,
            rateSource: price.source,
            rateFetchedAt: price.fetchedAt,
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
        currency: price.currency,
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

  return { assertChargeable, startCheckout, reusableCheckout };
}
