import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PayoutSettings } from "@/shared/schemas/settings";
import { apiGet } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

/** GET /api/admin/settings/payouts: hold days, schedule, minimums, approval threshold, who bears a lost dispute. */
export const getPayoutSettings = () => apiGet<PayoutSettings>("/api/admin/settings/payouts");

export const payoutSettingsQueryOptions = () =>
  queryOptions({ queryKey: privateKeys.admin.payoutSettings, queryFn: getPayoutSettings });

export const usePayoutSettings = () => useQuery(payoutSettingsQueryOptions());
