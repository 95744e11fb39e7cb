import { BLOG_MESSAGES } from "@/shared/blog-messages";
import {
  type AdminBlogPost,
  BLOG_TRANSLATED_FIELDS,
  type BlogPostInput,
  type BlogStatus,
  type BlogTranslatedField,
  normaliseTag,
  sameTag,
  slugify,
} from "@/shared/schemas/blog";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "@/shared/schemas/translations";

/** A post's texts in another language, as typed (empty: the English text shows). */
export type TranslationValues = Record<BlogTranslatedField, string>;

/** What the editor holds while a post is written. `slugEdited`: the slug no longer follows the title. */
export type EditorValues = {
  title: string;
  slug: string;
  slugEdited: boolean;
  excerpt: string;
  content: string;
  author: string;
  imageUrl: string;
  tags: string[];
  translations: Record<TranslatedLocale, TranslationValues>;
};

/** Each language's texts from what the server keeps (a missing text is an empty field). */
const translationValues = (saved: AdminBlogPost["translations"] = {}): Record<TranslatedLocale, TranslationValues> =>
  Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [
      locale,
      Object.fromEntries(BLOG_TRANSLATED_FIELDS.map((field) => [field, saved[locale]?.[field] ?? ""])),
    ]),
  ) as Record<TranslatedLocale, TranslationValues>;

export const emptyValues = (author = ""): EditorValues => ({
  title: "",
  slug: "",
  slugEdited: false,
  excerpt: "",
  content: "",
  author,
  imageUrl: "",
  tags: [],
  translations: translationValues(),
});

export const valuesOf = (post: AdminBlogPost): EditorValues => ({
  title: post.title,
  slug: post.slug,
  slugEdited: true,
  excerpt: post.excerpt,
  content: post.content,
  author: post.author,
  imageUrl: post.imageUrl ?? "",
  tags: post.tags,
  translations: translationValues(post.translations),
});

/** A text of the post as a reader of `language` gets it: the translation's where written, else English. */
export function textIn(values: EditorValues, language: TranslatedLocale | "en", field: BlogTranslatedField): string {
  if (language === "en") return values[field];
  const translated = values.translations[language][field];
  return translated.trim() ? translated : values[field];
}

/** What a save sends of the translations: every language with a text (all of them: a save replaces them). */
function translationsInput(values: EditorValues): NonNullable<BlogPostInput["translations"]> {
  const input: NonNullable<BlogPostInput["translations"]> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const texts = values.translations[locale];
    if (BLOG_TRANSLATED_FIELDS.some((field) => texts[field].trim())) input[locale] = { ...texts };
  }
  return input;
}

/** A new title: the slug follows it until the editor types their own. */
export const withTitle = (values: EditorValues, title: string): EditorValues => ({
  ...values,
  title,
  slug: values.slugEdited ? values.slug : slugify(title),
});

/** The spec's required fields: title, excerpt, content (and the author, in the form). */
export const hasMissingFields = (values: EditorValues) =>
  [values.title, values.excerpt, values.content, values.author].some((value) => !value.trim());

/** Enter in the tag field: the tag trimmed and added, or why not ('Tag already exists'). */
export function addTag(tags: readonly string[], raw: string): { tags: string[]; error?: string } {
  const tag = normaliseTag(raw);
  if (!tag) return { tags: [...tags] };
  if (tags.some((existing) => sameTag(existing, tag))) return { tags: [...tags], error: BLOG_MESSAGES.tagExists };
  return { tags: [...tags, tag] };
}

export const toInput = (values: EditorValues, status: BlogStatus): BlogPostInput => ({
  title: values.title.trim(),
  slug: values.slug.trim() || undefined,
  excerpt: values.excerpt.trim(),
  content: values.content,
  author: values.author.trim(),
  imageUrl: values.imageUrl.trim() || null,
  tags: values.tags,
  status,
  translations: translationsInput(values),
});

/** Whether two states differ in anything that would be saved. */
export const sameValues = (a: EditorValues, b: EditorValues) =>
  JSON.stringify({ ...a, slugEdited: undefined }) === JSON.stringify({ ...b, slugEdited: undefined });
