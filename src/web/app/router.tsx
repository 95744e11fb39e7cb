import type { QueryClient } from "@tanstack/react-query";
import {
  createBrowserRouter,
  type HydrationState,
  type LoaderFunctionArgs,
  type RouteObject,
  redirect,
} from "react-router";
import { NOT_FOUND_TITLE, pageTitle } from "@/shared/client-routes";
import { basenameOf, type Locale } from "@/shared/locales";
import type { MessageArea } from "@/shared/messages/areas";
import { loadMessages } from "@/web/lib/i18n";
import type { AdminAccess, AdminRouteHandle } from "./layouts/admin-guard";
import { RootLayout } from "./layouts/root-layout";
import type { PageHandle, PageModule } from "./page-module";
import { RouteError } from "./routes/route-error";

/**
 * Every page and layout module, by its path: each is its own lazy chunk, so the home page loads only what it
 * shows, and the server knows which chunks a page needs (its `chunk`, the build manifest's key) to name
 * them in the page's HTML.
 */
const MODULES = import.meta.glob<PageModule>(["./routes/**/*.tsx", "./layouts/*.tsx", "!./**/*.test.tsx"]);

/** How the routes get a page's data: the query cache they fill, and whether the route waits for it. */
type RouteData = {
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

function routeFactory({ queryClient, awaitData, hydrating, locale }: RouteData) {
  /**
   * A page (or layout) module by its name under src/web/app ("routes/home"); `prerender` pages are drawn
   * by the server's renderer with their data (the public pages), the others only in the browser.
   */
  const page = (
    name: string,
    messages: MessageArea[],
    { prerender = false, handle }: { prerender?: boolean; handle?: object } = {},
  ) => {
    const load = MODULES[`./${name}.tsx`];
    if (!load) throw new Error(`No module src/web/app/${name}.tsx`);
    return {
      handle: { ...handle, chunk: `app/${name}.tsx`, prerender, messages } satisfies PageHandle,
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
  const publicPage = (name: string, messages: MessageArea[]) => page(name, messages, { prerender: true });

  /** A staff page: its title (the shell's heading) and who may open it (the admin guard reads both). */
  const adminRoute = (
    match: { index: true } | { path: string },
    title: string,
    access: AdminAccess | undefined,
    name: string,
  ): RouteObject => ({
    ...match,
    ...page(name, ["account", "admin"], { handle: { title, access } satisfies AdminRouteHandle }),
  });

  return { page, publicPage, adminRoute };
}

/** The app's routes, their pages' data going into `queryClient`. */
export function createRoutes(data: RouteData): RouteObject[] {
  const { page, publicPage, adminRoute } = routeFactory(data);
  return [
    {
      path: "/",
      Component: RootLayout,
      ErrorBoundary: RouteError,
      children: [
        { index: true, ...publicPage("routes/home", ["home", "catalogue"]) },
        { path: "celebrities", ...publicPage("routes/celebrities", ["catalogue"]) },
        { path: "browse", loader: ({ request }) => redirect(`/celebrities${new URL(request.url).search}`) },
        { path: "categories", ...publicPage("routes/categories", ["catalogue"]) },
        { path: "categories/:categoryId", ...publicPage("routes/categories", ["catalogue"]) },
        {
          path: "celebrity/:username",
          ...publicPage("routes/celebrity-profile", ["catalogue", "booking", "validation"]),
        },
        { path: "about", ...publicPage("routes/about", ["pages", "validation"]) },
        { path: "business", ...publicPage("routes/business", ["pages", "validation"]) },
        { path: "blog", ...publicPage("routes/blog", ["pages", "validation"]) },
        { path: "blog/categories", ...publicPage("routes/blog-categories", ["pages", "validation"]) },
        { path: "blog/tag/:tag", ...publicPage("routes/blog-tag", ["pages", "validation"]) },
        { path: "blog/:slug", ...publicPage("routes/blog-post", ["pages", "validation"]) },
        { path: "help-center", ...publicPage("routes/help-center", ["pages", "validation"]) },
        { path: "terms-of-service", ...publicPage("routes/terms-of-service", ["pages", "validation"]) },
        { path: "privacy-policy", ...publicPage("routes/privacy-policy", ["pages", "validation"]) },
        { path: "contact-us", ...publicPage("routes/contact-us", ["pages", "validation"]) },
        { path: "contact", loader: () => redirect("/contact-us") },
        { path: "terms", loader: () => redirect("/terms-of-service") },
        { path: "privacy", loader: () => redirect("/privacy-policy") },
        { path: "login", ...page("routes/login", ["auth", "validation"]) },
        { path: "signup", ...page("routes/signup", ["auth", "validation"]) },
        { path: "auth", ...page("routes/auth", ["auth", "validation"]) },
        { path: "auth/confirm", ...page("routes/auth-confirm", ["auth", "validation"]) },
        { path: "forgot-password", ...page("routes/forgot-password", ["auth", "validation"]) },
        { path: "reset-password", ...page("routes/reset-password", ["auth", "validation"]) },
        { path: "accept-invitation", ...page("routes/accept-invitation", ["auth", "validation"]) },
        { path: "watch/:token", ...publicPage("routes/watch", ["pages", "validation"]) },
        { path: "become-celebrity", ...publicPage("routes/become-celebrity", ["pages", "auth", "validation"]) },
        { path: "payment", ...page("routes/payment", ["booking", "validation"]) },
        { path: "payment/callback", ...page("routes/payment-callback", ["booking", "validation"]) },
        // The return path the server gives providers (PAYMENT_RETURN_PATH): the same page.
        { path: "payment/return", ...page("routes/payment-callback", ["booking", "validation"]) },
        { path: "payment/sandbox", ...page("routes/payment-sandbox", ["booking", "validation"]) },
        { path: "*", ...publicPage("routes/not-found", ["pages", "validation"]) },
      ],
    },
    {
      // The dashboard shell is its own chunk; its pages are lazy too.
      path: "/dashboard",
      ...page("layouts/dashboard-layout", ["account", "validation"]),
      ErrorBoundary: RouteError,
      children: [
        {
          index: true,
          ...page("routes/dashboard", ["account", "validation"], { handle: { title: pageTitle("/dashboard") } }),
        },
        {
          path: "profile",
          ...page("routes/dashboard-profile", ["account", "validation"], {
            handle: { title: pageTitle("/dashboard/profile") },
          }),
        },
        {
          path: "settings",
          ...page("routes/dashboard-settings", ["account", "validation"], {
            handle: { title: pageTitle("/dashboard/settings") },
          }),
        },
        {
          path: "videos",
          ...page("routes/dashboard-videos", ["account", "validation"], {
            handle: { title: pageTitle("/dashboard/videos") },
          }),
        },
        {
          path: "requests",
          ...page("routes/dashboard-requests", ["account", "validation"], {
            handle: { title: pageTitle("/dashboard/requests") },
          }),
        },
        {
          path: "schedule",
          ...page("routes/dashboard-schedule", ["account", "validation"], {
            handle: { title: pageTitle("/dashboard/schedule") },
          }),
        },
        {
          path: "earnings",
          ...page("routes/dashboard-earnings", ["account", "validation"], {
            handle: { title: pageTitle("/dashboard/earnings") },
          }),
        },
        { path: "*", ...page("routes/not-found", ["pages", "validation"]) },
      ],
    },
    {
      // The staff screens: the dashboard shell, then a guard sending away whoever may not open the page (spec
      // section 6; the server refuses their API calls anyway). Every page is its own lazy chunk.
      path: "/admin",
      ...page("layouts/dashboard-layout", ["account", "validation"]),
      ErrorBoundary: RouteError,
      children: [
        {
          ...page("layouts/admin-guard", ["account", "admin", "validation"]),
          children: [
            adminRoute({ index: true }, pageTitle("/admin"), undefined, "routes/admin/dashboard"),
            adminRoute(
              { path: "celebrities" },
              // Not the registry's title: the server's head for this page says "Celebrities" (left as it was).
              "Celebrity Management",
              { permission: "celebrities" },
              "routes/admin/celebrities",
            ),
            adminRoute({ path: "users" }, pageTitle("/admin/users"), { permission: "users" }, "routes/admin/users"),
            adminRoute(
              { path: "admin-users" },
              pageTitle("/admin/admin-users"),
              "super_admin",
              "routes/admin/admin-users",
            ),
            adminRoute(
              { path: "settings" },
              pageTitle("/admin/settings"),
              { permission: "settings" },
              "routes/admin/settings",
            ),
            adminRoute({ path: "audit" }, pageTitle("/admin/audit"), "super_admin", "routes/admin/audit"),
            adminRoute(
              { path: "create-fan" },
              pageTitle("/admin/create-fan"),
              "super_admin",
              "routes/admin/create-fan",
            ),
            adminRoute({ path: "blog" }, pageTitle("/admin/blog"), { permission: "blog" }, "routes/admin/blog"),
            adminRoute(
              { path: "blog/new" },
              pageTitle("/admin/blog/new"),
              { permission: "blog" },
              "routes/admin/blog-editor",
            ),
            adminRoute(
              { path: "blog/edit/:id" },
              pageTitle("/admin/blog/edit/:id"),
              { permission: "blog" },
              "routes/admin/blog-editor",
            ),
            // The other content screens come with the CMS work; until then their sidebar entries say so.
            adminRoute({ path: "slider" }, pageTitle("/admin/slider"), { permission: "slider" }, "routes/admin/slider"),
            adminRoute(
              { path: "edit-pages" },
              pageTitle("/admin/edit-pages"),
              { permission: "content" },
              "routes/admin/edit-pages",
            ),
            adminRoute({ path: "inbox" }, pageTitle("/admin/inbox"), { permission: "content" }, "routes/admin/inbox"),
            adminRoute(
              { path: "finance" },
              pageTitle("/admin/finance"),
              { permission: "finance" },
              "routes/admin/finance",
            ),
            adminRoute(
              { path: "finance/disputes/:id" },
              pageTitle("/admin/finance/disputes/:id"),
              { permission: "finance" },
              "routes/admin/dispute",
            ),
            { path: "*", ...page("routes/not-found", ["pages", "validation"], { handle: { title: NOT_FOUND_TITLE } }) },
          ],
        },
      ],
    },
  ];
}

/** The browser's router: the routes the server rendered with, then hydrated (src/web/main.tsx). */
export function createAppRouter(queryClient: QueryClient, locale: Locale, hydrationData?: HydrationState) {
  let hydrating = hydrationData !== undefined;
  const routes = createRoutes({ queryClient, awaitData: false, hydrating: () => hydrating, locale });
  // Every address of a language but English starts with its prefix ("/fr/celebrities"): as the basename,
  // each link and navigation inside the app keeps the page's language without naming it.
  const router = createBrowserRouter(routes, { hydrationData, basename: basenameOf(locale) || undefined });
  if (router.state.initialized) hydrating = false;
  else if (hydrating) {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      hydrating = false;
      stop();
    });
  }
  return router;
}
