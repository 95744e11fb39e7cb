import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { BlogPostList, BlogPostResponse, BlogTagsResponse } from "@/shared/schemas/blog";
import { apiGet, toSearchParams } from "@/web/lib/api-client";
import { publicKeys } from "@/web/lib/query-keys";

export type BlogListParams = { page: number; tag?: string };

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
export const useBlogPost = (slug: string) =>
  useQuery({
    queryKey: publicKeys.blog.post(slug),
    queryFn: () => apiGet<BlogPostResponse>(`/api/blog/posts/${encodeURIComponent(slug)}`).then((data) => data.post),
    retry: false,
  });

/** GET /api/blog/tags: every tag of the published posts with its count. */
export const useBlogTags = () =>
  useQuery({
    queryKey: publicKeys.blog.tags,
    queryFn: () => apiGet<BlogTagsResponse>("/api/blog/tags").then((data) => data.tags),
  });
