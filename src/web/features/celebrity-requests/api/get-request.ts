import { queryOptions } from "@tanstack/react-query";
import type { VideoRequestResponse } from "@/shared/schemas/requests";
import { apiGet } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

export const getRequest = (id: string) =>
  apiGet<VideoRequestResponse>(`/api/requests/${encodeURIComponent(id)}`).then((data) => data.request);

export const requestQueryOptions = (id: string) =>
  queryOptions({ queryKey: privateKeys.celebrityDashboard.request(id), queryFn: () => getRequest(id) });
