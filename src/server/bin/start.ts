// `npm start`: builds the web app unless the build is already that of the current sources (web-build.ts),
// then starts the server; every step prints how long it took.
import { ensureWebBuild } from "./web-build";

async function main() {
  const startedAt = performance.now();
  await ensureWebBuild();
  process.env.START_STARTED_AT = String(Date.now() - (performance.now() - startedAt));
  await import("./index");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
