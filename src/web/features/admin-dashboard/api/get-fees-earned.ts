import { queryOptions, useQuery } from "@tanstack/react-query";
import type { FinanceSummary } from "@/shared/schemas/finance";
import { apiGet } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

/**
 * GET /api/admin/finance/summary (all time): the dashboard's "Fees earned" card reads the Finance totals, under
 * the same key as Finance's all-time view, so both show one answer. Staff with `finance` only.
 */
export const getAllTimeFinanceSummary = () => apiGet<FinanceSummary>("/api/admin/finance/summary");

export const feesEarnedQueryOptions = () =>
  queryOptions({
    queryKey: privateKeys.admin.finance.summary({ from: null, to: null }),
    queryFn: getAllTimeFinanceSummary,
  });

export const useFeesEarned = () => useQuery(feesEarnedQueryOptions());
