import { type CurrencyCode, findCurrency } from "./currencies";

/**
 * Money is integer minor units. Prices are stored in USD cents; a price in another currency is the USD
 * amount times the rate, rounded to that currency's own minor unit (JPY has none).
 */
export function convertUsdCents(usdCents: number, currency: CurrencyCode, rate: number): number {
  if (!Number.isInteger(usdCents) || usdCents < 0) throw new Error("usdCents must be a non-negative integer");
  if (!(rate > 0)) throw new Error("rate must be positive");
  const { minorDigits } = findCurrency(currency);
  const majorAmount = (usdCents / 100) * rate;
  return Math.round(majorAmount * 10 ** minorDigits);
}

export function minorToMajor(minorAmount: number, currency: CurrencyCode): number {
  return minorAmount / 10 ** findCurrency(currency).minorDigits;
}

// Building an Intl.NumberFormat costs tens of microseconds; one per currency is kept.
const formatters = new Map<CurrencyCode, Intl.NumberFormat>();

/** en-US style with 2 decimals, as the product shows every price ("$150.00", "NGN 229,500.00", "CA$12.50"). */
export function formatMoney(majorAmount: number, currency: CurrencyCode): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(currency, formatter);
  }
  return formatter.format(majorAmount);
}

/** Formats a USD-cent price in the visitor's currency. */
export function formatUsdCentsIn(usdCents: number, currency: CurrencyCode, rate: number): string {
  return formatMoney(minorToMajor(convertUsdCents(usdCents, currency, rate), currency), currency);
}
