import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RefundAttentionList } from "@/shared/schemas/payments";
import { apiGet } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

/** GET /api/admin/refunds: refunds the provider refused or kept failing, for staff with `settings`. */
export const getRefundsNeedingAttention = () => apiGet<RefundAttentionList>("/api/admin/refunds");

export const refundsNeedingAttentionQueryOptions = () =>
  queryOptions({ queryKey: privateKeys.admin.refunds, queryFn: getRefundsNeedingAttention });

export const useRefundsNeedingAttention = ({ enabled = true } = {}) =>
  useQuery({ ...refundsNeedingAttentionQueryOptions(), enabled });
