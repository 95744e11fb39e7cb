import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SiteInfo } from "@/shared/schemas/site";
import { apiGet } from "./api-client";
import { useT } from "./i18n";
import { publicKeys } from "./query-keys";

/** GET /api/site: the configured social accounts and the delivery window in days (staff settings). */
export const getSiteInfo = () => apiGet<SiteInfo>("/api/site");

export const siteInfoQueryOptions = () =>
  queryOptions({ queryKey: publicKeys.site, queryFn: getSiteInfo, staleTime: 5 * 60_000 });

export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions());
}

/**
 * The one delivery promise every page makes, from the delivery days setting (a paid request the celebrity
 * does not deliver within it expires and is refunded). Null while the setting loads: say nothing rather
 * than a number that may disagree.
 */
export function useDeliveryWindow(): string | null {
  const { data } = useSiteInfo();
  const t = useT();
  // "7 days", "7 jours", "٧ أيام", "siku 7": the page's language writes the number and its plural.
  return data ? t("pages.help.deliveryWindow", { days: data.deliveryDays }) : null;
}
