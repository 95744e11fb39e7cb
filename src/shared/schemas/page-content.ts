import { z } from "zod";
import { LOCALES } from "../locales";
import type { PageFields } from "../page-content";
import { PAGE_IDS, type PageId } from "../page-texts/pages";
import { translationStatusSchema } from "./translations";

/**
 * The rules of the editable page texts (spec sections 3 and 4: minimum lengths and their messages): one schema
 * per page, used by the server on every save and by the staff forms and the inline editor before sending.
 */

export const PAGE_CONTENT_MESSAGES = {
  title: "Title must be at least 5 characters",
  heading: "Title must be at least 2 characters",
  description: "Description must be at least 10 characters",
  button: "Button text is required",
  mission: "Mission statement must be at least 10 characters",
  vision: "Vision statement must be at least 10 characters",
  subheading: "Subheading must be at least 10 characters",
  required: "This text is required",
  email: "Please enter a valid email address.",
  phone: "Phone number must be at least 5 characters",
  address: "Address must be at least 10 characters",
  tooLong: (max: number) => `Must be at most ${max} characters`,
  saved: { title: "Changes saved", description: "Your page updates have been saved successfully." },
  discarded: { title: "Changes discarded", description: "Your edits have been discarded." },
  // Inline editing's save failure, in the spec's words (section 6).
  saveFailed: {
    title: "Error saving changes",
    description: "There was a problem saving your changes. Please try again.",
  },
  loadFailed: { title: "Error loading content", description: "Failed to load page content from database" },
} as const;

const M = PAGE_CONTENT_MESSAGES;

/** Trimmed text between `min` and `max` characters. */
const text = (min: number, message: string, max: number) =>
  z
    .string({ error: M.required })
    .trim()
    .min(min, { error: message })
    .max(max, { error: M.tooLong(max) });

const pageTitle = () => text(5, M.title, 150);
const heading = () => text(2, M.heading, 150);
const paragraph = (message: string = M.description) => text(10, message, 3000);
const button = () => text(2, M.button, 60);
const optional = () =>
  z
    .string({ error: M.required })
    .trim()
    .max(150, { error: M.tooLong(150) });

const homeSchema = z.strictObject({
  heroBadge: heading(),
  heroTitle: pageTitle(),
  heroTitleHighlight: optional(),
  heroDescription: paragraph(),
  heroCTAButton: button(),
  heroSecondaryButton: button(),
  featuredSectionTitle: pageTitle(),
  ctaTitle: pageTitle(),
  ctaDescription: paragraph(),
  ctaPrimaryButton: button(),
  ctaSecondaryButton: button(),
});

const aboutSchema = z.strictObject({
  eyebrow: heading(),
  pageTitle: pageTitle(),
  intro: paragraph(),
  storyTitle: heading(),
  missionStatement: paragraph(M.mission),
  visionTitle: heading(),
  visionStatement: paragraph(M.vision),
  howTitle: heading(),
  howContent: paragraph(),
  howContent2: paragraph(),
  joinTitle: heading(),
  joinContent: paragraph(),
  joinPrimaryButton: button(),
  joinSecondaryButton: button(),
  contactTitle: heading(),
  contactIntro: paragraph(),
});

const businessSchema = z.strictObject({
  eyebrow: heading(),
  pageTitle: pageTitle(),
  subheading: paragraph(M.subheading),
  description: paragraph(),
  ctaButtonText: button(),
  section1Title: heading(),
  section1Text: paragraph(),
  section2Title: heading(),
  section2Text: paragraph(),
  section3Title: heading(),
  section3Text: paragraph(),
});

const contactSchema = z.strictObject({
  eyebrow: heading(),
  pageTitle: pageTitle(),
  description: paragraph(),
  emailTitle: heading(),
  emailText: paragraph(),
  phoneTitle: heading(),
  phoneText: paragraph(),
  officeTitle: heading(),
  emailAddress: z
    .string({ error: M.required })
    .trim()
    .max(254, { error: M.email })
    .pipe(z.email({ error: M.email })),
  phoneNumber: text(5, M.phone, 40),
  phoneHours: heading(),
  officeText: heading(),
  officeAddress: text(10, M.address, 300),
  formTitle: heading(),
  formDescription: heading(),
  formNameLabel: heading(),
  formNamePlaceholder: heading(),
  formEmailLabel: heading(),
  formEmailPlaceholder: heading(),
  formSubjectLabel: heading(),
  formSubjectPlaceholder: heading(),
  formMessageLabel: heading(),
  formMessagePlaceholder: heading(),
  formSubmitButton: button(),
  formSubmittingButton: button(),
  successToastTitle: heading(),
  successToastDescription: paragraph(),
});

