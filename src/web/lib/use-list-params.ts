import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

export type ListParams<K extends string> = { page: number } & Record<K, string>;

/** Reads a list's page and filters from the URL, tolerating hand-edited values. */
export function parseListParams<K extends string>(params: URLSearchParams, keys: readonly K[]): ListParams<K> {
  const page = Number(params.get("page"));
  const values = Object.fromEntries(keys.map((key) => [key, (params.get(key) ?? "").slice(0, 100)])) as Record<
    K,
    string
  >;
  return { ...values, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** The search string of a list state: empty filters and page 1 are left out, so URLs stay short. */
export function listSearchString<K extends string>(state: ListParams<K>, keys: readonly K[]): string {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = state[key].trim();
    if (value) params.set(key, value);
  }
  if (state.page > 1) params.set("page", String(state.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * A paginated list's state kept in the URL (?search=&role=&page=), so reload and back/forward restore it and each
 * page has its own address. Changing a filter returns to page 1.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  // `keys` is a module-level constant of the caller, so it never changes between renders.
  const state = useMemo(() => parseListParams(params, keys), [params, keys]);

  const update = useCallback(
    (changes: Partial<Record<K, string>>) => {
      setParams(
        (current) => {
          const next = { ...parseListParams(current, keys), ...changes, page: 1 } as ListParams<K>;
          return new URLSearchParams(listSearchString(next, keys));
        },
        { preventScrollReset: true },
      );
    },
    [setParams, keys],
  );

  const pageHref = useCallback((page: number) => listSearchString({ ...state, page }, keys) || "?", [state, keys]);

  return { ...state, update, pageHref };
}
