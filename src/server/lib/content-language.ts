import { DEFAULT_LOCALE, type Locale } from "@/shared/locales";
import { inLanguage, TRANSLATED_LOCALES, type TranslatedLocale } from "@/shared/schemas/translations";

type Texts<K extends string> = Partial<Record<K, string | null>>;
type Translations<K extends string> = Partial<Record<TranslatedLocale, Texts<K>>> | null | undefined;

const written = (text: string | null | undefined): text is string => typeof text === "string" && text.trim() !== "";

/**
 * Content staff write per language (slides, blog posts), as a reader of `locale` gets it: each of `fields`
 * from that language's translation when it has one, else English (inLanguage). `locale` is the language
 * shown (English when nothing of the translation was used); `englishFields`, only when a translation is
 * partial, names the texts still shown in English, so the page can mark them as English.
 */
export function forReader<T extends Record<string, unknown>, K extends keyof T & string>(
  english: T,
  translations: Translations<K>,
  locale: Locale,
  fields: readonly K[],
): T & { locale: Locale; englishFields?: K[] } {
  const { content, locale: shown } = inLanguage(english, translations, locale, fields);
  if (shown === DEFAULT_LOCALE) return { ...content, locale: shown };
  const translation: Texts<K> = translations?.[shown as TranslatedLocale] ?? {};
  const englishFields = fields.filter(
    (field) => written(english[field] as string | null | undefined) && !written(translation[field]),
  );
  return { ...content, locale: shown, ...(englishFields.length > 0 && { englishFields }) };
}

/** Translations as kept: the languages with at least one written text (the others show English anyway). */
export function keptTranslations<T extends Texts<string>>(
  translations: Partial<Record<TranslatedLocale, T>>,
): Partial<Record<TranslatedLocale, T>> {
  const kept: Partial<Record<TranslatedLocale, T>> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const texts = translations[locale];
    if (texts && Object.values(texts).some(written)) kept[locale] = texts;
  }
  return kept;
}
