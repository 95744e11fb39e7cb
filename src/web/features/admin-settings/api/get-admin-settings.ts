import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminSettings } from "@/shared/schemas/settings";
import { apiGet } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

/**
 * GET /api/admin/settings: the marketplace settings, and the payment settings for the super admin only (null for
 * anyone else). Secrets come back as a mask ("…abcd"), never as their value.
 */
export const getAdminSettings = () => apiGet<AdminSettings>("/api/admin/settings");

export const adminSettingsQueryOptions = () =>
  queryOptions({ queryKey: privateKeys.admin.settings, queryFn: getAdminSettings });

export const useAdminSettings = () => useQuery(adminSettingsQueryOptions());
