import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/**
 * A stand-in for `vite build`'s dist/web: an index.html of the real one's shape (its own title and
 * description, the app's script in the head, an empty #root), and any other files a test needs.
 */
export function fakeWebBuild(files: Record<string, string | Buffer> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), "salamu-web-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(
    join(dir, "index.html"),
    [
      "<!doctype html>",
      '<html lang="en">',
      "  <head>",
      '    <meta charset="UTF-8" />',
      '    <meta name="description" content="Book personalised video messages from Africa\'s biggest stars." />',
      "    <title>Salamu: personalised videos from Africa's stars</title>",
      '    <script type="module" crossorigin src="/assets/index-abc123.js"></script>',
      "  </head>",
      '  <body><div id="root"></div></body>',
      "</html>",
    ].join("\n"),
  );
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

/**
 * The environment of an app that renders public pages on the server, as `npm start` does after its build:
 * the web's renderer taken from its source (vitest compiles it), never a stale dist/web-ssr.
 */
export const renderingWebApp = (): Record<string, string> => ({
  WEB_DIST_DIR: fakeWebBuild(),
  WEB_SSR_ENTRY: resolve(import.meta.dirname, "../../web/entry-server.tsx"),
});
