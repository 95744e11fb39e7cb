import { z } from "zod";
import { BLOG_MESSAGES } from "../blog-messages";
import { STORED_IMAGE_URL } from "../images";
import { LOCALES } from "../locales";
import { pageInfoSchema, pageQuery } from "./pagination";
import { localeQuerySchema, translatedLocaleSchema, translationStatusSchema, translationsSchema } from "./translations";

/**
 * The blog (spec section 2: Blog list, Blog post, Blog editor): one contract for the public routes
 * (`/api/blog/*`), the staff routes (`/api/admin/blog/*`), the editor form and the public pages.
 */

export const BLOG_STATUSES = ["draft", "published"] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];
export const BLOG_STATUS_LABELS: Record<BlogStatus, string> = { draft: "Draft", published: "Published" };

/** Cards per page on /blog and /blog/tag/:tag: 3 rows of the widest grid. */
export const BLOG_PAGE_SIZE = 9;

export const BLOG_LIMITS = {
  title: 200,
  slug: 120,
  excerpt: 500,
  content: 100_000,
  author: 100,
  tag: 40,
  tags: 20,
} as const;

/**
 * The slug the spec makes from a title: lower case, punctuation removed, spaces turned into hyphens (accents
 * dropped, runs of hyphens collapsed, none at either end). Empty when nothing is left.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .trim()
    .replace(/[\s_]+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, BLOG_LIMITS.slug)
    .replace(/-$/, "");
}

/** A tag as stored: trimmed, inner spaces collapsed. Tags compare case-insensitively. */
export const normaliseTag = (tag: string) => tag.trim().replace(/\s+/g, " ");
export const sameTag = (a: string, b: string) => normaliseTag(a).toLowerCase() === normaliseTag(b).toLowerCase();

const required = (max: number, label: string) =>
  z
    .string({ error: BLOG_MESSAGES.missingFields })
    .trim()
    .min(1, { error: BLOG_MESSAGES.missingFields })
    .max(max, { error: `${label} must be at most ${max} characters` });

/** A path on this site (the built-in banners), never protocol-relative. */
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9/_.-]{1,300}$/;

/** A cover image: one stored by the image pipeline (`/api/images/...`), a path on this site, or an https address. */
export const blogImageUrlSchema = z
  .string()
  .trim()
  .max(2000, { error: BLOG_MESSAGES.imageUrl })
  .refine(
    (value) => {
      if (STORED_IMAGE_URL.test(value) || SITE_PATH.test(value)) return true;
      try {
        return new URL(value).protocol === "https:";
      } catch {
        return false;
      }
    },
    { error: BLOG_MESSAGES.imageUrl },
  );

/** A post in another language: each text optional (empty: the English one shows). */
const translatedText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullish()
    .transform((value) => (value ? value : null));
export const blogTranslationSchema = z.object({
  title: translatedText(BLOG_LIMITS.title, "Title"),
  excerpt: translatedText(BLOG_LIMITS.excerpt, "Excerpt"),
  content: translatedText(BLOG_LIMITS.content, "Content"),
});
export const BLOG_TRANSLATED_FIELDS = ["title", "excerpt", "content"] as const;
export const blogTranslationsSchema = translationsSchema(blogTranslationSchema);
export type BlogTranslations = z.output<typeof blogTranslationsSchema>;
export type BlogTranslatedField = (typeof BLOG_TRANSLATED_FIELDS)[number];

/** The translations as stored and answered to staff (what the input schema above leaves). */
export const storedBlogTranslationsSchema = z.partialRecord(
  translatedLocaleSchema,
  z.object({ title: z.string().nullish(), excerpt: z.string().nullish(), content: z.string().nullish() }),
);

