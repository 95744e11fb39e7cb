import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
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

const webDist = fileURLToPath(new URL("./dist/web", import.meta.url));

/**
 * Two builds from one config: the browser's (`vite build`, into dist/web) and the server renderer's
 * (`vite build --ssr`, src/web/entry-server.tsx into dist/web-ssr, outside the folder served to browsers).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL("./src/web", import.meta.url)),
  publicDir: isSsrBuild ? false : fileURLToPath(new URL("./public", import.meta.url)),
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [precompress()])],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
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
        sourcemap: false,
        // The server reads them to name a page's chunks in its HTML (ADR 023, ADR 033): the manifest gives
        // each chunk's imports; the SSR manifest the chunk each module went into (a page module sharing its
        // chunk with modules its lazy sections import is listed under the chunk's file name, not its own).
        manifest: true,
        ssrManifest: true,
      },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000", "/health": "http://localhost:3000", "/ready": "http://localhost:3000" },
  },
}));
