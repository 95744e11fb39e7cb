import { AFRICAN_COUNTRIES } from "./african-countries";
import type { CurrencyCode } from "./currencies";
import type { PaymentProviderKind } from "./payments";
import type { PayoutAccountType } from "./payouts";

/**
 * Where a star can be paid, per country (issue 19): a bank account, or a mobile-money wallet of a named
 * operator, in the country's currency, with the payout providers that can send to it. The payout-accounts
 * module answers GET /api/celebrity/payout-options from this list and the web form shows the same labels; the
 * bank or operator code itself always comes from the provider's list (`PayoutProvider.listBanks`).
 *
 * A star may ask about any of Africa's 54 countries (the phone picker's and the star's list, issue 22); a
 * country without an option here is one Salamu cannot pay yet: its options are none, and the form says so.
 *
 * Paystack resolves the holder's name and pays Nigeria, Ghana, Kenya and South Africa. Flutterwave pays the
 * wallets of East, Central and francophone West Africa, with the operator codes its transfer guide documents
 * (FLUTTERWAVE_MOBILE_MONEY in its adapter), but documents a name check (POST /v3/accounts/resolve) for
 * Nigerian bank accounts only: for those wallets the star declares the name registered with the operator, the
 * account is saved marked "name not checked" and staff approve its first payout. Flutterwave is not listed for
 * Ghanaian, Kenyan, South African or Malawian banks: those transfers need branch codes Salamu does not collect.
 * The sandbox plays every option (development, demo, tests).
 */

/** A country a star can choose to be paid in: any African country, by ISO code. */
export type PayoutCountry = (typeof AFRICAN_COUNTRIES)[number]["code"];

/** The countries the payout form offers: all 54 of Africa's, whether Salamu pays there yet or not. */
export const PAYOUT_COUNTRIES: readonly PayoutCountry[] = AFRICAN_COUNTRIES.map((country) => country.code);

export function isPayoutCountry(value: unknown): value is PayoutCountry {
  return typeof value === "string" && (PAYOUT_COUNTRIES as readonly string[]).includes(value);
}

/** The wallet or bank network an option pays into: "bank" for any bank of the country's list. */
export type PayoutOperator =
  | "bank"
  | "mpesa"
  | "mtn"
  | "airtel"
  | "airteltigo"
  | "telecel"
  | "tigo"
  | "orange"
  | "wave"
  | "halopesa"
  | "freemoney"
  | "moov"
  | "amole";

export type PayoutOptionDefinition = {
  country: PayoutCountry;
  type: PayoutAccountType;
  currency: CurrencyCode;
  operator: PayoutOperator;
  /** What the star reads: "Bank account", "M-Pesa", "MTN Mobile Money" ... */
  label: string;
  /** The payout providers that can send to it. */
  providers: readonly PaymentProviderKind[];
};

const EVERY_PROVIDER = ["paystack", "flutterwave", "sandbox"] as const;
const PAYSTACK = ["paystack", "sandbox"] as const;
/** Flutterwave pays these; the star declares the holder's name (see above). */
const FLUTTERWAVE = ["flutterwave", "sandbox"] as const;

const bank = (
  country: PayoutCountry,
  currency: CurrencyCode,
  providers: readonly PaymentProviderKind[] = PAYSTACK,
): PayoutOptionDefinition => ({ country, type: "bank", currency, operator: "bank", label: "Bank account", providers });

const wallet = (
  country: PayoutCountry,
  currency: CurrencyCode,
  operator: PayoutOperator,
  label: string,
  providers: readonly PaymentProviderKind[],
): PayoutOptionDefinition => ({ country, type: "mobile_money", currency, operator, label, providers });

