/**
 * The editable texts of the public pages (spec sections 2 and 3): which pages there are, their fields and
 * today's texts, which are the defaults a fresh database serves. Pure data, no zod; each public page imports only
 * its own texts (page-texts/texts-<page>.ts; not named after the page, so no chunk is called home-*.js but the home route), to keep the first load small; the rules (minimum lengths, messages) are in schemas/page-content.ts.
 *
 * Every field is plain text: the pages render it as text, never as HTML.
 */

import type { PageId } from "./page-texts/pages";
import { ABOUT_TEXTS } from "./page-texts/texts-about";
import { BUSINESS_TEXTS } from "./page-texts/texts-business";
import { CONTACT_TEXTS } from "./page-texts/texts-contact";
import { HELP_TEXTS } from "./page-texts/texts-help";
import { HOME_TEXTS } from "./page-texts/texts-home";
import { PRIVACY_TEXTS } from "./page-texts/texts-privacy";
import { TERMS_TEXTS } from "./page-texts/texts-terms";

export {
  PAGE_EDIT_DENIED,
  PAGE_IDS,
  PAGE_LABELS,
  PAGE_PATHS,
  type PageId,
  pageFieldLabel,
} from "./page-texts/pages";

/** Today's texts: what every page shows until staff change it (and what a stored page that no longer parses falls back to). */
export const PAGE_DEFAULTS = {
  home: HOME_TEXTS,
  about: ABOUT_TEXTS,
  business: BUSINESS_TEXTS,
  contact: CONTACT_TEXTS,
  help: HELP_TEXTS,
  terms: TERMS_TEXTS,
  privacy: PRIVACY_TEXTS,
} satisfies Record<PageId, Record<string, string>>;

export type PageFields<P extends PageId> = (typeof PAGE_DEFAULTS)[P];
export type PageFieldName<P extends PageId> = keyof PageFields<P> & string;

/**
 * A page's texts in another language: only the fields translated (the English text shows for the rest).
 * The built-in translations of the defaults live with the server (page-content/built-in/<locale>.ts).
 */
export type PageTranslation<P extends PageId> = Partial<PageFields<P>>;
export type PageTranslations = { [P in PageId]?: PageTranslation<P> };

/** Texts that are the same in every language (an address to write to, a number to call): never translated. */
export const LANGUAGE_NEUTRAL_FIELDS: { [P in PageId]?: readonly PageFieldName<P>[] } = {
  contact: ["emailAddress", "phoneNumber"],
};

/** How many earlier versions of a page are kept (and can be restored). */
export const PAGE_REVISIONS_KEPT = 20;
