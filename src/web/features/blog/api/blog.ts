import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Locale } from "@/shared/locales";
import type { BlogPostList, BlogPostResponse, BlogTagsResponse } from "@/shared/schemas/blog";
import { apiGet, isNotFound, toSearchParams } from "@/web/lib/api-client";
import { useLocale } from "@/web/lib/i18n";
import { publicKeys } from "@/web/lib/query-keys";

/** A page of posts (all, or a tag's) in a language: each post's texts in it, English where not translated. */
export type BlogListParams = { page: number; tag?: string; locale: Locale };

/** The list's page as its address gives it (`?page=2`); anything else is the first. */
export const blogPageOf = (search: URLSearchParams) => {
  const page = Number(search.get("page"));
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/** GET /api/blog/posts: published posts, newest first, 9 a page, optionally those with a tag, in a language. */
export const blogPostsQueryOptions = ({ page, tag, locale }: BlogListParams) =>
  queryOptions({
    // The same key for the same page however it was asked for (no tag and an empty one alike).
    queryKey: publicKeys.blog.list({ page, tag: tag || undefined, locale }),
    queryFn: () =>
      apiGet<BlogPostList>(`/api/blog/posts${toSearchParams({ tag, page: page > 1 ? page : undefined, locale })}`),
    placeholderData: keepPreviousData,
  });

/** The page of posts in the page's language. */
export const useBlogPosts = (params: Omit<BlogListParams, "locale">) =>
  useQuery(blogPostsQueryOptions({ ...params, locale: useLocale().locale }));

/** GET /api/blog/posts/:slug: one published post, in a language (English where not translated). */
export const blogPostQueryOptions = (slug: string, locale: Locale) =>
  queryOptions({
    queryKey: publicKeys.blog.post(slug, locale),
    queryFn: () =>
      apiGet<BlogPostResponse>(`/api/blog/posts/${encodeURIComponent(slug)}?locale=${locale}`).then(
        (data) => data.post,
      ),
    retry: false,
    // Nor asked again when the page mounts: a missing post the server drew as missing (with a 404) hydrates
    // as missing, not as loading while the browser asks once more.
    enabled: (query) => !isNotFound(query.state.error),
  });

/** The post in the page's language. */
export const useBlogPost = (slug: string) => useQuery(blogPostQueryOptions(slug, useLocale().locale));

/** GET /api/blog/tags: every tag of the published posts with its count. */
export const blogTagsQueryOptions = () =>
  queryOptions({
    queryKey: publicKeys.blog.tags,
    queryFn: () => apiGet<BlogTagsResponse>("/api/blog/tags").then((data) => data.tags),
  });

export const useBlogTags = () => useQuery(blogTagsQueryOptions());
