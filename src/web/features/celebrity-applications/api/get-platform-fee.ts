import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MyCelebrityApplicationResponse } from "@/shared/schemas/accounts";
import { apiGet } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

/** The platform fee in force (%), as GET /api/celebrity-applications/mine reports it beside the application. */
export const platformFeeQueryOptions = () =>
  queryOptions({
    queryKey: privateKeys.platformFee,
    queryFn: async () =>
      (await apiGet<MyCelebrityApplicationResponse>("/api/celebrity-applications/mine")).platformFeePercent,
    staleTime: 5 * 60 * 1000,
  });

export const usePlatformFee = () => useQuery(platformFeeQueryOptions());
