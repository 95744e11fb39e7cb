import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CelebrityStats } from "@/shared/schemas/requests";
import { apiGet } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

export const getCelebrityStats = () => apiGet<CelebrityStats>("/api/celebrity/stats");

export const celebrityStatsQueryOptions = () =>
  queryOptions({ queryKey: privateKeys.celebrityDashboard.stats, queryFn: getCelebrityStats });

export const useCelebrityStats = () => useQuery(celebrityStatsQueryOptions());
