/** Dates, amounts and words as every page writes them; dates in the visitor's time zone unless said otherwise. */

import { INTL_LOCALES, type Locale } from "@/shared/locales";

/**
 * Made when first used, once per language: a phone's first Intl formatter costs tens of milliseconds, too
 * much for a page that writes no date. English is written as in the US ("Mar 4, 2026"), as it always was.
 */
function whenFirstUsed<T>(make: (intlLocale: string) => T): (locale?: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale = "en") => {
    let formatter = made.get(locale);
    if (formatter === undefined) {
      formatter = make(locale === "en" ? "en-US" : INTL_LOCALES[locale]);
      made.set(locale, formatter);
    }
    return formatter;
  };
}

const dateFormat = whenFirstUsed((intl) => new Intl.DateTimeFormat(intl, { dateStyle: "medium" }));
const dateTimeFormat = whenFirstUsed(
  (intl) => new Intl.DateTimeFormat(intl, { dateStyle: "medium", timeStyle: "short" }),
);
const dayFormat = whenFirstUsed((intl) => new Intl.DateTimeFormat(intl, { dateStyle: "medium", timeZone: "UTC" }));

const parse = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A timestamp as a date in the visitor's time zone ("Mar 4, 2026"). */
export function formatDate(iso: string | null | undefined, locale?: Locale): string {
  const date = parse(iso);
  return date ? dateFormat(locale).format(date) : "";
}

/** A timestamp with its time, in the visitor's time zone ("Mar 4, 2026, 3:05 PM"). */
export function formatDateTime(iso: string | null | undefined, locale?: Locale): string {
  const date = parse(iso);
  return date ? dateTimeFormat(locale).format(date) : "";
}

/** A calendar day (YYYY-MM-DD, a deadline) as written, never shifted by the time zone. */
export function formatDay(day: string | null | undefined, locale?: Locale): string {
  if (!day) return "";
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat(locale).format(date);
}

const relativeFormat = whenFirstUsed((intl) => new Intl.RelativeTimeFormat(intl, { numeric: "auto" }));
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** "3 days ago", "last month", "now" ("il y a 3 jours" in French). */
export function relativeDate(iso: string, now: number = Date.now(), locale?: Locale): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Number.isNaN(seconds)) return "";
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relativeFormat(locale).format(Math.trunc(seconds / size), unit);
  }
  return locale && locale !== "en" ? relativeFormat(locale).format(0, "second") : "just now";
}

/** An amount in a currency's minor units ("NGN 120,000.00"); an unknown code is written as it came. */
export { formatMinor } from "@/shared/money";

/**
 * A count or a rating as the page's language writes it ("4.8", "4,8", Arabic's "٤٫٨", as its prices are),
 * written out by hand like money.ts: the same on the server and every phone, with thousands grouped as the
 * language groups them ("1,204", "1 204", "١٬٢٠٤").
 */
export function formatNumber(value: number, locale: Locale = "en", decimals = 0): string {
  const [whole = "", fraction] = Math.abs(value).toFixed(decimals).split(".");
  const group = { en: ",", sw: ",", fr: "\u202f", ar: "\u066c" }[locale];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const text = `${value < 0 ? "-" : ""}${grouped}${fraction ? (locale === "fr" ? "," : locale === "ar" ? "\u066b" : ".") + fraction : ""}`;
  return locale === "ar" ? text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit))) : text;
}

/** "1 request", "1,204 requests". */
export const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

/** "musician" -> "Musician"; free text ("Afrobeats singer") keeps its own words. */
export function capitalise(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** The first word of a name ("Ada" for "Ada Obi"); a blank name is returned as it came. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] || fullName;
}
