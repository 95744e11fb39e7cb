import { type CurrencyCode, type DigitGrouping, findCurrency, isCurrencyCode, MONEY_DISPLAY } from "./currencies";
import { DEFAULT_LOCALE, type Locale } from "./locales";

/**
 * The rate a price in a currency is drawn and charged at: a source's (named by its host) while under 24 hours
 * old, else the built-in table's, which is only indicative. `fetchedAt` is when the source gave it.
 */
export type RateQuote = { rate: number; source: string; fetchedAt: Date | null; indicative: boolean };
/** A USD price in a currency: the amount in minor units, and the rate it was priced at. */
export type PriceQuote = RateQuote & { amountMinor: number; currency: CurrencyCode };

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

/** How a language writes a number: its group and decimal marks, and its digits. */
type NumberMarks = { group: string; decimal: string; arabicDigits: boolean };

const NUMBER_MARKS: Record<Locale, NumberMarks> = {
  en: { group: ",", decimal: ".", arabicDigits: false },
  sw: { group: ",", decimal: ".", arabicDigits: false },
  // A narrow no-break space between thousands, as French typography and CLDR have it.
  fr: { group: "\u202f", decimal: ",", arabicDigits: false },
  ar: { group: "\u066c", decimal: "\u066b", arabicDigits: true },
};
/** Arabic in the Maghreb keeps Latin digits, with the marks of ar-MA. */
const MAGHREB_ARABIC_MARKS: NumberMarks = { group: ".", decimal: ",", arabicDigits: false };

const toArabicDigits = (text: string) => text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

/**
 * `amount` rounded half away from zero to `digits` decimals, its whole part grouped. Written out rather than
 * left to Intl.NumberFormat: the server and every browser must draw the same characters (a hydrated price
 * that differs by one separator is a mismatch, and ICU versions differ), and a phone's first Intl formatter
 * costs ~100 ms of CPU while the page is waiting to hydrate (measured, ADR 037).
 */
function formatDecimal(
  amount: number,
  digits: number,
  grouping: DigitGrouping,
  marks: NumberMarks = NUMBER_MARKS.en,
): string {
  // Shifted through the decimal string, not multiplied: 1.005 * 100 is 100.49999999999999.
  const scaled = Math.round(Number(`${amount}e${digits}`));
  const text = String(scaled).padStart(digits + 1, "0");
  const whole = text.slice(0, text.length - digits);
  const { group, decimal } = marks;
  const grouped =
    grouping === "lakh" && whole.length > 3
      ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, group)}${group}${whole.slice(-3)}`
      : whole.replace(/\B(?=(\d{3})+$)/g, group);
  const written = digits > 0 ? `${grouped}${decimal}${text.slice(-digits)}` : grouped;
  return marks.arabicDigits ? toArabicDigits(written) : written;
}

/**
 * A price as people there write it (MONEY_DISPLAY), in the page's language: in English "₦382,500",
 * "KSh 32,500", "GH₵ 3,375.00", "$250.00", "150,000 FCFA", "EGP 7,760"; in French the amount comes first
 * ("150 000 FCFA", "250,00 $"); in Arabic too, with Egypt's digits ("٧٬٧٦٠ ج.م."). A negative amount gets its
 * minus first. India's lakh grouping is English's.
 */
export function formatMoney(majorAmount: number, currency: CurrencyCode, locale: Locale = DEFAULT_LOCALE): string {
  const display = MONEY_DISPLAY[currency];
  const arabic = locale === "ar";
  const marks = arabic && display.latinDigitsInArabic ? MAGHREB_ARABIC_MARKS : NUMBER_MARKS[locale];
  const grouping = locale === "en" ? (display.grouping ?? "thousands") : "thousands";
  const number = formatDecimal(Math.abs(majorAmount), display.digits, grouping, marks);
  const negative = majorAmount < 0 && /[1-9\u0661-\u0669]/.test(number);
  const sign = negative ? "-" : "";
  const symbol = (arabic && display.arabicSymbol) || display.symbol;
  if (display.after || locale === "fr" || arabic) return `${sign}${number}\u00a0${symbol}`;
  return `${sign}${symbol}${display.space ? "\u00a0" : ""}${number}`;
}

/** Formats a USD-cent price in the visitor's currency. */
export function formatUsdCentsIn(
  usdCents: number,
  currency: CurrencyCode,
  rate: number,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return formatMoney(minorToMajor(convertUsdCents(usdCents, currency, rate), currency), currency, locale);
}

/** An amount in a currency's minor units as people write it; a code Salamu does not show prices in gets "UGX 1,000.00". */
export function formatMinor(amountMinor: number, currency: string, locale: Locale = DEFAULT_LOCALE): string {
  if (isCurrencyCode(currency)) return formatMoney(minorToMajor(amountMinor, currency), currency, locale);
  return `${currency} ${amountMinor < 0 ? "-" : ""}${formatDecimal(Math.abs(amountMinor) / 100, 2, "thousands")}`;
}
