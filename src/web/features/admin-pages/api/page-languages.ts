import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PageLanguagesResponse } from "@/shared/schemas/page-content";
import { apiGet } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

/** GET /api/admin/pages/languages: how far each page's translations are (done, partial, missing, outdated). */
export const pageLanguagesQueryOptions = () =>
  queryOptions({
    queryKey: privateKeys.admin.pageLanguages,
    queryFn: () => apiGet<PageLanguagesResponse>("/api/admin/pages/languages"),
  });

export function usePageLanguages() {
  return useQuery(pageLanguagesQueryOptions());
}
