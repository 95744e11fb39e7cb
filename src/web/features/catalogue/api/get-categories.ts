import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Category } from "@/shared/schemas/catalogue";
import { apiGet } from "@/web/lib/api-client";
import { publicKeys } from "@/web/lib/query-keys";

export const getCategories = () => apiGet<{ categories: Category[] }>("/api/categories");

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: publicKeys.categories, queryFn: getCategories, staleTime: 5 * 60 * 1000 });

export const useCategories = () => useQuery(categoriesQueryOptions());
