import { queryOptions, useQuery } from "@tanstack/react-query";
import type { VideoAccess } from "@/shared/schemas/requests";
import { apiGet } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

/** GET /api/requests/:id/video for a video the celebrity sent (signed links, valid an hour: reused 45 minutes). */
export const sentVideoQueryOptions = (id: string) =>
  queryOptions({
    queryKey: privateKeys.requestVideo(id),
    queryFn: () => apiGet<VideoAccess>(`/api/requests/${encodeURIComponent(id)}/video`),
    staleTime: 45 * 60 * 1000,
  });

export const useSentVideo = (id: string) => useQuery(sentVideoQueryOptions(id));
