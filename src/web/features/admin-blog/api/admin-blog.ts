import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminBlogPostList, AdminBlogPostResponse, BlogPostInput, BlogStatus } from "@/shared/schemas/blog";
import { apiDelete, apiGet, apiPost, apiPut, apiSendForm, toSearchParams } from "@/web/lib/api-client";
import { privateKeys, publicKeys } from "@/web/lib/query-keys";

export type AdminBlogListParams = { search: string; status?: BlogStatus; page: number };

/** Every page of the staff list and every post opened in the editor start with `all`. */
export const adminBlogKeys = { all: privateKeys.admin.blog.all };

/** GET /api/admin/blog/posts: every post (drafts too), newest first, 20 a page. */
export const adminBlogPostsQueryOptions = (params: AdminBlogListParams) =>
  queryOptions({
    queryKey: privateKeys.admin.blog.list(params),
    queryFn: () =>
      apiGet<AdminBlogPostList>(
        `/api/admin/blog/posts${toSearchParams({
          search: params.search,
          status: params.status,
          page: params.page > 1 ? params.page : undefined,
        })}`,
      ),
    placeholderData: keepPreviousData,
  });

export const useAdminBlogPosts = (params: AdminBlogListParams) => useQuery(adminBlogPostsQueryOptions(params));

/** GET /api/admin/blog/posts/:id: a post for the editor. */
export const useAdminBlogPost = (id: string | undefined) =>
  useQuery({
    queryKey: privateKeys.admin.blog.detail(id ?? ""),
    queryFn: () =>
      apiGet<AdminBlogPostResponse>(`/api/admin/blog/posts/${encodeURIComponent(id ?? "")}`).then((d) => d.post),
    enabled: Boolean(id),
    retry: false,
    // The editor holds its own copy while open: a refetch must not reset what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

/** Everything a saved or deleted post changes: the staff lists, the public blog and the dashboard's count. */
function useInvalidateBlog() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminBlogKeys.all }),
      queryClient.invalidateQueries({ queryKey: publicKeys.blog.all }),
      queryClient.invalidateQueries({ queryKey: privateKeys.admin.dashboard }),
    ]);
}

/** POST /api/admin/blog/posts (a new post) or PUT /api/admin/blog/posts/:id (an edit). */
export function useSaveBlogPost() {
  const invalidate = useInvalidateBlog();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: BlogPostInput }) =>
      (id
        ? apiPut<AdminBlogPostResponse>(`/api/admin/blog/posts/${encodeURIComponent(id)}`, input)
        : apiPost<AdminBlogPostResponse>("/api/admin/blog/posts", input)
      ).then((data) => data.post),
    onSettled: invalidate,
  });
}

/** DELETE /api/admin/blog/posts/:id. */
export function useDeleteBlogPost() {
  const invalidate = useInvalidateBlog();
  return useMutation({
    mutationFn: (id: string) => apiDelete(`/api/admin/blog/posts/${encodeURIComponent(id)}`),
    onSettled: invalidate,
  });
}

/** POST /api/admin/blog/images: a cover or in-post image through the image pipeline; answers its URL. */
export function uploadBlogImage(file: File): Promise<string> {
  const form = new FormData();
  form.append("file", file);
  return apiSendForm<{ url: string }>("POST", "/api/admin/blog/images", form).then((data) => data.url);
}
