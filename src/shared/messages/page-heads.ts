import { CLIENT_ROUTES, type ClientRoute, NOT_FOUND_TITLE, PAGES, type Page } from "../client-routes";
import { SITE_DESCRIPTION, SITE_NAME, SITE_TAGLINE } from "../site";
import type { MessageKey } from "./keys";

/**
 * The page registry (client-routes.ts) keeps its English titles and descriptions, which the server's heads,
 * the sitemap and the tests read; their translations are the catalogue's `shared.title.*` (home's is
 * `common.title.home`, the one title its first load needs) and `heads.description.*` (server-only), one per
 * route ("/dashboard/profile" -> shared.title.dashboard-profile).
 */
const slugOf = (route: string) => route.replace(/^\//, "").replace(/[/:]+/g, "-").replace(/-$/, "") || "home";

const titleKeys = new Map<string, MessageKey>();
const descriptionKeys = new Map<string, MessageKey>();
for (const route of CLIENT_ROUTES) {
  const page: Page = PAGES[route as ClientRoute];
  if (typeof page.title === "string" && !titleKeys.has(page.title)) {
    const slug = slugOf(route);
    titleKeys.set(page.title, (slug === "home" ? "common.title.home" : `shared.title.${slug}`) as MessageKey);
  }
  if (page.description) descriptionKeys.set(page.description, `heads.description.${slugOf(route)}` as MessageKey);
}
titleKeys.set(NOT_FOUND_TITLE, "shared.title.not-found" as MessageKey);
titleKeys.set(`${SITE_NAME}: ${SITE_TAGLINE}`, "common.title.home" as MessageKey);
descriptionKeys.set(SITE_DESCRIPTION, "heads.description.home" as MessageKey);

/** The key of a page title as the registry writes it in English, if it is one of the registry's. */
export const titleKeyOf = (english: string): MessageKey | undefined => titleKeys.get(english);

/** The key of a page description as the registry writes it in English, if it is one of the registry's. */
export const descriptionKeyOf = (english: string): MessageKey | undefined => descriptionKeys.get(english);

/** Every title and description key the registry needs (a test checks the catalogue has them all). */
export const PAGE_HEAD_KEYS = [...new Set([...titleKeys.values(), ...descriptionKeys.values()])];
