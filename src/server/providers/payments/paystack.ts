import { createHmac } from "node:crypto";
import { paymentOptionsFor } from "../../../shared/payments";
import {
  assertAmount,
  dataOf,
  headerValue,
  joinUrl,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentStatus,
  parseJsonObject,
  providerJson,
  type RefundStatus,
  safeEqual,
  stringField,
} from "./provider";

export const PAYSTACK_BASE_URL = "https://api.paystack.co";

/** Salamu methods mapped to Paystack `channels`; methods Paystack lacks are left out. */
const PAYSTACK_CHANNELS: Readonly<Record<string, string>> = {
  card: "card",
  banktransfer: "bank_transfer",
  account: "bank",
  ussd: "ussd",
  qr: "qr",
  mobilemoneyghana: "mobile_money",
  mpesa: "mobile_money",
  mobilemoneytanzania: "mobile_money",
  eft: "eft",
};

export function paystackChannels(currency: string): string[] {
  const channels = paymentOptionsFor(currency)
    .map((method) => PAYSTACK_CHANNELS[method])
    .filter((channel): channel is string => !!channel);
  return [...new Set(channels)];
}

export type PaystackOptions = {
  secretKey: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

function mapStatus(status: unknown): PaymentStatus {
  if (status === "success") return "succeeded";
  if (status === "failed" || status === "reversed") return "failed";
  // abandoned, ongoing, pending, processing, queued: not (yet) paid; the payer may still complete it.
  return "pending";
}

function mapRefundStatus(status: unknown): RefundStatus {
  if (status === "processed") return "succeeded";
  if (status === "failed") return "failed";
  return "pending";
}

/** Paystack: initialize (hosted checkout), verify by reference, `x-paystack-signature` webhooks, refunds. */
export function createPaystackProvider(options: PaystackOptions): PaymentProvider {
  if (!options.secretKey) throw new Error("Paystack needs a secret key");
  const baseUrl = options.baseUrl ?? PAYSTACK_BASE_URL;
  const call = (operation: string, method: "GET" | "POST", path: string, body?: unknown) =>
    providerJson({
      provider: "Paystack",
      operation,
      method,
      url: joinUrl(baseUrl, path),
      secretKey: options.secretKey,
      body,
      fetch: options.fetch ?? fetch,
      timeoutMs: options.timeoutMs ?? 15_000,
    });

  return {
    kind: "paystack",

    async createCheckout(input) {
      assertAmount(input.amountMinor);
      const body = await call("checkout", "POST", "/transaction/initialize", {
        email: input.customer.email,
        // Paystack takes the amount in the currency's subunit (kobo, pesewas, cents), as Salamu stores it.
        amount: input.amountMinor,
        currency: input.currency,
        reference: input.reference,
        callback_url: input.redirectUrl,
        channels: paystackChannels(input.currency),
        metadata: { customer_name: input.customer.name, description: input.description },
      });
      const data = dataOf(body, "Paystack", "checkout");
      const checkoutUrl = stringField(data.authorization_url);
      if (!checkoutUrl) throw new PaymentProviderError("Paystack checkout failed: response without authorization_url");
      const accessCode = stringField(data.access_code);
      return accessCode ? { checkoutUrl, providerReference: accessCode } : { checkoutUrl };
    },

    async verify(input) {
      const path = `/transaction/verify/${encodeURIComponent(input.reference)}`;
      const data = dataOf(await call("verify", "GET", path), "Paystack", "verify");
      const amount = typeof data.amount === "number" ? data.amount : Number(data.amount);
      const id = stringField(data.id);
      if (!id || !Number.isSafeInteger(amount)) {
        throw new PaymentProviderError("Paystack verify failed: incomplete transaction in response");
      }
      return {
        status: mapStatus(data.status),
        reference: stringField(data.reference) ?? "",
        amountMinor: amount,
        currency: typeof data.currency === "string" ? data.currency.toUpperCase() : "",
        providerTransactionId: id,
      };
    },

    parseWebhook({ headers, rawBody }) {
      const signature = headerValue(headers, "x-paystack-signature");
      if (!signature) return null;
      const bytes = typeof rawBody === "string" ? Buffer.from(rawBody, "utf8") : rawBody;
      const expected = createHmac("sha512", options.secretKey).update(bytes).digest("hex");
      if (!safeEqual(signature.toLowerCase(), expected)) return null;
      const payload = parseJsonObject(bytes);
      if (!payload) return null;
      const data =
        payload.data && typeof payload.data === "object" ? (payload.data as Record<string, unknown>) : undefined;
      const event = stringField(payload.event) ?? "unknown";
      if (!data) return { event, reference: null, providerTransactionId: null };
      if (event.startsWith("refund.")) {
        // Refund events carry the refunded transaction's reference, and the transaction id as `transaction`.
        const transaction = data.transaction;
        const transactionId =
          transaction && typeof transaction === "object"
            ? stringField((transaction as Record<string, unknown>).id)
            : stringField(transaction);
        return {
          event,
          reference: stringField(data.transaction_reference) ?? null,
          providerTransactionId: transactionId ?? null,
        };
      }
      return {
        event,
        reference: stringField(data.reference) ?? null,
        providerTransactionId: stringField(data.id) ?? null,
      };
    },

    async refund(input) {
      assertAmount(input.amountMinor);
      const body = await call("refund", "POST", "/refund", {
        transaction: input.providerTransactionId,
        amount: input.amountMinor,
      });
      const data = dataOf(body, "Paystack", "refund");
      const refundId = stringField(data.id);
      if (!refundId) throw new PaymentProviderError("Paystack refund failed: response without a refund id");
      return { status: mapRefundStatus(data.status), refundId };
    },
  };
}
