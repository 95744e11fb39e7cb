/**
 * The paths the web app's router (`src/web/app/router.tsx`) draws a page for, so the server can answer
 * 200 for them and 404 for the rest while the single-page app renders its own not-found page. A web
 * test compares this list with the router's, so the two cannot drift apart.
 */
export const CLIENT_ROUTES = [
  "/",
  "/celebrities",
  "/browse",
  "/categories",
  "/categories/:categoryId",
  "/celebrity/:username",
  "/about",
  "/business",
  "/blog",
  "/blog/categories",
  "/blog/tag/:tag",
  "/blog/:slug",
  "/help-center",
  "/terms-of-service",
  "/privacy-policy",
  "/contact-us",
  "/contact",
  "/terms",
  "/privacy",
  "/login",
  "/signup",
  "/auth",
  "/auth/confirm",
  "/forgot-password",
  "/reset-password",
  "/become-celebrity",
  "/payment",
  "/payment/callback",
  "/payment/return",
  "/payment/sandbox",
  "/dashboard",
  "/dashboard/profile",
  "/dashboard/settings",
  "/dashboard/videos",
  "/dashboard/requests",
  "/dashboard/schedule",
  "/dashboard/earnings",
  "/accept-invitation",
  // A fan's private link to a delivered video: no account needed, never indexed.
  "/watch/:token",
  "/admin",
  // The guard's layout route (path "") under /admin: the same page as /admin.
  "/admin/",
  "/admin/celebrities",
  "/admin/users",
  "/admin/admin-users",
  "/admin/settings",
  "/admin/audit",
  "/admin/create-fan",
  "/admin/blog",
  "/admin/blog/new",
  "/admin/blog/edit/:id",
  "/admin/slider",
  "/admin/edit-pages",
  "/admin/inbox",
] as const;

export type ClientRoute = (typeof CLIENT_ROUTES)[number];

/** The router's catch-alls that draw the not-found page: the server answers them 404. */
export const NOT_FOUND_ROUTES = ["/*", "/dashboard/*", "/admin/*"] as const;

export type ClientRouteMatch = { route: ClientRoute; params: Record<string, string> };

const segmentsOf = (path: string) => path.split("/").filter(Boolean);
const compiled = CLIENT_ROUTES.map((route) => ({ route, segments: segmentsOf(route) }));

/**
 * The client route a path (already percent-decoded, without its query) shows, or null for the
 * not-found page. Matches as React Router does by default: static segments case-insensitively, a
 * trailing slash ignored, `:name` one non-empty segment, `*` the rest.
 */
export function matchClientRoute(path: string): ClientRouteMatch | null {
  const segments = segmentsOf(path);
  let best: ClientRouteMatch | null = null;
  for (const candidate of compiled) {
    const params: Record<string, string> = {};
    let matched = true;
    let splat = false;
    for (const [index, segment] of candidate.segments.entries()) {
      const actual = segments[index];
      if (segment === "*") {
        splat = true;
        break;
      }
      if (actual === undefined) {
        matched = false;
        break;
      }
      if (segment.startsWith(":")) params[segment.slice(1)] = actual;
      else if (segment.toLowerCase() !== actual.toLowerCase()) {
        matched = false;
        break;
      }
    }
    if (!matched) continue;
    if (!splat && segments.length !== candidate.segments.length) continue;
    // A complete match wins over a splat (`/admin` over `/admin/*`).
    if (!splat) return { route: candidate.route, params };
    best ??= { route: candidate.route, params };
  }
  return best;
}
