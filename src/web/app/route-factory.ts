import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs, RouteObject } from "react-router";
import type { Locale } from "@/shared/locales";
import type { MessageArea } from "@/shared/messages/areas";
import { loadMessages } from "@/web/lib/i18n";
import type { AdminAccess, AdminRouteHandle } from "./layouts/admin-guard";
import type { PageHandle, PageModule } from "./page-module";

/** How the routes get a page's data: the query cache they fill, and whether the route waits for it. */
export type RouteData = {
  /**
   * The query cache the pages' data goes into: the browser's one, or, on the server, each render's own. The
   * server builds its routes once (matching and loading a page's module then happen once, not per render)
   * and hands each render's cache to the loaders as their context.
   */
  queryClient: QueryClient | ((loaderContext: unknown) => QueryClient);
  /**
   * The server renderer waits for the page's data, so its HTML holds it. The browser does not: a
   * navigation shows the next page at once with its own loading states, the data already on its way.
   */
  awaitData: boolean;
  /**
   * True while the browser's router makes its first load of a page the server rendered. React Router runs
   * a lazy route's loader then even with hydration data; the page's data is already in the cache (a
   * failed read too, which a prefetch would fetch again, turning the page to loading under hydration).
   */
  hydrating?: () => boolean;
  /**
   * The browser's language for this page load (a language change loads the page again): a lazy route loads
   * its catalogue areas in it with its code. The server's renderer loads them per render instead.
   */
  locale?: Locale;
};

/** Page and layout modules by path ("./routes/home.tsx"), as `import.meta.glob` lists them. */
export type PageModules = Record<string, () => Promise<PageModule>>;

/** The helpers a route list is written with, loading its pages from `modules`. */
export function routeFactory(modules: PageModules, { queryClient, awaitData, hydrating, locale }: RouteData) {
  /**
   * A page (or layout) module by its name under src/web/app ("routes/home"); `prerender` pages are drawn
   * by the server's renderer with their data (the public pages), the others only in the browser.
   */
  const page = (
    name: string,
    messages: MessageArea[],
    {
      prerender = false,
      handle,
      sectionMessages,
    }: { prerender?: boolean; handle?: object; sectionMessages?: MessageArea[] } = {},
  ) => {
    const load = modules[`./${name}.tsx`];
    if (!load) throw new Error(`No module src/web/app/${name}.tsx`);
    return {
      handle: { ...handle, chunk: `app/${name}.tsx`, prerender, messages, sectionMessages } satisfies PageHandle,
      lazy: async () => {
        const [module] = await Promise.all([load(), locale && loadMessages(locale, messages)]);
        const { prefetch, loadSections } = module;
        return {
          Component: module.default,
          ...((prefetch || loadSections) && {
            loader: async ({ params, request, context }: LoaderFunctionArgs) => {
              if (hydrating?.()) return null;
              const cache = typeof queryClient === "function" ? queryClient(context) : queryClient;
              const work = prefetch?.(cache, { params, url: new URL(request.url) });
              await loadSections?.();
              if (awaitData) await work;
              // Null, not undefined: hydration data with a value tells the browser's router not to load again
              // (for a route that is not lazy; ours are, hence `hydrating`).
              return null;
            },
          }),
        };
      },
    } satisfies RouteObject;
  };
  /** A public page: rendered on the server. */
  const publicPage = (name: string, messages: MessageArea[], sectionMessages?: MessageArea[]) =>
    page(name, messages, { prerender: true, sectionMessages });

  /** A staff page: its title (the shell's heading) and who may open it (the admin guard reads both). */
  const adminRoute = (
    match: { index: true } | { path: string },
    title: string,
    access: AdminAccess | undefined,
    name: string,
  ): RouteObject => ({
    ...match,
    ...page(name, ["account", "admin", "shared"], { handle: { title, access } satisfies AdminRouteHandle }),
  });

  return { page, publicPage, adminRoute };
}
