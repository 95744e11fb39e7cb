import { createBrowserRouter, type RouteObject, redirect } from "react-router";
import { RootLayout } from "./layouts/root-layout";
import { RouteError } from "./routes/route-error";

/** Each page is its own lazy chunk, so the home page loads only what it shows. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const routes: RouteObject[] = [
  {
    path: "/",
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: page(() => import("./routes/home")) },
      { path: "celebrities", lazy: page(() => import("./routes/celebrities")) },
      { path: "browse", loader: ({ request }) => redirect(`/celebrities${new URL(request.url).search}`) },
      { path: "categories", lazy: page(() => import("./routes/categories")) },
      { path: "categories/:categoryId", lazy: page(() => import("./routes/categories")) },
      { path: "celebrity/:username", lazy: page(() => import("./routes/celebrity-profile")) },
      { path: "about", lazy: page(() => import("./routes/about")) },
      { path: "business", lazy: page(() => import("./routes/business")) },
      { path: "blog", lazy: page(() => import("./routes/blog")) },
      { path: "blog/categories", lazy: page(() => import("./routes/blog")) },
      { path: "help-center", lazy: page(() => import("./routes/help-center")) },
      { path: "terms-of-service", lazy: page(() => import("./routes/terms-of-service")) },
      { path: "privacy-policy", lazy: page(() => import("./routes/privacy-policy")) },
      { path: "contact-us", lazy: page(() => import("./routes/contact-us")) },
      { path: "contact", loader: () => redirect("/contact-us") },
      { path: "terms", loader: () => redirect("/terms-of-service") },
      { path: "privacy", loader: () => redirect("/privacy-policy") },
      { path: "login", lazy: page(() => import("./routes/login")) },
      { path: "signup", lazy: page(() => import("./routes/login")) },
      { path: "auth", lazy: page(() => import("./routes/login")) },
      // Applying needs an account; until accounts open, visitors land where they will sign in.
      { path: "become-celebrity", loader: () => redirect("/auth") },
      { path: "*", lazy: page(() => import("./routes/not-found")) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
