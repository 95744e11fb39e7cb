import type { PageTranslations } from "@/shared/page-content";
import type { TranslatedLocale } from "@/shared/schemas/translations";
import { AR_PAGE_TEXTS } from "./ar";
import { FR_PAGE_TEXTS } from "./fr";
import { SW_PAGE_TEXTS } from "./sw";

/**
 * The defaults' translations, written by us: what a page shows in a language until staff save that
 * language. Terms and Privacy have none: a legal text is translated once a lawyer has read the translation,
 * so they show in English (the editor says so) until staff add one.
 */
export const BUILT_IN_PAGE_TEXTS: Record<TranslatedLocale, PageTranslations> = {
  fr: FR_PAGE_TEXTS,
  ar: AR_PAGE_TEXTS,
  sw: SW_PAGE_TEXTS,
};
