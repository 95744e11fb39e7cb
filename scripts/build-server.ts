// `npm run build:server`: the server as plain JavaScript in dist/server (ADR 040), run by `node` with only the
// production dependencies installed (`npm run start:prod`, `npm run worker:prod`).
//
// esbuild bundles our own code (the `@/` alias of tsconfig.json resolved) and leaves every package external, so
// node_modules is read at run time as it is from source. The migrations are copied beside the bundle: db/client.ts
// finds them at `./migrations` next to itself, which is src/server/db/migrations from source and
// dist/server/migrations once built. The build then checks that nothing the server or the page renderer imports at
// run time is a dev dependency: `npm ci --omit=dev` would leave it out and the built server would not start.
import { cpSync, existsSync, readFileSync, rmSync } from "node:fs";
import { builtinModules } from "node:module";
import { join, resolve } from "node:path";
import { build, type Metafile } from "esbuild";

const root = resolve(import.meta.dirname, "..");
const outdir = join(root, "dist/server");
// The entry points production runs: the server, the worker, and the CLIs an operator needs.
const ENTRY_POINTS = ["index", "worker", "migrate-cli", "admin-cli"].map((name) => ({
  in: join(root, `src/server/bin/${name}.ts`),
  out: name,
}));
const SSR_ENTRY = join(root, "dist/web-ssr/entry-server.js");

/** The package a bare import specifier names (`@aws-sdk/client-s3/x` -> `@aws-sdk/client-s3`). */
const packageOf = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/** The packages a build imports at run time (externals that are not Node's own modules). */
function packagesImported(metafile: Metafile): Set<string> {
  const packages = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    for (const { path, external } of output.imports) {
      if (!external || path.startsWith("node:") || builtinModules.includes(path) || path.startsWith(".")) continue;
      packages.add(packageOf(path));
    }
  }
  return packages;
}

async function main() {
  rmSync(outdir, { recursive: true, force: true });
  const server = await build({
    entryPoints: ENTRY_POINTS,
    outdir,
    bundle: true,
    // Code the entry points share goes into chunks beside them, once.
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    tsconfig: join(root, "tsconfig.json"),
    sourcemap: true,
    metafile: true,
    logLevel: "warning",
  });
  cpSync(join(root, "src/server/db/migrations"), join(outdir, "migrations"), { recursive: true });

  const imported = packagesImported(server.metafile);
  if (existsSync(SSR_ENTRY)) {
    // What `vite build --ssr` left external: the renderer is imported by the server at run time too.
    const renderer = await build({
      entryPoints: [SSR_ENTRY],
      bundle: true,
      write: false,
      platform: "node",
      format: "esm",
      packages: "external",
      metafile: true,
      logLevel: "warning",
    });
    for (const name of packagesImported(renderer.metafile)) imported.add(name);
  }
  const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
    dependencies: Record<string, string>;
  };
  const missing = [...imported].filter((name) => !(name in manifest.dependencies)).sort();
  if (missing.length > 0) {
    throw new Error(
      `The built server imports packages that are not production dependencies (npm ci --omit=dev leaves them out): ${missing.join(", ")}. Move them to "dependencies" in package.json.`,
    );
  }
  console.log(`[build] server: dist/server (${ENTRY_POINTS.map((entry) => entry.out).join(", ")})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
