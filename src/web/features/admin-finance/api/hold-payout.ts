import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { HoldPayoutInput } from "@/shared/schemas/finance";
import { apiPost } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

/** POST /api/admin/finance/payouts/:id/hold { reason }: keep a payout back; the star sees the reason (audited). */
export const holdPayout = ({ id, reason }: HoldPayoutInput & { id: string }) =>
  apiPost<unknown>(`/api/admin/finance/payouts/${encodeURIComponent(id)}/hold`, { reason });

export function useHoldPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: holdPayout,
    onSettled: () => queryClient.invalidateQueries({ queryKey: privateKeys.admin.finance.all }),
  });
}
