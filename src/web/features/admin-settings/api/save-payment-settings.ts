import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PaymentSettingsValues } from "@/shared/schemas/settings";
import { apiPut } from "@/web/lib/api-client";
import { adminSettingsQueryOptions } from "./get-admin-settings";

/** PUT /api/admin/settings/payments: a secret left out keeps its stored value (the super admin's alone). */
export const savePaymentSettings = (input: PaymentSettingsValues) =>
  apiPut<unknown>("/api/admin/settings/payments", input);

export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePaymentSettings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminSettingsQueryOptions().queryKey }),
  });
}
