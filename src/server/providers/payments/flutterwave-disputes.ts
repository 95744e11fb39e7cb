import type { DisputeOutcome, DisputeProvider, ProviderDispute } from "./dispute-provider";
import { FLUTTERWAVE_BASE_URL } from "./flutterwave";
import { joinUrl, PaymentProviderError, providerJson, stringField } from "./provider";

export type FlutterwaveDisputesOptions = {
  secretKey: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/** A chargeback's status: lost and won are final; initiated, accepted and declined still wait on the bank. */
function outcomeOf(status: string): DisputeOutcome {
  if (status === "lost") return "lost";
  if (status === "won") return "won";
  return "open";
}

/**
 * Flutterwave v3 chargebacks: `GET /v3/chargebacks` (filtered by `flw_ref`) to read one, and
 * `PUT /v3/chargebacks/{id}` with `{ action: accept | decline, comment }` to answer it. Flutterwave takes no
 * evidence form of its own: the evidence travels as the decline's comment (see the disputes service).
 * Chargeback amounts are in major units and carry no currency: the payment's converts them.
 */
export function createFlutterwaveDisputes(options: FlutterwaveDisputesOptions): DisputeProvider {
  const baseUrl = options.baseUrl ?? FLUTTERWAVE_BASE_URL;
  const call = (operation: string, method: "GET" | "PUT", path: string, body?: unknown) =>
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

    async fetch(disputeId, hint): Promise<ProviderDispute> {
      const query = hint?.providerReference ? `?flw_ref=${encodeURIComponent(hint.providerReference)}` : "";
      const body = await call("chargeback fetch", "GET", `/v3/chargebacks${query}`);
      const list = Array.isArray(body.data) ? (body.data as unknown[]) : [];
      const found = list
        .filter((item): item is Record<string, unknown> => !!item && typeof item === "object")
        .find((item) => stringField(item.id) === disputeId);
      const status = stringField(found?.status);
      if (!found || !status)
        throw new PaymentProviderError("Flutterwave chargeback fetch failed: chargeback not found");
      const due = stringField(found.due_date);
      const dueAt = due ? new Date(due) : null;
      return {
        id: disputeId,
        providerStatus: status,
        outcome: outcomeOf(status),
        resolution: stringField(found.stage) ?? null,
        reason: stringField(found.comment) ?? null,
        amountMinor: null,
        amountMajor: typeof found.amount === "number" ? found.amount : null,
        currency: null,
        dueAt: dueAt && !Number.isNaN(dueAt.getTime()) ? dueAt : null,
        paymentReference: stringField(found.tx_ref) ?? null,
      };
    },

    async submitEvidence() {
      // No evidence endpoint: the pack is kept and sent with the decline.
      return { evidenceId: null };
    },

    async resolve(disputeId, input) {
      await call("chargeback answer", "PUT", `/v3/chargebacks/${encodeURIComponent(disputeId)}`, {
        action: input.decision === "accept" ? "accept" : "decline",
        comment: input.message,
      });
    },
  };
}
