import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PayoutAccountResponse, SavePayoutAccountInput } from "@/shared/schemas/payouts";
import { apiPost } from "@/web/lib/api-client";
import { balanceQueryOptions } from "./get-balance";

/** POST /api/celebrity/payout-account: saves the confirmed account (the password is asked again). */
export const savePayoutAccount = (input: SavePayoutAccountInput) =>
  apiPost<PayoutAccountResponse>("/api/celebrity/payout-account", input);

export function useSavePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayoutAccount,
    // The balance carries the account (and when payouts to it may start).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey }),
  });
}
