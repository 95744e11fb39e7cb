import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { CurrencyCode } from "@/shared/currencies";
import type { Env } from "../../env";
import type { Api } from "../../infrastructure";
import { escapeHtml } from "../../lib/escape-html";
import { INTERNAL_REQUEST_HEADER, INTERNAL_REQUEST_TOKEN } from "../../lib/internal-request";
import type { PublicChanges } from "../../lib/public-changes";
import { createTtlCache } from "../../lib/ttl-cache";

/**
 * Public pages drawn on the server by the web app's own renderer (ADR 033): the built
 * dist/web-ssr/entry-server.js (WEB_SSR_ENTRY), which reads the page's data from this server's API in-process
 * and answers the page's markup, the state the browser hydrates from, and the chunks the page needs. The
 * HTML is kept per address and currency for anonymous and signed-in visitors alike (the personal parts
 * come after hydration), dropped on every public change on any instance, refreshed in the background.
 */

/** What the web's renderer answers (src/web/entry-server.tsx's PageRender); the server never imports web code. */
type PageRender =
  | { kind: "page"; html: string; stateScript: string; chunks: string[] }
  | { kind: "shell"; chunks: string[] }
  | { kind: "redirect"; status: number; location: string };

type ServerRenderer = { render(url: string, options: { currency: CurrencyCode }): Promise<PageRender> };
type RendererModule = {
  createServerRenderer(options: { transport: (path: string, init: RequestInit) => Promise<Response> }): ServerRenderer;
};

/** A rendered page, ready for the template: what goes in the head, and in #root. */
export type RenderedPage =
  | { kind: "page"; firstTags: string; headTags: string; root: string; afterRoot: string }
  | { kind: "redirect"; status: number; location: string };

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };

/** modulepreload links for the chunks a page needs beyond what index.html already loads. */
function createChunkLinks(webDistDir: string) {
  const manifestFile = join(webDistDir, ".vite", "manifest.json");
  const manifest: Record<string, ManifestChunk> = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, "utf8"))
    : {};
  const closure = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
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
      for (const chunk of chunks) closure(chunk, files);
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

export async function createPageRenderer({
  app,
  env,
  publicChanges,
}: {
  app: Pick<Api, "inject">;
  env: Pick<Env, "WEB_SSR_ENTRY" | "WEB_DIST_DIR" | "CATALOGUE_CACHE_SECONDS">;
  publicChanges: Pick<PublicChanges, "onChange">;
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
        return new Response(response.statusCode === 204 ? null : response.payload, {
          status: response.statusCode,
          headers: { "content-type": String(response.headers["content-type"] ?? "application/json") },
        });
      },
    });
  }

  // An expired page is answered while one render refreshes it; a change drops them all at once.
  const cache = createTtlCache<RenderedPage | null>({
    ttlMs: env.CATALOGUE_CACHE_SECONDS * 1000,
    maxEntries: 500,
    refreshInBackground: true,
  });
  const stopListening = publicChanges.onChange(() => cache.clear());

  async function renderNow(url: string, currency: CurrencyCode): Promise<RenderedPage | null> {
    if (!renderer) return null;
    const result = await renderer.render(url, { currency });
    if (result.kind === "redirect") return result;
    const preloads = chunkLinks(result.chunks);
    if (result.kind === "shell") return { kind: "page", firstTags: "", headTags: preloads, root: "", afterRoot: "" };
    return {
      kind: "page",
      firstTags: largestPicturePreloads(result.html),
      headTags: preloads,
      root: result.html,
      afterRoot: result.stateScript,
    };
  }

  /**
   * The page at `url` (path and query) with prices in `currency`, or null when there is no renderer (no
   * build). `cacheable` is false for pages that are not the same for everyone (a 404's endless addresses).
   */
  function render(url: string, { currency, cacheable }: { currency: CurrencyCode; cacheable: boolean }) {
    const path = url.split("?")[0] ?? url;
    if (!cacheable || isPrivatePath(path)) return renderNow(url, currency);
    return cache.get(`${currency} ${url}`, () => renderNow(url, currency));
  }

  return { render, available: renderer !== null, close: stopListening };
}

export type PageRenderer = Awaited<ReturnType<typeof createPageRenderer>>;
