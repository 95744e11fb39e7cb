import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { VideoRequestResponse } from "@/shared/schemas/requests";
import { apiPost } from "@/web/lib/api-client";
import { invalidateLiveQueries } from "@/web/lib/live-events";

/** Without a reason the server records the default one ('Not suitable for video content'). */
export const declineRequest = ({ id, reason }: { id: string; reason?: string }) =>
  apiPost<VideoRequestResponse>(
    `/api/requests/${encodeURIComponent(id)}/decline`,
    reason?.trim() ? { reason: reason.trim() } : {},
  ).then((data) => data.request);

export function useDeclineRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineRequest,
    onSettled: () => invalidateLiveQueries(queryClient),
  });
}
