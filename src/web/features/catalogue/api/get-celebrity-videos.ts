import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ShowcaseVideo } from "@/shared/schemas/catalogue";
import { apiGet } from "@/web/lib/api-client";
import { publicKeys } from "@/web/lib/query-keys";

export const getCelebrityVideos = (username: string) =>
  apiGet<{ items: ShowcaseVideo[] }>(`/api/celebrities/${encodeURIComponent(username)}/videos`);

export const celebrityVideosQueryOptions = (username: string) =>
  queryOptions({
    queryKey: publicKeys.celebrities.videos(username),
    queryFn: () => getCelebrityVideos(username),
  });

export const useCelebrityVideos = (username: string) => useQuery(celebrityVideosQueryOptions(username));
