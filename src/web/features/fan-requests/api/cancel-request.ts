import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { VideoRequestResponse } from "@/shared/schemas/requests";
import { apiPost } from "@/web/lib/api-client";
import { myRequestsKeys } from "./get-my-requests";

/** POST /api/requests/:id/cancel: the fan withdraws a pending or unpaid request (a paid one is refunded). */
export const cancelRequest = (id: string) =>
  apiPost<VideoRequestResponse>(`/api/requests/${encodeURIComponent(id)}/cancel`);

export function useCancelRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myRequestsKeys.all }),
  });
}
