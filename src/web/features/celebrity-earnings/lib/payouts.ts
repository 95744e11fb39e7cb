import { shortRequestId } from "@/shared/booking";
import type { LedgerCause, LedgerKind, StarAccount } from "@/shared/ledger";
import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from "@/shared/locales";
import type { MessageKey } from "@/shared/messages/keys";
import type { PayoutStatus } from "@/shared/payouts";
import type { BalanceResponse } from "@/shared/schemas/payouts";
import type { useT } from "@/web/lib/i18n";

type Translate = ReturnType<typeof useT>;

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
/**
 * The payout countries named in the page's language (the browser's own names, by ISO code); English keeps
 * the list's names.
 */
export function payoutCountries(locale: Locale): { id: string; name: string }[] {
  if (locale === DEFAULT_LOCALE || typeof Intl.DisplayNames !== "function") return [...PAYOUT_COUNTRIES];
  const names = new Intl.DisplayNames([INTL_LOCALES[locale]], { type: "region" });
  return PAYOUT_COUNTRIES.map(({ id, name }) => ({ id, name: names.of(id) ?? name }));
}

export const payoutCountryOf = (profileCountry: string | null | undefined) =>
  (profileCountry && FROM_PROFILE_COUNTRY[profileCountry]) || "";

export const SCHEDULE_LABELS: Record<BalanceResponse["schedule"], MessageKey> = {
  daily: "account.payoutSchedule.daily",
  weekly: "account.payoutSchedule.weekly",
  monthly: "account.payoutSchedule.monthly",
  off: "account.payoutSchedule.off",
};

/** A payout's status in words (PAYOUT_STATUS_LABELS of src/shared/payouts.ts, in English). */
export const PAYOUT_STATUS_KEYS: Record<PayoutStatus, MessageKey> = {
  awaiting_approval: "account.payoutStatus.awaitingApproval",
  held: "account.payoutStatus.held",
  sending: "account.payoutStatus.sending",
  in_transit: "account.payoutStatus.inTransit",
  succeeded: "account.payoutStatus.succeeded",
  failed: "account.payoutStatus.failed",
  reversed: "account.payoutStatus.reversed",
};

/** A statement line's wording (LEDGER_KIND_LABELS of src/shared/ledger.ts, in English). */
export const LEDGER_KIND_KEYS: Record<LedgerKind, MessageKey> = {
  payment_received: "account.ledger.paymentReceived",
  refund: "account.ledger.refund",
  delivery: "account.ledger.delivery",
  subscription_paid: "account.ledger.subscriptionPaid",
  plan_delivery: "account.ledger.planDelivery",
  hold_released: "account.ledger.holdReleased",
  payout_requested: "account.ledger.payoutRequested",
  payout_succeeded: "account.ledger.payoutSucceeded",
  payout_failed: "account.ledger.payoutFailed",
  payout_reversed: "account.ledger.payoutReversed",
  dispute_opened: "account.ledger.disputeOpened",
  dispute_won: "account.ledger.disputeWon",
  dispute_lost: "account.ledger.disputeLost",
};

/** A star's balance in words (STAR_ACCOUNT_LABELS of src/shared/ledger.ts, in English). */
export const STAR_ACCOUNT_KEYS: Record<StarAccount, MessageKey> = {
  star_pending: "account.starAccount.pending",
  star_available: "account.starAccount.available",
  star_frozen: "account.starAccount.frozen",
  star_in_transit: "account.starAccount.inTransit",
  star_paid: "account.starAccount.paid",
};

/** "••••1234": account numbers are only ever shown by their last four digits. */
export const masked = (last4: string) => `••••${last4}`;

/** An exchange rate as people read it: enough digits to check the sum, no trailing noise. */
export const formatRate = (rate: number, locale: Locale = DEFAULT_LOCALE) =>
  rate.toLocaleString(locale === DEFAULT_LOCALE ? "en-US" : INTL_LOCALES[locale], { maximumSignificantDigits: 6 });

/** What a statement line was caused by, in words: "Request #1a2b3c4d", "Payout", ... */
export function causeLabel(t: Translate, cause: { type: LedgerCause; id: string }): string {
  switch (cause.type) {
    case "request":
      return t("account.cause.request", { id: `#${shortRequestId(cause.id)}` });
    case "payment":
      return t("account.cause.payment");
    case "subscription":
      return t("account.cause.subscription");
    case "payout":
      return t("account.cause.payout");
    case "dispute":
      return t("account.cause.dispute");
  }
}

/**
 * What a payout's status means for the star, in plain words. Only the server's answer is shown: a payout is
 * "Paid" only once the provider said so.
 */
export const PAYOUT_STATUS_MESSAGES: Record<PayoutStatus, MessageKey> = {
  awaiting_approval: "account.payoutMessage.awaitingApproval",
  held: "account.payoutMessage.held",
  sending: "account.payoutMessage.sending",
  in_transit: "account.payoutMessage.inTransit",
  succeeded: "account.payoutMessage.succeeded",
  failed: "account.payoutMessage.failed",
  reversed: "account.payoutMessage.reversed",
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
