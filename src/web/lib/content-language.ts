import { DEFAULT_LOCALE, type Locale } from "@/shared/locales";
import { useLocale } from "./i18n";

/**
 * Where content staff write per language (slides, blog posts) came from the API: `locale` is the language
 * its texts are shown in (English when it has no translation in the one asked for), `englishFields` the
 * texts a partial translation still shows in English.
 */
export type ShownLanguage<Field extends string = string> = {
  locale?: Locale;
  englishFields?: readonly Field[];
};

/**
 * `lang="en"` for a text shown in English on a page in another language (its translation is missing), so
 * screen readers and hyphenation read it as English; undefined when it is in the page's language.
 */
export function fallbackLang<Field extends string>(
  pageLocale: Locale,
  shown: ShownLanguage<Field>,
  field: Field,
): typeof DEFAULT_LOCALE | undefined {
  if (pageLocale === DEFAULT_LOCALE || !shown.locale) return undefined;
  const english = shown.locale === DEFAULT_LOCALE || (shown.englishFields?.includes(field) ?? false);
  return english ? DEFAULT_LOCALE : undefined;
}

/** `fallbackLang` for the page's language: `langOf(post, "title")` is "en" or undefined. */
export function useFallbackLang() {
  const { locale } = useLocale();
  return <Field extends string>(shown: ShownLanguage<Field>, field: Field) => fallbackLang(locale, shown, field);
}
