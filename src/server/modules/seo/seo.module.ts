import type { Infrastructure, ModuleParts } from "../../infrastructure";
import type { CatalogueModule } from "../catalogue/catalogue.module";
import type { BlogModule } from "../cms/blog.module";
import type { PageContentModule } from "../page-content/page-content.module";
import type { ShareLinksModule } from "../share-links/share-links.module";
import { createPageData } from "./page-data";
import { createPageMeta } from "./page-meta";
import { createSitemap } from "./sitemap";

/**
 * Link previews and search engines: each page's head written by the server, its public data, the sitemap
 * and robots.txt. Its routes are not under /api: app.ts registers them (seoRoutes, registerWebApp) last.
 */
export function seoModule(
  { env, log }: Infrastructure,
  deps: { catalogue: CatalogueModule; blog: BlogModule; pageContent: PageContentModule; shareLinks: ShareLinksModule },
) {
  const { catalogue } = deps.catalogue.services;
  const { blog } = deps.blog.services;
  return {
    services: {
      sitemap: createSitemap({ catalogue, blog, appUrl: env.APP_URL }),
      pages: createPageMeta({ catalogue, blog, watch: deps.shareLinks.services.shareLinks, appUrl: env.APP_URL, log }),
      pageData: createPageData({
        catalogue,
        pageContent: deps.pageContent.services.pageContent,
        webDistDir: env.WEB_DIST_DIR,
      }),
    },
  } satisfies ModuleParts;
}
