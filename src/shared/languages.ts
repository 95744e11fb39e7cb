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
