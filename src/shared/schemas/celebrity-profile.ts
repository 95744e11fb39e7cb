/**
 * The celebrity's own profile (the Celebrity Profile tab of /dashboard/profile): one schema validates the
 * form and the PATCH, and describes what GET answers.
 */
import { z } from "zod";
import { MAX_OPEN_REQUESTS_LIMIT } from "../booking";
import { CATEGORIES, COUNTRY_IDS, MAX_SHOWCASE_VIDEOS, PROFESSIONS, RESPONSE_TIMES } from "../catalogue";
import { PLAN_IDS } from "../plans";
import { MESSAGES } from "./accounts";
import { LANGUAGES_MESSAGES, recordingLanguagesSchema } from "./recording-languages";
import { type TranslatedLocale, translatedLocaleSchema, translationsSchema } from "./translations";

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const BIO_MAX_LENGTH = 2000;

/** Names that are paths of the site or the API, or would pass for staff. */
export const RESERVED_USERNAMES = [
  "admin",
  "administrator",
  "api",
  "featured",
  "help",
  "moderator",
  "null",
  "root",
  "salamu",
  "staff",
  "support",
  "undefined",
] as const;

export const PROFILE_MESSAGES = {
  usernameRequired: "Username is required.",
  usernameFormat: `Username must be ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters: lowercase letters, digits and underscores.`,
  usernameReserved: "This username is reserved. Please choose another.",
  usernameTaken: "This username is already taken. Please choose another.",
  responseTimeInvalid: `Response time must be one of ${RESPONSE_TIMES.join(", ")}.`,
  ...LANGUAGES_MESSAGES,
  showcaseTooMany: `You can feature at most ${MAX_SHOWCASE_VIDEOS} videos.`,
  showcaseNotAllowed: "Only delivered videos whose fan allowed it can be featured.",
  maxOpenRequests: `The limit must be a whole number from 1 to ${MAX_OPEN_REQUESTS_LIMIT}, or no limit.`,
  rushPriceNumber: "Rush price must be a number.",
  rushPriceMin: "Rush price must be at least 1.",
  rushPriceMax: "Rush price must be at most 100000.",
  rushPriceDecimals: "Rush price can have at most 2 decimals.",
} as const;

/** A price in whole cents: 49.999 is not a price. */
const wholeCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/**
 * What rush delivery (24 hours, ADR 059) adds to the star's price, in US dollars as their price is, checked as
 * their price is (at least 1, at most 100000, cents); null: the star does not offer rush delivery (the default).
 * The rush card and `PATCH /api/celebrity/profile` validate with this one schema.
 */
export const rushPriceUsdSchema = z
  .number({ error: PROFILE_MESSAGES.rushPriceNumber })
  .min(1, { error: PROFILE_MESSAGES.rushPriceMin })
  .max(100_000, { error: PROFILE_MESSAGES.rushPriceMax })
  .refine(wholeCents, { error: PROFILE_MESSAGES.rushPriceDecimals })
  .nullable();

/**
 * How many open requests the star takes at once (ADR 055): a whole number from 1 to MAX_OPEN_REQUESTS_LIMIT,
 * or null for no limit. The capacity card and the PATCH validate with this one schema.
 */
export const maxOpenRequestsSchema = z
  .number({ error: PROFILE_MESSAGES.maxOpenRequests })
  .int({ error: PROFILE_MESSAGES.maxOpenRequests })
  .min(1, { error: PROFILE_MESSAGES.maxOpenRequests })
  .max(MAX_OPEN_REQUESTS_LIMIT, { error: PROFILE_MESSAGES.maxOpenRequests })
  .nullable();

/** Typed as the visitor likes (`Ada_Obi`), kept lowercase: usernames are unique regardless of case. */
export const usernameSchema = z
  .string({ error: PROFILE_MESSAGES.usernameRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: PROFILE_MESSAGES.usernameRequired })
  .regex(new RegExp(`^[a-z0-9_]{${USERNAME_MIN_LENGTH},${USERNAME_MAX_LENGTH}}$`), {
    error: PROFILE_MESSAGES.usernameFormat,
  })
  .refine((name) => !(RESERVED_USERNAMES as readonly string[]).includes(name), {
    error: PROFILE_MESSAGES.usernameReserved,
  });

const BIO_TOO_LONG = `Bio must be at most ${BIO_MAX_LENGTH} characters.`;

/**
 * The bio in the site's other languages (ADR 049), each optional: the main bio (in whatever language the star
 * wrote it) shows wherever the visitor's language has none. An empty text removes that language's.
 */
export const bioTranslationsSchema = translationsSchema(
  z.string({ error: "Bio must be text." }).trim().max(BIO_MAX_LENGTH, { error: BIO_TOO_LONG }).nullish(),
).transform((translations) => {
  const kept: Partial<Record<TranslatedLocale, string>> = {};
  for (const [locale, text] of Object.entries(translations) as [TranslatedLocale, string | null | undefined][]) {
    if (text) kept[locale] = text;
  }
  return kept;
});
export type BioTranslations = z.output<typeof bioTranslationsSchema>;

const categoryIds = CATEGORIES.map((category) => category.id) as [string, ...string[]];

