import { type PaymentMethod, paymentOptionsFor } from "../../../shared/payments";
import {
  assertAmount,
  dataOf,
  headerValue,
  joinUrl,
  majorToMinorUnits,
  minorToMajorUnits,
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

export const FLUTTERWAVE_BASE_URL = "https://api.flutterwave.com";

/** Flutterwave `payment_options` values (v3); Salamu methods outside this list are not sent. */
export const FLUTTERWAVE_PAYMENT_OPTIONS: ReadonlySet<string> = new Set([
  "account",
  "card",
  "banktransfer",
  "mpesa",
  "mobilemoneyrwanda",
  "mobilemoneyzambia",
  "qr",
  "mobilemoneyuganda",
  "ussd",
  "credit",
  "barter",
  "mobilemoneyghana",
  "payattitude",
  "mobilemoneyfranco",
  "paga",
  "1voucher",
  "mobilemoneytanzania",
]);

/** The comma + space separated `payment_options` of a currency, limited to what Flutterwave knows. */
export function flutterwavePaymentOptions(currency: string): string {
  return paymentOptionsFor(currency)
    .filter((method: PaymentMethod) => FLUTTERWAVE_PAYMENT_OPTIONS.has(method))
    .join(", ");
}

export type FlutterwaveOptions = {
  secretKey: string;
  /** The "secret hash" set on the Flutterwave dashboard, sent back in the `verif-hash` header of webhooks. */
  secretHash: string;
  baseUrl?: string;
  /** Title shown on the hosted checkout. */
  title?: string;
  logoUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

function mapStatus(status: unknown): PaymentStatus {
  if (status === "successful") return "succeeded";
  if (status === "failed" || status === "cancelled") return "failed";
  return "pending";
}

function mapRefundStatus(status: unknown): RefundStatus {
  // "completed" and its channel forms (completed-mpgs, completed-momo, completed-bank-transfer, ...).
  if (typeof status === "string" && (status === "completed" || status.startsWith("completed-"))) return "succeeded";
  if (status === "successful" || status === "succeeded") return "succeeded";
  if (status === "failed") return "failed";
  return "pending";
}

/** A refund object (create, fetch, list) as Salamu's RefundResult. */
function refundResult(data: Record<string, unknown>, operation: string): RefundResult {
  const refundId = stringField(data.id);
  if (!refundId) throw new PaymentProviderError(`Flutterwave ${operation} failed: response without a refund id`);
  return { status: mapRefundStatus(data.status), refundId };
}

/** Flutterwave v3: Standard (hosted payment link), verification by id or tx_ref, `verif-hash` webhooks, refunds. */
export function createFlutterwaveProvider(options: FlutterwaveOptions): PaymentProvider {
  if (!options.secretKey) throw new Error("Flutterwave needs a secret key");
  if (!options.secretHash) throw new Error("Flutterwave needs a webhook secret hash");
  const baseUrl = options.baseUrl ?? FLUTTERWAVE_BASE_URL;
  const call = (operation: string, method: "GET" | "POST", path: string, body?: unknown) =>
    providerJson({
      provider: "Flutterwave",
      operation,
      method,
      url: joinUrl(baseUrl, path),
      secretKey: options.secretKey,
      body,
      fetch: options.fetch ?? fetch,
      timeoutMs: options.timeoutMs ?? 15_000,
    });

  return {
    kind: "flutterwave",

    async createCheckout(input) {
      assertAmount(input.amountMinor);
      const body = await call("checkout", "POST", "/v3/payments", {
        tx_ref: input.reference,
        amount: minorToMajorUnits(input.amountMinor, input.currency),
        currency: input.currency,
        redirect_url: input.redirectUrl,
        customer: { email: input.customer.email, name: input.customer.name },
        customizations: {
          title: options.title ?? "Salamu",
          description: input.description,
          ...(options.logoUrl ? { logo: options.logoUrl } : {}),
        },
        payment_options: flutterwavePaymentOptions(input.currency),
      });
      const link = stringField(dataOf(body, "Flutterwave", "checkout").link);
      if (!link) throw new PaymentProviderError("Flutterwave checkout failed: response without a payment link");
      return { checkoutUrl: link };
    },

    async verify(input) {
      const path = input.providerTransactionId
        ? `/v3/transactions/${encodeURIComponent(input.providerTransactionId)}/verify`
        : `/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(input.reference)}`;
      const data = dataOf(await call("verify", "GET", path), "Flutterwave", "verify");
      const currency = typeof data.currency === "string" ? data.currency.toUpperCase() : "";
      const amount = typeof data.amount === "number" ? data.amount : Number(data.amount);
      const id = stringField(data.id);
      if (!id || !Number.isFinite(amount)) {
        throw new PaymentProviderError("Flutterwave verify failed: incomplete transaction in response");
      }
      return {
        status: mapStatus(data.status),
        reference: stringField(data.tx_ref) ?? "",
        amountMinor: majorToMinorUnits(amount, currency),
        currency,
        providerTransactionId: id,
      };
    },

    parseWebhook({ headers, rawBody }) {
      // Flutterwave sends the configured secret hash itself (not a body signature), so the body is only a
      // hint to verify the transaction through the API; the hash proves the sender.
      const hash = headerValue(headers, "verif-hash");
      if (!hash || !safeEqual(hash, options.secretHash)) return null;
      const payload = parseJsonObject(rawBody);
      if (!payload) return null;
      // Older deliveries of a transfer's outcome put it under `transfer` with "event.type": "Transfer".
      const nested = payload.data ?? payload.transfer;
      const data = nested && typeof nested === "object" ? (nested as Record<string, unknown>) : payload;
      const eventType = stringField(payload["event.type"]);
      const event =
        stringField(payload.event) ??
        (eventType?.toLowerCase() === "transfer" ? "transfer.completed" : eventType) ??
        "unknown";
      if (event.startsWith("transfer.")) {
        // transfer.completed (status SUCCESSFUL or FAILED): Salamu's reference is the transfer's `reference`.
        return {
          event,
          reference: stringField(data.reference) ?? null,
          providerTransactionId: stringField(data.id) ?? null,
          data,
        };
      }
      return {
        event,
        reference: stringField(data.tx_ref) ?? stringField(data.txRef) ?? null,
        providerTransactionId: stringField(data.id) ?? null,
        data,
      };
    },

    async refund(input) {
      assertAmount(input.amountMinor);
      const path = `/v3/transactions/${encodeURIComponent(input.providerTransactionId)}/refund`;
      const body = await call("refund", "POST", path, {
        amount: minorToMajorUnits(input.amountMinor, input.currency),
      });
      return refundResult(dataOf(body, "Flutterwave", "refund"), "refund");
    },

    async refundStatus(refundId) {
      const body = await call("refund status", "GET", `/v3/refunds/${encodeURIComponent(refundId)}`);
      return refundResult(dataOf(body, "Flutterwave", "refund status"), "refund status");
    },

    async findRefund(providerTransactionId) {
      const body = await call("refund lookup", "GET", `/v3/refunds?id=${encodeURIComponent(providerTransactionId)}`);
      const list = Array.isArray(body.data) ? (body.data as unknown[]) : [];
      // Only this transaction's refunds (the filter is the provider's, checked again here), newest first.
      const refunds = list
        .filter((item): item is Record<string, unknown> => !!item && typeof item === "object")
        .filter((item) => stringField(item.tx_id) === providerTransactionId)
        .map((item) => refundResult(item, "refund lookup"))
        .filter((refund) => refund.status !== "failed");
      return refunds[0] ?? null;
    },

    async checkConnection() {
      // Get all banks (Nigeria): read-only, and answered only for a valid secret key. The webhook hash cannot
      // be checked from here: Flutterwave sends it with each webhook.
      const body = await call("connection test", "GET", "/v3/banks/NG");
      if (body.status !== "success") {
        throw new PaymentProviderError(`Flutterwave connection test failed: ${String(body.message ?? "refused")}`);
      }
      return `Flutterwave accepted the secret key: ${stringField(body.message) ?? "OK"}`;
    },
  };
}
