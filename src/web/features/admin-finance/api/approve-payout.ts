import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

/** POST /api/admin/finance/payouts/:id/approve: send a payout waiting for approval (audited). */
export const approvePayout = (id: string) =>
  apiPost<unknown>(`/api/admin/finance/payouts/${encodeURIComponent(id)}/approve`);

export function useApprovePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approvePayout,
    onSettled: () => queryClient.invalidateQueries({ queryKey: privateKeys.admin.finance.all }),
  });
}
