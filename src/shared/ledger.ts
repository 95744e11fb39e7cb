/**
 * The escrow ledger's vocabulary (ADR 032), shared by the server, the Earnings page and Finance.
 * Every amount is an integer in minor units of its currency; a transaction's entries sum to zero per currency.
 */

export const LEDGER_ACCOUNTS = [
  "fan",
  "escrow",
  "platform_fees",
  "platform_plans",
  "star_pending",
  "star_available",
  "star_frozen",
  "star_in_transit",
  "star_paid",
  "transfer_fees",
  "fx",
  "dispute_losses",
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** The owner of the platform's own accounts. */
export const PLATFORM_OWNER = "platform";

/** A star's balances, as their Earnings page shows them. */
export const STAR_ACCOUNTS = [
  "star_pending",
  "star_available",
  "star_frozen",
  "star_in_transit",
  "star_paid",
] as const satisfies readonly LedgerAccount[];
export type StarAccount = (typeof STAR_ACCOUNTS)[number];

export const LEDGER_KINDS = [
  "payment_received",
  "refund",
  "delivery",
  "subscription_paid",
  "plan_delivery",
  "hold_released",
  "payout_requested",
  "payout_succeeded",
  "payout_failed",
  "payout_reversed",
  "dispute_opened",
  "dispute_won",
  "dispute_lost",
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** What caused a ledger transaction; the statement links to it. */
export const LEDGER_CAUSES = ["payment", "request", "subscription", "payout", "dispute"] as const;
export type LedgerCause = (typeof LEDGER_CAUSES)[number];

/** A statement line's wording, in plain words for the star. */
export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  payment_received: "Fan paid",
  refund: "Refund to fan",
  delivery: "Video delivered",
  subscription_paid: "Plan paid",
  plan_delivery: "Plan video delivered",
  hold_released: "Now available",
  payout_requested: "Payout requested",
  payout_succeeded: "Paid out",
  payout_failed: "Payout failed: returned",
  payout_reversed: "Payout reversed: returned",
  dispute_opened: "Frozen: payment disputed",
  dispute_won: "Dispute won: released",
  dispute_lost: "Dispute lost",
};

export const STAR_ACCOUNT_LABELS: Record<StarAccount, string> = {
  star_pending: "Pending",
  star_available: "Available",
  star_frozen: "Frozen (disputed)",
  star_in_transit: "In transit",
  star_paid: "Paid out",
};
