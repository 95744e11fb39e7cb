import { createBrowserRouter, type RouteObject, redirect } from "react-router";
import { NOT_FOUND_TITLE, pageTitle } from "@/shared/client-routes";
import type { AdminAccess, AdminRouteHandle } from "./layouts/admin-guard";
import { RootLayout } from "./layouts/root-layout";
import { RouteError } from "./routes/route-error";

/** Each page is its own lazy chunk, so the home page loads only what it shows. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** A staff page: its title (the shell's heading) and who may open it (the admin guard reads both). */
const adminRoute = (
  match: { index: true } | { path: string },
  title: string,
  access: AdminAccess | undefined,
  load: () => Promise<{ default: React.ComponentType }>,
): RouteObject => ({ ...match, handle: { title, access } satisfies AdminRouteHandle, lazy: page(load) });

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
      { path: "blog/categories", lazy: page(() => import("./routes/blog-categories")) },
      { path: "blog/tag/:tag", lazy: page(() => import("./routes/blog-tag")) },
      { path: "blog/:slug", lazy: page(() => import("./routes/blog-post")) },
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
      { path: "accept-invitation", lazy: page(() => import("./routes/accept-invitation")) },
      { path: "watch/:token", lazy: page(() => import("./routes/watch")) },
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
      { index: true, handle: { title: pageTitle("/dashboard") }, lazy: page(() => import("./routes/dashboard")) },
      {
        path: "profile",
        handle: { title: pageTitle("/dashboard/profile") },
        lazy: page(() => import("./routes/dashboard-profile")),
      },
      {
        path: "settings",
        handle: { title: pageTitle("/dashboard/settings") },
        lazy: page(() => import("./routes/dashboard-settings")),
      },
      {
        path: "videos",
        handle: { title: pageTitle("/dashboard/videos") },
        lazy: page(() => import("./routes/dashboard-videos")),
      },
      {
        path: "requests",
        handle: { title: pageTitle("/dashboard/requests") },
        lazy: page(() => import("./routes/dashboard-requests")),
      },
      {
        path: "schedule",
        handle: { title: pageTitle("/dashboard/schedule") },
        lazy: page(() => import("./routes/dashboard-schedule")),
      },
      {
        path: "earnings",
        handle: { title: pageTitle("/dashboard/earnings") },
        lazy: page(() => import("./routes/dashboard-earnings")),
      },
      { path: "*", lazy: page(() => import("./routes/not-found")) },
    ],
  },
  {
    // The staff screens: the dashboard shell, then a guard sending away whoever may not open the page (spec
    // section 6; the server refuses their API calls anyway). Every page is its own lazy chunk.
    path: "/admin",
    lazy: page(() => import("./layouts/dashboard-layout")),
    ErrorBoundary: RouteError,
    children: [
      {
        lazy: page(() => import("./layouts/admin-guard")),
        children: [
          adminRoute({ index: true }, pageTitle("/admin"), undefined, () => import("./routes/admin/dashboard")),
          adminRoute(
            { path: "celebrities" },
            // Not the registry's title: the server's head for this page says "Celebrities" (left as it was).
            "Celebrity Management",
            { permission: "celebrities" },
            () => import("./routes/admin/celebrities"),
          ),
          adminRoute(
            { path: "users" },
            pageTitle("/admin/users"),
            { permission: "users" },
            () => import("./routes/admin/users"),
          ),
          adminRoute(
            { path: "admin-users" },
            pageTitle("/admin/admin-users"),
            "super_admin",
            () => import("./routes/admin/admin-users"),
          ),
          adminRoute(
            { path: "settings" },
            pageTitle("/admin/settings"),
            { permission: "settings" },
            () => import("./routes/admin/settings"),
          ),
          adminRoute({ path: "audit" }, pageTitle("/admin/audit"), "super_admin", () => import("./routes/admin/audit")),
          adminRoute(
            { path: "create-fan" },
            pageTitle("/admin/create-fan"),
            "super_admin",
            () => import("./routes/admin/create-fan"),
          ),
          adminRoute(
            { path: "blog" },
            pageTitle("/admin/blog"),
            { permission: "blog" },
            () => import("./routes/admin/blog"),
          ),
          adminRoute(
            { path: "blog/new" },
            pageTitle("/admin/blog/new"),
            { permission: "blog" },
            () => import("./routes/admin/blog-editor"),
          ),
          adminRoute(
            { path: "blog/edit/:id" },
            pageTitle("/admin/blog/edit/:id"),
            { permission: "blog" },
            () => import("./routes/admin/blog-editor"),
          ),
          // The other content screens come with the CMS work; until then their sidebar entries say so.
          adminRoute(
            { path: "slider" },
            pageTitle("/admin/slider"),
            { permission: "slider" },
            () => import("./routes/admin/slider"),
          ),
          adminRoute(
            { path: "edit-pages" },
            pageTitle("/admin/edit-pages"),
            { permission: "content" },
            () => import("./routes/admin/edit-pages"),
          ),
          adminRoute(
            { path: "inbox" },
            pageTitle("/admin/inbox"),
            { permission: "content" },
            () => import("./routes/admin/inbox"),
          ),
          adminRoute(
            { path: "finance" },
            pageTitle("/admin/finance"),
            { permission: "finance" },
            () => import("./routes/admin/finance"),
          ),
          adminRoute(
            { path: "finance/disputes/:id" },
            pageTitle("/admin/finance/disputes/:id"),
            { permission: "finance" },
            () => import("./routes/admin/dispute"),
          ),
          { path: "*", handle: { title: NOT_FOUND_TITLE }, lazy: page(() => import("./routes/not-found")) },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
