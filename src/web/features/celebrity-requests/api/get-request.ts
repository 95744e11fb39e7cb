import { queryOptions } from "@tanstack/react-query";
import type { VideoRequest } from "@/shared/schemas/requests";
import { apiGet } from "@/web/lib/api-client";

export const getRequest = (id: string) =>
  apiGet<{ request: VideoRequest }>(`/api/requests/${encodeURIComponent(id)}`).then((data) => data.request);

export const requestQueryOptions = (id: string) =>
  queryOptions({ queryKey: ["requests", "detail", id], queryFn: () => getRequest(id) });
