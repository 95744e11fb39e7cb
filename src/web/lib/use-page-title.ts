import { useEffect } from "react";

export const SITE_NAME = "Salamu";

/** Sets the document title as "<title> | Salamu" (or the site name alone). */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME}: personalised videos from Africa's stars`;
  }, [title]);
}
