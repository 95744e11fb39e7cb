import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import { CURRENCY_COOKIE, type CurrencyCode, isCurrencyCode } from "@/shared/currencies";
import { DEFAULT_LOCALE, localeOfPath, localizedPath, preferredLocale } from "@/shared/locales";
import type { Env } from "../../env";
import { errorBody } from "../../errors";
import type { Api } from "../../infrastructure";
import type { PublicChanges } from "../../lib/public-changes";
import { decodedPath } from "../../lib/routed-path";
import { preferredEncoding } from "../../lib/send-json";
import type { PageMetaService } from "./page-meta";
import { createPageRenderer } from "./page-renderer";
import { createPageTemplate } from "./render-head";
import { seoRoutes } from "./seo.routes";
import type { Sitemap } from "./sitemap";

/** The currency a visitor chose (the cookie the web app sets), if any. */
function chosenCurrency(cookieHeader: string | undefined): CurrencyCode | undefined {
  const match = new RegExp(`(?:^|;\\s*)${CURRENCY_COOKIE}=([A-Z]{3})(?:;|$)`).exec(cookieHeader ?? "");
  return match && isCurrencyCode(match[1]) ? match[1] : undefined;
}

/**
 * Registered last, outside /api: the sitemap and robots.txt, then the built web app: hashed assets cached for
 * a year, and for every page its HTML: the head the server writes (title, description, canonical, previews,
 * JSON-LD), and, for public pages, the page itself drawn by the web app's renderer (ADR 033), in the
 * visitor's currency; 404 when the router would draw its not-found page. index.html is read once, at start-up.
 */
export async function registerWebApp(
  app: Api,
  env: Env,
  {
    sitemap,
    pages,
    detectCurrency,
    publicChanges,
  }: {
    sitemap: Sitemap;
    pages: PageMetaService;
    detectCurrency: (headers: Record<string, string | string[] | undefined>) => CurrencyCode;
    publicChanges: PublicChanges;
  },
) {
  await app.register(seoRoutes, { sitemap });
  const indexFile = join(env.WEB_DIST_DIR, "index.html");
  const fillTemplate = existsSync(indexFile) ? createPageTemplate(readFileSync(indexFile, "utf8")) : null;
  if (!fillTemplate) {
    app.setNotFoundHandler(async (request, reply) =>
      reply.status(404).send(errorBody("NOT_FOUND", `No route for ${request.method} ${decodedPath(request)}`)),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: env.WEB_DIST_DIR,
    preCompressed: true,
    cacheControl: false,
    // The ETag says whether a file changed; the date and byte ranges (for scripts, styles and pictures)
    // are bytes on every one of a page's dozens of chunks over a slow line.
    lastModified: false,
    acceptRanges: false,
    wildcard: false,
    index: false,
    setHeaders(res, path) {
      const immutable = path.includes(`${join(env.WEB_DIST_DIR, "assets")}`);
      res.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    },
  });
  const renderer = await createPageRenderer({ app, env, publicChanges, pages, fillTemplate });
  app.addHook("onClose", async () => renderer.close());
  const countryHeaders = env.COUNTRY_HEADERS.split(",")
    .map((header) => header.trim().toLowerCase())
    .filter(Boolean);
  const countryOf = (headers: Record<string, string | string[] | undefined>) =>
    countryHeaders.map((name) => [headers[name]].flat()[0]).find(Boolean);
  // The page depends on the currency and, at an address without a language, the language: the visitor's
  // choice (cookie), else their country, else their language.
  const varyOn = [
    "accept-encoding",
    "cookie",
    "accept-language",
    ...env.COUNTRY_HEADERS.split(",").map((header) => header.trim()),
  ].join(", ");

  app.setNotFoundHandler(async (request, reply) => {
    const path = decodedPath(request);
    if (path.startsWith("/api/") || path === "/api" || request.method !== "GET") {
      return reply.status(404).send(errorBody("NOT_FOUND", `No route for ${request.method} ${path}`));
    }
    // An address without a language is English's; a visitor who reads another is sent to theirs (their
    // saved choice, their browser's languages, their country), so they land in their language.
    if (localeOfPath(path).rest === path) {
      const preferred = preferredLocale({
        cookie: request.headers.cookie,
        acceptLanguage: request.headers["accept-language"],
        country: countryOf(request.headers),
      });
      if (preferred !== DEFAULT_LOCALE) {
        return reply
          .header("vary", varyOn)
          .header("cache-control", "no-store")
          .redirect(localizedPath(preferred, request.url), 302);
      }
    }
    const currency = chosenCurrency(request.headers.cookie) ?? detectCurrency(request.headers);
    const page = await renderer.page(request.url, path, currency, request.log);
    if (page.kind === "redirect") return reply.redirect(page.location, page.status);
    // Compressed once per encoding asked for, and kept with the page: a phone on 3G gets a fifth of the bytes.
    const encoding = preferredEncoding(request.headers["accept-encoding"]);
    const body = encoding ? await page.encoded(encoding) : page.html;
    if (encoding) reply.header("content-encoding", encoding);
    // Revalidated every time (the weak ETag makes that a 304); a not-found page is not kept at all.
    return reply
      .status(page.status)
      .header("cache-control", page.status === 200 ? "no-cache" : "no-store")
      .header("vary", varyOn)
      .header("etag", page.etag)
      .type("text/html; charset=utf-8")
      .send(body);
  });
}
