import type { Infrastructure, ModuleParts } from "../../infrastructure";
import type { CatalogueModule } from "../catalogue/catalogue.module";
import type { BlogModule } from "../cms/blog.module";
import type { ShareLinksModule } from "../share-links/share-links.module";
import { createPageMeta } from "./page-meta";
import { createSitemap } from "./sitemap";

/**
 * Link previews and search engines: each page's head written by the server, the sitemap and robots.txt.
 * Its routes are not under /api: app.ts registers them, with the server-rendered pages (registerWebApp), last.
 */
export function seoModule(
  { env, log }: Infrastructure,
  deps: { catalogue: CatalogueModule; blog: BlogModule; shareLinks: ShareLinksModule },
) {
  const { catalogue } = deps.catalogue.services;
  const { blog } = deps.blog.services;
  return {
    services: {
      sitemap: createSitemap({ catalogue, blog, appUrl: env.APP_URL }),
      pages: createPageMeta({ catalogue, blog, watch: deps.shareLinks.services.shareLinks, appUrl: env.APP_URL, log }),
    },
  } satisfies ModuleParts;
}
