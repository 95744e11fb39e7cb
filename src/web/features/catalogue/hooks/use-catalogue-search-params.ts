import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { CELEBRITY_SORTS, type CelebritySort } from "@/shared/catalogue";
import { LANGUAGE_IDS, type LanguageId } from "@/shared/languages";

export type CatalogueUrlState = {
  search: string;
  category: string;
  /** A language id, or "" for any language. */
  language: LanguageId | "";
  sort: CelebritySort;
  page: number;
};

const isSort = (value: string | null): value is CelebritySort =>
  value !== null && (CELEBRITY_SORTS as readonly string[]).includes(value);
const isLanguage = (value: string | null): value is LanguageId =>
  value !== null && (LANGUAGE_IDS as readonly string[]).includes(value);

/** Reads the list state from the URL (?search=&category=&language=&sort=&page=), tolerating hand-edited values. */
export function parseCatalogueParams(params: URLSearchParams): CatalogueUrlState {
  const page = Number(params.get("page"));
  const sort = params.get("sort");
  const language = params.get("language");
  return {
    search: (params.get("search") ?? "").slice(0, 100),
    category: params.get("category") ?? "",
    language: isLanguage(language) ? language : "",
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
  if (state.sort !== "trending") params.set("sort", state.sort);
  if (state.page > 1) params.set("page", String(state.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

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
