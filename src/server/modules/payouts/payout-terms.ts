import { isCurrencyCode } from "@/shared/currencies";
import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from "@/shared/locales";
import { formatMoney } from "@/shared/money";
import { DAY_MS } from "@/shared/time";
import { minorDigitsOf } from "../../providers/payments/provider";

/**
 * The arithmetic of a payout, pure so the quote and the withdrawal compute exactly the same figures:
 * conversion, the transfer fee, the minimum, the USD value for the approval threshold, and when the
 * schedule pays next.
 */

export type PayoutSchedule = "daily" | "weekly" | "monthly" | "off";

/** Units of a currency per US dollar (the currency module's table). */
export type RatesPerUsd = Readonly<Record<string, number>>;

/**
 * Transfer fees the provider takes from a payout, in the account currency's minor units, by the amount
 * sent (tiers: up to `upTo` inclusive). This is the one table of them: the figures follow the providers'
 * published transfer pricing when it was written (Paystack: NGN 10 / 25 / 50; Flutterwave: NGN 10.75 /
 * 26.88 / 53.75) and staff change them here when a provider changes its price. The sandbox charges
 * nothing; a currency not listed is sent without a fee.
 */
type FeeTier = { upTo: number; feeMinor: number };
const TRANSFER_FEES: Record<string, Partial<Record<string, readonly FeeTier[]>>> = {
  sandbox: {},
  paystack: {
    NGN: [
      { upTo: 500_000, feeMinor: 1_000 },
      { upTo: 5_000_000, feeMinor: 2_500 },
      { upTo: Number.POSITIVE_INFINITY, feeMinor: 5_000 },
    ],
    GHS: [{ upTo: Number.POSITIVE_INFINITY, feeMinor: 100 }],
    KES: [{ upTo: Number.POSITIVE_INFINITY, feeMinor: 2_000 }],
    ZAR: [{ upTo: Number.POSITIVE_INFINITY, feeMinor: 300 }],
  },
  flutterwave: {
    NGN: [
      { upTo: 500_000, feeMinor: 1_075 },
      { upTo: 5_000_000, feeMinor: 2_688 },
      { upTo: Number.POSITIVE_INFINITY, feeMinor: 5_375 },
    ],
    KES: [{ upTo: Number.POSITIVE_INFINITY, feeMinor: 5_000 }],
    GHS: [{ upTo: Number.POSITIVE_INFINITY, feeMinor: 200 }],
  },
};

export function transferFeeMinor(provider: string, currency: string, convertedMinor: number): number {
  const tiers = TRANSFER_FEES[provider]?.[currency];
  return tiers?.find((tier) => convertedMinor <= tier.upTo)?.feeMinor ?? 0;
}

/** Units of `to` per unit of `from` (1 for the same currency); null when either rate is unknown. */
export function rateBetween(rates: RatesPerUsd, from: string, to: string): number | null {
  if (from === to) return 1;
  const fromRate = rates[from];
  const toRate = rates[to];
  if (!fromRate || !toRate) return null;
  return toRate / fromRate;
}

/** `amountMinor` of `from` in `to`'s minor units at `rate`, rounded down (never send more than was converted). */
export function convertMinor(amountMinor: number, from: string, to: string, rate: number): number {
  if (from === to) return amountMinor;
  const scale = 10 ** (minorDigitsOf(to) - minorDigitsOf(from));
  // The epsilon keeps 2.9999999999 (binary floating point) from losing a minor unit that is really there.
  return Math.floor(amountMinor * rate * scale + 1e-9);
}

/** What `amountMinor` of `currency` is worth in US cents, at `rates`. */
export function usdCentsOf(rates: RatesPerUsd, amountMinor: number, currency: string): number {
  const rate = rates[currency];
  if (!rate) return Number.POSITIVE_INFINITY;
  return Math.round(((amountMinor / 10 ** minorDigitsOf(currency)) * 100) / rate);
}

/** The smallest payout of `currency`: the setting's, else the USD minimum at today's rate. */
export function minimumMinorOf(
  minimums: Partial<Record<string, number>>,
  rates: RatesPerUsd,
  currency: string,
): number {
  const own = minimums[currency];
  if (own !== undefined) return own;
  const usdMinimum = minimums.USD ?? 1_000;
  const rate = rates[currency] ?? 1;
  return Math.ceil((usdMinimum / 100) * rate * 10 ** minorDigitsOf(currency));
}

/** The scheduled payout run: every day at 06:00 UTC; the schedule setting decides which days pay. */
export const SCHEDULED_PAYOUTS_CRON = "0 6 * * *";
const PAYOUT_HOUR_UTC = 6;

/** Whether the schedule pays on the UTC day of `at` (weekly: Mondays; monthly: the 1st). */
export function isPayoutDay(schedule: PayoutSchedule, at: Date): boolean {
  if (schedule === "daily") return true;
  if (schedule === "weekly") return at.getUTCDay() === 1;
  if (schedule === "monthly") return at.getUTCDate() === 1;
  return false;
}

/** The next scheduled run after `now` that pays, or null when the schedule is off. */
export function nextPayoutAt(schedule: PayoutSchedule, now: Date): Date | null {
  if (schedule === "off") return null;
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), PAYOUT_HOUR_UTC));
  for (let offset = 0; offset <= 31; offset += 1) {
    const candidate = new Date(day.getTime() + offset * DAY_MS);
    if (candidate > now && isPayoutDay(schedule, candidate)) return candidate;
  }
  return null;
}

/**
 * An amount as the star reads it: "₦5,000", "KSh 500"; a code Salamu has no rule for, "1,000 BIF". In the
 * star's language when given ("5 000 FCFA" in French).
 */
export function moneyText(amountMinor: number, currency: string, locale: Locale = DEFAULT_LOCALE): string {
  const major = amountMinor / 10 ** minorDigitsOf(currency);
  return isCurrencyCode(currency)
    ? formatMoney(major, currency, locale)
    : `${major.toLocaleString(locale === DEFAULT_LOCALE ? "en-US" : INTL_LOCALES[locale])} ${currency}`;
}
