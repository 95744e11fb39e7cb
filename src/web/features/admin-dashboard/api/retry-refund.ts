import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "@/web/lib/api-client";
import { adminDashboardQueryOptions } from "./get-admin-dashboard";
import { refundsNeedingAttentionQueryOptions } from "./get-refunds-needing-attention";

/** POST /api/admin/refunds/:paymentId/retry: asks the provider for the refund again. */
export const retryRefund = (paymentId: string) =>
  apiPost<unknown>(`/api/admin/refunds/${encodeURIComponent(paymentId)}/retry`);

export function useRetryRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryRefund,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: refundsNeedingAttentionQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: adminDashboardQueryOptions().queryKey }),
      ]),
  });
}
