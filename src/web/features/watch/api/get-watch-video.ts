import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WatchVideo } from "@/shared/schemas/watch";
import { ApiError, apiGet } from "@/web/lib/api-client";
import { publicKeys } from "@/web/lib/query-keys";

/**
 * GET /api/watch/:token: a private watch page's video (no account). Keyed by the token, not under the
 * private root: the token is the permission, whoever is signed in.
 */
/** An unknown or revoked link is an answer: never asked again on its own. */
const isFinal = (error: unknown) => error instanceof ApiError && error.status < 500;

export const watchVideoQueryOptions = (token: string) =>
  queryOptions({
    queryKey: publicKeys.watch(token),
    queryFn: () => apiGet<WatchVideo>(`/api/watch/${encodeURIComponent(token)}`),
    staleTime: 5 * 60 * 1000,
    retry: (failureCount, error) => !isFinal(error) && failureCount < 2,
    // Not when the page mounts either: a dead link the server drew as not found hydrates as not found.
    enabled: (query) => !isFinal(query.state.error),
  });

export const useWatchVideo = (token: string) => useQuery(watchVideoQueryOptions(token));
