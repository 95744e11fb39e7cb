import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/** Writes .gz and .br beside each text asset so the server can send them precompressed. */
function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg|json|txt|map)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  let outDir = "";
  return {
    name: "salamu-precompress",
    apply: "build",
    configResolved(config) {
      // The folder actually written, including a --outDir given on the command line.
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!compressible.test(file) || file.endsWith(".map")) continue;
        const content = readFileSync(file);
        if (content.length < 512) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/**
 * Each module gets its own copy of the lucide icons it draws, so an icon goes into the chunk of the code that
 * draws it. Shared, each of the app's icons became a chunk of its own (200 bytes, plus a request and its
 * headers): a profile's first load had 8 of them, which on slow 3G cost more than the bytes they saved
 * (ADR 035). `import { Star } from "lucide-react"` becomes an import of this module's copy of star.mjs.
 */
function iconsWhereDrawn(): Plugin {
  const iconsDir = fileURLToPath(new URL("./node_modules/lucide-react/dist/esm/icons/", import.meta.url));
  const index = readFileSync(join(iconsDir, "..", "lucide-react.mjs"), "utf8");
  const fileOf = new Map<string, string>();
  for (const [, names, file] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g))
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) fileOf.set(name!, file!);
  const PREFIX = "\0salamu-icon:";
  return {
    name: "salamu-icons-where-drawn",
    apply: "build",
    resolveId: (id) => (id.startsWith(PREFIX) ? id : null),
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length).split("?")[0]!;
      return readFileSync(join(iconsDir, `${file}.mjs`), "utf8").replace(
        "'../createLucideIcon.mjs'",
        JSON.stringify(join(iconsDir, "..", "createLucideIcon.mjs")),
      );
    },
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || !code.includes("lucide-react")) return null;
      const owner = createHash("sha1").update(id).digest("hex").slice(0, 8);
      const rewritten = code.replace(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g, (whole, list: string) => {
        const specifiers = list
          .split(",")
          .map((each) => each.trim())
          .filter(Boolean);
        if (!specifiers.every((each) => fileOf.has(each.split(/\s+as\s+/)[0]!))) return whole;
        return specifiers
          .map((each) => {
            const [imported, local = imported] = each.split(/\s+as\s+/);
            return `import ${local} from ${JSON.stringify(`${PREFIX}${fileOf.get(imported!)}?in=${owner}`)};`;
          })
          .join("\n");
      });
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}

/**
 * The message catalogue (src/shared/messages, ICU text) compiled while building, so browsers get messages
 * ready to fill in and never download a parser (ADR 048). The output is JSON again, for Vite's own loader.
 */
function compiledMessages(): Plugin {
  return {
    name: "salamu-compiled-messages",
    enforce: "pre",
    apply: "build",
    transform(source, id) {
      if (!/\/src\/shared\/messages\/[a-z]{2}\/[\w-]+\.json$/.test(id)) return null;
      const messages = JSON.parse(source) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, compileMessage(text)]));
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

const reactRouterProduction = fileURLToPath(
  new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url),
);

const webDist = fileURLToPath(new URL("./dist/web", import.meta.url));

/**
 * Two builds from one config: the browser's (`vite build`, into dist/web) and the server renderer's
 * (`vite build --ssr`, src/web/entry-server.tsx into dist/web-ssr, outside the folder served to browsers).
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  root: fileURLToPath(new URL("./src/web", import.meta.url)),
  publicDir: isSsrBuild ? false : fileURLToPath(new URL("./public", import.meta.url)),
  plugins: [compiledMessages(), react(), tailwindcss(), ...(isSsrBuild ? [] : [iconsWhereDrawn(), precompress()])],
  resolve: {
    alias: [
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      // React Router's package exports name only its development build (its checks and warnings for
      // developers); the browser's build takes the production build it ships beside it (ADR 050).
      // The server's renderer too: bundled into it, so React Router's development checks stay out of every render.
      ...(command === "build" ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  build: isSsrBuild
    ? {
        ssr: true,
        rollupOptions: { input: fileURLToPath(new URL("./src/web/entry-server.tsx", import.meta.url)) },
        outDir: fileURLToPath(new URL("./dist/web-ssr", import.meta.url)),
        emptyOutDir: true,
        target: "node20",
        sourcemap: false,
      }
    : {
        outDir: webDist,
        emptyOutDir: true,
        target: "es2022",
        // Terser's output is about 3% smaller gzipped than esbuild's on the entry (3.6 KB of 136): bytes every
        // first visit pays on 3G, for a slower build (ADR 050).
        minify: "terser",
        terserOptions: { module: true, compress: { ecma: 2020 }, format: { ecma: 2020, comments: false } },
        sourcemap: false,
        // The server reads them to name a page's chunks in its HTML (ADR 023, ADR 033): the manifest gives
        // each chunk's imports; the SSR manifest the chunk each module went into (a page module sharing its
        // chunk with modules its lazy sections import is listed under the chunk's file name, not its own).
        manifest: true,
        ssrManifest: true,
        rollupOptions: {
          output: {
            // A catalogue file's chunk says its language and area ("messages-fr-home-<hash>.js"): the bench
            // reports a language's messages by it, and it never passes for a page's chunk ("home-<hash>.js").
            chunkFileNames(chunk) {
              const catalogue = /\/shared\/messages\/([a-z]{2})\/([\w-]+)\.json$/.exec(chunk.facadeModuleId ?? "");
              return catalogue
                ? `assets/messages-${catalogue[1]}-${catalogue[2]}-[hash].js`
                : "assets/[name]-[hash].js";
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000", "/health": "http://localhost:3000", "/ready": "http://localhost:3000" },
  },
}));
