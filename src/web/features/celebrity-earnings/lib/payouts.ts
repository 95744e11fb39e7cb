import { shortRequestId } from "@/shared/booking";
import type { LedgerCause } from "@/shared/ledger";
import type { PayoutStatus } from "@/shared/payouts";
import type { BalanceResponse } from "@/shared/schemas/payouts";

/** The countries a star can be paid in (issue 19: banks and mobile money); the server says what each offers. */
export const PAYOUT_COUNTRIES = [
  { id: "NG", name: "Nigeria" },
  { id: "GH", name: "Ghana" },
  { id: "KE", name: "Kenya" },
  { id: "ZA", name: "South Africa" },
  { id: "UG", name: "Uganda" },
  { id: "RW", name: "Rwanda" },
  { id: "ZM", name: "Zambia" },
  { id: "TZ", name: "Tanzania" },
  { id: "SN", name: "Senegal" },
  { id: "CI", name: "Côte d'Ivoire" },
] as const;

/** The profile's country (a catalogue id such as "kenya") as the payout country the form starts on. */
const FROM_PROFILE_COUNTRY: Record<string, string> = {
  nigeria: "NG",
  ghana: "GH",
  kenya: "KE",
  "south-africa": "ZA",
  senegal: "SN",
};
export const payoutCountryOf = (profileCountry: string | null | undefined) =>
  (profileCountry && FROM_PROFILE_COUNTRY[profileCountry]) || "";

export const SCHEDULE_LABELS: Record<BalanceResponse["schedule"], string> = {
  daily: "Daily",
  weekly: "Weekly",
  monthly: "Monthly",
  off: "Off",
};

/** "••••1234": account numbers are only ever shown by their last four digits. */
export const masked = (last4: string) => `••••${last4}`;

/** An exchange rate as people read it: enough digits to check the sum, no trailing noise. */
export const formatRate = (rate: number) => rate.toLocaleString("en-US", { maximumSignificantDigits: 6 });

/** What a statement line was caused by, in words: "Request #1a2b3c4d", "Payout", ... */
export function causeLabel(cause: { type: LedgerCause; id: string }): string {
  switch (cause.type) {
    case "request":
      return `Request #${shortRequestId(cause.id)}`;
    case "payment":
      return "Fan's payment";
    case "subscription":
      return "Plan";
    case "payout":
      return "Payout";
    case "dispute":
      return "Dispute";
  }
}

/**
 * What a payout's status means for the star, in plain words. Only the server's answer is shown: a payout is
 * "Paid" only once the provider said so.
 */
export const PAYOUT_STATUS_MESSAGES: Record<PayoutStatus, string> = {
  awaiting_approval: "Payout requested - awaiting approval by Salamu before it is sent.",
  held: "Payout held by Salamu.",
  sending: "Payout requested - being sent to your account.",
  in_transit: "Payout requested - in transit to your account.",
  succeeded: "Paid to your account.",
  failed: "The payout failed; the money is back in your available balance.",
  reversed: "The payout was reversed; the money is back in your available balance.",
};

export const PAYOUT_STATUS_TONES: Record<PayoutStatus, "warning" | "secondary" | "brand" | "success" | "destructive"> =
  {
    awaiting_approval: "warning",
    held: "warning",
    sending: "brand",
    in_transit: "brand",
    succeeded: "success",
    failed: "destructive",
    reversed: "destructive",
  };
