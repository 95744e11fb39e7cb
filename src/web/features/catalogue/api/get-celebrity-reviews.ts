import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ReviewsResponse } from "@/shared/schemas/catalogue";
import { apiGet } from "@/web/lib/api-client";
import { publicKeys } from "@/web/lib/query-keys";

export const getCelebrityReviews = (username: string) =>
  apiGet<ReviewsResponse>(`/api/celebrities/${encodeURIComponent(username)}/reviews`);

export const celebrityReviewsQueryOptions = (username: string) =>
  queryOptions({
    queryKey: publicKeys.celebrities.reviews(username),
    queryFn: () => getCelebrityReviews(username),
  });

export const useCelebrityReviews = (username: string) => useQuery(celebrityReviewsQueryOptions(username));
