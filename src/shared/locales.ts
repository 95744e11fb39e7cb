/**
 * The languages Salamu's own pages and messages are written in (not the languages a star records in, which
 * are languages.ts). English is the default and the fallback.
 */
export const LOCALES = ["en", "fr", "ar", "sw"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Arabic is written right to left. */
export function directionOf(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}
