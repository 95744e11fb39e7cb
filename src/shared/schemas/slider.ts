import { z } from "zod";
import { STORED_IMAGE_URL } from "../images";
import { sliderSlideSchema } from "./catalogue";
import { translatedLocaleSchema, translationStatusSchema, translationsSchema } from "./translations";

/**
 * Slider Management (/admin/slider, permission `slider`): the home page's banner slides. The spec's
 * messages: title, description and image are required ('Missing fields' / 'Please fill in all required
 * fields'); the five failure toasts of the screen are SLIDER_ERRORS.
 */

export const SLIDER_REQUIRED = { title: "Missing fields", description: "Please fill in all required fields" } as const;

export const SLIDER_ERRORS = {
  fetch: "Failed to fetch slider items",
  save: "Failed to save the slider item",
  delete: "Failed to delete the slider item",
  reorder: "Failed to reorder slider items",
  status: "Failed to update slider item status",
} as const;

export const SLIDER_LINK_MESSAGE = "The link must be a site path (/celebrities) or an https:// address";
export const SLIDER_IMAGE_MESSAGE = "The image must be one uploaded here";

export const SLIDER_LIMITS = { title: 120, description: 400, buttonText: 40, buttonLink: 500 } as const;

/** The slides of a fresh database use the built-in banners of public/banners; staff upload the rest. */
const BUILT_IN_BANNER = /^\/banners\/[a-z0-9-]{1,60}\.(svg|webp|png|jpg)$/;

export const isSliderImageUrl = (value: string) => STORED_IMAGE_URL.test(value) || BUILT_IN_BANNER.test(value);

/**
 * Where a slide's button may lead: a path of this site ("/celebrities", never "//host" or "/\host", which
 * browsers read as another host) or an https URL. javascript:, data:, http: and anything else are refused.
 */
export function isSafeSliderLink(value: string): boolean {
  // No whitespace, control characters or backslashes anywhere: browsers strip or reinterpret them.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\s\u0000-\u001f\u007f\\]/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  if (!/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

const required = (max: number, label: string) =>
  z
    .string({ error: SLIDER_REQUIRED.description })
    .trim()
    .min(1, { error: SLIDER_REQUIRED.description })
    .max(max, { error: `${label} must be at most ${max} characters` });

/** Empty or absent means none. */
const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullish()
    .transform((value) => (value ? value : null));

/** A slide in another language: each text optional (empty: the English one shows). */
export const sliderTranslationSchema = z.object({
  title: optionalText(SLIDER_LIMITS.title, "The title"),
  description: optionalText(SLIDER_LIMITS.description, "The description"),
  buttonText: optionalText(SLIDER_LIMITS.buttonText, "The button text"),
});
export const SLIDER_TRANSLATED_FIELDS = ["title", "description", "buttonText"] as const;
export const sliderTranslationsSchema = translationsSchema(sliderTranslationSchema);
export type SliderTranslations = z.output<typeof sliderTranslationsSchema>;
export type SliderTranslatedField = (typeof SLIDER_TRANSLATED_FIELDS)[number];

/** The translations as stored and answered to staff (what the input schema above leaves). */
export const storedSliderTranslationsSchema = z.partialRecord(
  translatedLocaleSchema,
  z.object({
    title: z.string().nullish(),
    description: z.string().nullish(),
    buttonText: z.string().nullish(),
  }),
);

export const sliderItemInputSchema = z.object({
  title: required(SLIDER_LIMITS.title, "The title"),
  description: required(SLIDER_LIMITS.description, "The description"),
  imageUrl: required(500, "The image").refine(isSliderImageUrl, { error: SLIDER_IMAGE_MESSAGE }),
  buttonText: optionalText(SLIDER_LIMITS.buttonText, "The button text"),
  buttonLink: optionalText(SLIDER_LIMITS.buttonLink, "The link").refine((value) => !value || isSafeSliderLink(value), {
    error: SLIDER_LINK_MESSAGE,
  }),
  /**
   * The slide's texts in the other languages. Absent: a new slide has none, an edit keeps the saved ones;
   * present: replaces them all.
   */
  translations: sliderTranslationsSchema.optional(),
});
export type SliderItemInput = z.input<typeof sliderItemInputSchema>;
export type SliderItemValues = z.output<typeof sliderItemInputSchema>;

/** The slide (its English texts, as the home carousel gets them) with what only staff see. */
export const adminSliderItemSchema = sliderSlideSchema.extend({
  active: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: z.string(),
  translations: storedSliderTranslationsSchema,
  /** How far each language is: done, partial or missing (English shows where a text is missing). */
  translationStatus: translationStatusSchema,
});
export type AdminSliderItem = z.infer<typeof adminSliderItemSchema>;

export const adminSliderListSchema = z.object({ items: z.array(adminSliderItemSchema) });
export type AdminSliderList = z.infer<typeof adminSliderListSchema>;
export const adminSliderItemResponseSchema = z.object({ item: adminSliderItemSchema });
export type AdminSliderItemResponse = z.infer<typeof adminSliderItemResponseSchema>;

export const sliderIdParamsSchema = z.object({ id: z.uuid({ error: "Slider item not found" }) });

export const sliderActiveSchema = z.object({ active: z.boolean({ error: "Active must be true or false" }) });
export type SliderActiveInput = z.infer<typeof sliderActiveSchema>;

export const SLIDER_DIRECTIONS = ["up", "down"] as const;
export type SliderDirection = (typeof SLIDER_DIRECTIONS)[number];
export const sliderMoveSchema = z.object({
  direction: z.enum(SLIDER_DIRECTIONS, { error: "Direction must be up or down" }),
});
export type SliderMoveInput = z.infer<typeof sliderMoveSchema>;

export const sliderImageResponseSchema = z.object({ imageUrl: z.string() });
export type SliderImageResponse = z.infer<typeof sliderImageResponseSchema>;

/** A slide's stored banner: the 21:9 picture of the home carousel. */
export const SLIDER_IMAGE_SIZE = { width: 1680, height: 720 } as const;
