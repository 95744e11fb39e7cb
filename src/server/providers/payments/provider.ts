import { createHash, timingSafeEqual } from "node:crypto";
import { type CurrencyCode, findCurrency, isCurrencyCode } from "../../../shared/currencies";
import type { PaymentProviderKind } from "../../../shared/payments";
import { AppError, invalidRequest } from "../../errors";

/**
 * A payment provider adapter. Amounts are integer minor units everywhere in Salamu; an adapter converts to
 * whatever its provider expects. A payment is only `succeeded` for Salamu once `verify` (never the redirect
 * query string nor the webhook body) reports it, and `isVerifiedPayment` agrees with the stored payment.
 */
export type { PaymentProviderKind };

export type CheckoutInput = {
  reference: string;
  amountMinor: number;
  currency: CurrencyCode;
  customer: { email: string; name: string };
  description: string;
  /** Where the provider sends the payer back (the provider appends its own query parameters). */
  redirectUrl: string;
};

export type CheckoutResult = { checkoutUrl: string; providerReference?: string };

export type PaymentStatus = "succeeded" | "failed" | "pending";

export type VerifyInput = { reference: string; providerTransactionId?: string };

export type Verification = {
  status: PaymentStatus;
  /** The reference the provider holds for this transaction (compare it with the one asked for). */
  reference: string;
  amountMinor: number;
  /** As reported by the provider, upper-cased; not necessarily one Salamu supports. */
  currency: string;
  providerTransactionId: string;
  /** The payer closed or cancelled the checkout (a failed payment Salamu records as cancelled). */
  cancelled?: boolean;
};

export type WebhookInput = {
  /** Node/Fastify request headers (names lower-cased; values may be arrays). */
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received: signatures are computed over these bytes, not over re-serialised JSON. */
  rawBody: string | Buffer;
};

/**
 * An authenticated webhook. `reference` is null for signed events that are not about a payment (the caller
 * acknowledges and ignores them). The event only says "go and verify": it is never trusted for the status.
 */
export type WebhookEvent = {
  event: string;
  reference: string | null;
  providerTransactionId: string | null;
  /**
   * The event's `data` object as signed, for handlers of events that are not about a payment (transfers,
   * disputes): they read ids from it and confirm with the provider's API before acting.
   */
  data: Record<string, unknown> | null;
};

export type RefundStatus = "pending" | "succeeded" | "failed";

/** A full refund of what the transaction took; `currency` as the provider reported it. */
export type RefundInput = { providerTransactionId: string; amountMinor: number; currency: string };

export type RefundResult = {
  status: RefundStatus;
  refundId: string;
  /** Still pending, but waiting on something only staff can give (e.g. the payer's bank details). */
  attention?: string;
};

export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  createCheckout(input: CheckoutInput): Promise<CheckoutResult>;
  verify(input: VerifyInput): Promise<Verification>;
  /** null when the webhook is unsigned, forged or tampered with: the caller answers 401 and changes nothing. */
  parseWebhook(input: WebhookInput): WebhookEvent | null;
  /** Asks for a new refund. Call it once per refund: a retry asks `refundStatus` or `findRefund` instead. */
  refund(input: RefundInput): Promise<RefundResult>;
  /** Where a refund asked for earlier stands now. */
  refundStatus(refundId: string): Promise<RefundResult>;
  /**
   * The latest refund of a transaction that has not failed, or null: after a lost answer (a timeout, a
   * crash) it tells whether the provider took the refund before asking again.
   */
  findRefund(providerTransactionId: string): Promise<RefundResult | null>;
  /**
   * Staff's "Test connection": one harmless, documented read made with the credentials. Answers the
   * provider's own message; throws PaymentProviderError (its message never carries a credential) when the
   * provider refuses the key or cannot be reached.
   */
  checkConnection(): Promise<string>;
}

/** A provider call that failed: 502 to the client, with a message that never carries a credential. */
export class PaymentProviderError extends AppError {
  constructor(
    message: string,
    readonly providerStatus?: number,
  ) {
    super(502, "PAYMENT_PROVIDER_ERROR", message);
    this.name = "PaymentProviderError";
  }
}

/**
 * True only when the provider says the payment succeeded for exactly this reference, amount and currency.
 * Anything else (a smaller amount, another currency, another reference) leaves the payment unpaid.
 */
