import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { celebrityListQuerySchema } from "@/shared/schemas/catalogue";
import { escapeHtml } from "../../lib/escape-html";
import type { CatalogueService } from "../catalogue/catalogue.service";
import type { PageContentService } from "../page-content/page-content.service";
import { type PreviewData, pagePreview } from "./page-preview";
import { jsonForScript } from "./render-head";

/**
 * What the server writes into a public page's HTML so that a phone on a slow network draws it without a
 * chain of round trips (ADR 023): `modulepreload` links for the page's own chunks (fetched beside the main
 * script, not after it), and the page's public data as a JSON script the web app seeds its query cache
 * from (no API round trip before the first paint). The keys are the web app's query keys
 * (src/web/lib/query-keys.ts), written out here because the server never imports the web code.
 */

/** The id of the JSON script; src/web/lib/page-data.ts reads it. */
export const PAGE_DATA_ID = "salamu-page-data";

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** The route modules of the public pages worth preloading, by path pattern (src/web/app/router.tsx). */
const ROUTE_MODULES: { match: (path: string) => boolean; source: string }[] = [
  { match: (path) => path === "/", source: "app/routes/home.tsx" },
  { match: (path) => path === "/celebrities", source: "app/routes/celebrities.tsx" },
  { match: (path) => /^\/celebrity\/[^/]+$/.test(path), source: "app/routes/celebrity-profile.tsx" },
];

type Entry = [queryKey: unknown[], data: unknown];

export function createPageData({
  catalogue,
  pageContent,
  webDistDir,
}: {
  catalogue: Pick<
    CatalogueService,
    "listFeatured" | "listCategories" | "listCelebrities" | "getCelebrity" | "listReviews" | "listSliderItems"
  >;
  pageContent: Pick<PageContentService, "get">;
  webDistDir: string;
}) {
  const manifestFile = join(webDistDir, ".vite", "manifest.json");
  const manifest: Manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, "utf8")) : {};
  // What index.html loads already (the entry and its imports) is not preloaded twice.
  const entryFiles = new Set<string>();
  const closure = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, entryFiles);
  const preloads = new Map<string, string>();
  for (const route of ROUTE_MODULES) {
    const files = new Set<string>();
    closure(route.source, files);
    const links = [...files]
      .filter((file) => !entryFiles.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`);
    preloads.set(route.source, links.join("\n    "));
  }

  /** The page's data: the query cache's entries, and what its preview draws. */
  async function dataFor(path: string): Promise<{ entries: Entry[]; preview: PreviewData } | null> {
    if (path === "/") {
      // The banner slides and the page's texts too: the app draws its first screen at once, without
      // waiting for them (hidden texts, a banner pushing the hero down), exactly as the preview shows it.
      const [featured, categories, slides, texts] = await Promise.all([
        catalogue.listFeatured(),
        catalogue.listCategories(),
        catalogue.listSliderItems(),
        pageContent.get("home"),
      ]);
      return {
        entries: [
          [["celebrities", "featured"], { items: featured }],
          [["categories"], { categories }],
          [["slider"], { items: slides }],
          [["pages", "home"], texts],
        ],
        preview: { page: "home", slides, texts: texts.fields },
      };
    }
    if (path === "/celebrities") {
      // The browse page's first view: no filter, trending, page 1 (its key leaves undefined values out).
      const query = celebrityListQuerySchema.parse({ sort: "trending", page: "1" });
      const list = await catalogue.listCelebrities(query);
      return {
        entries: [[["celebrities", "list", { sort: "trending", page: 1 }], list]],
        preview: { page: "browse", list },
      };
    }
    const profile = /^\/celebrity\/([^/]+)$/.exec(path);
    if (profile) {
      const username = profile[1]!;
      const key = ["celebrities", "detail", username.toLowerCase()];
      const [detail, reviews] = await Promise.all([catalogue.getCelebrity(username), catalogue.listReviews(username)]);
      return {
        entries: [
          [key, detail],
          [[...key, "reviews"], reviews],
        ],
        preview: { page: "profile", celebrity: detail },
      };
    }
    return null;
  }

  /**
   * The tags for one page: `first` for the head's start (preloads of the preview's largest pictures),
   * `head` for its end, `preview` for #root. `signedOut` (no session cookie came) lets the page skip asking
   * who is signed in. Data that cannot be read is simply left out: the page then fetches it as before.
   */
  async function tagsFor(
    path: string,
    { signedOut }: { signedOut: boolean },
  ): Promise<{ first: string; head: string; preview: string }> {
    const route = ROUTE_MODULES.find((candidate) => candidate.match(path));
    if (!route) return { first: "", head: "", preview: "" };
    const data = await dataFor(path).catch(() => null);
    const entries = data?.entries ?? [];
    const { html: preview, preload: first } = data ? pagePreview(data.preview) : { html: "", preload: "" };
    if (signedOut) entries.push([["session"], null]);
    const script = entries.length
      ? `<script type="application/json" id="${PAGE_DATA_ID}">${jsonForScript(entries)}</script>`
      : "";
    return { first, head: [preloads.get(route.source) ?? "", script].filter(Boolean).join("\n    "), preview };
  }

  return { tagsFor };
}

export type PageData = ReturnType<typeof createPageData>;
