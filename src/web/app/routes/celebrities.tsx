import { pageTitle } from "@/shared/client-routes";
import type { PagePrefetch } from "@/web/app/page-module";
import { categoriesQueryOptions } from "@/web/features/catalogue/api/get-categories";
import { celebritiesQueryOptions } from "@/web/features/catalogue/api/get-celebrities";
import { BrowseCelebrities } from "@/web/features/catalogue/components/browse-celebrities";
import { CelebrityResultsSection } from "@/web/features/catalogue/components/sections";
import { browseListParams, parseCatalogueParams } from "@/web/features/catalogue/hooks/use-catalogue-search-params";
import { usePageTitle } from "@/web/lib/use-page-title";

/** The list for the address's search and filters, and the category pills. */
export const prefetch: PagePrefetch = (queryClient, { url }) =>
  Promise.all([
    queryClient.prefetchQuery(categoriesQueryOptions()),
    queryClient.prefetchQuery(celebritiesQueryOptions(browseListParams(parseCatalogueParams(url.searchParams)))),
  ]);

export const loadSections = () => CelebrityResultsSection.preload();

export default function CelebritiesPage() {
  usePageTitle(pageTitle("/celebrities"));
  return <BrowseCelebrities />;
}
