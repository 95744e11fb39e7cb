import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EarningsResponse } from "@/shared/schemas/requests";
import { apiGet } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

export const getCelebrityEarnings = () => apiGet<EarningsResponse>("/api/celebrity/earnings");

export const celebrityEarningsQueryOptions = () =>
  queryOptions({ queryKey: privateKeys.celebrityDashboard.earnings, queryFn: getCelebrityEarnings });

export const useCelebrityEarnings = () => useQuery(celebrityEarningsQueryOptions());