/** Every field of the form; the PATCH takes any subset (the availability switch sends one). */
export const celebrityProfileFormSchema = z.object({
  username: usernameSchema,
  priceUsd: z
    .number({ error: MESSAGES.priceNumber })
    .min(1, { error: MESSAGES.priceMin })
    .max(100_000, { error: "Price must be at most 100000." })
    .refine(wholeCents, { error: "Price can have at most 2 decimals." }),
  categoryId: z.enum(categoryIds, { error: MESSAGES.categoryInvalid }),
  profession: z.enum(PROFESSIONS, { error: MESSAGES.professionInvalid }),
  country: z.enum(COUNTRY_IDS, { error: MESSAGES.countryInvalid }),
  responseTime: z.enum(RESPONSE_TIMES, { error: PROFILE_MESSAGES.responseTimeInvalid }),
  bio: z
    .string({ error: MESSAGES.bioRequired })
    .trim()
    .min(1, { error: MESSAGES.bioRequired })
    .max(BIO_MAX_LENGTH, { error: BIO_TOO_LONG }),
  /** Replaces the saved translations of the bio when sent (a language left out or empty has none). */
  bioTranslations: bioTranslationsSchema,
  languages: recordingLanguagesSchema,
  acceptingRequests: z.boolean({ error: "Accepting requests must be on or off." }),
  acceptsPlanBookings: z.boolean({ error: "Plan bookings must be on or off." }),
  maxOpenRequests: maxOpenRequestsSchema,
  rushPriceUsd: rushPriceUsdSchema,
});

export const celebrityProfileUpdateSchema = celebrityProfileFormSchema.partial();

/** What a fan is told when booking a celebrity who paused requests (POST /api/requests answers 409). */
export const requestsPausedMessage = (fullName: string) =>
  `${fullName} isn't accepting requests right now. Please check back later.`;

/** What a fan is told when booking a star whose open requests reached their limit (409 FULLY_BOOKED). */
export const fullyBookedMessage = (fullName: string) =>
  `${fullName} is fully booked right now. Please check back once they have delivered some requests.`;

export const myCelebrityProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string(),
  profession: z.string(),
  categoryId: z.string(),
  country: z.string(),
  bio: z.string(),
  /** The bio in the site's other languages, as the star wrote them. */
  bioTranslations: z.partialRecord(translatedLocaleSchema, z.string()),
  priceCents: z.number().int(),
  responseTime: z.string(),
  languages: z.array(z.string()),
  acceptingRequests: z.boolean(),
  acceptsPlanBookings: z.boolean(),
  /** The most open requests the star takes at once; null: no limit (ADR 055). */
  maxOpenRequests: z.number().int().nullable(),
  /** What rush delivery adds to the price (USD cents); null: not offered (ADR 059). */
  rushPriceCents: z.number().int().nullable(),
  /** The star's open requests now (paid, not yet delivered or closed), as the limit counts them. */
  openRequests: z.number().int(),
  /** What one video booked with each plan pays the star, after today's fee (USD cents): shown before they opt in. */
  planVideoEarningsUsdCents: z.record(z.enum(PLAN_IDS), z.number().int()),
  imageUrl: z.string().nullable(),
  socialMedia: z.record(z.string(), z.string()),
  approved: z.boolean(),
  verified: z.boolean(),
  /** Earlier usernames whose /celebrity/<name> links still lead here, newest first. */
  previousUsernames: z.array(z.string()),
});

export const myCelebrityProfileResponseSchema = z.object({ profile: myCelebrityProfileSchema });

// ---- showcase: delivered videos the fan allowed, up to MAX_SHOWCASE_VIDEOS picked by the celebrity ----

export const showcaseConsentSchema = z.object({
  allowed: z.boolean({ error: "Say whether the video may be featured." }),
});

export const showcasePicksSchema = z.object({
  requestIds: z
    .array(z.uuid({ error: "Unknown video" }), { error: "Choose the videos to feature." })
    .max(MAX_SHOWCASE_VIDEOS, { error: PROFILE_MESSAGES.showcaseTooMany })
    .refine((list) => new Set(list).size === list.length, { error: "Each video can be featured once." }),
});

/** A delivered video the celebrity may feature, with private signed links to preview it. */
export const showcaseCandidateSchema = z.object({
  requestId: z.string(),
  occasion: z.string().nullable(),
  fanName: z.string(),
  /** Who the video is for, as the fan named them (null: the fan themself). */
  recipientName: z.string().nullable(),
  completedAt: z.string().nullable(),
  videoUrl: z.string(),
  posterUrl: z.string().nullable(),
  /** 1-based position on the profile, or null when not featured. */
  position: z.number().int().nullable(),
});

export const showcaseCandidatesResponseSchema = z.object({ items: z.array(showcaseCandidateSchema) });

export type CelebrityProfileUpdate = z.output<typeof celebrityProfileUpdateSchema>;
export type MyCelebrityProfile = z.infer<typeof myCelebrityProfileSchema>;
export type ShowcaseCandidate = z.infer<typeof showcaseCandidateSchema>;
export type CelebrityProfileFormInput = z.input<typeof celebrityProfileFormSchema>;
export type MyCelebrityProfileResponse = z.infer<typeof myCelebrityProfileResponseSchema>;
export type ShowcaseConsentInput = z.infer<typeof showcaseConsentSchema>;
export type ShowcasePicksInput = z.infer<typeof showcasePicksSchema>;
export type ShowcaseCandidatesResponse = z.infer<typeof showcaseCandidatesResponseSchema>;
