import { queryOptions, useQuery } from "@tanstack/react-query";
import type { FinancePeriod, FinanceSummary } from "@/shared/schemas/finance";
import { apiGet, toSearchParams } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

/** GET /api/admin/finance/summary?from=&to=: totals per currency over the period (balances as of now). */
export const getFinanceSummary = (period: FinancePeriod) =>
  apiGet<FinanceSummary>(`/api/admin/finance/summary${toSearchParams({ from: period.from, to: period.to })}`);

export const financeSummaryQueryOptions = (period: FinancePeriod) =>
  queryOptions({
    queryKey: privateKeys.admin.finance.summary({ from: period.from ?? null, to: period.to ?? null }),
    queryFn: () => getFinanceSummary(period),
  });

export const useFinanceSummary = (period: FinancePeriod) => useQuery(financeSummaryQueryOptions(period));
