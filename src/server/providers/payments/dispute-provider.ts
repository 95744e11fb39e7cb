/**
 * A payment provider's disputes (chargebacks) API. The webhook only says "look again": the dispute's state,
 * amount and outcome are always read back from the provider with `fetch` before anything changes here.
 */

/** Where the provider says a dispute stands, in Salamu's words. */
export type DisputeOutcome = "open" | "won" | "lost";

export type ProviderDispute = {
  id: string;
  /** The provider's own status (awaiting-merchant-feedback, resolved; initiated, lost ...). */
  providerStatus: string;
  outcome: DisputeOutcome;
  /** The provider's resolution or stage, when it has one (merchant-accepted, declined ...). */
  resolution: string | null;
  reason: string | null;
  /**
   * What the payer disputes: in minor units, or in major units when the provider's dispute carries no
   * currency to convert with (the payment's is used); both null when the provider does not say.
   */
  amountMinor: number | null;
  amountMajor?: number | null;
  /** Upper-cased, or null when the provider's dispute does not carry one. */
  currency: string | null;
  dueAt: Date | null;
  /** The disputed payment's reference as Salamu sent it to the provider. */
  paymentReference: string | null;
};

/** What Salamu tells the provider about the payment (Paystack's evidence fields). */
export type DisputeEvidenceInput = {
  customerEmail: string;
  customerName: string;
  customerPhone: string;
  serviceDetails: string;
  deliveryAddress?: string;
  /** YYYY-MM-DD */
  deliveryDate?: string;
};

export type DisputeDecisionInput = {
  decision: "accept" | "contest";
  message: string;
  /** The disputed amount (what goes back to the payer when accepted), in minor units. */
  refundAmountMinor: number;
  currency: string;
  /** The provider's id of the evidence sent earlier (Paystack needs it to contest). */
  evidenceId: string | null;
  /** The evidence pack as a file, for providers that take an attachment with the decision. */
  attachment: { name: string; contentType: string; body: string };
};

export interface DisputeProvider {
  readonly kind: string;
  /** `providerReference`: the provider's transaction reference the webhook named (Flutterwave's flw_ref). */
  fetch(disputeId: string, hint?: { providerReference?: string }): Promise<ProviderDispute>;
  /** Sends the evidence; answers the provider's id of it (null when the provider keeps none). */
  submitEvidence(disputeId: string, evidence: DisputeEvidenceInput): Promise<{ evidenceId: string | null }>;
  resolve(disputeId: string, input: DisputeDecisionInput): Promise<void>;
}
