import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Locale } from "@/shared/locales";
import type { PageId } from "@/shared/page-content";
import type { PageContent, PageRevisionsResponse } from "@/shared/schemas/page-content";
import { apiGet, apiPost } from "@/web/lib/api-client";
import { pageContentQueryOptions } from "@/web/lib/page-content";
import { privateKeys } from "@/web/lib/query-keys";
import { pageLanguagesQueryOptions } from "./page-languages";

/** GET /api/admin/pages/:pageId/revisions?locale=: a language's last 20 versions a save replaced, newest first. */
export const pageRevisionsQueryOptions = (pageId: PageId, locale: Locale) =>
  queryOptions({
    queryKey: privateKeys.admin.pageRevisions(pageId, locale),
    queryFn: () => apiGet<PageRevisionsResponse>(`/api/admin/pages/${pageId}/revisions?locale=${locale}`),
  });

export function usePageRevisions(pageId: PageId, locale: Locale, enabled: boolean) {
  return useQuery({ ...pageRevisionsQueryOptions(pageId, locale), enabled });
}

/**
 * POST .../revisions/:id/restore: the page's texts in the version's language become that version's (the
 * current one is kept in turn).
 */
export function useRestorePageRevision(pageId: PageId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revisionId: string) =>
      apiPost<PageContent>(`/api/admin/pages/${pageId}/revisions/${revisionId}/restore`),
    onSuccess: (content) => {
      queryClient.setQueryData(pageContentQueryOptions(pageId, content.locale).queryKey, content);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: pageRevisionsQueryOptions(pageId, content.locale).queryKey }),
        queryClient.invalidateQueries({ queryKey: pageLanguagesQueryOptions().queryKey }),
      ]);
    },
  });
}
