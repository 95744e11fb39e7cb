import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { VideoRequestResponse } from "@/shared/schemas/requests";
import { apiPost } from "@/web/lib/api-client";
import { invalidateLiveQueries } from "@/web/lib/live-events";

export const acceptRequest = (id: string) =>
  apiPost<VideoRequestResponse>(`/api/requests/${encodeURIComponent(id)}/accept`).then((data) => data.request);

export function useAcceptRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptRequest,
    onSettled: () => invalidateLiveQueries(queryClient),
  });
}
