import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PayoutsResponse } from "@/shared/schemas/payouts";
import { apiGet } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

/** GET /api/celebrity/payouts: the star's payouts, newest first. */
export const getPayouts = () => apiGet<PayoutsResponse>("/api/celebrity/payouts");

export const payoutsQueryOptions = () =>
  queryOptions({ queryKey: privateKeys.celebrityDashboard.payouts, queryFn: getPayouts });

export const usePayouts = () => useQuery(payoutsQueryOptions());