export function isVerifiedPayment(
  expected: { reference: string; amountMinor: number; currency: CurrencyCode },
  verification: Verification,
): boolean {
  return (
    verification.status === "succeeded" &&
    verification.reference === expected.reference &&
    verification.amountMinor === expected.amountMinor &&
    verification.currency === expected.currency
  );
}

/** The number of minor digits of a currency; 2 for currencies Salamu does not know. */
export function minorDigitsOf(currency: string): number {
  return isCurrencyCode(currency) ? findCurrency(currency).minorDigits : 2;
}

export function minorToMajorUnits(amountMinor: number, currency: string): number {
  assertAmount(amountMinor);
  return amountMinor / 10 ** minorDigitsOf(currency);
}

export function majorToMinorUnits(amountMajor: number, currency: string): number {
  return Math.round(amountMajor * 10 ** minorDigitsOf(currency));
}

export function assertAmount(amountMinor: number): void {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw invalidRequest("BAD_AMOUNT", "Payment amount must be a positive integer in minor units");
  }
}

/** The single value of a header, case-insensitively; undefined when absent or repeated with different values. */
export function headerValue(headers: WebhookInput["headers"], name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted || value === undefined) continue;
    if (Array.isArray(value)) return value.length === 1 ? value[0] : undefined;
    return value;
  }
  return undefined;
}

/** Constant-time string comparison (lengths are hidden by hashing both sides first). */
export function safeEqual(a: string, b: string): boolean {
  const left = createHash("sha256").update(a, "utf8").digest();
  const right = createHash("sha256").update(b, "utf8").digest();
  return timingSafeEqual(left, right) && a.length === b.length;
}

type JsonRequest = {
  provider: string;
  operation: string;
  method: "GET" | "POST" | "PUT";
  url: string;
  secretKey: string;
  body?: unknown;
  fetch: typeof fetch;
  timeoutMs: number;
};

/** Removes every occurrence of the secret from a text that came back from the provider. */
function redact(text: string, secret: string): string {
  return secret ? text.split(secret).join("[redacted]") : text;
}

/** Calls a provider's JSON API with the secret key as a bearer token; throws PaymentProviderError on failure. */
export async function providerJson(request: JsonRequest): Promise<Record<string, unknown>> {
  const { provider, operation, secretKey } = request;
  let response: Response;
  try {
    response = await request.fetch(request.url, {
      method: request.method,
      headers: {
        authorization: `Bearer ${secretKey}`,
        accept: "application/json",
        ...(request.body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === "TimeoutError" ? "timed out" : "unreachable";
    throw new PaymentProviderError(`${provider} ${operation} failed: provider ${reason}`);
  }
  const text = await response.text().catch(() => "");
  let payload: unknown;
  try {
    payload = text ? JSON.parse(text) : undefined;
  } catch {
    payload = undefined;
  }
  const body =
    payload && typeof payload === "object" && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : undefined;
  if (!response.ok) {
    const providerMessage =
      typeof body?.message === "string" ? `: ${redact(body.message, secretKey).slice(0, 200)}` : "";
    throw new PaymentProviderError(
      `${provider} ${operation} failed: HTTP ${response.status}${providerMessage}`,
      response.status,
    );
  }
  if (!body) throw new PaymentProviderError(`${provider} ${operation} failed: unreadable response`, response.status);
  return body;
}

/** `body.data` as an object, or a PaymentProviderError naming the operation. */
export function dataOf(body: Record<string, unknown>, provider: string, operation: string): Record<string, unknown> {
  const data = body.data;
  if (data && typeof data === "object" && !Array.isArray(data)) return data as Record<string, unknown>;
  throw new PaymentProviderError(`${provider} ${operation} failed: response without data`);
}

export function stringField(value: unknown): string | undefined {
  if (typeof value === "string" && value !== "") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return undefined;
}

/** Joins a configured base URL (with or without a trailing slash) and a path. */
export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, "")}${path}`;
}

/** Parses a webhook body as a JSON object, or undefined. */
export function parseJsonObject(rawBody: string | Buffer): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(typeof rawBody === "string" ? rawBody : rawBody.toString("utf8"));
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
