import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PayoutSettings } from "@/shared/schemas/settings";
import { apiPut } from "@/web/lib/api-client";
import { payoutSettingsQueryOptions } from "./get-payout-settings";

/** PUT /api/admin/settings/payouts: the payout settings, all of them (audited). */
export const savePayoutSettings = (input: PayoutSettings) =>
  apiPut<PayoutSettings>("/api/admin/settings/payouts", input);

export function useSavePayoutSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayoutSettings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutSettingsQueryOptions().queryKey }),
  });
}
