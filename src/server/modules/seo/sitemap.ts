import { INDEXABLE_ROUTES, pageHref } from "@/shared/client-routes";
import { DEFAULT_LOCALE, LOCALES, localizedPath } from "@/shared/locales";
import { escapeHtml } from "../../lib/escape-html";
import type { CatalogueService } from "../catalogue/catalogue.service";

/** Areas that are someone's own or staff's: crawlers have nothing to index there, in any language. */
export const DISALLOWED_PATHS = ["/admin", "/dashboard", "/api", "/payment"] as const;
const DISALLOWED_IN_EVERY_LANGUAGE = LOCALES.flatMap((locale) =>
  DISALLOWED_PATHS.filter((path) => path !== "/api").map((path) => localizedPath(locale, path)),
).concat("/api");

export type Sitemap = ReturnType<typeof createSitemap>;

/**
 * The sitemap (every public page: the static ones, each category, each listed celebrity, each published
 * blog post) and
 * robots.txt. The catalogue's public queries already leave out unapproved, hidden and suspended profiles.
 */
export function createSitemap({
  catalogue,
  blog,
  appUrl,
}: {
  catalogue: Pick<CatalogueService, "listCategories" | "listSitemapCelebrities">;
  /** The published blog posts (modules/cms), when the blog is there. */
  blog?: { listSitemapPosts(): Promise<{ slug: string; updatedAt: Date }[]> };
  appUrl: string;
}) {
  const absolute = (path: string) => new URL(path, appUrl).toString();

  async function sitemapXml(): Promise<string> {
    const [categories, celebrities, posts] = await Promise.all([
      catalogue.listCategories(),
      catalogue.listSitemapCelebrities(),
      blog ? blog.listSitemapPosts() : [],
    ]);
    const entries = [
      // The listed pages have no parameters: each route is its path.
      ...INDEXABLE_ROUTES.map((path) => ({ path, lastModified: null as Date | null })),
      ...categories.map((category) => ({
        path: pageHref("/categories/:categoryId", { categoryId: category.id }),
        lastModified: null,
      })),
      ...celebrities.map((celebrity) => ({
        path: pageHref("/celebrity/:username", { username: celebrity.username }),
        lastModified: celebrity.updatedAt,
      })),
      ...posts.map((post) => ({ path: pageHref("/blog/:slug", { slug: post.slug }), lastModified: post.updatedAt })),
    ];
    // Each page in each language, naming its other languages (English as the default), as search engines
    // read hreflang in a sitemap.
    const urls = entries.flatMap(({ path, lastModified }) => {
      const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : "";
      const inLanguage = (locale: (typeof LOCALES)[number]) => escapeHtml(absolute(localizedPath(locale, path)));
      const alternates = [
        ...LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${inLanguage(locale)}"/>`),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${inLanguage(DEFAULT_LOCALE)}"/>`,
      ].join("");
      return LOCALES.map((locale) => `  <url><loc>${inLanguage(locale)}</loc>${lastmod}${alternates}</url>`);
    });
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...urls,
      "</urlset>",
      "",
    ].join("\n");
  }

  function robotsTxt(): string {
    return [
      "User-agent: *",
      "Allow: /",
      ...DISALLOWED_IN_EVERY_LANGUAGE.map((path) => `Disallow: ${path}`),
      "",
      `Sitemap: ${absolute("/sitemap.xml")}`,
      "",
    ].join("\n");
  }

  return { sitemapXml, robotsTxt };
}
