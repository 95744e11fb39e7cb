import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { RequestStatus } from "@/shared/request-status";
import type { VideoRequestListResponse } from "@/shared/schemas/requests";
import { apiGet, toSearchParams } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

/** Requests addressed to the signed-in celebrity (never awaiting payment); all of them without a status. */
export const getIncomingRequests = (status?: RequestStatus) =>
  apiGet<VideoRequestListResponse>(`/api/requests/incoming${toSearchParams({ status })}`);

export const incomingRequestsQueryOptions = (status?: RequestStatus) =>
  queryOptions({
    queryKey: privateKeys.celebrityDashboard.incoming(status),
    queryFn: () => getIncomingRequests(status),
    select: (data) => data.requests,
    // Switching the status filter keeps the current list on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const useIncomingRequests = (status?: RequestStatus) => useQuery(incomingRequestsQueryOptions(status));
