import type { CurrencyCode } from "./currencies";

/**
 * Payouts to stars (issue 19, ADR 032): the statuses a payout moves through and the defaults staff can change
 * in settings. Shared by the server, the Earnings page and Finance.
 */

export const PAYOUT_STATUSES = [
  "awaiting_approval",
  "held",
  "sending",
  "in_transit",
  "succeeded",
  "failed",
  "reversed",
] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  awaiting_approval: "Awaiting approval",
  held: "Held by Salamu",
  sending: "Sending",
  in_transit: "In transit",
  succeeded: "Paid",
  failed: "Failed",
  reversed: "Reversed",
};

export const PAYOUT_ACCOUNT_TYPES = ["bank", "mobile_money"] as const;
export type PayoutAccountType = (typeof PAYOUT_ACCOUNT_TYPES)[number];

/** A new or changed payout account receives nothing for this long (account-takeover defence). */
export const NEW_PAYOUT_ACCOUNT_COOLDOWN_HOURS = 48;

/** "••••1234": how an account number appears anywhere it is shown (page, e-mail, SMS, log). */
export const maskAccountNumber = (last4: string) => `••••${last4}`;

/** The smallest automatic or manual payout per currency, in minor units (staff change them in settings). */
export const DEFAULT_PAYOUT_MINIMUMS: Partial<Record<CurrencyCode, number>> = {
  USD: 1_000,
  NGN: 500_000,
  GHS: 5_000,
  KES: 50_000,
  ZAR: 10_000,
  TZS: 1_000_000,
  XOF: 5_000,
  EGP: 25_000,
};

export const DISPUTE_STATUSES = ["open", "won", "lost"] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
