import { queryOptions, useQuery } from "@tanstack/react-query";
import type { VideoAccess } from "@/shared/schemas/requests";
import { ApiError, apiGet } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

/** Signed URLs last an hour (SIGNED_URL_SECONDS): use one for 45 minutes at most, then ask again. */
const FRESH_MS = 45 * 60 * 1000;

/** GET /api/requests/:id/video: signed, expiring URLs for the player, the download and the poster. */
export const getRequestVideo = (id: string) => apiGet<VideoAccess>(`/api/requests/${encodeURIComponent(id)}/video`);

export const requestVideoQueryOptions = (id: string) =>
  queryOptions({
    // Not under myRequests: a request update must not throw away a working URL mid-play.
    queryKey: privateKeys.requestVideo(id),
    queryFn: () => getRequestVideo(id),
    staleTime: FRESH_MS,
    gcTime: FRESH_MS,
    retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 1,
  });

export const useRequestVideo = (id: string, enabled = true) => useQuery({ ...requestVideoQueryOptions(id), enabled });
