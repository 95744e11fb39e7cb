import { type CurrencyCode, type DigitGrouping, findCurrency, isCurrencyCode, MONEY_DISPLAY } from "./currencies";

/**
 * Money is integer minor units. Prices are stored in USD cents; a price in another currency is the USD
 * amount times the rate, rounded to the precision the price is shown in (whole naira, shillings, CFA
 * francs; cents elsewhere), so the payer is charged exactly the amount shown, in the currency's minor units.
 */
export function convertUsdCents(usdCents: number, currency: CurrencyCode, rate: number): number {
  if (!Number.isInteger(usdCents) || usdCents < 0) throw new Error("usdCents must be a non-negative integer");
  if (!(rate > 0)) throw new Error("rate must be positive");
  const { minorDigits } = findCurrency(currency);
  const shownDigits = Math.min(MONEY_DISPLAY[currency].digits, minorDigits);
  const majorAmount = (usdCents / 100) * rate;
  return Math.round(majorAmount * 10 ** shownDigits) * 10 ** (minorDigits - shownDigits);
}

export function minorToMajor(minorAmount: number, currency: CurrencyCode): number {
  return minorAmount / 10 ** findCurrency(currency).minorDigits;
}

/**
 * `amount` rounded half away from zero to `digits` decimals, its whole part grouped. Written out rather than
 * left to Intl.NumberFormat: the server and every browser must draw the same characters (a hydrated price
 * that differs by one separator is a mismatch, and ICU versions differ), and a phone's first Intl formatter
 * costs ~100 ms of CPU while the page is waiting to hydrate (measured, ADR 037).
 */
function formatDecimal(amount: number, digits: number, grouping: DigitGrouping): string {
  // Shifted through the decimal string, not multiplied: 1.005 * 100 is 100.49999999999999.
  const scaled = Math.round(Number(`${amount}e${digits}`));
  const text = String(scaled).padStart(digits + 1, "0");
  const whole = text.slice(0, text.length - digits);
  const grouped =
    grouping === "lakh" && whole.length > 3
      ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${whole.slice(-3)}`
      : whole.replace(/\B(?=(\d{3})+$)/g, ",");
  return digits > 0 ? `${grouped}.${text.slice(-digits)}` : grouped;
}

/**
 * A price as people there write it (MONEY_DISPLAY): "₦382,500", "KSh 32,500", "GH₵ 3,375.00", "R 4,500.00",
 * "$250.00", "CFA 150,000". A negative amount gets its minus before the symbol.
 */
export function formatMoney(majorAmount: number, currency: CurrencyCode): string {
  const display = MONEY_DISPLAY[currency];
  const number = formatDecimal(Math.abs(majorAmount), display.digits, display.grouping ?? "thousands");
  const sign = majorAmount < 0 && number.replace(/[^1-9]/g, "") !== "" ? "-" : "";
  return `${sign}${display.symbol}${display.space ? "\u00a0" : ""}${number}`;
}

/** Formats a USD-cent price in the visitor's currency. */
export function formatUsdCentsIn(usdCents: number, currency: CurrencyCode, rate: number): string {
  return formatMoney(minorToMajor(convertUsdCents(usdCents, currency, rate), currency), currency);
}

/** An amount in a currency's minor units as people write it; a code Salamu does not show prices in gets "UGX 1,000.00". */
export function formatMinor(amountMinor: number, currency: string): string {
  if (isCurrencyCode(currency)) return formatMoney(minorToMajor(amountMinor, currency), currency);
  return `${currency} ${amountMinor < 0 ? "-" : ""}${formatDecimal(Math.abs(amountMinor) / 100, 2, "thousands")}`;
}
