import { AFRICAN_COUNTRIES } from "@/shared/african-countries";
import { shortRequestId } from "@/shared/booking";
import type { LedgerCause, LedgerKind, StarAccount } from "@/shared/ledger";
import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from "@/shared/locales";
import type { MessageKey } from "@/shared/messages/keys";
import { PAYOUT_COUNTRIES, type PayoutCountry } from "@/shared/payout-options";
import type { PayoutStatus } from "@/shared/payouts";
import type { BalanceResponse } from "@/shared/schemas/payouts";
import type { useT } from "@/web/lib/i18n";

type Translate = ReturnType<typeof useT>;

const CODE_OF_SLUG = new Map<string, PayoutCountry>(AFRICAN_COUNTRIES.map(({ slug, code }) => [slug, code]));

/** The profile's country (a catalogue id such as "kenya") as the payout country the form starts on ("" for "other"). */
export const payoutCountryOf = (profileCountry: string | null | undefined): PayoutCountry | "" =>
  (profileCountry && CODE_OF_SLUG.get(profileCountry)) || "";

/**
 * The payout form's countries (all of Africa's, PAYOUT_COUNTRIES), each named by `nameOf` (the catalogue's
 * names in the page's language, `useCatalogueNames().country`) and in that language's alphabetical order.
 */
export function payoutCountryOptions(nameOf: (code: string) => string, locale: Locale): { id: string; name: string }[] {
  const collator = new Intl.Collator(INTL_LOCALES[locale]);
  return PAYOUT_COUNTRIES.map((code) => ({ id: code, name: nameOf(code) })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}

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
