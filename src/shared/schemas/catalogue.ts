import { z } from "zod";
import {
  CELEBRITY_SORTS,
  COUNTRY_IDS,
  COUNTRY_INVALID,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MAX_PRICE_FILTER_USD,
} from "../catalogue";
import { LANGUAGE_IDS } from "../languages";
import { LOCALES } from "../locales";

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  celebrityCount: z.number().int(),
});

export const categoriesResponseSchema = z.object({ categories: z.array(categorySchema) });

const positiveIntFromQuery = (label: string, max?: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int({ error: `${label} must be a whole number` })
    .min(1, { error: `${label} must be 1 or more` })
    .max(max ?? Number.MAX_SAFE_INTEGER, { error: `${label} must be at most ${max}` });

const priceFromQuery = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a whole number of US dollars` })
    .int({ error: `${label} must be a whole number of US dollars` })
    .min(0, { error: `${label} must be 0 or more` })
    .max(MAX_PRICE_FILTER_USD, { error: `${label} must be at most ${MAX_PRICE_FILTER_USD}` });

/** A query-string switch: only "true" and "false" (a typo answers 400 instead of being read as on). */
const booleanFromQuery = (label: string) =>
  z.enum(["true", "false"], { error: `${label} must be true or false` }).transform((value) => value === "true");

export const celebrityListQuerySchema = z
  .object({
    search: z.string().trim().max(100, { error: "Search must be at most 100 characters" }).optional(),
    category: z.string().trim().max(64).optional(),
    language: z.enum(LANGUAGE_IDS, { error: `Language must be one of ${LANGUAGE_IDS.join(", ")}` }).optional(),
    country: z.enum(COUNTRY_IDS, { error: COUNTRY_INVALID }).optional(),
    /** Lowest price in whole US dollars (inclusive). */
    minPrice: priceFromQuery("Minimum price").optional(),
    /** Highest price in whole US dollars (inclusive). */
    maxPrice: priceFromQuery("Maximum price").optional(),
    /** Only celebrities who usually respond within 24 hours. */
    within24h: booleanFromQuery("Delivers within 24 hours").optional(),
    sort: z.enum(CELEBRITY_SORTS, { error: `Sort must be one of ${CELEBRITY_SORTS.join(", ")}` }).default("trending"),
    page: positiveIntFromQuery("Page").default(1),
    pageSize: positiveIntFromQuery("Page size", MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  })
  .refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
    error: "Minimum price must not be above the maximum price",
    path: ["minPrice"],
  });

export const celebritySummarySchema = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string(),
  profession: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  country: z.string(),
  priceCents: z.number().int(),
  imageUrl: z.string().nullable(),
  verified: z.boolean(),
  featured: z.boolean(),
  rating: z.number(),
  reviewCount: z.number().int(),
  responseTime: z.string(),
});

export const celebrityListResponseSchema = z.object({
  items: z.array(celebritySummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  /** Per category id, how many celebrities the same filters list in it, whatever category is chosen. */
  categoryCounts: z.record(z.string(), z.number().int()),
});

export const featuredCelebritiesResponseSchema = z.object({ items: z.array(celebritySummarySchema) });

export const celebrityDetailSchema = celebritySummarySchema.extend({
  /** The bio in the language asked for (`?locale=`) when the star wrote one, else their main bio. */
  bio: z.string(),
  /** The language of `bio`: the locale of its translation, or null for the main bio (its language unknown). */
  bioLocale: z.enum(LOCALES).nullable(),
  socialMedia: z.record(z.string(), z.string()),
  approvedAt: z.string().nullable(),
  /** Language ids (src/shared/languages.ts). */
  languages: z.array(z.string()),
  /** False: the celebrity paused requests; the profile says so and booking is refused. */
  acceptingRequests: z.boolean(),
  /** True: a fan's plan can cover a video from them (ADR 032); else plan holders pay as everyone does. */
  acceptsPlanBookings: z.boolean(),
  /** What rush delivery (24 hours, ADR 059) adds to the price, USD cents; null: the star does not offer it. */
  rushPriceCents: z.number().int().nullable(),
  /** The star's open requests reached the limit they set (ADR 055): the profile says so and booking is refused. */
  full: z.boolean(),
  /**
   * When full, the day (YYYY-MM-DD, UTC) by which a place is expected to free up: the earliest delivery deadline
   * among the star's open requests (ADR 055); null when not full.
   */
  opensAgainOn: z.string().nullable(),
});

export const usernameParamsSchema = z.object({ username: z.string().trim().min(1).max(64) });

export const reviewSchema = z.object({
  id: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
});

export const reviewsResponseSchema = z.object({ items: z.array(reviewSchema), total: z.number().int() });

export const showcaseVideoSchema = z.object({
  id: z.string(),
  title: z.string(),
  posterUrl: z.string().nullable(),
  videoUrl: z.string(),
  /** The 360p low-data rendition, for slow or metered connections; null when the video has none. */
  lowDataVideoUrl: z.string().nullable(),
  createdAt: z.string(),
});

export const showcaseVideosResponseSchema = z.object({ items: z.array(showcaseVideoSchema) });

/** A banner slide's picture, texts and button, as staff write it (English). */
export const sliderSlideSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  buttonText: z.string().nullable(),
  buttonLink: z.string().nullable(),
});

/**
 * A slide on the home page, its texts in the language asked for (`?locale=`): `locale` is the language they
 * are shown in (English when the slide has no translation in it); `englishFields` names the texts that
 * still show in English in a partial translation.
 */
export const sliderItemSchema = sliderSlideSchema.extend({
  locale: z.enum(LOCALES),
  // SLIDER_TRANSLATED_FIELDS (schemas/slider.ts imports this module, so they are named here).
  englishFields: z.array(z.enum(["title", "description", "buttonText"])).optional(),
});

export const sliderResponseSchema = z.object({ items: z.array(sliderItemSchema) });

export const testimonialSchema = z.object({
  id: z.string(),
  quote: z.string(),
  author: z.string(),
  location: z.string(),
  imageUrl: z.string().nullable(),
});

export const testimonialsResponseSchema = z.object({ items: z.array(testimonialSchema) });

export type Category = z.infer<typeof categorySchema>;
export type CelebrityListQuery = z.infer<typeof celebrityListQuerySchema>;
export type CelebritySummary = z.infer<typeof celebritySummarySchema>;
export type CelebrityListResponse = z.infer<typeof celebrityListResponseSchema>;
export type CelebrityDetail = z.infer<typeof celebrityDetailSchema>;
export type Review = z.infer<typeof reviewSchema>;
export type ShowcaseVideo = z.infer<typeof showcaseVideoSchema>;
export type SliderItem = z.infer<typeof sliderItemSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;
export type FeaturedCelebritiesResponse = z.infer<typeof featuredCelebritiesResponseSchema>;
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;
export type ShowcaseVideosResponse = z.infer<typeof showcaseVideosResponseSchema>;
export type SliderResponse = z.infer<typeof sliderResponseSchema>;
export type TestimonialsResponse = z.infer<typeof testimonialsResponseSchema>;
