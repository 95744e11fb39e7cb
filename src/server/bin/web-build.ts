// The web build (dist/web, and its server renderer in dist/web-ssr), made only when it is not already that of
// the current sources: a content hash of them is stamped in the build folder. `npm start` and the browser
// tests (e2e/run.ts) use it, so a second run on the same sources starts at once.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "../../..");
// What the web build is made from.
const SOURCES = ["src/web", "src/shared", "public", "vite.config.ts", "package-lock.json", "tsconfig.json"];
const STAMP = ".source-hash";

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

/** A hash of every source file's path and content. */
export function sourceHash(): string {
  const hash = createHash("sha256");
  for (const file of SOURCES.flatMap((source) => filesUnder(join(root, source)))) {
    hash.update(file.slice(root.length)).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex");
}

async function timed<T>(step: string, run: () => T | Promise<T>): Promise<T> {
  const startedAt = performance.now();
  const result = await run();
  console.log(`[start] ${step}: ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  return result;
}

/** Builds the web app and its server renderer (WEB_DIST_DIR, WEB_SSR_ENTRY) unless they are up to date. */
export async function ensureWebBuild() {
  const distDir = resolve(root, process.env.WEB_DIST_DIR || "dist/web");
  // The server's renderer of the public pages (ADR 033), built from the same sources.
  const ssrEntry = resolve(root, process.env.WEB_SSR_ENTRY || "dist/web-ssr/entry-server.js");
  const hash = await timed("hash the web sources", sourceHash);
  const stampFile = join(distDir, STAMP);
  const built =
    existsSync(join(distDir, "index.html")) &&
    existsSync(ssrEntry) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, "utf8") === hash;
  if (built) {
    console.log("[start] web build: up to date with the sources, skipped");
    return;
  }
  await timed("web build (vite build, then its server renderer)", () => {
    // Always React's production build, whoever asks: Vite follows NODE_ENV, and a test runner's "test" made a
    // development build (jsxDEV) that the stamp then offered to `npm start` and the browser tests.
    const options = { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } } as const;
    execFileSync("npx", ["vite", "build", "--outDir", distDir], options);
    execFileSync("npx", ["vite", "build", "--ssr", "--outDir", dirname(ssrEntry)], options);
    writeFileSync(stampFile, hash);
  });
}
