import type { QueryClient } from "@tanstack/react-query";
import { createBrowserRouter, type HydrationState, type RouteObject, redirect } from "react-router";
import { basenameOf, type Locale, localeOfPath } from "@/shared/locales";
import { RootLayout } from "./layouts/root-layout";
import type { PageModule } from "./page-module";
import { type RouteData, routeFactory } from "./route-factory";
import { RouteError } from "./routes/route-error";

/**
 * The public tree's page and layout modules, by path: each is its own lazy chunk, so the home page loads only
 * what it shows, and the server knows which chunks a page needs (its `chunk`, the build manifest's key) to
 * name them in the page's HTML.
 */
const PUBLIC_MODULES = import.meta.glob<PageModule>([
  "./routes/*.tsx",
  "./layouts/root-layout.tsx",
  "!./routes/dashboard*.tsx",
  "!./**/*.test.tsx",
]);

/** "/dashboard/…" and "/admin/…" (without the language prefix): the areas src/web/app/signed-in-routes.tsx adds. */
const isSignedInArea = (path: string) => /^\/(dashboard|admin)(\/|$)/.test(path);

/**
 * The routes under "/": the public pages, sign-in and payment. The signed-in areas (/dashboard, /admin) are
 * in src/web/app/signed-in-routes.tsx, which the browser loads on the first visit there: their 30 pages'
 * names and chunk lists stay out of the code every first visit downloads (ADR 050).
 */
export function createPublicRoutes(data: RouteData): RouteObject[] {
  const { page, publicPage } = routeFactory(PUBLIC_MODULES, data);
  return [
    {
      path: "/",
      Component: RootLayout,
      ErrorBoundary: RouteError,
      children: [
        // Home draws the catalogue's and the shared words only below its first screen, with their code (ADR 050).
        { index: true, ...publicPage("routes/home", ["home"], ["catalogue", "shared"]) },
        { path: "celebrities", ...publicPage("routes/celebrities", ["catalogue", "shared"]) },
        { path: "browse", loader: ({ request }) => redirect(`/celebrities${new URL(request.url).search}`) },
        { path: "categories", ...publicPage("routes/categories", ["catalogue", "shared"]) },
        { path: "categories/:categoryId", ...publicPage("routes/categories", ["catalogue", "shared"]) },
        // Booking's words come with the request dialog (routes/celebrity-profile).
        { path: "celebrity/:username", ...publicPage("routes/celebrity-profile", ["catalogue", "shared"]) },
        { path: "about", ...publicPage("routes/about", ["pages", "shared"]) },
        { path: "business", ...publicPage("routes/business", ["pages", "shared"]) },
        { path: "blog", ...publicPage("routes/blog", ["pages", "shared"]) },
        { path: "blog/categories", ...publicPage("routes/blog-categories", ["pages", "shared"]) },
        { path: "blog/tag/:tag", ...publicPage("routes/blog-tag", ["pages", "shared"]) },
        { path: "blog/:slug", ...publicPage("routes/blog-post", ["pages", "shared"]) },
        { path: "help-center", ...publicPage("routes/help-center", ["pages", "shared"]) },
        { path: "terms-of-service", ...publicPage("routes/terms-of-service", ["pages", "shared"]) },
        { path: "privacy-policy", ...publicPage("routes/privacy-policy", ["pages", "shared"]) },
        { path: "contact-us", ...publicPage("routes/contact-us", ["pages", "shared"]) },
        { path: "contact", loader: () => redirect("/contact-us") },
        { path: "terms", loader: () => redirect("/terms-of-service") },
        { path: "privacy", loader: () => redirect("/privacy-policy") },
        { path: "login", ...page("routes/login", ["auth", "shared"]) },
        { path: "signup", ...page("routes/signup", ["auth", "shared"]) },
        { path: "auth", ...page("routes/auth", ["auth", "shared"]) },
        { path: "auth/confirm", ...page("routes/auth-confirm", ["auth", "shared"]) },
        { path: "forgot-password", ...page("routes/forgot-password", ["auth", "shared"]) },
        { path: "reset-password", ...page("routes/reset-password", ["auth", "shared"]) },
        { path: "accept-invitation", ...page("routes/accept-invitation", ["auth", "shared"]) },
        { path: "watch/:token", ...publicPage("routes/watch", ["pages", "shared"]) },
        {
          path: "become-celebrity",
          ...publicPage("routes/become-celebrity", ["pages", "auth", "shared"]),
        },
        { path: "payment", ...page("routes/payment", ["booking", "shared"]) },
        { path: "payment/callback", ...page("routes/payment-callback", ["booking", "shared"]) },
        // The return path the server gives providers (PAYMENT_RETURN_PATH): the same page.
        { path: "payment/return", ...page("routes/payment-callback", ["booking", "shared"]) },
        { path: "payment/sandbox", ...page("routes/payment-sandbox", ["booking", "shared"]) },
        { path: "*", ...publicPage("routes/not-found", ["pages", "shared"]) },
      ],
    },
  ];
}

/** The browser's router: the routes the server rendered with, then hydrated (src/web/main.tsx). */
export function createAppRouter(queryClient: QueryClient, locale: Locale, hydrationData?: HydrationState) {
  let hydrating = hydrationData !== undefined;
  const data: RouteData = { queryClient, awaitData: false, hydrating: () => hydrating, locale };
  const routes = createPublicRoutes(data);
  let signedInAdded = false;
  // Every address of a language but English starts with its prefix ("/fr/celebrities"): as the basename,
  // each link and navigation inside the app keeps the page's language without naming it.
  const router = createBrowserRouter(routes, {
    hydrationData,
    basename: basenameOf(locale) || undefined,
    // React Router asks on a navigation it matched only partly (here: to the not-found page's "*", or a
    // dynamic segment); the signed-in areas are added once, the first time one of their addresses is asked.
    async patchRoutesOnNavigation({ path, patch }) {
      if (signedInAdded || !isSignedInArea(localeOfPath(path).rest)) return;
      const { createSignedInRoutes } = await import("./signed-in-routes");
      if (signedInAdded) return;
      signedInAdded = true;
      patch(null, createSignedInRoutes(data));
    },
  });
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
