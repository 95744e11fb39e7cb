import { useEffect } from "react";
import { titleKeyOf } from "@/shared/messages/page-heads";
import { SITE_NAME } from "@/shared/site";
import { useT } from "./i18n";

/**
 * Sets the document title as "<title> | Salamu" (or the site's own title). A title from the page registry
 * (client-routes.ts, in English) is written in the page's language; a record's own (a star's name) as it is.
 */
export function usePageTitle(title?: string) {
  const t = useT();
  const key = title === undefined ? "common.title.home" : titleKeyOf(title);
  const text = key ? t(key) : title;
  useEffect(() => {
    document.title = title === undefined ? (text ?? SITE_NAME) : `${text} | ${SITE_NAME}`;
  }, [title, text]);
}