const helpSchema = z.strictObject({
  eyebrow: heading(),
  pageTitle: pageTitle(),
  description: paragraph(),
  card1Title: heading(),
  card1Text: paragraph(),
  card1LinkText: button(),
  card2Title: heading(),
  card2Text: paragraph(),
  card2LinkText: button(),
  card3Title: heading(),
  card3Text: paragraph(),
  card3LinkText: button(),
  faqTitle: pageTitle(),
  faq1Question: paragraph(),
  faq1Answer: paragraph(),
  faq2Question: paragraph(),
  faq2Answer: paragraph(),
  faq3Question: paragraph(),
  faq3Answer: paragraph(),
  faq4Question: paragraph(),
  faq4Answer: paragraph(),
  faq5Question: paragraph(),
  faq5Answer: paragraph(),
  stillTitle: heading(),
  stillText: paragraph(),
  stillButton: button(),
});

/** A legal section's body: Markdown (paragraphs, lists, links), rendered safely; long sections allowed. */
const sectionContent = () => text(10, M.description, 10000);

type SectionFields<N extends number> = `section${N}Title` | `section${N}Content`;

/** sectionNTitle and sectionNContent for N = 1..count (the type parameter lists the same numbers). */
function legalSections<N extends number>(count: number) {
  const shape: Record<string, z.ZodString> = {};
  for (let n = 1; n <= count; n++) {
    shape[`section${n}Title`] = heading();
    shape[`section${n}Content`] = sectionContent();
  }
  return shape as Record<SectionFields<N>, z.ZodString>;
}

const legalSchema = <N extends number>(count: number) =>
  z.strictObject({
    pageTitle: pageTitle(),
    lastUpdated: heading(),
    intro: paragraph(),
    ...legalSections<N>(count),
    footer: paragraph(),
  });

const termsSchema = legalSchema<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10>(10);
const privacySchema = legalSchema<1 | 2 | 3 | 4 | 5 | 6 | 7>(7);

export const PAGE_SCHEMAS = {
  home: homeSchema,
  about: aboutSchema,
  business: businessSchema,
  contact: contactSchema,
  help: helpSchema,
  terms: termsSchema,
  privacy: privacySchema,
} satisfies { [P in PageId]: z.ZodType<PageFields<P>> };

export const pageIdParamsSchema = z.object({
  pageId: z.enum(PAGE_IDS, { error: `Page must be one of ${PAGE_IDS.join(", ")}` }),
});

export const pageRevisionParamsSchema = pageIdParamsSchema.extend({
  revisionId: z.uuid({ error: "Unknown revision" }),
});

/** A save: every field of the page (the page's own schema checks them on the server). */
export const savePageContentSchema = z.object({
  fields: z.record(z.string().max(100), z.unknown()),
  /** The language saved: English (the page's texts) or a translation (what differs from English). */
  locale: z.enum(LOCALES, { error: `Language must be one of ${LOCALES.join(", ")}` }).default("en"),
});
export type SavePageContent = z.infer<typeof savePageContentSchema>;

export const pageContentSchema = z.object({
  pageId: z.enum(PAGE_IDS),
  /** The language asked for; `untranslated` names the fields shown in English in it. */
  locale: z.enum(LOCALES),
  fields: z.record(z.string(), z.string()),
  untranslated: z.array(z.string()),
  /** null: never saved, the defaults. */
  updatedAt: z.string().nullable(),
});
export type PageContent = z.infer<typeof pageContentSchema>;

export const pageRevisionSchema = z.object({
  id: z.string(),
  locale: z.enum(LOCALES),
  fields: z.record(z.string(), z.string()),
  savedAt: z.string(),
  savedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type PageRevision = z.infer<typeof pageRevisionSchema>;

export const pageRevisionsResponseSchema = z.object({ revisions: z.array(pageRevisionSchema) });
export type PageRevisionsResponse = z.infer<typeof pageRevisionsResponseSchema>;

/** Edit Pages' overview: each page's translations, how far each is. */
export const pageLanguagesResponseSchema = z.object({
  pages: z.array(z.object({ pageId: z.enum(PAGE_IDS), languages: translationStatusSchema })),
});
export type PageLanguagesResponse = z.infer<typeof pageLanguagesResponseSchema>;
