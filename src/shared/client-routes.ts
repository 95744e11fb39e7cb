import { SITE_DESCRIPTION, SITE_NAME, SITE_TAGLINE } from "./site";

/** The names of a route pattern's `:name` segments: "/blog/tag/:tag" -> "tag". */
type ParamName<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamName<Rest>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a route pattern's segments take: "/celebrity/:username" -> `{ username: string }`. */
export type PageParams<Pattern extends string> = { [Name in ParamName<Pattern>]: string };

/** A page's entry in the registry (`Route` is the registry's own key, `Routes` all of them). */
export type PageInfo<Route extends string, Routes extends string> = {
  /**
   * The title, before " | Salamu". A page about one record (a profile, a category, a post) is titled by
   * the record; this is its title when there is no such record.
   */
  title?: string | ((params: PageParams<Route>) => string);
  /** The preview text of the page's head; the site's description when it has none. */
  description?: string;
  /** Search engines should list it: it is in the sitemap, and its head has no `noindex`. */
  indexable?: true;
  /** The page whose head (canonical URL included) this one shows: a redirect, or the same content. */
  canonical?: Routes;
};

/** Keeps each entry's literal texts and checks its title's parameters and its canonical page. */
const definePages = <const Pages extends { [Route in keyof Pages & string]: PageInfo<Route, keyof Pages & string> }>(
  pages: Pages,
) => pages;

/**
 * Every page the web app's router (`src/web/app/router.tsx`) draws, in its order, with what the web's
 * document title, the server's page head and the sitemap say of it. A web test compares the routes with
 * the router's, so the two cannot drift apart. The server answers these 200 and the rest 404 (the
 * single-page app renders its own not-found page).
 */
export const PAGES = definePages({
  "/": { title: `${SITE_NAME}: ${SITE_TAGLINE}`, description: SITE_DESCRIPTION, indexable: true },
  "/celebrities": {
    title: "Browse celebrities",
    description: "Browse Africa's actors, musicians, comedians, athletes and creators, and book a personalised video.",
    indexable: true,
  },
  "/browse": { canonical: "/celebrities" },
  "/categories": {
    title: "Categories",
    description: "Find the right star for your shoutout: actors, musicians, comedians, athletes and content creators.",
    indexable: true,
  },
  "/categories/:categoryId": { title: "Category not found" },
  "/celebrity/:username": { title: "Celebrity Not Found" },
  "/about": {
    title: "About Us",
    description: "Salamu connects fans with the African stars they love through personalised video messages.",
    indexable: true,
  },
  "/business": {
    title: "Business",
    description: "Personalised celebrity videos for brands, events and teams: partner with Salamu.",
    indexable: true,
  },
  "/blog": {
    title: "Blog",
    description: "News, behind-the-scenes stories and tips for making every shoutout count.",
    indexable: true,
  },
  "/blog/categories": { title: "Blog categories", canonical: "/blog" },
  "/blog/tag/:tag": { title: ({ tag }) => `Posts tagged ${tag}` },
  "/blog/:slug": { title: "Post not found" },
  "/help-center": {
    title: "Help Center",
    description: "Everything you need to know about booking, receiving and sharing your personalised videos.",
    indexable: true,
  },
  "/terms-of-service": {
    title: "Terms of Service",
    description: "The terms that apply when you use Salamu.",
    indexable: true,
  },
  "/privacy-policy": {
    title: "Privacy Policy",
    description: "What Salamu collects, why, who it is shared with and the choices you have.",
    indexable: true,
  },
  "/contact-us": {
    title: "Contact Us",
    description:
      "Questions about a booking or a partnership? Write to the Salamu team; we reply within one business day.",
    indexable: true,
  },
  "/contact": { canonical: "/contact-us" },
  "/terms": { canonical: "/terms-of-service" },
  "/privacy": { canonical: "/privacy-policy" },
  "/login": { title: "Log in" },
  "/signup": { title: "Sign up" },
  "/auth": { title: "Log in or sign up" },
  "/auth/confirm": { title: "Confirm your email" },
  "/forgot-password": { title: "Forgot password" },
  "/reset-password": { title: "Reset password" },
  "/become-celebrity": { title: "Become a celebrity" },
  "/payment": { title: "Choose a plan" },
  "/payment/callback": { title: "Payment" },
  "/payment/return": { title: "Payment" },
  "/payment/sandbox": { title: "Test checkout" },
  "/dashboard": { title: "Dashboard" },
  "/dashboard/profile": { title: "My Profile" },
  "/dashboard/settings": { title: "Account Settings" },
  "/dashboard/videos": { title: "My Videos" },
  "/dashboard/my-requests": { title: "My requests" },
  "/dashboard/requests": { title: "Requests" },
  "/dashboard/schedule": { title: "Schedule" },
  "/dashboard/earnings": { title: "Earnings" },
  "/accept-invitation": { title: "Accept your invitation" },
  // A fan's private link to a delivered video: no account needed, never indexed. Its title is generic on
  // purpose: a shared link's preview must not name the recipient, the sender or the star.
  "/watch/:token": { title: "A personalised video for you" },
  "/admin": { title: "Admin Dashboard" },
  // The guard's layout route (path "") under /admin: the same page as /admin.
  "/admin/": { title: "Admin Dashboard" },
  "/admin/celebrities": { title: "Celebrities" },
  "/admin/users": { title: "Users Management" },
  "/admin/users/:id": { title: "User" },
  "/admin/admin-users": { title: "Admin Management" },
  "/admin/settings": { title: "Admin Settings" },
  "/admin/audit": { title: "Audit Log" },
  "/admin/create-fan": { title: "Create Fan" },
  "/admin/blog": { title: "Blog Management" },
  "/admin/blog/new": { title: "New Post" },
  "/admin/blog/edit/:id": { title: "Edit Post" },
  "/admin/slider": { title: "Slider Management" },
  "/admin/edit-pages": { title: "Edit Pages" },
  "/admin/inbox": { title: "Inbox" },
  "/admin/finance": { title: "Finance" },
  "/admin/requests": { title: "All requests" },
  "/admin/requests/:id": { title: "Request" },
  "/admin/finance/disputes/:id": { title: "Dispute" },
});

