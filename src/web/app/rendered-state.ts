import { type DehydratedState, dehydrate, hydrate, type QueryClient } from "@tanstack/react-query";
import type { HydrationState } from "react-router";
import { type CurrencyCode, isCurrencyCode } from "@/shared/currencies";
import { ApiError } from "@/web/lib/api-client";
import { sessionKey } from "@/web/lib/query-keys";
import { setUncheckedSession } from "@/web/lib/session";

/**
 * What a server-rendered page hands the browser beside its HTML, in one JSON script: the query cache the
 * page was drawn from (TanStack Query's dehydrate/hydrate), the router's hydration data, and the currency its
 * prices are in. The browser's first render then draws exactly the server's HTML (no mismatch), without
 * asking the API again.
 */
export const RENDERED_STATE_ID = "salamu-rendered-state";

export type RenderedState = { queries: DehydratedState; router: HydrationState; currency: CurrencyCode };

/** An API error as JSON (an Error's message is not enumerable), revived as an ApiError in the browser. */
type SerializedApiError = { apiError: true; status: number; code: string; message: string; details?: unknown };

const isSerializedApiError = (value: unknown): value is SerializedApiError =>
  !!value && typeof value === "object" && (value as SerializedApiError).apiError === true;

/**
 * The cache to hand over: answers and failures (a missing profile is drawn as missing on both sides), never
 * the session: the server draws every page signed out, and the browser asks who is signed in itself.
 */
export function dehydratePage(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.queryKey[0] !== sessionKey[0] && (query.state.status === "success" || query.state.status === "error"),
  });
  for (const query of state.queries) {
    const error = query.state.error;
    if (error instanceof ApiError) {
      query.state.error = {
        apiError: true,
        status: error.status,
        code: error.code,
        message: error.message,
        details: error.details,
      } satisfies SerializedApiError as unknown as Error;
    } else if (error) {
      query.state.error = { apiError: true, status: 500, code: "HTTP_ERROR", message: "" } as unknown as Error;
    }
  }
  return state;
}

/** The state the server wrote into this page, or null when the page was not rendered on the server. */
export function readRenderedState(doc: Document): RenderedState | null {
  const script = doc.getElementById(RENDERED_STATE_ID);
  if (!script?.textContent) return null;
  try {
    const state = JSON.parse(script.textContent) as RenderedState;
    if (!state?.queries || !state.router || !isCurrencyCode(state.currency)) return null;
    return state;
  } catch {
    return null;
  }
}

/**
 * Fills the browser's cache with the server's: the same answers, failures as ApiErrors again, and the
 * session as "signed out, to be checked": the header hydrates as the server drew it, then asks.
 */
export function hydratePage(queryClient: QueryClient, state: RenderedState) {
  for (const query of state.queries.queries) {
    const error = query.state.error as unknown;
    if (isSerializedApiError(error)) {
      query.state.error = new ApiError(error.status, error.code, error.message, error.details);
    }
  }
  // Fresh as of now: the server drops its kept pages on every change, so what a page was drawn from is
  // what the API would answer; the browser does not ask again because the HTML was kept a while.
  const now = Date.now();
  for (const query of state.queries.queries) {
    if (query.state.status === "success") query.state.dataUpdatedAt = now;
  }
  hydrate(queryClient, state.queries);
  setUncheckedSession(queryClient);
}
