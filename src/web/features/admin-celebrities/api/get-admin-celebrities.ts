import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminCelebrityList } from "@/shared/schemas/celebrity-applications";
import { apiGet, toSearchParams } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

export type AdminCelebritiesParams = { page: number; search: string };

/** GET /api/admin/celebrities?page=&search=: approved celebrities, hidden ones included. */
export const getAdminCelebrities = ({ page, search }: AdminCelebritiesParams) =>
  apiGet<AdminCelebrityList>(`/api/admin/celebrities${toSearchParams({ page, search: search.trim() })}`);

/** The approved list (every page and filter) and the pending applications all start with `all`. */
export const adminCelebritiesKeys = { all: privateKeys.admin.celebrities.all };

export const adminCelebritiesQueryOptions = (params: AdminCelebritiesParams) =>
  queryOptions({
    queryKey: privateKeys.admin.celebrities.list(params),
    queryFn: () => getAdminCelebrities(params),
    placeholderData: keepPreviousData,
  });

export const useAdminCelebrities = (params: AdminCelebritiesParams) => useQuery(adminCelebritiesQueryOptions(params));
