/** Dates, amounts and words as every page writes them; dates in the visitor's time zone unless said otherwise. */

/** Made when first used: a phone's first Intl formatter costs tens of milliseconds, too much for a page that writes no date. */
function whenFirstUsed<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const dateFormat = whenFirstUsed(() => new Intl.DateTimeFormat("en-US", { dateStyle: "medium" }));
const dateTimeFormat = whenFirstUsed(
  () => new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" }),
);
const dayFormat = whenFirstUsed(() => new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }));

const parse = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A timestamp as a date in the visitor's time zone ("Mar 4, 2026"). */
export function formatDate(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? dateFormat().format(date) : "";
}

/** A timestamp with its time, in the visitor's time zone ("Mar 4, 2026, 3:05 PM"). */
export function formatDateTime(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? dateTimeFormat().format(date) : "";
}

/** A calendar day (YYYY-MM-DD, a deadline) as written, never shifted by the time zone. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return "";
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat().format(date);
}

const relativeFormat = whenFirstUsed(() => new Intl.RelativeTimeFormat("en-US", { numeric: "auto" }));
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** "3 days ago", "last month", "just now". */
export function relativeDate(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Number.isNaN(seconds)) return "";
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relativeFormat().format(Math.trunc(seconds / size), unit);
  }
  return "just now";
}

/** An amount in a currency's minor units ("NGN 120,000.00"); an unknown code is written as it came. */
export { formatMinor } from "@/shared/money";

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
