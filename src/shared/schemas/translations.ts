import { z } from "zod";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../locales";

/**
 * Content staff and stars write per language (issue 22, item 3): page texts, slides, blog posts, bios. The
 * English text is the content itself; a translation is optional, per language, and English shows wherever
 * one is missing. Each content type keeps its translations as `locale -> its translated fields`.
 */

/** The languages content is translated into: every site language but English, the source. */
export type TranslatedLocale = Exclude<Locale, "en">;
export const TRANSLATED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE) as [
  TranslatedLocale,
  ...TranslatedLocale[],
];

export const translatedLocaleSchema = z.enum(TRANSLATED_LOCALES, {
  error: `Language must be one of ${TRANSLATED_LOCALES.join(", ")}`,
});

/** `?locale=fr`: the language a public read is wanted in (English when absent). */
export const localeQuerySchema = z.object({
  locale: z.enum(LOCALES, { error: `Language must be one of ${LOCALES.join(", ")}` }).default(DEFAULT_LOCALE),
});
export type LocaleQuery = z.infer<typeof localeQuerySchema>;

/** A content's translations: any of the translated languages, each with the content type's own fields. */
export const translationsSchema = <T extends z.ZodType>(fields: T) => z.partialRecord(translatedLocaleSchema, fields);

/**
 * How far a language of a content is: `done` (every text translated), `partial` (some are, English shows for
 * the rest), `missing` (English shows), `outdated` (translated, but the English changed since).
 */
export const TRANSLATION_STATES = ["done", "partial", "missing", "outdated"] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];
export const translationStatusSchema = z.partialRecord(translatedLocaleSchema, z.enum(TRANSLATION_STATES));
export type TranslationStatus = z.infer<typeof translationStatusSchema>;

/**
 * The content as a reader of `locale` sees it: each of `fields` from that language's translation when it
 * has a non-empty one, else English. `locale` in the answer is the language actually shown (English when
 * no text of the translation was used), so the page can mark English text as English.
 */
export function inLanguage<T extends Record<string, unknown>, K extends keyof T & string>(
  english: T,
  translations: Partial<Record<TranslatedLocale, Partial<Record<K, string | null>>>> | null | undefined,
  locale: Locale,
  fields: readonly K[],
): { content: T; locale: Locale } {
  if (locale === DEFAULT_LOCALE) return { content: english, locale };
  const translation = translations?.[locale as TranslatedLocale];
  if (!translation) return { content: english, locale: DEFAULT_LOCALE };
  const content = { ...english };
  let used = false;
  for (const field of fields) {
    const text = translation[field];
    if (typeof text === "string" && text.trim() !== "") {
      content[field] = text as T[K];
      used = true;
    }
  }
  return { content, locale: used ? locale : DEFAULT_LOCALE };
}

/** Each translated language's state for a content whose translatable texts are `fields` (English given). */
export function translationStatus<K extends string>(
  english: Partial<Record<K, string | null>>,
  translations: Partial<Record<TranslatedLocale, Partial<Record<K, string | null>>>> | null | undefined,
  fields: readonly K[],
): TranslationStatus {
  const wanted = fields.filter((field) => (english[field] ?? "").trim() !== "");
  const status: TranslationStatus = {};
  for (const locale of TRANSLATED_LOCALES) {
    const translation: Partial<Record<K, string | null>> = translations?.[locale] ?? {};
    const done = wanted.filter((field) => (translation[field] ?? "").trim() !== "").length;
    status[locale] = done === 0 ? "missing" : done === wanted.length ? "done" : "partial";
  }
  return status;
}
