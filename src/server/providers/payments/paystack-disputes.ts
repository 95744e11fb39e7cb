import type {
  DisputeDecisionInput,
  DisputeEvidenceInput,
  DisputeOutcome,
  DisputeProvider,
  ProviderDispute,
} from "./dispute-provider";
import { PAYSTACK_BASE_URL } from "./paystack";
import { dataOf, joinUrl, PaymentProviderError, providerJson, stringField } from "./provider";

export type PaystackDisputesOptions = { secretKey: string; baseUrl?: string; fetch?: typeof fetch; timeoutMs?: number };

/**
 * Paystack's resolution of a resolved dispute as its outcome for the merchant: the merchant accepting the
 * claim (or Paystack accepting it for them after the deadline) loses it; a declined claim is won.
 */
function outcomeOf(status: string, resolution: string | null): DisputeOutcome {
  if (status !== "resolved" || !resolution) return "open";
  if (resolution.includes("accepted")) return "lost";
  if (resolution.includes("declined")) return "won";
  return "open";
}

const dateOrNull = (value: unknown) => {
  const text = stringField(value);
  const date = text ? new Date(text) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/**
 * Paystack's Disputes API (PaystackOSS/openapi: dispute_fetch, dispute_evidence, dispute_uploadUrl,
 * dispute_resolve). Amounts are integers in the currency's subunit, as Salamu keeps them.
 */
export function createPaystackDisputes(options: PaystackDisputesOptions): DisputeProvider {
  const baseUrl = options.baseUrl ?? PAYSTACK_BASE_URL;
  const fetcher = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const call = (operation: string, method: "GET" | "POST" | "PUT", path: string, body?: unknown) =>
    providerJson({
      provider: "Paystack",
      operation,
      method,
      url: joinUrl(baseUrl, path),
      secretKey: options.secretKey,
      body,
      fetch: fetcher,
      timeoutMs,
    });
  const path = (disputeId: string, rest = "") => `/dispute/${encodeURIComponent(disputeId)}${rest}`;

  /** Uploads the attachment to the signed URL Paystack hands out and answers the file name to cite. */
  async function upload(disputeId: string, attachment: DisputeDecisionInput["attachment"]): Promise<string> {
    const data = dataOf(await call("dispute upload URL", "GET", path(disputeId, "/upload_url")), "Paystack", "upload");
    const signedUrl = stringField(data.signedUrl);
    const fileName = stringField(data.fileName);
    if (!signedUrl || !fileName)
      throw new PaymentProviderError("Paystack dispute upload URL failed: incomplete answer");
    // The signed URL is the permission: the secret key never goes to it.
    let response: Response;
    try {
      response = await fetcher(signedUrl, {
        method: "PUT",
        headers: { "content-type": attachment.contentType },
        body: attachment.body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new PaymentProviderError("Paystack dispute evidence upload failed: unreachable");
    }
    if (!response.ok)
      throw new PaymentProviderError(`Paystack dispute evidence upload failed: HTTP ${response.status}`);
    return fileName;
  }

  return {
    kind: "paystack",

    async fetch(disputeId): Promise<ProviderDispute> {
      const data = dataOf(await call("dispute fetch", "GET", path(disputeId)), "Paystack", "dispute fetch");
      const id = stringField(data.id);
      const status = stringField(data.status);
      if (!id || !status) throw new PaymentProviderError("Paystack dispute fetch failed: incomplete dispute");
      const transaction =
        data.transaction && typeof data.transaction === "object" ? (data.transaction as Record<string, unknown>) : {};
      const resolution = stringField(data.resolution) ?? null;
      const refundAmount = typeof data.refund_amount === "number" ? data.refund_amount : null;
      const transactionAmount = typeof transaction.amount === "number" ? transaction.amount : null;
      const currency = stringField(data.currency) ?? stringField(transaction.currency);
      return {
        id,
        providerStatus: status,
        outcome: outcomeOf(status, resolution),
        resolution,
        reason: stringField(data.category) ?? null,
        amountMinor: refundAmount && refundAmount > 0 ? refundAmount : transactionAmount,
        currency: currency ? currency.toUpperCase() : null,
        dueAt: dateOrNull(data.dueAt),
        paymentReference: stringField(transaction.reference) ?? stringField(data.transaction_reference) ?? null,
      };
    },

    async submitEvidence(disputeId, evidence: DisputeEvidenceInput) {
      const body = await call("dispute evidence", "POST", path(disputeId, "/evidence"), {
        customer_email: evidence.customerEmail,
        customer_name: evidence.customerName,
        customer_phone: evidence.customerPhone,
        service_details: evidence.serviceDetails,
        ...(evidence.deliveryAddress ? { delivery_address: evidence.deliveryAddress } : {}),
        ...(evidence.deliveryDate ? { delivery_date: evidence.deliveryDate } : {}),
      });
      return { evidenceId: stringField(dataOf(body, "Paystack", "dispute evidence").id) ?? null };
    },

    async resolve(disputeId, input) {
      const uploadedFilename = await upload(disputeId, input.attachment);
      const evidence = input.evidenceId === null ? undefined : Number(input.evidenceId);
      await call("dispute resolve", "PUT", path(disputeId, "/resolve"), {
        resolution: input.decision === "accept" ? "merchant-accepted" : "declined",
        message: input.message,
        refund_amount: input.refundAmountMinor,
        uploaded_filename: uploadedFilename,
        ...(evidence !== undefined && Number.isSafeInteger(evidence) ? { evidence } : {}),
      });
    },
  };
}
