import { INDEXABLE_ROUTES, pageHref } from "@/shared/client-routes";
import { escapeHtml } from "../../lib/escape-html";
import type { CatalogueService } from "../catalogue/catalogue.service";

/** Areas that are someone's own or staff's: crawlers have nothing to index there. */
export const DISALLOWED_PATHS = ["/admin", "/dashboard", "/api", "/payment"] as const;

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
    const urls = entries.map(({ path, lastModified }) => {
      const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : "";
      return `  <url><loc>${escapeHtml(absolute(path))}</loc>${lastmod}</url>`;
    });
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      "</urlset>",
      "",
    ].join("\n");
  }

  function robotsTxt(): string {
    return [
      "User-agent: *",
      "Allow: /",
      ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
      "",
      `Sitemap: ${absolute("/sitemap.xml")}`,
      "",
    ].join("\n");
  }

  return { sitemapXml, robotsTxt };
}
