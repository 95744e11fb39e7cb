import { useParams } from "react-router";
import type { PagePrefetch } from "@/web/app/page-module";
import { categoriesQueryOptions } from "@/web/features/catalogue/api/get-categories";
import { celebritiesQueryOptions } from "@/web/features/catalogue/api/get-celebrities";
import { CategoryBrowser } from "@/web/features/catalogue/components/category-browser";
import { CelebrityResultsSection } from "@/web/features/catalogue/components/sections";
import { categoryListParams, parseCatalogueParams } from "@/web/features/catalogue/hooks/use-catalogue-search-params";

/** The categories (tiles, or the one shown) and the page of celebrities listed under them. */
export const prefetch: PagePrefetch = (queryClient, { params, url }) =>
  Promise.all([
    queryClient.prefetchQuery(categoriesQueryOptions()),
    queryClient.prefetchQuery(
      celebritiesQueryOptions(categoryListParams(params.categoryId, parseCatalogueParams(url.searchParams))),
    ),
  ]);

/** A category's list of celebrities; the tiles page draws no list, but its first tap usually opens one. */
export const loadSections = () => CelebrityResultsSection.preload();

export default function CategoriesPage() {
  const { categoryId } = useParams();
  return <CategoryBrowser categoryId={categoryId} />;
}
