import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import {
  CELEBRITY_SORTS,
  type CelebritySort,
  COUNTRY_IDS,
  type CountryId,
  MAX_PRICE_FILTER_USD,
} from "@/shared/catalogue";
import { LANGUAGE_IDS, type LanguageId } from "@/shared/languages";
import type { CelebritiesParams } from "../api/get-celebrities";

export type CatalogueUrlState = {
  search: string;
  category: string;
  /** A language id, or "" for any language. */
  language: LanguageId | "";
  /** A country id, or "" for every country. */
  country: CountryId | "";
  /** Price bounds in whole US dollars, inclusive; null for none. */
  minPrice: number | null;
  maxPrice: number | null;
  /** 'Delivers within 24 hours'. */
  within24h: boolean;
  sort: CelebritySort;
  page: number;
};

const isSort = (value: string | null): value is CelebritySort =>
  value !== null && (CELEBRITY_SORTS as readonly string[]).includes(value);
const isLanguage = (value: string | null): value is LanguageId =>
  value !== null && (LANGUAGE_IDS as readonly string[]).includes(value);
const isCountry = (value: string | null): value is CountryId =>
  value !== null && (COUNTRY_IDS as readonly string[]).includes(value);

function priceParam(value: string | null): number | null {
  if (value === null || value.trim() === "") return null;
  const price = Number(value);
  return Number.isInteger(price) && price >= 0 && price <= MAX_PRICE_FILTER_USD ? price : null;
}

/**
 * Reads the list state from the URL (?search=&category=&language=&country=&minPrice=&maxPrice=&within24h=
 * &sort=&page=), tolerating hand-edited values.
 */
export function parseCatalogueParams(params: URLSearchParams): CatalogueUrlState {
  const page = Number(params.get("page"));
  const sort = params.get("sort");
  const language = params.get("language");
  const country = params.get("country");
  const minPrice = priceParam(params.get("minPrice"));
  let maxPrice = priceParam(params.get("maxPrice"));
  // A hand-edited range upside down would answer 400: keep the lower bound only.
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) maxPrice = null;
  return {
    // ?q= is what the header's search box opens; ?search= what browse writes.
    search: (params.get("search") ?? params.get("q") ?? "").slice(0, 100),
    category: params.get("category") ?? "",
    language: isLanguage(language) ? language : "",
    country: isCountry(country) ? country : "",
    minPrice,
    maxPrice,
    within24h: params.get("within24h") === "true",
    sort: isSort(sort) ? sort : "trending",
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL for a list state: defaults are left out so URLs stay short. */
export function catalogueSearchString(state: CatalogueUrlState): string {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set("search", state.search.trim());
  if (state.category) params.set("category", state.category);
  if (state.language) params.set("language", state.language);
  if (state.country) params.set("country", state.country);
  if (state.minPrice !== null) params.set("minPrice", String(state.minPrice));
  if (state.maxPrice !== null) params.set("maxPrice", String(state.maxPrice));
  if (state.within24h) params.set("within24h", "true");
  if (state.sort !== "trending") params.set("sort", state.sort);
  if (state.page > 1) params.set("page", String(state.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * The list browse asks the API for in a URL state: the page's query and the server's prefetch of it
 * (routes/celebrities.tsx) are built here, so they share one cache entry.
 */
export function browseListParams(state: CatalogueUrlState): CelebritiesParams {
  return {
    search: state.search || undefined,
    category: state.category || undefined,
    language: state.language || undefined,
    country: state.country || undefined,
    minPrice: state.minPrice ?? undefined,
    maxPrice: state.maxPrice ?? undefined,
    within24h: state.within24h || undefined,
    sort: state.sort,
    page: state.page,
  };
}

/** The list a category page shows (all celebrities without one): the page's query and its prefetch. */
export const categoryListParams = (categoryId: string | undefined, state: CatalogueUrlState): CelebritiesParams => ({
  category: categoryId,
  page: state.page,
});

/**
 * The browse state kept in the URL, so back/forward and reload restore it. Changing a filter returns to
 * page 1; changing only the page keeps the filters.
 */
export function useCatalogueSearchParams() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseCatalogueParams(params), [params]);

  const update = useCallback(
    (changes: Partial<CatalogueUrlState>, options?: { replace?: boolean }) => {
      setParams(
        (current) => {
          const previous = parseCatalogueParams(current);
          const next = { ...previous, ...changes };
          if (!("page" in changes)) next.page = 1;
          return new URLSearchParams(catalogueSearchString(next));
        },
        { replace: options?.replace, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const pageHref = useCallback((page: number) => catalogueSearchString({ ...state, page }) || "?", [state]);

  return { ...state, update, pageHref };
}
