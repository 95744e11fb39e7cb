import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { gzipSync } from "node:zlib";

export type FirstLoadReport = {
  files: { file: string; bytes: number; gzipBytes: number }[];
  totalGzipBytes: number;
  homeChunk: string | undefined;
};

// Static `import … from "x"`, `import "x"` and `export … from "x"` (never `import("x")`, which is lazy).
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^"'`();]*?\bfrom\s*)?["']([^"'`\s]+)["']/g;
const ATTRIBUTE = /([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g;

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(ATTRIBUTE)) {
    attributes[match[1]!.toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? "";
  }
  return attributes;
}

/** A URL from index.html ("/assets/x.js") as a file inside the build folder, or undefined if it points elsewhere. */
function fileForUrl(distDir: string, url: string): string | undefined {
  if (/^[a-z][\w+.-]*:|^\/\//i.test(url)) return undefined;
  const file = resolve(distDir, url.split(/[?#]/)[0]!.replace(/^\//, ""));
  return file.startsWith(distDir) && existsSync(file) ? file : undefined;
}

/** The module scripts and modulepreload links of a page's HTML: what the browser fetches before anything runs. */
function entryScripts(distDir: string, html: string): string[] {
  const urls: string[] = [];
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const attributes = attributesOf(tag);
    if (attributes.type === "module" && attributes.src) urls.push(attributes.src);
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const attributes = attributesOf(tag);
    if ((attributes.rel ?? "").split(/\s+/).includes("modulepreload") && attributes.href) urls.push(attributes.href);
  }
  return urls.flatMap((url) => fileForUrl(distDir, url) ?? []);
}

/** Files a chunk imports statically (relative specifiers only: a build has no bare ones left). */
function staticImportsOf(file: string): string[] {
  const code = readFileSync(file, "utf8");
  const imports: string[] = [];
  for (const match of code.matchAll(STATIC_IMPORT)) {
    const specifier = match[1]!;
    if (!specifier.startsWith("./") && !specifier.startsWith("../")) continue;
    const target = resolve(dirname(file), specifier);
    if (target.endsWith(".js") && existsSync(target)) imports.push(target);
  }
  return imports;
}

/**
 * The home route's lazy chunk: Vite names it `home-<hash>.js`. If several files match, the one the
 * first-load code refers to wins.
 */
function homeChunk(assetsDir: string, firstLoadCode: string): string | undefined {
  const candidates = readdirSync(assetsDir).filter((name) => /^home-[\w-]+\.js$/.test(name));
  const referenced = candidates.filter((name) => firstLoadCode.includes(name));
  const chosen = referenced.length === 1 ? referenced[0] : candidates.length === 1 ? candidates[0] : undefined;
  return chosen ? join(assetsDir, chosen) : undefined;
}

function closure(roots: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImportsOf(file));
  }
  return [...seen];
}

const sizes = (root: string, files: string[]) =>
  files.map((file) => {
    const content = readFileSync(file);
    return { file: relative(root, file), bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  });

/**
 * Gzip (level 9) size of the JavaScript a page loads before it can be interactive, read from the HTML the
 * server sent for it: the entry script and the route chunks it names as modulepreload links, with every
 * chunk those import statically (lazy `import()`s are left out: they load when used).
 */
export function measureServedFirstLoad(distDir: string, html: string): FirstLoadReport {
  const root = resolve(distDir);
  const files = sizes(root, closure(entryScripts(root, html)));
  if (files.length === 0) throw new Error("the served page loads no module script from the web build");
  return { files, totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0), homeChunk: undefined };
}

/** Gzip (level 9) size of the JavaScript the home page needs before it can render. */
export function measureHomeFirstLoad(distDir: string): FirstLoadReport {
  const root = resolve(distDir);
  if (!existsSync(join(root, "index.html"))) {
    throw new Error(`No web build in ${root}: run \`npx vite build\` first (or set WEB_DIST_DIR).`);
  }
  const entryFiles = closure(entryScripts(root, readFileSync(join(root, "index.html"), "utf8")));
  if (entryFiles.length === 0) throw new Error(`${join(root, "index.html")} loads no module script`);
  const entryCode = entryFiles.map((file) => readFileSync(file, "utf8")).join("\n");
  const home = homeChunk(join(root, "assets"), entryCode);
  const all = home ? closure([...entryFiles, home]) : entryFiles;
  const files = sizes(root, all);
  return {
    files,
    totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    homeChunk: home ? relative(root, home) : undefined,
  };
}