export type ClientRoute = keyof typeof PAGES;

/** Any page's entry, as code that takes every route reads it. */
export type Page = PageInfo<string, ClientRoute>;

/** The registry's routes, in the router's order (the order `matchClientRoute` tries them). */
export const CLIENT_ROUTES = Object.keys(PAGES) as ClientRoute[];

/** The pages search engines should list (the sitemap's static part), in the registry's order. */
export const INDEXABLE_ROUTES = CLIENT_ROUTES.filter((route) => "indexable" in PAGES[route]);

/** The title of the page the not-found routes draw (and of any page the server answers 404). */
export const NOT_FOUND_TITLE = "Page not found";

/** A route's arguments: its parameters when it has some, nothing when it has none. */
type ParamsArgument<Route extends ClientRoute> = [ParamName<Route>] extends [never] ? [] : [params: PageParams<Route>];

/** The path of a page: `pageHref("/celebrity/:username", { username })`, each parameter percent-encoded. */
export function pageHref<Route extends ClientRoute>(route: Route, ...[params]: ParamsArgument<Route>): string {
  const values: Record<string, string> = params ?? {};
  return route.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ""));
}

/** The parameters a route's title takes: those of the route when its title is made of them, else none. */
type TitleArgument<Route extends ClientRoute> = Route extends unknown
  ? (typeof PAGES)[Route] extends { title: (params: infer Params) => string }
    ? [params: Params]
    : []
  : never;

/** A page's title (its canonical page's when it has none of its own), before " | Salamu". */
export function pageTitle<Route extends ClientRoute>(route: Route, ...[params]: TitleArgument<Route>): string {
  const page: Page = PAGES[route];
  const canonical: Page | undefined = page.canonical ? PAGES[page.canonical] : undefined;
  const title = page.title ?? canonical?.title;
  if (typeof title === "function") return title(params ?? {});
  return title ?? SITE_NAME;
}

/** A page's description (its canonical page's when it has none of its own, else the site's). */
export function pageDescription(route: ClientRoute): string {
  const page: Page = PAGES[route];
  const canonical: Page | undefined = page.canonical ? PAGES[page.canonical] : undefined;
  return page.description ?? canonical?.description ?? SITE_DESCRIPTION;
}

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
