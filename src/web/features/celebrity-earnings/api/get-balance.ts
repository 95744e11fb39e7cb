import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BalanceResponse } from "@/shared/schemas/payouts";
import { apiGet } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

/** GET /api/celebrity/balance: balances per currency, earnings still on hold, the next payout and the account. */
export const getBalance = () => apiGet<BalanceResponse>("/api/celebrity/balance");

export const balanceQueryOptions = () =>
  queryOptions({ queryKey: privateKeys.celebrityDashboard.balance, queryFn: getBalance });

export const useBalance = () => useQuery(balanceQueryOptions());
