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
  type RefundResult,
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
  // Paystack's Côte d'Ivoire accounts take MTN, Orange, Moov and Wave.
  mobilemoneyfranco: "mobile_money",
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
  // pending, processing; needs-attention waits on the payer's bank details (see refundResult).
  return "pending";
}

/** A refund's `transaction`: the id, or the transaction object holding it. */
function transactionIdOf(transaction: unknown): string | undefined {
  return transaction && typeof transaction === "object"
    ? stringField((transaction as Record<string, unknown>).id)
    : stringField(transaction);
}

/** A refund object of the Refunds API as Salamu's RefundResult. */
function refundResult(data: Record<string, unknown>, operation: string): RefundResult {
  const refundId = stringField(data.id);
  if (!refundId) throw new PaymentProviderError(`Paystack ${operation} failed: response without a refund id`);
  return {
    status: mapRefundStatus(data.status),
    refundId,
    ...(data.status === "needs-attention"
      ? { attention: "Paystack needs the payer's bank details to finish this refund (retry with customer details)" }
      : {}),
  };
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
      if (!data) return { event, reference: null, providerTransactionId: null, data: null };
      if (event.startsWith("refund.")) {
        // Refund events carry the refunded transaction's reference (the transaction id, when present).
        return {
          event,
          reference: stringField(data.transaction_reference) ?? null,
          providerTransactionId: transactionIdOf(data.transaction) ?? null,
          data,
        };
      }
      if (event.startsWith("charge.dispute.")) {
        // A dispute is about a transaction: its reference names the disputed payment.
        const transaction =
          data.transaction && typeof data.transaction === "object"
            ? (data.transaction as Record<string, unknown>)
            : undefined;
        return {
          event,
          reference: stringField(transaction?.reference) ?? null,
          providerTransactionId: transactionIdOf(data.transaction) ?? null,
          data,
        };
      }
      // Payments and transfers (transfer.success, transfer.failed, transfer.reversed) carry their reference.
      return {
        event,
        reference: stringField(data.reference) ?? null,
        providerTransactionId: stringField(data.id) ?? null,
        data,
      };
    },

    async refund(input) {
      assertAmount(input.amountMinor);
      const body = await call("refund", "POST", "/refund", {
        transaction: input.providerTransactionId,
        amount: input.amountMinor,
      });
      return refundResult(dataOf(body, "Paystack", "refund"), "refund");
    },

    async refundStatus(refundId) {
      const body = await call("refund status", "GET", `/refund/${encodeURIComponent(refundId)}`);
      return refundResult(dataOf(body, "Paystack", "refund status"), "refund status");
    },

    async findRefund(providerTransactionId) {
      const body = await call(
        "refund lookup",
        "GET",
        `/refund?transaction=${encodeURIComponent(providerTransactionId)}`,
      );
      const list = Array.isArray(body.data) ? (body.data as unknown[]) : [];
      // Newest first; only this transaction's refunds (the filter is the provider's, checked again here).
      const refunds = list
        .filter((item): item is Record<string, unknown> => !!item && typeof item === "object")
        .filter((item) => transactionIdOf(item.transaction) === providerTransactionId)
        .map((item) => refundResult(item, "refund lookup"))
        .filter((refund) => refund.status !== "failed");
      return refunds[0] ?? null;
    },

    async checkConnection() {
      // Check Balance: read-only, and answered only for a valid secret key.
      const body = await call("connection test", "GET", "/balance");
      if (body.status === false) {
        throw new PaymentProviderError(`Paystack connection test failed: ${String(body.message ?? "refused")}`);
      }
      return `Paystack accepted the secret key: ${stringField(body.message) ?? "OK"}`;
    },
  };
}
