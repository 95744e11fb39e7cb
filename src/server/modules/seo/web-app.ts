import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { Env } from "../../env";
import { errorBody } from "../../errors";
import type { Api } from "../../infrastructure";
import { decodedPath } from "../../lib/routed-path";
import type { PageData } from "./page-data";
import type { PageMetaService } from "./page-meta";
import { createPageTemplate, renderHead } from "./render-head";
import { seoRoutes } from "./seo.routes";
import type { Sitemap } from "./sitemap";

/**
 * Registered last, outside /api: the sitemap and robots.txt, then the built SPA: hashed assets cached for a year, and for every client route index.html with that
 * page's head (title, description, canonical, previews, JSON-LD) written in, 404 when the router would
 * draw its not-found page. index.html is read once, at start-up.
 */
export async function registerWebApp(
  app: Api,
  env: Env,
  { sitemap, pages, pageData }: { sitemap: Sitemap; pages: PageMetaService; pageData: PageData },
) {
  await app.register(seoRoutes, { sitemap });
  const indexFile = join(env.WEB_DIST_DIR, "index.html");
  const renderPage = existsSync(indexFile) ? createPageTemplate(readFileSync(indexFile, "utf8")) : null;
  if (renderPage) {
    await app.register(fastifyStatic, {
      root: env.WEB_DIST_DIR,
      preCompressed: true,
      cacheControl: false,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        const immutable = path.includes(`${join(env.WEB_DIST_DIR, "assets")}`);
        res.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = decodedPath(request);
    if (path.startsWith("/api/") || path === "/api" || request.method !== "GET" || !renderPage) {
      return reply.status(404).send(errorBody("NOT_FOUND", `No route for ${request.method} ${path}`));
    }
    const page = await pages.resolve(path);
    // The page's chunks and public data ride in its HTML (ADR 023); a missing page gets neither.
    const extra =
      page.status === 200
        ? await pageData.tagsFor(path, { signedOut: !/session_token=/.test(request.headers.cookie ?? "") })
        : { first: "", head: "", preview: "" };
    const html = renderPage(
      extra.head ? `${renderHead(page.head)}\n    ${extra.head}` : renderHead(page.head),
      extra.first,
    );
    // The body now differs per URL and per profile: revalidated every time (the weak ETag makes that a
    // 304), and a not-found page is not kept at all.
    return reply
      .status(page.status)
      .header("cache-control", page.status === 200 ? "no-cache" : "no-store")
      .type("text/html; charset=utf-8")
      .send(
        extra.preview ? html.replace('<div id="root"></div>', () => `<div id="root">${extra.preview}</div>`) : html,
      );
  });
}
