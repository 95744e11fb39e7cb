import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MarketplaceSettings } from "@/shared/schemas/settings";
import { apiPut } from "@/web/lib/api-client";
import { adminSettingsQueryOptions } from "./get-admin-settings";

/** PUT /api/admin/settings/marketplace { platformFeePercent, deliveryDays }. */
export const saveMarketplaceSettings = (input: MarketplaceSettings) =>
  apiPut<unknown>("/api/admin/settings/marketplace", input);

export function useSaveMarketplaceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMarketplaceSettings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminSettingsQueryOptions().queryKey }),
  });
}
