import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { CelebritySort } from "@/shared/catalogue";
import type { CelebrityListResponse } from "@/shared/schemas/catalogue";
import { apiGet, toSearchParams } from "@/web/lib/api-client";
import { publicKeys } from "@/web/lib/query-keys";

export type CelebritiesParams = {
  search?: string;
  category?: string;
  language?: string;
  country?: string;
  minPrice?: number;
  maxPrice?: number;
  within24h?: boolean;
  sort?: CelebritySort;
  page?: number;
  pageSize?: number;
};

export const getCelebrities = (params: CelebritiesParams = {}) =>
  apiGet<CelebrityListResponse>(
    `/api/celebrities${toSearchParams({
      search: params.search?.trim(),
      category: params.category,
      language: params.language,
      country: params.country,
      minPrice: params.minPrice,
      maxPrice: params.maxPrice,
      within24h: params.within24h ? "true" : undefined,
      sort: params.sort,
      page: params.page,
      pageSize: params.pageSize,
    })}`,
  );

export const celebritiesQueryOptions = (params: CelebritiesParams = {}) =>
  queryOptions({
    queryKey: publicKeys.celebrities.list(params),
    queryFn: () => getCelebrities(params),
    placeholderData: keepPreviousData,
  });

export const useCelebrities = (params: CelebritiesParams = {}) => useQuery(celebritiesQueryOptions(params));
