import { Clock, SearchX, SlidersHorizontal } from "lucide-react";
import { useId, useState } from "react";
import { SearchBox } from "@/web/components/search-box";
import { EmptyState, ErrorState } from "@/web/components/states";
import { Button } from "@/web/components/ui/button";
import { useCatalogueNames } from "@/web/lib/catalogue-names";
import { useRichT, useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";
import { useCategories } from "../api/get-categories";
import { useCelebrities } from "../api/get-celebrities";
import { browseListParams, useCatalogueSearchParams } from "../hooks/use-catalogue-search-params";
import { CategoryPills } from "./category-pills";
import { CountrySelect } from "./country-select";
import { LanguageSelect } from "./language-select";
import { PriceRangeSelect } from "./price-range-select";
import { CelebrityResultsSection } from "./sections";
import { SortSelect } from "./sort-select";

const NO_FILTERS = {
  search: "",
  category: "",
  language: "",
  country: "",
  minPrice: null,
  maxPrice: null,
  within24h: false,
  sort: "trending",
} as const;

/** The browse page: search, filters (category, language, country, price, delivery), sort and pages, all in the URL. */
export function BrowseCelebrities() {
  const t = useT();
  const names = useCatalogueNames();
  const richT = useRichT();
  const urlState = useCatalogueSearchParams();
  const { search, category, language, country, minPrice, maxPrice, within24h, sort, update } = urlState;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const categoryLabelId = useId();
  const categories = useCategories();
  const list = useCelebrities(browseListParams(urlState));

  const categoryName = categories.data?.categories.find((candidate) => candidate.id === category)?.name;
  const clearFilters = () => update(NO_FILTERS);
  const panelFilters = Boolean(category || language || country || minPrice !== null || maxPrice !== null || within24h);
  const hasFilters = Boolean(search || panelFilters || sort !== "trending");
  const data = list.data;

  return (
    <div>
      <section className="border-b border-slate-100 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-10 pb-8 sm:px-6 sm:pt-14 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {t("catalogue.browse.title")}
          </h1>
          <p className="mt-2 max-w-2xl text-base text-slate-600">{t("catalogue.browse.description")}</p>
          <div className="mt-6 flex max-w-3xl items-center gap-3">
            {/* The short placeholder: beside the Filter button a phone has room for about 20 characters. */}
            <SearchBox
              value={search}
              placeholder={t("common.search.placeholder")}
              onSearch={(next) => update({ search: next })}
            />
            <Button
              variant="outline"
              className="h-12 md:hidden"
              aria-expanded={filtersOpen}
              aria-controls={panelId}
              onClick={() => setFiltersOpen((open) => !open)}
            >
              <SlidersHorizontal aria-hidden="true" />
              {t("catalogue.browse.filter")}
              {panelFilters && <span className="size-2 rounded-full bg-brand-600" aria-hidden="true" />}
            </Button>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <div id={panelId} className={cn("mb-6 flex-col gap-4", filtersOpen ? "flex" : "hidden md:flex")}>
          <div className="flex min-w-0 flex-col gap-3">
            <p id={categoryLabelId} className="text-sm font-medium text-slate-700 md:sr-only">
              {t("catalogue.browse.category")}
            </p>
            {categories.data ? (
              <CategoryPills
                categories={categories.data.categories}
                counts={data?.categoryCounts}
                value={category}
                labelledBy={categoryLabelId}
                onChange={(next) => update({ category: next })}
              />
            ) : (
              <div className="flex flex-wrap gap-2" aria-hidden="true">
                {Array.from({ length: 6 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static skeletons
                  <span key={index} className="h-9 w-24 animate-pulse rounded-full bg-slate-100" />
                ))}
              </div>
            )}
          </div>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:flex md:flex-wrap md:gap-2">
            <LanguageSelect
              className="w-full md:w-44"
              value={language}
              onChange={(next) => update({ language: next })}
            />
            <CountrySelect value={country} onChange={(next) => update({ country: next })} />
            <PriceRangeSelect value={{ minPrice, maxPrice }} onChange={(range) => update(range)} />
            <button
              type="button"
              aria-pressed={within24h}
              onClick={() => update({ within24h: !within24h })}
              className={cn(
                "inline-flex h-10 items-center justify-center gap-1.5 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none",
                within24h
                  ? "border-brand-700 bg-brand-700 text-white hover:bg-orange-800"
                  : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
              )}
            >
              <Clock aria-hidden="true" className="size-4" />
              {t("catalogue.browse.within24h")}
            </button>
          </div>
          {/* On phones the filters stay open while the visitor sets several; this closes them onto the list. */}
          <Button className="md:hidden" onClick={() => setFiltersOpen(false)}>
            {data ? t("catalogue.browse.showResults", { count: data.total }) : t("catalogue.browse.loading")}
          </Button>
        </div>

        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-sm font-medium text-slate-600" aria-live="polite">
            {data
              ? richT(
                  "catalogue.browse.summary",
                  {
                    count: data.total,
                    hasSearch: search ? "yes" : "no",
                    // The visitor's words in quotes, isolated: an Arabic search on an English page (or the
                    // reverse) keeps its quotes and the words around it in order.
                    search: <bdi>{t("catalogue.browse.searchQuoted", { search })}</bdi>,
                    hasCategory: categoryName ? "yes" : "no",
                    category: <bdi>{categoryName}</bdi>,
                    hasLanguage: language ? "yes" : "no",
                    language: language ? names.starLanguage(language) : "",
                    hasCountry: country ? "yes" : "no",
                    country: country ? names.country(country) : "",
                    within24h: within24h ? "yes" : "no",
                  },
                  [(count) => <span className="text-slate-900">{count}</span>],
                )
              : list.isError
                ? t("catalogue.browse.results")
                : t("catalogue.browse.loading")}
          </h2>
          <SortSelect value={sort} onChange={(next) => update({ sort: next })} />
        </div>

        {list.isError && !data ? (
          <ErrorState
            size="page"
            title={t("catalogue.common.errorTitle")}
            message={t("catalogue.common.celebritiesError")}
            onRetry={() => list.refetch()}
          />
        ) : data && data.items.length === 0 ? (
          data.total > 0 ? (
            <EmptyState
              size="page"
              icon={SearchX}
              headingLevel={2}
              title={t("catalogue.common.pageEmpty")}
              action={
                <Button variant="outline" onClick={() => update({ page: 1 })}>
                  {t("catalogue.common.firstPage")}
                </Button>
              }
            >
              {t("catalogue.browse.onlyPages", { count: data.totalPages })}
            </EmptyState>
          ) : (
            <EmptyState
              size="page"
              icon={SearchX}
              headingLevel={2}
              title={t("catalogue.browse.noMatchTitle")}
              action={
                hasFilters && (
                  <Button className="bg-brand-700 hover:bg-orange-800" onClick={clearFilters}>
                    {t("catalogue.browse.clearFilters")}
                  </Button>
                )
              }
            >
              {t("catalogue.browse.noMatchText")}
            </EmptyState>
          )
        ) : (
          <CelebrityResultsSection list={data} loading={list.isPending} stale={list.isPlaceholderData} />
        )}
      </div>
    </div>
  );
}
