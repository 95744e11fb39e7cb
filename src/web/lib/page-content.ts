import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PageId } from "@/shared/page-content";
import type { PageContent } from "@/shared/schemas/page-content";
import { apiGet, apiPut } from "./api-client";
import { publicKeys } from "./query-keys";

/** GET /api/pages/:pageId: a public page's texts (its defaults until staff save it). */
export const getPageContent = (pageId: PageId) => apiGet<PageContent>(`/api/pages/${pageId}`);

export const pageContentQueryOptions = (pageId: PageId) =>
  queryOptions({
    queryKey: publicKeys.page(pageId),
    queryFn: () => getPageContent(pageId),
    staleTime: 60_000,
  });

export function usePageContentQuery(pageId: PageId) {
  return useQuery(pageContentQueryOptions(pageId));
}

/** PUT /api/admin/pages/:pageId { fields }: staff with `content` save every text of a page. */
export const savePageContent = (pageId: PageId, fields: Record<string, string>) =>
  apiPut<PageContent>(`/api/admin/pages/${pageId}`, { fields });

/**
 * Saves a page's texts; on success the server's answer becomes the page's cached texts, so this tab shows
 * exactly what every visitor now gets (no refetch that could bring back an older copy).
 */
export function useSavePageContent(pageId: PageId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: Record<string, string>) => savePageContent(pageId, fields),
    onSuccess: (content) => queryClient.setQueryData(pageContentQueryOptions(pageId).queryKey, content),
  });
}
