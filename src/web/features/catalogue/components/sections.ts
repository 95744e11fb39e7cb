import { lazySection } from "@/web/lib/lazy-section";

/**
 * The catalogue's lazy sections (ADR 033): parts of a page in chunks of their own, so a phone on slow 3G can
 * use the page before they arrive. The server draws them and the browser takes them over when their code
 * lands. A page showing one waits for it on a navigation (its module's `loadSections`).
 */

/**
 * Browse's and a category's results: every card and page link in them is a plain link, which works (as a
 * page load) before the code comes; the filters that change them stay in the page's own chunk.
 */
export const CelebrityResultsSection = lazySection(() => import("./celebrity-results"));

/** A profile's Reviews / Videos / Details tabs: below the booking card, under the first screen of a phone. */
export const ProfileTabsSection = lazySection(() => import("./profile-tabs"));
