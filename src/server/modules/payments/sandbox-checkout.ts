import type { FastifyBaseLogger } from "fastify";
import type { CurrencyCode } from "@/shared/currencies";
import { paymentOptionsFor } from "@/shared/payments";
import type { SandboxCheckout } from "@/shared/schemas/payments";
import { conflict, notFound } from "../../errors";
import type { PaymentProviders } from "../../providers/payments/create-provider";
import type { SandboxOutcome } from "../../providers/payments/sandbox";
import type { PaymentRecords } from "./payment-records";
import type { PaymentWebhooks } from "./webhooks";

type Deps = {
  providers: PaymentProviders;
  log: FastifyBaseLogger;
  records: Pick<PaymentRecords, "ownPayment">;
  webhooks: PaymentWebhooks;
};

const REDIRECT_STATUS = { succeeded: "successful", failed: "failed", cancelled: "cancelled" } as const;

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
    };
  }

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
      throw conflict("ALREADY_SETTLED", `This sandbox payment is already ${existing.status}.`);
    }
    const { transaction, webhook } = await providers.sandbox.settle(reference, outcome);
    try {
      await webhooks.handleWebhook("sandbox", webhook);
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

  return { sandboxCheckout, completeSandbox };
}
