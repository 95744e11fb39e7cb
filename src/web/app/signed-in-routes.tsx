import type { RouteObject } from "react-router";
import { NOT_FOUND_TITLE, pageTitle } from "@/shared/client-routes";
import type { PageModule } from "./page-module";
import { type RouteData, routeFactory } from "./route-factory";
import { RouteError } from "./routes/route-error";

/** The signed-in areas' page and layout modules, by path (each its own lazy chunk, as the public ones). */
const SIGNED_IN_MODULES = import.meta.glob<PageModule>([
  "./routes/dashboard*.tsx",
  "./routes/admin/*.tsx",
  "./layouts/dashboard-layout.tsx",
  "./layouts/admin-guard.tsx",
  "./routes/not-found.tsx",
  "!./**/*.test.tsx",
]);

/**
 * The account dashboard (/dashboard) and the staff screens (/admin), beside "/" at the top of the tree. The
 * browser adds them on the first visit to one of their addresses (src/web/app/router.tsx).
 */
export function createSignedInRoutes(data: RouteData): RouteObject[] {
  const { page, adminRoute } = routeFactory(SIGNED_IN_MODULES, data);
  return [
    {
      // The dashboard shell is its own chunk; its pages are lazy too.
      path: "/dashboard",
      ...page("layouts/dashboard-layout", ["account", "shared"]),
      ErrorBoundary: RouteError,
      children: [
        {
          index: true,
          ...page("routes/dashboard", ["account", "shared"], {
            handle: { title: pageTitle("/dashboard") },
          }),
        },
        {
          path: "profile",
          ...page("routes/dashboard-profile", ["account", "shared"], {
            handle: { title: pageTitle("/dashboard/profile") },
          }),
        },
        {
          path: "settings",
          ...page("routes/dashboard-settings", ["account", "shared"], {
            handle: { title: pageTitle("/dashboard/settings") },
          }),
        },
        {
          path: "videos",
          ...page("routes/dashboard-videos", ["account", "shared"], {
            handle: { title: pageTitle("/dashboard/videos") },
          }),
        },
        {
          path: "my-requests",
          ...page("routes/dashboard-my-requests", ["account", "shared"], {
            handle: { title: pageTitle("/dashboard/my-requests") },
          }),
        },
        {
          path: "requests",
          ...page("routes/dashboard-requests", ["account", "shared"], {
            handle: { title: pageTitle("/dashboard/requests") },
          }),
        },
        {
          path: "schedule",
          ...page("routes/dashboard-schedule", ["account", "shared"], {
            handle: { title: pageTitle("/dashboard/schedule") },
          }),
        },
        {
          path: "earnings",
          ...page("routes/dashboard-earnings", ["account", "shared"], {
            handle: { title: pageTitle("/dashboard/earnings") },
          }),
        },
        { path: "*", ...page("routes/not-found", ["pages", "shared"]) },
      ],
    },
    {
      // The staff screens: the dashboard shell, then a guard sending away whoever may not open the page (spec
      // section 6; the server refuses their API calls anyway). Every page is its own lazy chunk.
      path: "/admin",
      ...page("layouts/dashboard-layout", ["account", "shared"]),
      ErrorBoundary: RouteError,
      children: [
        {
          ...page("layouts/admin-guard", ["account", "admin", "shared"]),
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
              { path: "users/:id" },
              pageTitle("/admin/users/:id"),
              { permission: "users" },
              "routes/admin/user",
            ),
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
              { staffTool: "create-fan" },
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
              { path: "requests" },
              pageTitle("/admin/requests"),
              { permission: "requests" },
              "routes/admin/requests",
            ),
            adminRoute(
              { path: "requests/:id" },
              pageTitle("/admin/requests/:id"),
              { permission: "requests" },
              "routes/admin/request",
            ),
            adminRoute(
              { path: "finance/disputes/:id" },
              pageTitle("/admin/finance/disputes/:id"),
              { permission: "finance" },
              "routes/admin/dispute",
            ),
            {
              path: "*",
              ...page("routes/not-found", ["pages", "shared"], { handle: { title: NOT_FOUND_TITLE } }),
            },
          ],
        },
      ],
    },
  ];
}
