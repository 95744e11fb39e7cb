import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Locale, localeOfPath } from "@/shared/locales";
import type { PageId } from "@/shared/page-content";
import type { PageContent } from "@/shared/schemas/page-content";
import { apiGet, apiPut } from "./api-client";
import { useLocale } from "./i18n";
import { publicKeys } from "./query-keys";

/** GET /api/pages/:pageId?locale=: a public page's texts in a language (English where not translated). */
export const getPageContent = (pageId: PageId, locale: Locale) =>
  apiGet<PageContent>(`/api/pages/${pageId}?locale=${locale}`);

export const pageContentQueryOptions = (pageId: PageId, locale: Locale) =>
  queryOptions({
    queryKey: publicKeys.page(pageId, locale),
    queryFn: () => getPageContent(pageId, locale),
    staleTime: 60_000,
  });

/** The page's texts in the page's language (or `locale`: the editor's overview reads others). */
export function usePageContentQuery(pageId: PageId, locale?: Locale) {
  const page = useLocale().locale;
  return useQuery(pageContentQueryOptions(pageId, locale ?? page));
}

/** A page route's prefetch: its texts in the language of the address it is drawn at. */
export const prefetchPageContent =
  (pageId: PageId) =>
  (queryClient: QueryClient, { url }: { url: URL }) =>
    queryClient.prefetchQuery(pageContentQueryOptions(pageId, localeOfPath(url.pathname).locale));

/** PUT /api/admin/pages/:pageId { fields, locale }: staff with `content` save every text of a page in a language. */
export const savePageContent = (pageId: PageId, locale: Locale, fields: Record<string, string>) =>
  apiPut<PageContent>(`/api/admin/pages/${pageId}`, { fields, locale });

/**
 * Saves a page's texts in the page's language; on success the server's answer becomes the page's cached
 * texts, so this tab shows exactly what every visitor now gets (no refetch that could bring back an older copy).
 * The other languages' copies are refetched (English shows where they are not translated).
 */
export function useSavePageContent(pageId: PageId) {
  const queryClient = useQueryClient();
  const { locale } = useLocale();
  return useMutation({
    mutationFn: (fields: Record<string, string>) => savePageContent(pageId, locale, fields),
    onSuccess: (content) => {
      queryClient.setQueryData(pageContentQueryOptions(pageId, content.locale).queryKey, content);
      return queryClient.invalidateQueries({
        queryKey: publicKeys.page(pageId),
        predicate: (query) => query.queryKey[2] !== content.locale,
      });
    },
  });
}
