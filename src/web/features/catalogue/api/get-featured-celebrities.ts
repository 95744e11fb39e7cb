import { queryOptions, useQuery } from "@tanstack/react-query";
import type { FeaturedCelebritiesResponse } from "@/shared/schemas/catalogue";
import { apiGet } from "@/web/lib/api-client";
import { publicKeys } from "@/web/lib/query-keys";

export const getFeaturedCelebrities = () => apiGet<FeaturedCelebritiesResponse>("/api/celebrities/featured");

export const featuredCelebritiesQueryOptions = () =>
  queryOptions({ queryKey: publicKeys.celebrities.featured, queryFn: getFeaturedCelebrities });

export const useFeaturedCelebrities = () => useQuery(featuredCelebritiesQueryOptions());
