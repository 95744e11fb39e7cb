import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DisputeDetail } from "@/shared/schemas/finance";
import { apiGet } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

/** GET /api/admin/finance/disputes/:id: one dispute with its evidence pack. */
export const getDispute = (id: string) =>
  apiGet<DisputeDetail>(`/api/admin/finance/disputes/${encodeURIComponent(id)}`);

export const disputeQueryOptions = (id: string) =>
  queryOptions({ queryKey: privateKeys.admin.finance.dispute(id), queryFn: () => getDispute(id) });

export const useDispute = (id: string) => useQuery(disputeQueryOptions(id));
