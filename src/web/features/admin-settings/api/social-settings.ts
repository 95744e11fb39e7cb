import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SocialSettings } from "@/shared/schemas/settings";
import { apiGet, apiPut } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";
import { siteInfoQueryOptions } from "@/web/lib/site-info";

/** GET /api/admin/settings/social: Salamu's social account links ("" for none). */
export const getSocialSettings = () => apiGet<SocialSettings>("/api/admin/settings/social");

export const socialSettingsQueryOptions = () =>
  queryOptions({ queryKey: [...privateKeys.admin.settings, "social"] as const, queryFn: getSocialSettings });

export const useSocialSettings = () => useQuery(socialSettingsQueryOptions());

/** PUT /api/admin/settings/social; the footer (GET /api/site) follows at once in this tab. */
export function useSaveSocialSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SocialSettings) => apiPut<SocialSettings>("/api/admin/settings/social", input),
    onSuccess: (saved) => queryClient.setQueryData(socialSettingsQueryOptions().queryKey, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: siteInfoQueryOptions().queryKey }),
  });
}
