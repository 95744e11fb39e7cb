import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { CelebrityDetail, CelebritySummary } from "@/shared/schemas/catalogue";
import { celebrityListQuerySchema } from "@/shared/schemas/catalogue";
import { SITE_NAME, SITE_TAGLINE } from "@/shared/site";
import { escapeHtml } from "../../lib/escape-html";
import type { CatalogueService } from "../catalogue/catalogue.service";
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

const names = (items: CelebritySummary[]) =>
  `<ul class="mt-6 grid grid-cols-2 gap-3">${items
    .slice(0, 8)
    .map(
      (item) =>
        `<li class="rounded-lg border p-3"><a href="/celebrity/${encodeURIComponent(item.username)}" class="font-semibold">${escapeHtml(item.fullName)}</a><p class="text-sm text-muted-foreground">${escapeHtml(item.profession)}</p></li>`,
    )
    .join("")}</ul>`;

/**
 * A plain preview of the page drawn from the same data, shown until the app starts (React replaces it on
 * its first render): on a slow phone the visitor reads the page's content a second or two sooner.
 */
function previewOf(path: string, entries: Entry[]): string {
  const data = (index: number) => entries[index]?.[1];
  const frame = (inner: string) =>
    `<div class="mx-auto max-w-6xl px-4 py-6"><p class="text-xl font-bold">${SITE_NAME}</p>${inner}</div>`;
  if (path === "/") {
    const featured = (data(0) as { items: CelebritySummary[] } | undefined)?.items ?? [];
    return frame(
      `<h1 class="mt-6 text-3xl font-bold">Personalised videos from Africa's stars</h1><p class="mt-3 text-lg text-muted-foreground">${escapeHtml(`${SITE_NAME}: ${SITE_TAGLINE}`)}</p>${names(featured)}`,
    );
  }
  if (path === "/celebrities") {
    const list = (data(0) as { items: CelebritySummary[] } | undefined)?.items ?? [];
    return frame(`<h1 class="mt-6 text-3xl font-bold">Browse celebrities</h1>${names(list)}`);
  }
  const celebrity = data(0) as CelebrityDetail | undefined;
  if (!celebrity) return "";
  return frame(
    `<h1 class="mt-6 text-3xl font-bold">${escapeHtml(celebrity.fullName)}</h1><p class="text-muted-foreground">${escapeHtml(celebrity.profession)}</p><p class="mt-4 whitespace-pre-line">${escapeHtml(celebrity.bio ?? "")}</p>`,
  );
}

export function createPageData({
  catalogue,
  webDistDir,
}: {
  catalogue: Pick<
    CatalogueService,
    "listFeatured" | "listCategories" | "listCelebrities" | "getCelebrity" | "listReviews"
  >;
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

  async function entriesFor(path: string): Promise<Entry[]> {
    if (path === "/") {
      const [featured, categories] = await Promise.all([catalogue.listFeatured(), catalogue.listCategories()]);
      return [
        [["celebrities", "featured"], { items: featured }],
        [["categories"], { categories }],
      ];
    }
    if (path === "/celebrities") {
      // The browse page's first view: no filter, trending, page 1 (its key leaves undefined values out).
      const query = celebrityListQuerySchema.parse({ sort: "trending", page: "1" });
      return [[["celebrities", "list", { sort: "trending", page: 1 }], await catalogue.listCelebrities(query)]];
    }
    const profile = /^\/celebrity\/([^/]+)$/.exec(path);
    if (profile) {
      const username = profile[1]!;
      const key = ["celebrities", "detail", username.toLowerCase()];
      const [detail, reviews] = await Promise.all([catalogue.getCelebrity(username), catalogue.listReviews(username)]);
      return [
        [key, detail],
        [[...key, "reviews"], reviews],
      ];
    }
    return [];
  }

  /**
   * The tags for one page. `signedOut` (no session cookie came) lets the page skip asking who is signed
   * in. Data that cannot be read is simply left out: the page then fetches it as before.
   */
  async function tagsFor(
    path: string,
    { signedOut }: { signedOut: boolean },
  ): Promise<{ head: string; preview: string }> {
    const route = ROUTE_MODULES.find((candidate) => candidate.match(path));
    if (!route) return { head: "", preview: "" };
    const entries = await entriesFor(path).catch((): Entry[] => []);
    const preview = entries.length ? previewOf(path, entries) : "";
    if (signedOut) entries.push([["session"], null]);
    const script = entries.length
      ? `<script type="application/json" id="${PAGE_DATA_ID}">${jsonForScript(entries)}</script>`
      : "";
    return { head: [preloads.get(route.source) ?? "", script].filter(Boolean).join("\n    "), preview };
  }

  return { tagsFor };
}

export type PageData = ReturnType<typeof createPageData>;
