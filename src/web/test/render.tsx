import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type RenderResult, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { Toaster } from "sonner";
import type { Me } from "@/shared/schemas/accounts";
import { CurrencyProvider } from "@/web/lib/currency/currency-context";
import { sessionKey } from "@/web/lib/query-keys";

/**
 * The providers of web tests in one place: a QueryClient without retries, a memory router, and on request the
 * currency context and the toaster. Tests stub `fetch` for the API they talk to.
 */

type QueryDefaults = NonNullable<
  NonNullable<ConstructorParameters<typeof QueryClient>[0]>["defaultOptions"]
>["queries"];

/** A QueryClient for one test: no retries (a failure shows at once); pass defaults to change more. */
export function createTestQueryClient(queries: QueryDefaults = {}): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, ...queries } } });
}

export type ProvidersOptions = {
  /** The URL the memory router starts at (path, search and hash). Default "/". */
  path?: string;
  /** The client to use, e.g. `createTestQueryClient({ staleTime: Infinity })` with data seeded beforehand. */
  queryClient?: QueryClient;
  /** Seeds the session: a signed-in user, or null for a visitor. Left out, GET /api/session answers (stub it). */
  session?: Me | null;
  /** Wraps the tree in the CurrencyProvider (anything showing a price). It reads GET /api/currencies. */
  currency?: boolean;
  /** Renders sonner's Toaster, for tests that read toasts on screen (leave it off when sonner is mocked). */
  toaster?: boolean;
};

export type RenderWithProvidersOptions = ProvidersOptions & {
  /** The route pattern the element is mounted at (e.g. "/celebrity/:username"). Default: the path's pathname. */
  routePath?: string;
  /** Routes beside the element's, for where it navigates: `[{ path: "/login", element: <h1>Login page</h1> }]`. */
  routes?: RouteObject[];
};

export type RenderWithProvidersResult = RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
};

/** Renders a whole route tree (layouts with an Outlet, several pages) inside the providers. */
export function renderRoutes(routes: RouteObject[], options: ProvidersOptions = {}): RenderWithProvidersResult {
  const { path = "/", session, currency = false, toaster = false } = options;
  const queryClient = options.queryClient ?? createTestQueryClient();
  if (session !== undefined) queryClient.setQueryData(sessionKey, session);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const app = <RouterProvider router={router} />;
  const result = render(
    <QueryClientProvider client={queryClient}>
      {currency ? <CurrencyProvider>{app}</CurrencyProvider> : app}
      {toaster && <Toaster />}
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** Renders one element at `path` (mounted at `routePath`), with `routes` beside it, inside the providers. */
export function renderWithProviders(
  ui: ReactNode,
  { routePath, routes = [], ...options }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const pathname = new URL(options.path ?? "/", "http://localhost").pathname;
  return renderRoutes([{ path: routePath ?? pathname, element: ui }, ...routes], options);
}

/** A JSON answer for a stubbed `fetch`. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** The API's error body (`{ error: { code, message } }`) for a stubbed `fetch`. */
export function errorResponse(status: number, code: string, message: string): Response {
  return jsonResponse({ error: { code, message } }, status);
}
