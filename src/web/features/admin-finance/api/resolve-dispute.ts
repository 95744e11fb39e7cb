import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ResolveDisputeInput } from "@/shared/schemas/finance";
import { apiPost } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

/** POST /api/admin/finance/disputes/:id/resolve { decision, note }: accept or contest at the provider (audited). */
export const resolveDispute = ({ id, ...input }: ResolveDisputeInput & { id: string }) =>
  apiPost<unknown>(`/api/admin/finance/disputes/${encodeURIComponent(id)}/resolve`, input);

export function useResolveDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveDispute,
    onSettled: () => queryClient.invalidateQueries({ queryKey: privateKeys.admin.finance.all }),
  });
}
