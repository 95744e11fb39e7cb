import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ContactSettings } from "@/shared/schemas/settings";
import { apiPut } from "@/web/lib/api-client";
import { adminSettingsQueryOptions } from "./get-admin-settings";

/** PUT /api/admin/settings/contact { supportEmail }. */
export const saveContactSettings = (input: ContactSettings) => apiPut<unknown>("/api/admin/settings/contact", input);

export function useSaveContactSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContactSettings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminSettingsQueryOptions().queryKey }),
  });
}
