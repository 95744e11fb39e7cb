import type { Locale } from "./locales";

/** The languages a celebrity records in: shown on the profile and used as a browse filter. */
export const LANGUAGES = [
  { id: "english", name: "English" },
  { id: "french", name: "French" },
  { id: "arabic", name: "Arabic" },
  { id: "portuguese", name: "Portuguese" },
  { id: "pidgin", name: "Pidgin" },
  { id: "yoruba", name: "Yoruba" },
  { id: "igbo", name: "Igbo" },
  { id: "hausa", name: "Hausa" },
  { id: "twi", name: "Twi" },
  { id: "swahili", name: "Swahili" },
  { id: "amharic", name: "Amharic" },
  { id: "zulu", name: "Zulu" },
  { id: "xhosa", name: "Xhosa" },
  { id: "afrikaans", name: "Afrikaans" },
] as const;

export type LanguageId = (typeof LANGUAGES)[number]["id"];

export const LANGUAGE_IDS = LANGUAGES.map((language) => language.id) as [LanguageId, ...LanguageId[]];

export function languageName(id: string): string {
  return LANGUAGES.find((language) => language.id === id)?.name ?? id;
}

/** The language a star records in that matches each site language: what a fan reading that language gets. */
export const LANGUAGE_OF_LOCALE: Record<Locale, LanguageId> = {
  en: "english",
  fr: "french",
  ar: "arabic",
  sw: "swahili",
};

/**
 * The language a request's video is recorded in when the fan names none: of the star's languages (in their
 * order), the one of the fan's page if the star records in it, else the star's first; null for a star who
 * lists none.
 */
export function defaultRecordingLanguage(starLanguages: readonly string[], locale: Locale): LanguageId | null {
  const known = starLanguages.filter((id): id is LanguageId => (LANGUAGE_IDS as readonly string[]).includes(id));
  const wanted = LANGUAGE_OF_LOCALE[locale];
  return known.includes(wanted) ? wanted : (known[0] ?? null);
}
