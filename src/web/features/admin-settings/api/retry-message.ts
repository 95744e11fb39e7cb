import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "@/web/lib/api-client";
import { failedMessagesQueryOptions } from "./get-failed-messages";

/** POST /api/admin/messages/:id/retry: queues a failed message again, with a fresh round of attempts. */
export const retryMessage = (id: string) => apiPost(`/api/admin/messages/${encodeURIComponent(id)}/retry`);

export function useRetryMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: failedMessagesQueryOptions().queryKey }),
  });
}
