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
      { path: "signup", lazy: page(() => import("./routes/signup")) },
      { path: "auth", lazy: page(() => import("./routes/auth")) },
      { path: "auth/confirm", lazy: page(() => import("./routes/auth-confirm")) },
      { path: "forgot-password", lazy: page(() => import("./routes/forgot-password")) },
      { path: "reset-password", lazy: page(() => import("./routes/reset-password")) },
      { path: "become-celebrity", lazy: page(() => import("./routes/become-celebrity")) },
      { path: "payment", lazy: page(() => import("./routes/payment")) },
      { path: "payment/callback", lazy: page(() => import("./routes/payment-callback")) },
      // The return path the server gives providers (PAYMENT_RETURN_PATH): the same page.
      { path: "payment/return", lazy: page(() => import("./routes/payment-callback")) },
      { path: "payment/sandbox", lazy: page(() => import("./routes/payment-sandbox")) },
      { path: "*", lazy: page(() => import("./routes/not-found")) },
    ],
  },
  {
    // The dashboard shell is its own chunk; its pages are lazy too.
    path: "/dashboard",
    lazy: page(() => import("./layouts/dashboard-layout")),
    ErrorBoundary: RouteError,
    children: [
      { index: true, handle: { title: "Dashboard" }, lazy: page(() => import("./routes/dashboard")) },
      { path: "profile", handle: { title: "My Profile" }, lazy: page(() => import("./routes/dashboard-profile")) },
      {
        path: "settings",
        handle: { title: "Account Settings" },
        lazy: page(() => import("./routes/dashboard-settings")),
      },
      { path: "videos", handle: { title: "My Videos" }, lazy: page(() => import("./routes/dashboard-videos")) },
      { path: "requests", handle: { title: "Requests" }, lazy: page(() => import("./routes/dashboard-requests")) },
      { path: "schedule", handle: { title: "Schedule" }, lazy: page(() => import("./routes/dashboard-schedule")) },
      { path: "earnings", handle: { title: "Earnings" }, lazy: page(() => import("./routes/dashboard-earnings")) },
      { path: "*", lazy: page(() => import("./routes/not-found")) },
    ],
  },
  {
    // Staff screens arrive with the admin issue; for now the shell and a staff-only placeholder.
    path: "/admin",
    lazy: page(() => import("./layouts/dashboard-layout")),
    ErrorBoundary: RouteError,
    children: [
      ...[{ index: true as const }, { path: "*" }].map((match) => ({
        ...match,
        handle: { title: "Admin Dashboard" },
        lazy: async () => ({ Component: (await import("./routes/dashboard")).AdminComingSoonPage }),
      })),
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
