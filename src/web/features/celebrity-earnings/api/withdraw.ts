import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Payout, WithdrawInput } from "@/shared/schemas/payouts";
import { apiPost } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

/** POST /api/celebrity/payouts: Withdraw now, with the quote the star saw (refused if it moved since). */
export const withdraw = (input: WithdrawInput) =>
  apiPost<{ payout: Payout }>("/api/celebrity/payouts", input).then((body) => body.payout);

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdraw,
    // Balances, payouts and the statement all move; refused or not, show what the server now holds.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: privateKeys.celebrityDashboard.balance }),
        queryClient.invalidateQueries({ queryKey: privateKeys.celebrityDashboard.payouts }),
        queryClient.invalidateQueries({ queryKey: privateKeys.celebrityDashboard.statement }),
      ]),
  });
}
