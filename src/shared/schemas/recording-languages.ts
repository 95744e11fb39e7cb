import { z } from "zod";
import { LANGUAGE_IDS } from "../languages";

/**
 * The languages a star records in (ids of src/shared/languages.ts): one schema for the application and the
 * star's profile, so both ask for and accept the same list.
 */
export const LANGUAGES_MESSAGES = {
  languageInvalid: "Choose languages from the list.",
  languagesDuplicate: "Each language can be chosen once.",
} as const;

export const recordingLanguagesSchema = z
  .array(z.enum(LANGUAGE_IDS, { error: LANGUAGES_MESSAGES.languageInvalid }), {
    error: LANGUAGES_MESSAGES.languageInvalid,
  })
  .max(LANGUAGE_IDS.length, { error: LANGUAGES_MESSAGES.languagesDuplicate })
  .refine((list) => new Set(list).size === list.length, { error: LANGUAGES_MESSAGES.languagesDuplicate });
