import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RequestStatus } from "@/shared/request-status";
import type { VideoRequest } from "@/shared/schemas/requests";
import { apiGet, toSearchParams } from "@/web/lib/api-client";
import { privateQueryKey, SESSION_QUERY_KEY } from "@/web/lib/session";

/** Every query of the fan's own requests starts with this key (dropped on logout with the session). */
export const MY_REQUESTS_KEY = [...SESSION_QUERY_KEY, "requests"] as const;

/** GET /api/requests/mine: the signed-in fan's requests, newest first; one status or all. */
export const getMyRequests = (status?: RequestStatus) =>
  apiGet<{ requests: VideoRequest[] }>(`/api/requests/mine${toSearchParams({ status })}`);

export const myRequestsQueryOptions = (status?: RequestStatus) =>
  queryOptions({
    queryKey: privateQueryKey("requests", "mine", status ?? "all"),
    queryFn: () => getMyRequests(status),
    select: (data) => data.requests,
    refetchOnWindowFocus: true,
  });

export const useMyRequests = (status?: RequestStatus) => useQuery(myRequestsQueryOptions(status));
