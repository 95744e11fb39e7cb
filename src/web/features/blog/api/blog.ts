import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { BlogPostList, BlogPostResponse, BlogTagsResponse } from "@/shared/schemas/blog";
import { apiGet, isNotFound, toSearchParams } from "@/web/lib/api-client";
import { publicKeys } from "@/web/lib/query-keys";

export type BlogListParams = { page: number; tag?: string };

/** The list's page as its address gives it (`?page=2`); anything else is the first. */
export const blogPageOf = (search: URLSearchParams) => {
  const page = Number(search.get("page"));
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/** GET /api/blog/posts: published posts, newest first, 9 a page, optionally those with a tag. */
export const blogPostsQueryOptions = (params: BlogListParams) =>
  queryOptions({
    queryKey: publicKeys.blog.list(params),
    queryFn: () =>
      apiGet<BlogPostList>(
        `/api/blog/posts${toSearchParams({ tag: params.tag, page: params.page > 1 ? params.page : undefined })}`,
      ),
    placeholderData: keepPreviousData,
  });

export const useBlogPosts = (params: BlogListParams) => useQuery(blogPostsQueryOptions(params));

/** GET /api/blog/posts/:slug: one published post. */
export const blogPostQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: publicKeys.blog.post(slug),
    queryFn: () => apiGet<BlogPostResponse>(`/api/blog/posts/${encodeURIComponent(slug)}`).then((data) => data.post),
    retry: false,
    // Nor asked again when the page mounts: a missing post the server drew as missing (with a 404) hydrates
    // as missing, not as loading while the browser asks once more.
    enabled: (query) => !isNotFound(query.state.error),
  });

export const useBlogPost = (slug: string) => useQuery(blogPostQueryOptions(slug));

/** GET /api/blog/tags: every tag of the published posts with its count. */
export const blogTagsQueryOptions = () =>
  queryOptions({
    queryKey: publicKeys.blog.tags,
    queryFn: () => apiGet<BlogTagsResponse>("/api/blog/tags").then((data) => data.tags),
  });

export const useBlogTags = () => useQuery(blogTagsQueryOptions());
