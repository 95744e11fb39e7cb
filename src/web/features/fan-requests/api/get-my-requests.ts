import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RequestStatus } from "@/shared/request-status";
import type { VideoRequestListResponse } from "@/shared/schemas/requests";
import { apiGet, toSearchParams } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

/** GET /api/requests/mine: the signed-in fan's requests, newest first; one status or all. */
export const getMyRequests = (status?: RequestStatus) =>
  apiGet<VideoRequestListResponse>(`/api/requests/mine${toSearchParams({ status })}`);

/** Every status list of the fan's requests starts with `all`. */
export const myRequestsKeys = { all: privateKeys.myRequests.all };

export const myRequestsQueryOptions = (status?: RequestStatus) =>
  queryOptions({
    queryKey: privateKeys.myRequests.list(status),
    queryFn: () => getMyRequests(status),
    select: (data) => data.requests,
    refetchOnWindowFocus: true,
  });

export const useMyRequests = (status?: RequestStatus) => useQuery(myRequestsQueryOptions(status));
