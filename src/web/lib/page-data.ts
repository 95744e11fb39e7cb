import type { QueryClient } from "@tanstack/react-query";

/** The id of the JSON script the server writes into a public page (src/server/modules/seo/page-data.ts). */
const PAGE_DATA_ID = "salamu-page-data";

/**
 * Seeds the query cache with the public data the server inlined into the page's HTML ([queryKey, data]
 * pairs), so the first paint needs no API round trip (ADR 023). Read once, on start; a missing or broken
 * script changes nothing: the page then fetches as usual.
 */
export function seedFromPageData(queryClient: QueryClient, doc: Document = document) {
  const script = doc.getElementById(PAGE_DATA_ID);
  if (!script?.textContent) return;
  script.remove();
  try {
    const entries = JSON.parse(script.textContent) as unknown;
    if (!Array.isArray(entries)) return;
    for (const entry of entries) {
      if (Array.isArray(entry) && Array.isArray(entry[0]) && entry.length === 2) {
        queryClient.setQueryData(entry[0], entry[1]);
      }
    }
  } catch {
    // Not our JSON: ignore it.
  }
}
