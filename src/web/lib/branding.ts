import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Branding } from "@/shared/schemas/branding";
import { apiGet } from "./api-client";
import { publicKeys } from "./query-keys";

/** GET /api/branding: the uploaded logo and favicon, or null for the built-in ones. */
export const getBranding = () => apiGet<Branding>("/api/branding");

export const brandingQueryOptions = () =>
  queryOptions({ queryKey: publicKeys.branding, queryFn: getBranding, staleTime: 5 * 60_000 });

export function useBranding() {
  return useQuery(brandingQueryOptions());
}

const BUILT_IN_FAVICON = "/favicon.svg";

/** Points the tab's icon at the uploaded favicon (or back to the built-in one), as soon as it is known. */
export function useBrandingFavicon() {
  const { data } = useBranding();
  const faviconUrl = data?.faviconUrl ?? null;
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) return;
    link.href = faviconUrl ?? BUILT_IN_FAVICON;
    link.type = faviconUrl ? "image/webp" : "image/svg+xml";
  }, [faviconUrl]);
}
