import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PageId } from "@/shared/page-content";
import type { PageContent, PageRevisionsResponse } from "@/shared/schemas/page-content";
import { apiGet, apiPost } from "@/web/lib/api-client";
import { pageContentQueryOptions } from "@/web/lib/page-content";
import { privateKeys } from "@/web/lib/query-keys";

/** GET /api/admin/pages/:pageId/revisions: the last 20 versions a save replaced, newest first. */
export const pageRevisionsQueryOptions = (pageId: PageId) =>
  queryOptions({
    queryKey: privateKeys.admin.pageRevisions(pageId),
    queryFn: () => apiGet<PageRevisionsResponse>(`/api/admin/pages/${pageId}/revisions`),
  });

export function usePageRevisions(pageId: PageId, enabled: boolean) {
  return useQuery({ ...pageRevisionsQueryOptions(pageId), enabled });
}

/** POST .../revisions/:id/restore: the page's texts become that version's (the current one is kept in turn). */
export function useRestorePageRevision(pageId: PageId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revisionId: string) =>
      apiPost<PageContent>(`/api/admin/pages/${pageId}/revisions/${revisionId}/restore`),
    onSuccess: (content) => {
      queryClient.setQueryData(pageContentQueryOptions(pageId).queryKey, content);
      return queryClient.invalidateQueries({ queryKey: pageRevisionsQueryOptions(pageId).queryKey });
    },
  });
}
