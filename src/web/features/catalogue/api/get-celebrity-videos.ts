import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ShowcaseVideosResponse } from "@/shared/schemas/catalogue";
import { apiGet } from "@/web/lib/api-client";
import { publicKeys } from "@/web/lib/query-keys";

export const getCelebrityVideos = (username: string) =>
  apiGet<ShowcaseVideosResponse>(`/api/celebrities/${encodeURIComponent(username)}/videos`);

export const celebrityVideosQueryOptions = (username: string) =>
  queryOptions({
    queryKey: publicKeys.celebrities.videos(username),
    queryFn: () => getCelebrityVideos(username),
  });

export const useCelebrityVideos = (username: string) => useQuery(celebrityVideosQueryOptions(username));
