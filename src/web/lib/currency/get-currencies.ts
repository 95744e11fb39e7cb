import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CurrenciesResponse } from "@/shared/schemas/currency";
import { apiGet } from "../api-client";
import { publicKeys } from "../query-keys";

export const getCurrencies = () => apiGet<CurrenciesResponse>("/api/currencies");

export const currenciesQueryOptions = () =>
  queryOptions({ queryKey: publicKeys.currencies, queryFn: getCurrencies, staleTime: 5 * 60 * 1000 });

export const useCurrencies = () => useQuery(currenciesQueryOptions());
