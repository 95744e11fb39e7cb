import { BLOG_MESSAGES } from "@/shared/blog-messages";
import {
  type BlogPost,
  type BlogPostInput,
  type BlogStatus,
  normaliseTag,
  sameTag,
  slugify,
} from "@/shared/schemas/blog";

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
};

export const emptyValues = (author = ""): EditorValues => ({
  title: "",
  slug: "",
  slugEdited: false,
  excerpt: "",
  content: "",
  author,
  imageUrl: "",
  tags: [],
});

export const valuesOf = (post: BlogPost): EditorValues => ({
  title: post.title,
  slug: post.slug,
  slugEdited: true,
  excerpt: post.excerpt,
  content: post.content,
  author: post.author,
  imageUrl: post.imageUrl ?? "",
  tags: post.tags,
});

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
});

/** Whether two states differ in anything that would be saved. */
export const sameValues = (a: EditorValues, b: EditorValues) =>
  JSON.stringify({ ...a, slugEdited: undefined }) === JSON.stringify({ ...b, slugEdited: undefined });
