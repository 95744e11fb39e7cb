/**
 * The languages Salamu's own pages and messages are written in (not the languages a star records in, which
 * are languages.ts). English is the default and the fallback.
 */
export const LOCALES = ["en", "fr", "ar", "sw"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Each language by its own name: what the language switch offers, readable by whoever needs it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  fr: "Français",
  ar: "العربية",
  sw: "Kiswahili",
};

/**
 * The Intl locale numbers in messages are written with: Arabic with its own digits, as prices in Arabic are
 * (money.ts), named outright so the server's ICU and a phone's agree (a different digit is a hydration
 * mismatch).
 */
export const INTL_LOCALES: Record<Locale, string> = { en: "en", fr: "fr", ar: "ar-u-nu-arab", sw: "sw" };

/** The visitor's saved choice of language (set by the language switch, read by the server before a page). */
export const LOCALE_COOKIE = "salamu_locale";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Arabic is written right to left. */
export function directionOf(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}

/**
 * Every page but English's has its language's prefix ("/fr/celebrities"); English has none ("/celebrities"),
 * so the addresses shared before languages came keep working. The web's router takes the prefix as its
 * basename, so every link inside the app keeps the page's language without naming it.
 */
export function localeOfPath(path: string): { locale: Locale; rest: string } {
  const match = /^\/(fr|ar|sw)(?=\/|$)/i.exec(path);
  if (!match) return { locale: DEFAULT_LOCALE, rest: path };
  return { locale: match[1]!.toLowerCase() as Locale, rest: path.slice(match[0].length) || "/" };
}

/** The router's basename for a language: "" for English, "/fr" for French. */
export const basenameOf = (locale: Locale): string => (locale === DEFAULT_LOCALE ? "" : `/${locale}`);

/** `path` (without prefix, "/celebrities?x=1") as the page in `locale` ("/fr/celebrities?x=1"; "/fr" for "/"). */
export function localizedPath(locale: Locale, path: string): string {
  const base = basenameOf(locale);
  if (!base) return path;
  return path === "/" ? base : path.startsWith("/?") ? `${base}${path.slice(1)}` : `${base}${path}`;
}

/** The first supported language of an Accept-Language header, by its weights ("fr-SN,fr;q=0.9" -> fr). */
export function negotiateLocale(acceptLanguage: string | undefined): Locale | undefined {
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .map((entry, index) => {
      const [tag = "", ...parameters] = entry.trim().split(";");
      const weight = parameters.map((parameter) => /^\s*q=([\d.]+)/.exec(parameter)?.[1]).find(Boolean);
      return { language: tag.trim().split("-")[0]!.toLowerCase(), weight: weight ? Number(weight) : 1, index };
    })
    .filter((entry) => entry.language && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale);
}

// The language most of a country's readers of Salamu's four read (ISO 3166 codes): the fallback when a
// browser names no language we write.
const FRENCH_COUNTRIES = "BJ BF BI CM CF TD KM CG CD CI DJ GA GN MG ML NE RW SN SC TG".split(" ");
const ARABIC_COUNTRIES = "DZ EG LY MR MA SD TN EH".split(" ");
const SWAHILI_COUNTRIES = "KE TZ UG".split(" ");

export function localeOfCountry(country: string | undefined): Locale | undefined {
  const code = country?.trim().toUpperCase();
  if (!code) return undefined;
  if (FRENCH_COUNTRIES.includes(code)) return "fr";
  if (ARABIC_COUNTRIES.includes(code)) return "ar";
  if (SWAHILI_COUNTRIES.includes(code)) return "sw";
  return undefined;
}

/** The saved choice in a Cookie header, if any. */
export function chosenLocale(cookieHeader: string | undefined): Locale | undefined {
  const match = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]{2})(?:;|$)`).exec(cookieHeader ?? "");
  return match && isLocale(match[1]) ? match[1] : undefined;
}

/**
 * The language of a visitor who opens an address without a language: their saved choice, else their
 * browser's languages, else their country's, else English. (A signed-in account's preference becomes the
 * saved choice when they sign in.)
 */
export function preferredLocale(request: {
  cookie: string | undefined;
  acceptLanguage: string | undefined;
  country: string | undefined;
}): Locale {
  return (
    chosenLocale(request.cookie) ??
    negotiateLocale(request.acceptLanguage) ??
    localeOfCountry(request.country) ??
    DEFAULT_LOCALE
  );
}
