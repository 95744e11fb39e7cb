import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyBaseLogger as Logger } from "fastify";
import type { CurrencyCode } from "@/shared/currencies";
import { localeOfPath } from "@/shared/locales";
import type { Env } from "../../env";
import type { Api } from "../../infrastructure";
import { escapeHtml } from "../../lib/escape-html";
import { INTERNAL_REQUEST_HEADER, INTERNAL_REQUEST_TOKEN } from "../../lib/internal-request";
import { translate } from "../../lib/messages";
import type { PublicChanges } from "../../lib/public-changes";
import type { Encoding } from "../../lib/send-json";
import { createTtlCache } from "../../lib/ttl-cache";
import type { PageMetaService } from "./page-meta";
import { localizeHead, type PageTemplate, renderHead } from "./render-head";

/**
 * Public pages drawn on the server by the web app's own renderer (ADR 033): the built
 * dist/web-ssr/entry-server.js (WEB_SSR_ENTRY), which reads the page's data from this server's API in-process
 * and answers the page's markup, the state the browser hydrates from, and the chunks the page needs. The
 * HTML is kept per address and currency for anonymous and signed-in visitors alike (the personal parts
 * come after hydration), dropped on every public change on any instance, refreshed in the background.
 */

/** What the web's renderer answers (src/web/entry-server.tsx's PageRender); the server never imports web code. */
type PageRender =
  | { kind: "page"; html: string; stateScript: string; renderBlocking: string; chunks: string[] }
  | { kind: "shell"; chunks: string[] }
  | { kind: "redirect"; status: number; location: string };

type ServerRenderer = { render(url: string, options: { currency: CurrencyCode }): Promise<PageRender> };
/** What the web's API client reads of an answer (src/web/lib/api-client.ts's ApiResponse). */
type ApiResponse = { ok: boolean; status: number; text(): Promise<string>; json(): Promise<unknown> };
type RendererModule = {
  createServerRenderer(options: {
    transport: (path: string, init: RequestInit) => Promise<ApiResponse>;
  }): ServerRenderer;
};

/** A rendered page, ready for the template: what goes in the head, and in #root. */
type RenderedPage =
  | { kind: "page"; firstTags: string; headTags: string; root: string; afterRoot: string }
  | { kind: "redirect"; status: number; location: string };

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };

const readJson = <T>(file: string, otherwise: T): T =>
  existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : otherwise;

/**
 * modulepreload links for the chunks a page needs beyond what index.html already loads. A page names its
 * modules (the build manifest's keys, "app/routes/home.tsx"); a module the manifest does not list under its
 * own name is found through the SSR manifest, which gives the file of the chunk it went into.
 */
