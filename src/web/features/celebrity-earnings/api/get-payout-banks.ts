import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PayoutAccountType } from "@/shared/payouts";
import type { PayoutBanksResponse } from "@/shared/schemas/payouts";
import { apiGet, toSearchParams } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

/** GET /api/celebrity/payout-banks?country=NG&type=bank: the banks (or mobile-money operators) at the provider. */
export const getPayoutBanks = (country: string, type: PayoutAccountType) =>
  apiGet<PayoutBanksResponse>(`/api/celebrity/payout-banks${toSearchParams({ country, type })}`);

export const payoutBanksQueryOptions = (country: string, type: PayoutAccountType) =>
  queryOptions({
    queryKey: privateKeys.payoutBanks(country, type),
    queryFn: () => getPayoutBanks(country, type),
    staleTime: 60 * 60 * 1000,
  });

/** Asks once the country and the kind of account are chosen. */
export const usePayoutBanks = (country: string, type: PayoutAccountType | undefined) =>
  useQuery({ ...payoutBanksQueryOptions(country, type ?? "bank"), enabled: country !== "" && type !== undefined });
