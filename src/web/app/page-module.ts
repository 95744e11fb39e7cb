import type { QueryClient } from "@tanstack/react-query";
import type { Params } from "react-router";
import type { MessageArea } from "@/shared/messages/areas";

/**
 * What a page module (src/web/app/routes/*.tsx) gives the router: the page, and what its first screen
 * reads. `prefetch` fills the query cache with the same query options the page's hooks use, so the
 * server's HTML holds the page's real content and the browser, handed that cache, does not fetch it again.
 * It never throws: a failed read leaves the query in its error state, which the page draws as it would.
 */
export type PagePrefetch = (queryClient: QueryClient, request: { params: Params; url: URL }) => Promise<unknown>;

export type PageModule = {
  default: React.ComponentType;
  prefetch?: PagePrefetch;
  /**
   * Loads the code of the sections the page draws lazily (lazySection): a navigation waits for it, so they
   * do not pop in after the page; the server's render and hydration do not need it (they wait themselves).
   */
  loadSections?: () => Promise<unknown>;
};

/**
 * Every page route's handle: its chunk (the build manifest's key), whether the server renders it, and its
 * catalogue areas: `messages` before it is drawn (named in its HTML), `sectionMessages` only for its lazy
 * sections (the server's render loads them; the browser with the sections, after the page works).
 */
export type PageHandle = {
  chunk: string;
  prerender: boolean;
  messages: MessageArea[];
  sectionMessages?: MessageArea[];
};
