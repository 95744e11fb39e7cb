import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ScheduledSendInput, ScheduledSendResponse } from "@/shared/schemas/watch";
import { apiDelete, apiGet, apiPut } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";
import { shareLinkQueryOptions } from "./share-link";

const path = (id: string) => `/api/requests/${encodeURIComponent(id)}/scheduled-send`;

/** GET /api/requests/:id/scheduled-send: the link the fan scheduled for the recipient (to go, sent, cancelled), or null. */
export const scheduledSendQueryOptions = (id: string) =>
  queryOptions({
    // Under the share link's key (a part of it; and out of the entry's key list, which every first visit loads).
    queryKey: [...privateKeys.shareLink(id), "scheduled-send"] as const,
    queryFn: async () => (await apiGet<ScheduledSendResponse>(path(id))).scheduledSend,
    // It changes on its own (the moment comes and it is sent): read again each time the panel opens.
    staleTime: 0,
  });

export const useScheduledSend = (id: string) => useQuery(scheduledSendQueryOptions(id));

/** PUT (schedule or move) and DELETE (cancel) of the scheduled send; each answers the send as the server has it. */
export function useScheduledSendActions(id: string) {
  const queryClient = useQueryClient();
  const key = scheduledSendQueryOptions(id).queryKey;
  const settle = ({ scheduledSend }: ScheduledSendResponse) => {
    queryClient.setQueryData(key, scheduledSend);
    // A send makes a live link when the fan had none: the link panel reads it again.
    void queryClient.invalidateQueries({ queryKey: shareLinkQueryOptions(id).queryKey, exact: true });
  };
  const schedule = useMutation({
    mutationFn: (input: ScheduledSendInput) => apiPut<ScheduledSendResponse>(path(id), input),
    onSuccess: settle,
  });
  const cancel = useMutation({
    mutationFn: () => apiDelete<ScheduledSendResponse>(path(id)),
    onSuccess: settle,
  });
  return { schedule, cancel };
}
