import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { earningsEntrySchema, earningsResponseSchema } from "@/shared/schemas/requests";
import { apiGet } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

export type EarningsResponse = z.infer<typeof earningsResponseSchema>;
export type EarningsEntry = z.infer<typeof earningsEntrySchema>;

export const getCelebrityEarnings = () => apiGet<EarningsResponse>("/api/celebrity/earnings");

export const celebrityEarningsQueryOptions = () =>
  queryOptions({ queryKey: privateKeys.celebrityDashboard.earnings, queryFn: getCelebrityEarnings });

export const useCelebrityEarnings = () => useQuery(celebrityEarningsQueryOptions());
