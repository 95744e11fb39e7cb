import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

/** POST /api/admin/finance/disputes/:id/evidence { note? }: send the evidence pack to the provider (audited). */
export const submitDisputeEvidence = ({ id, note }: { id: string; note?: string }) =>
  apiPost<unknown>(`/api/admin/finance/disputes/${encodeURIComponent(id)}/evidence`, note ? { note } : {});

export function useSubmitDisputeEvidence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitDisputeEvidence,
    onSettled: () => queryClient.invalidateQueries({ queryKey: privateKeys.admin.finance.all }),
  });
}
