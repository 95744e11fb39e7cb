import type { CelebrityListResponse } from "@/shared/schemas/catalogue";
import { Pagination } from "@/web/components/pagination";
import { useCatalogueSearchParams } from "../hooks/use-catalogue-search-params";
import { CelebrityGrid } from "./celebrity-grid";

/**
 * A page of catalogue results: the cards, then links to the other pages. A lazy section (`./sections`).
 */
function CelebrityResults({
  list,
  loading,
  stale,
}: {
  list: CelebrityListResponse | undefined;
  loading: boolean;
  stale: boolean;
}) {
  const { pageHref } = useCatalogueSearchParams();
  return (
    <>
      <CelebrityGrid items={list?.items} loading={loading} stale={stale} />
      {list && <Pagination className="mt-12" page={list.page} totalPages={list.totalPages} hrefFor={pageHref} />}
    </>
  );
}

export default CelebrityResults;