/** What the editor sends, for a new post and for an edit (the whole post each time). */
export const blogPostInputSchema = z.object({
  title: required(BLOG_LIMITS.title, "Title"),
  excerpt: required(BLOG_LIMITS.excerpt, "Excerpt"),
  content: required(BLOG_LIMITS.content, "Content"),
  author: required(BLOG_LIMITS.author, "Author"),
  /** Empty or absent: made from the title. Either way made unique with a suffix when taken. */
  slug: z
    .string()
    .trim()
    .max(BLOG_LIMITS.slug, { error: `Slug must be at most ${BLOG_LIMITS.slug} characters` })
    .optional(),
  imageUrl: blogImageUrlSchema.nullable().optional(),
  tags: z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: "Tags cannot be empty" })
        .max(BLOG_LIMITS.tag, { error: `Tags must be at most ${BLOG_LIMITS.tag} characters` }),
    )
    .max(BLOG_LIMITS.tags, { error: `At most ${BLOG_LIMITS.tags} tags` })
    .default([])
    .refine((tags) => new Set(tags.map((tag) => normaliseTag(tag).toLowerCase())).size === tags.length, {
      error: BLOG_MESSAGES.tagExists,
    }),
  status: z.enum(BLOG_STATUSES, { error: "Status must be draft or published" }),
  /**
   * The post in the other languages (Markdown content, like the English). Absent: a new post has none, an
   * edit keeps the saved ones; present: replaces them all. Public with the post: a draft stays hidden in all.
   */
  translations: blogTranslationsSchema.optional(),
});
export type BlogPostInput = z.input<typeof blogPostInputSchema>;
export type BlogPostValues = z.output<typeof blogPostInputSchema>;

/** A post as staff wrote it (English), without its content. */
const blogPostFieldsSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  imageUrl: z.string().nullable(),
  author: z.string(),
  tags: z.array(z.string()),
  status: z.enum(BLOG_STATUSES),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/**
 * A published post on the public blog, its texts in the language asked for (`?locale=`): `locale` is the
 * language they are shown in (English when the post has no translation in it); `englishFields` names the
 * texts that still show in English in a partial translation.
 */
export const blogPostSummarySchema = blogPostFieldsSchema.extend({
  locale: z.enum(LOCALES),
  englishFields: z.array(z.enum(BLOG_TRANSLATED_FIELDS)).optional(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({ content: z.string() });
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostResponseSchema = z.object({ post: blogPostSchema });
export type BlogPostResponse = z.infer<typeof blogPostResponseSchema>;

export const blogPostListSchema = pageInfoSchema.extend({ items: z.array(blogPostSummarySchema) });
export type BlogPostList = z.infer<typeof blogPostListSchema>;

/** A post on Blog Management's list: how far each language is (done, partial or missing). */
export const adminBlogPostSummarySchema = blogPostFieldsSchema.extend({ translationStatus: translationStatusSchema });
export type AdminBlogPostSummary = z.infer<typeof adminBlogPostSummarySchema>;

/** A post in the editor: its English texts and its translations. */
export const adminBlogPostSchema = adminBlogPostSummarySchema.extend({
  content: z.string(),
  translations: storedBlogTranslationsSchema,
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;

export const adminBlogPostResponseSchema = z.object({ post: adminBlogPostSchema });
export type AdminBlogPostResponse = z.infer<typeof adminBlogPostResponseSchema>;

export const adminBlogPostListSchema = pageInfoSchema.extend({ items: z.array(adminBlogPostSummarySchema) });
export type AdminBlogPostList = z.infer<typeof adminBlogPostListSchema>;

// --- Public -----------------------------------------------------------------------------------------

export const publicBlogListQuerySchema = z.object({
  ...pageQuery,
  ...localeQuerySchema.shape,
  tag: z.string().trim().min(1).max(BLOG_LIMITS.tag).optional(),
});
export type PublicBlogListQuery = z.infer<typeof publicBlogListQuerySchema>;

export const blogSlugParamsSchema = z.object({
  slug: z
    .string()
    .min(1)
    .max(BLOG_LIMITS.slug * 4),
});

export const blogTagCountSchema = z.object({ tag: z.string(), count: z.number().int() });
export type BlogTagCount = z.infer<typeof blogTagCountSchema>;
export const blogTagsResponseSchema = z.object({ tags: z.array(blogTagCountSchema) });
export type BlogTagsResponse = z.infer<typeof blogTagsResponseSchema>;

// --- Staff ------------------------------------------------------------------------------------------

export const adminBlogListQuerySchema = z.object({
  ...pageQuery,
  search: z.string().trim().max(200).optional(),
  status: z.enum(BLOG_STATUSES, { error: "Status must be draft or published" }).optional(),
});
export type AdminBlogListQuery = z.infer<typeof adminBlogListQuerySchema>;

export const blogPostIdParamsSchema = z.object({ id: z.uuid({ error: BLOG_MESSAGES.postNotFound }) });

export const blogImageResponseSchema = z.object({ url: z.string() });
export type BlogImageResponse = z.infer<typeof blogImageResponseSchema>;

/** Cover and in-post images: one size, fitted inside this box (aspect kept, never enlarged). */
export const BLOG_IMAGE_SIZE = { width: 1600, height: 1200 } as const;
