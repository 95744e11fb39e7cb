import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ShowcaseVideo } from "@/shared/schemas/catalogue";
import { apiGet } from "@/web/lib/api-client";

export const getCelebrityVideos = (username: string) =>
  apiGet<{ items: ShowcaseVideo[] }>(`/api/celebrities/${encodeURIComponent(username)}/videos`);

export const celebrityVideosQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ["celebrities", "detail", username.toLowerCase(), "videos"],
    queryFn: () => getCelebrityVideos(username),
  });

export const useCelebrityVideos = (username: string) => useQuery(celebrityVideosQueryOptions(username));
