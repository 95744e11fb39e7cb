import type { FastifyBaseLogger } from "fastify";
import { type CurrencyCode, currencyForCountry, findCurrency, isCurrencyCode } from "@/shared/currencies";
import { paymentOptionsFor } from "@/shared/payments";
import { maskPhone, normalisePhone, phoneCountryOf } from "@/shared/phone";
import { SANDBOX_TEXTS, type SandboxCheckout, type SandboxOutcomeInput } from "@/shared/schemas/payments";
import { conflict, notFound, validationError } from "../../errors";
import type { PaymentProviders } from "../../providers/payments/create-provider";
import { SANDBOX_OUTCOMES } from "../../providers/payments/sandbox";
import type { PaymentRecords } from "./payment-records";
import type { PaymentWebhooks } from "./webhooks";

type Deps = {
  providers: PaymentProviders;
  log: FastifyBaseLogger;
  records: Pick<PaymentRecords, "ownPayment">;
  webhooks: PaymentWebhooks;
};

const REDIRECT_STATUS = {
  succeeded: "successful",
  failed: "failed",
  cancelled: "cancelled",
  awaiting_approval: "pending",
} as const;

/** The country a currency's numbers are read in when typed without a country code ("SN" for XOF). */
const phoneCountryFor = (currency: string) => (isCurrencyCode(currency) ? findCurrency(currency).country : "NG");

/** The sandbox provider's checkout page: what it shows, and the payer's choice on it. */
export function createSandboxCheckout({ providers, log, records, webhooks }: Deps) {
  const { ownPayment } = records;

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
      phoneCountry: phoneCountryFor(transaction.currency),
      wallet:
        transaction.walletNetwork && transaction.walletPhone
          ? { network: transaction.walletNetwork, phone: transaction.walletPhone }
          : null,
    };
  }

  /** The sandbox's webhook to our own handler (in-process, the same code an HTTP delivery runs). */
  async function deliver(reference: string, webhook: { headers: Record<string, string>; rawBody: string }) {
    try {
      await webhooks.handleWebhook("sandbox", webhook);
    } catch (error) {
      // As with a real provider, a lost webhook is made good by the verification on return.
      log.warn({ err: error, reference }, "sandbox webhook delivery failed");
    }
  }

  /** Back to the checkout's redirect URL as a real provider sends the payer, on the host they are on. */
  function returnTo(transaction: { redirectUrl: string; status: string }, reference: string) {
    const redirect = new URL(transaction.redirectUrl);
    redirect.searchParams.set("reference", reference);
    redirect.searchParams.set(
      "status",
      REDIRECT_STATUS[transaction.status as keyof typeof REDIRECT_STATUS] ?? "failed",
    );
    return { redirectUrl: `${redirect.pathname}${redirect.search}` };
  }

  /**
   * The payer's choice on the sandbox checkout page. success, failure, cancel: the sandbox settles its
   * transaction and sends its signed webhook. prompt (mobile money): the wallet's number is checked for the
   * currency's countries and a prompt "sent" to it; the payment stays pending, no webhook yet. approve,
   * decline: the simulated phone answers the prompt, and the webhook tells Salamu, as a provider's would.
   */
  async function completeSandbox(
    userId: string,
    reference: string,
    input: SandboxOutcomeInput,
  ): Promise<{ redirectUrl: string }> {
    const payment = await ownPayment(userId, reference);
    const existing = payment.provider === "sandbox" ? await providers.sandbox.findTransaction(reference) : undefined;
    if (!existing) throw notFound("Payment not found");

    if (input.outcome === "prompt") {
      if (!paymentOptionsFor(existing.currency).includes(input.method as never)) {
        throw validationError("This payment cannot be made with that method.", [
          { path: ["method"], message: SANDBOX_TEXTS.networkInvalid },
        ]);
      }
      const phone = normalisePhone(input.phone, phoneCountryFor(existing.currency));
      if (!phone || currencyForCountry(phoneCountryOf(phone)) !== existing.currency) {
        const message = `Enter a ${input.network} number of a country that pays in ${existing.currency}.`;
        throw validationError(message, [{ path: ["phone"], message }]);
      }
      const prompted = await providers.sandbox.promptWallet(reference, {
        network: input.network,
        phone: maskPhone(phone),
      });
      if (!prompted) throw conflict("ALREADY_SETTLED", `This sandbox payment is already ${existing.status}.`);
      return returnTo(prompted, reference);
    }

    // Settling twice the same way answers the same (a double click); anything else is refused.
    const { from, to } = SANDBOX_OUTCOMES[input.outcome];
    if (existing.status !== from && existing.status !== to) {
      throw conflict("ALREADY_SETTLED", `This sandbox payment is already ${existing.status}.`);
    }
    const { transaction, webhook } = await providers.sandbox.settle(reference, input.outcome);
    await deliver(reference, webhook);
    return returnTo(transaction, reference);
  }

  return { sandboxCheckout, completeSandbox };
}