export function createChunkLinks(webDistDir: string) {
  const manifest = readJson<Record<string, ManifestChunk>>(join(webDistDir, ".vite", "manifest.json"), {});
  const moduleFiles = readJson<Record<string, string[]>>(join(webDistDir, ".vite", "ssr-manifest.json"), {});
  const keyByFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const manifestKey = (module: string) =>
    manifest[module]
      ? module
      : moduleFiles[module]?.map((file) => keyByFile.get(file.replace(/^\//, ""))).find((key) => key !== undefined);
  const closure = (key: string | undefined, into: Set<string>) => {
    const chunk = key === undefined ? undefined : manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
  };
  const entryFiles = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, entryFiles);
  const links = new Map<string, string>();
  return (chunks: string[]): string => {
    const key = chunks.join(" ");
    let tags = links.get(key);
    if (tags === undefined) {
      const files = new Set<string>();
      for (const module of chunks) closure(manifestKey(module), files);
      tags = [...files]
        .filter((file) => !entryFiles.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`)
        .join("\n    ");
      links.set(key, tags);
    }
    return tags;
  };
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];

/**
 * Preloads of the pictures the page itself marks as its largest (`fetchpriority="high"` on an <img>), to go
 * first in the head: on a slow line the browser then asks for them before the queue of script chunks,
 * not after (ADR 027). Read from the rendered markup, so the components stay the one place that says it.
 * Attribute values are copied as React escaped them.
 */
export function largestPicturePreloads(html: string): string {
  const tags = html.match(/<img\b[^>]*\sfetchpriority="high"[^>]*>/gi) ?? [];
  return tags
    .slice(0, 2)
    .flatMap((tag) => {
      const src = attribute(tag, "src");
      if (!src) return [];
      const srcset = attribute(tag, "srcset");
      const sizes = attribute(tag, "sizes");
      const responsive = srcset && sizes ? ` imagesrcset="${srcset}" imagesizes="${sizes}"` : "";
      return [`<link rel="preload" as="image" href="${src}"${responsive} fetchpriority="high" />`];
    })
    .join("\n    ");
}

/** Private pages (a watch link's token is its permission): rendered for each request, never kept. */
const isPrivatePath = (path: string) => /^\/watch\//i.test(path);

/**
 * A page as sent: its status and HTML with its weak ETag, and `encoded`, the same bytes compressed. Each
 * encoding is made the first time a request asks for it and then kept with the page: most pages are asked
 * for in one encoding only (browsers take brotli), so compressing every render in both wasted the other.
 * A kept page asked for in brotli a second time is compressed once more, harder, for every later visitor.
 */
export type ServedPage =
  | { kind: "page"; status: number; html: Buffer; etag: string; encoded(encoding: Encoding): Promise<Buffer> }
  | { kind: "redirect"; status: number; location: string };

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const compress = (html: Buffer, encoding: Encoding) =>
  encoding === "br"
    ? // Quality 5: most of brotli's gain for a fraction of its top quality's time, while a visitor waits.
      brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzip(html, { level: 6 });

/**
 * Quality 10 for a page visitors keep asking for: about 10 % fewer bytes than quality 5 (home: 11.9 KB, not
 * 13.1 KB; 30 ms on the thread pool, while quality 11 takes 140 ms for 0.2 KB more), made off any request's
 * path. A page asked for once (a crawler's, a render the bench times) never pays for it.
 */
const compressHarder = (html: Buffer) =>
  brotli(html, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length },
  });

/** `kept`: the page is cached and served again, so a harder compression pays back (not a watch page's). */
function served(status: number, text: string, kept: boolean): ServedPage {
  const html = Buffer.from(text, "utf8");
  const etag = `W/"${createHash("sha1").update(html).digest("base64url")}"`;
  const encodings = new Map<Encoding, Promise<Buffer>>();
  let compressingHarder = false;
  return {
    kind: "page",
    status,
    html,
    etag,
    encoded(encoding) {
      let body = encodings.get(encoding);
      if (!body) {
        body = compress(html, encoding);
        encodings.set(encoding, body);
        // A failed compression is not kept: the next request tries again.
        body.catch(() => encodings.delete(encoding));
      } else if (encoding === "br" && kept && !compressingHarder) {
        compressingHarder = true;
        // Swapped in when done; until then, and if it fails, the first one is sent.
        compressHarder(html).then(
          (smaller) => encodings.set("br", Promise.resolve(smaller)),
          () => {},
        );
      }
      return body;
    },
  };
}

export async function createPageRenderer({
  app,
  env,
  publicChanges,
  pages,
  fillTemplate,
}: {
  app: Pick<Api, "inject">;
  env: Pick<Env, "WEB_SSR_ENTRY" | "WEB_DIST_DIR" | "CATALOGUE_CACHE_SECONDS">;
  publicChanges: Pick<PublicChanges, "onChange">;
  /** Each page's status and head (the page registry's, ADR 015). */
  pages: Pick<PageMetaService, "resolve">;
  /** index.html with the head tags (and the first ones) written in, in the page's language (render-head.ts). */
  fillTemplate: PageTemplate;
}) {
  const chunkLinks = createChunkLinks(env.WEB_DIST_DIR);
  let renderer: ServerRenderer | null = null;
  if (existsSync(env.WEB_SSR_ENTRY)) {
    const module = (await import(pathToFileURL(env.WEB_SSR_ENTRY).href)) as RendererModule;
    renderer = module.createServerRenderer({
      // In-process, anonymous, unthrottled: the same reads for every visitor (so the HTML can be shared).
      async transport(path, init) {
        const response = await app.inject({
          method: (init.method ?? "GET") as "GET",
          url: path,
          headers: { accept: "application/json", [INTERNAL_REQUEST_HEADER]: INTERNAL_REQUEST_TOKEN },
        });
        // The status and the body, all the API client reads: a fetch Response would stream the body again.
        const status = response.statusCode;
        const body = status === 204 ? "" : response.payload;
        return {
          ok: status >= 200 && status < 300,
          status,
          text: async () => body,
          json: async () => JSON.parse(body),
        };
      },
    });
  }

  // An expired page is answered while one render refreshes it; a change drops them all at once.
  const cache = createTtlCache<ServedPage>({
    ttlMs: env.CATALOGUE_CACHE_SECONDS * 1000,
    maxEntries: 500,
    refreshInBackground: true,
  });
  const stopListening = publicChanges.onChange(() => cache.clear());

  /** #root's content and what goes around it, or null when the page is left to the browser. */
  async function draw(url: string, currency: CurrencyCode, log: Logger): Promise<RenderedPage | null> {
    if (!renderer) return null;
    try {
      const result = await renderer.render(url, { currency });
      if (result.kind === "redirect") return result;
      const preloads = chunkLinks(result.chunks);
      if (result.kind === "shell") return { kind: "page", firstTags: "", headTags: preloads, root: "", afterRoot: "" };
      return {
        kind: "page",
        firstTags: largestPicturePreloads(result.html),
        headTags: `${preloads}\n    ${result.renderBlocking}`,
        root: result.html,
        afterRoot: result.stateScript,
      };
    } catch (error) {
      // The page still works, drawn in the browser: a render failure is logged, never shown.
      log.error({ err: error, url }, "server render failed; sending the page without it");
      return null;
    }
  }

  async function build(url: string, path: string, currency: CurrencyCode, log: Logger): Promise<ServedPage> {
    // "/fr/celebrities" is the page of "/celebrities", drawn in French.
    const { locale, rest } = localeOfPath(path);
    const [page, drawn] = await Promise.all([pages.resolve(rest, locale), draw(url, currency, log)]);
    if (drawn?.kind === "redirect") return drawn;
    const head = renderHead(localizeHead(page.head, locale, (key) => translate(locale, key)));
    const html = fillTemplate(drawn?.headTags ? `${head}\n    ${drawn.headTags}` : head, drawn?.firstTags, locale);
    const body = drawn?.root
      ? html.replace(
          '<div id="root"></div>',
          () => `<div id="root">${drawn.root}</div>${drawn.afterRoot ? `\n    ${drawn.afterRoot}` : ""}`,
        )
      : html;
    // Kept as page() keeps it: a 200 that is not private.
    return served(page.status, body, page.status === 200 && !isPrivatePath(path));
  }

  /**
   * The page at `url` (`path` is its decoded path) with prices in `currency`. Kept when it is a 200 and not
   * private; a 404's endless addresses and watch links are built for each request.
   */
  async function page(url: string, path: string, currency: CurrencyCode, log: Logger): Promise<ServedPage> {
    if (isPrivatePath(path)) return build(url, path, currency, log);
    const key = `${currency} ${url}`;
    const result = await cache.get(key, () => build(url, path, currency, log));
    if (result.status !== 200) cache.delete(key);
    return result;
  }

  return { page, close: stopListening };
}

export type PageRenderer = Awaited<ReturnType<typeof createPageRenderer>>;
