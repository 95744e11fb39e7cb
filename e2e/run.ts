import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { ensureWebBuild } from "../src/server/bin/web-build";
import { CHROMIUM_PATH } from "./chromium";

// Browser tests need Debian's Chromium. Outside CI a machine without it skips them with a notice;
// under CI=true they must run, so a missing browser fails the run.
if (!existsSync(CHROMIUM_PATH)) {
  const message = `Chromium not found at ${CHROMIUM_PATH} (apt-get install -y chromium).`;
  if (process.env.CI === "true") {
    console.error(`${message} Browser tests must run in CI.`);
    process.exit(1);
  }
  console.warn(`${message} Skipping the browser tests.`);
  process.exit(0);
}

// The server serves the web build: made here unless it is already that of the current sources (CI's second
// pass reuses the first's).
await ensureWebBuild();

// CI's second pass (PostgreSQL) runs only the tests whose outcome can depend on the database: the rendering
// checks (@rendering) ran on the first pass and would only repeat it, at five minutes a pass.
const databaseOnly = process.env.DATABASE_TESTS_ONLY === "true" ? ["--grep-invert", "@rendering"] : [];
const result = spawnSync("npx", ["playwright", "test", ...databaseOnly, ...process.argv.slice(2)], {
  stdio: "inherit",
});
process.exit(result.status ?? 1);
