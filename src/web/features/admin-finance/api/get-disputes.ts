import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DisputeStatus } from "@/shared/payouts";
import type { DisputesResponse } from "@/shared/schemas/finance";
import { apiGet, toSearchParams } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

/** GET /api/admin/finance/disputes?status=open: disputes, soonest deadline first. */
export const getDisputes = (status: DisputeStatus) =>
  apiGet<DisputesResponse>(`/api/admin/finance/disputes${toSearchParams({ status })}`);

export const disputesQueryOptions = (status: DisputeStatus) =>
  queryOptions({ queryKey: privateKeys.admin.finance.disputes(status), queryFn: () => getDisputes(status) });

export const useDisputes = (status: DisputeStatus) => useQuery(disputesQueryOptions(status));
