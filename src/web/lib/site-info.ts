import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SiteInfo } from "@/shared/schemas/site";
import { apiGet } from "./api-client";
import { publicKeys } from "./query-keys";

/** GET /api/site: the configured social accounts and the delivery window in days (staff settings). */
export const getSiteInfo = () => apiGet<SiteInfo>("/api/site");

export const siteInfoQueryOptions = () =>
  queryOptions({ queryKey: publicKeys.site, queryFn: getSiteInfo, staleTime: 5 * 60_000 });

export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions());
}

/** "7 days" / "1 day": the delivery window as the promise reads it. */
export function deliveryWindow(days: number): string {
  return `${days} ${days === 1 ? "day" : "days"}`;
}

/**
 * The one delivery promise every page makes, from the delivery days setting (a paid request the celebrity
 * does not deliver within it expires and is refunded). Null while the setting loads: say nothing rather
 * than a number that may disagree.
 */
export function useDeliveryWindow(): string | null {
  const { data } = useSiteInfo();
  return data ? deliveryWindow(data.deliveryDays) : null;
}