export const PAYOUT_OPTIONS: readonly PayoutOptionDefinition[] = [
  bank("NG", "NGN", EVERY_PROVIDER),
  bank("GH", "GHS"),
  wallet("GH", "GHS", "mtn", "MTN Mobile Money", PAYSTACK),
  wallet("GH", "GHS", "airteltigo", "AirtelTigo Money", PAYSTACK),
  wallet("GH", "GHS", "telecel", "Telecel Cash", PAYSTACK),
  bank("KE", "KES"),
  wallet("KE", "KES", "mpesa", "M-Pesa", PAYSTACK),
  bank("ZA", "ZAR"),
  wallet("UG", "UGX", "mtn", "MTN Mobile Money", FLUTTERWAVE),
  wallet("UG", "UGX", "airtel", "Airtel Money", FLUTTERWAVE),
  wallet("RW", "RWF", "mtn", "MTN Mobile Money", FLUTTERWAVE),
  wallet("RW", "RWF", "airtel", "Airtel Money", FLUTTERWAVE),
  wallet("ZM", "ZMW", "mtn", "MTN Mobile Money", FLUTTERWAVE),
  wallet("ZM", "ZMW", "airtel", "Airtel Money", FLUTTERWAVE),
  wallet("TZ", "TZS", "mpesa", "M-Pesa", FLUTTERWAVE),
  wallet("TZ", "TZS", "tigo", "Tigo Pesa", FLUTTERWAVE),
  wallet("TZ", "TZS", "airtel", "Airtel Money", FLUTTERWAVE),
  wallet("TZ", "TZS", "halopesa", "HaloPesa", FLUTTERWAVE),
  wallet("SN", "XOF", "orange", "Orange Money", FLUTTERWAVE),
  wallet("SN", "XOF", "wave", "Wave", FLUTTERWAVE),
  wallet("SN", "XOF", "freemoney", "Free Money", FLUTTERWAVE),
  wallet("CI", "XOF", "orange", "Orange Money", FLUTTERWAVE),
  wallet("CI", "XOF", "wave", "Wave", FLUTTERWAVE),
  wallet("CI", "XOF", "mtn", "MTN Mobile Money", FLUTTERWAVE),
  wallet("CI", "XOF", "moov", "Moov Money", FLUTTERWAVE),
  // Flutterwave's "Mobile Money Transfer" guide, Supported Networks: Cameroon (XAF) MTN, ORANGEMONEY
  // (developer.flutterwave.com/docs/payout-outflow/mobile-money-transfer, and /v3.0/docs/mobile-money).
  wallet("CM", "XAF", "mtn", "MTN Mobile Money", FLUTTERWAVE),
  wallet("CM", "XAF", "orange", "Orange Money", FLUTTERWAVE),
  // The same guide: Ethiopia (ETB) AMOLEMONEY (developer.flutterwave.com/v3.0/docs/mobile-money, and
  // developer.flutterwave.com/docs/making-payments/transfers/mobile-money/).
  wallet("ET", "ETB", "amole", "Amole", FLUTTERWAVE),
  // Malawi (MWK) AIRTELMW (developer.flutterwave.com/docs/making-payments/transfers/mobile-money/). Its banks
  // need a destination_branch_code (/docs/malawi-bank-account-transfers-1), which Salamu does not collect.
  wallet("MW", "MWK", "airtel", "Airtel Money", FLUTTERWAVE),
];

/** The countries Salamu can pay to today (some option, whichever provider), in PAYOUT_OPTIONS' order. */
export const PAID_COUNTRIES: readonly PayoutCountry[] = [...new Set(PAYOUT_OPTIONS.map((option) => option.country))];

/** The options of a country a provider can pay (all of the country's when `provider` is omitted). */
export function payoutOptionsFor(country: string, provider?: PaymentProviderKind): PayoutOptionDefinition[] {
  return PAYOUT_OPTIONS.filter(
    (option) => option.country === country && (provider === undefined || option.providers.includes(provider)),
  );
}

/** The currency a country's accounts are paid in, or undefined for a country Salamu does not pay. */
export function payoutCurrencyOf(country: string): CurrencyCode | undefined {
  return PAYOUT_OPTIONS.find((option) => option.country === country)?.currency;
}
