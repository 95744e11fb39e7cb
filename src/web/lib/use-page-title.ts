import { useEffect } from "react";
import { SITE_NAME, SITE_TAGLINE } from "@/shared/site";

/** Sets the document title as "<title> | Salamu" (or the site name alone). */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME}: ${SITE_TAGLINE}`;
  }, [title]);
}
