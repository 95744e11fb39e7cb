import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PayoutOptionsResponse } from "@/shared/schemas/payouts";
import { apiGet, toSearchParams } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

/** GET /api/celebrity/payout-options?country=KE: what a star can be paid to in a country. */
export const getPayoutOptions = (country: string) =>
  apiGet<PayoutOptionsResponse>(`/api/celebrity/payout-options${toSearchParams({ country })}`);

export const payoutOptionsQueryOptions = (country: string) =>
  queryOptions({
    queryKey: privateKeys.payoutOptions(country),
    queryFn: () => getPayoutOptions(country),
    staleTime: 60 * 60 * 1000,
  });

/** Asks only once a country is chosen. */
export const usePayoutOptions = (country: string) =>
  useQuery({ ...payoutOptionsQueryOptions(country), enabled: country !== "" });
