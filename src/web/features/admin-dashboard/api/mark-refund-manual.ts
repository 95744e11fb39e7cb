import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ManualRefundInput } from "@/shared/schemas/payments";
import { apiPost } from "@/web/lib/api-client";
import { adminDashboardQueryOptions } from "./get-admin-dashboard";
import { refundsNeedingAttentionQueryOptions } from "./get-refunds-needing-attention";

/** POST /api/admin/refunds/:paymentId/manual { note }: staff refunded the payer outside the provider. */
export const markRefundManual = ({ paymentId, note }: ManualRefundInput & { paymentId: string }) =>
  apiPost<unknown>(`/api/admin/refunds/${encodeURIComponent(paymentId)}/manual`, { note });

export function useMarkRefundManual() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRefundManual,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: refundsNeedingAttentionQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: adminDashboardQueryOptions().queryKey }),
      ]),
  });
}
