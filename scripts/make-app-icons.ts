/**
 * Draws the installable app's icons (public/icons/*.png) from the favicon's mark, so a phone's home screen
 * shows the same "S". Run after changing public/favicon.svg: `npx tsx scripts/make-app-icons.ts`.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

const publicDir = join(import.meta.dirname, "..", "public");
const favicon = readFileSync(join(publicDir, "favicon.svg"), "utf8");
// The mark alone (the favicon's stroke), to place inside a full-bleed square for "maskable" icons: a phone
// cuts those to its own shape, keeping only the middle 80%.
const mark = favicon.match(/<path[^>]*\/>/)?.[0];
if (!mark) throw new Error("public/favicon.svg has no <path> to draw the icons from");
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#ea580c"/><g transform="translate(12.8 12.8) scale(0.6)">${mark}</g></svg>`;

const outDir = join(publicDir, "icons");
mkdirSync(outDir, { recursive: true });
const icons: [name: string, svg: string, size: number][] = [
  ["icon-192.png", favicon, 192],
  ["icon-512.png", favicon, 512],
  ["maskable-512.png", maskable, 512],
  // iOS's home screen takes a square without transparency and rounds it itself.
  ["apple-touch-icon.png", maskable, 180],
];
for (const [name, svg, size] of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(outDir, name));
  console.log(`public/icons/${name} (${size} x ${size})`);
}
