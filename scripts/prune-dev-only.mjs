// `npm run install:prod` runs this after `npm ci --omit=dev`: it removes the dev packages npm keeps anyway
// (ADR 040). npm keeps a dev dependency when a production one names it as an optional peer: better-auth's
// optional peer vitest keeps vitest, vite, tsx, esbuild, drizzle-kit and their own dependencies (the lock marks
// them `devOptional`). Nothing in production needs them: no production package depends on them otherwise.
// Plain JavaScript: it runs where only production dependencies are installed.
import { existsSync, lstatSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
let removed = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  if (!entry.devOptional || !existsSync(path)) continue;
  rmSync(path, { recursive: true, force: true });
  removed += 1;
}
// The commands of the packages just removed.
const bin = join("node_modules", ".bin");
if (existsSync(bin)) {
  for (const name of readdirSync(bin)) {
    const link = join(bin, name);
    if (lstatSync(link).isSymbolicLink() && !existsSync(link)) rmSync(link);
  }
}
console.log(`[install:prod] removed ${removed} development packages npm kept as optional peers`);
