import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PayoutStatus } from "@/shared/payouts";
import type { FinancePayoutsResponse } from "@/shared/schemas/finance";
import { apiGet, toSearchParams } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

/** GET /api/admin/finance/payouts?status=awaiting_approval: the payout queue, or the failed ones. */
export const getFinancePayouts = (status: PayoutStatus) =>
  apiGet<FinancePayoutsResponse>(`/api/admin/finance/payouts${toSearchParams({ status })}`);

export const financePayoutsQueryOptions = (status: PayoutStatus) =>
  queryOptions({ queryKey: privateKeys.admin.finance.payouts(status), queryFn: () => getFinancePayouts(status) });

export const useFinancePayouts = (status: PayoutStatus) => useQuery(financePayoutsQueryOptions(status));
