// `npm run bench`: the home page's first-load JavaScript against its budget, then the catalogue endpoint's
// throughput against a raw node:http server sending the same bytes, measured in the same run; then the
// server memory of a 200 MB video upload and the video processing speed.
// Environment: WEB_DIST_DIR (the web build to measure and serve, default ./dist/web),
// BENCH_SECONDS (length of each measured run, default 10).
import { resolve } from "node:path";
import { measureHomeFirstLoad } from "./first-load";
import { capture, type LoadResult, type LoadSettings, load, startRawServer } from "./load";

const HOME_FIRST_LOAD_BUDGET_KB = 170;
const ENDPOINT = "/api/celebrities?page=1";

const webDistDir = resolve(process.env.WEB_DIST_DIR || "./dist/web");
const settings: LoadSettings = {
  connections: 10,
  pipelining: 1,
  seconds: Number(process.env.BENCH_SECONDS) > 0 ? Number(process.env.BENCH_SECONDS) : 10,
  warmupSeconds: 3,
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function summary(name: string, result: LoadResult): string {
  const statuses = Object.entries(result.statusCodes)
    .map(([status, count]) => `${status} x${count}`)
    .join(", ");
  return (
    `${name}: ${Math.round(result.requestsPerSecond)} req/s ` +
    `(p50 ${result.latencyP50Ms} ms, p99 ${result.latencyP99Ms} ms, ${result.requests} requests, ` +
    `${result.errors} errors; ${statuses || "no responses"})`
  );
}

function reportFirstLoad() {
  const report = measureHomeFirstLoad(webDistDir);
  console.log(`web build: ${webDistDir}`);
  for (const file of report.files) {
    console.log(`  ${file.file}  ${kb(file.bytes)} KB, ${kb(file.gzipBytes)} KB gzip`);
  }
  if (!report.homeChunk) console.log("  warning: no home-*.js chunk found; counting the entry chunks only");
  console.log(`home first-load JS: ${kb(report.totalGzipBytes)} KB gzip (budget ${HOME_FIRST_LOAD_BUDGET_KB} KB)`);
}

async function main() {
  reportFirstLoad();

  // Imported only now, so the first-load figure prints even when the server code does not load.
  const { startAppServer } = await import("./app-server");
  const startedAt = performance.now();
  const app = await startAppServer(webDistDir);
  const readyIn = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(`server: PGlite, migrated, demo data (${app.celebrities} celebrities), ready in ${readyIn} s`);
  let raw: Awaited<ReturnType<typeof startRawServer>> | undefined;
  try {
    const appUrl = `${app.origin}${ENDPOINT}`;
    const captured = await capture(appUrl);
    console.log(
      `GET ${ENDPOINT}: ${captured.status}, ${captured.body.length} bytes, ` +
        `content-type ${captured.headers["content-type"] ?? "(none)"}`,
    );
    if (captured.status !== 200) console.log(`  warning: the app answered ${captured.status}, not 200`);

    const settingsLine = `${settings.connections} connections, pipelining ${settings.pipelining}, ${settings.seconds} s`;
    console.log(`load: ${settingsLine} after a ${settings.warmupSeconds} s warm-up, autocannon in a worker thread`);
    const appResult = await load(appUrl, settings);
    console.log(summary("app", appResult));

    raw = await startRawServer(ENDPOINT, captured);
    const rawResult = await load(raw.url, settings);
    console.log(summary("raw node:http", rawResult));

    await raw.close();
    raw = undefined;
    await app.close();
    if (rawResult.requestsPerSecond <= 0) throw new Error("the raw baseline served no requests");
    console.log(`ratio: ${(appResult.requestsPerSecond / rawResult.requestsPerSecond).toFixed(2)}`);
  } catch (error) {
    await raw?.close().catch(() => {});
    await app.close().catch(() => {});
    throw error;
  }

  // Videos: a 200 MB resumable upload's server memory, then the processing speed of a 1080p clip.
  const { measureUploadMemory, printUploadMemory } = await import("./upload-memory");
  const uploadWithinLimit = printUploadMemory(await measureUploadMemory());
  const { measureVideoProcessing, printVideoProcessing } = await import("./video-processing");
  const processed = await measureVideoProcessing();
  printVideoProcessing(processed);
  if (!uploadWithinLimit) throw new Error("upload memory is over its limit");
  if (processed.outcome !== "delivered") throw new Error(`the benchmark clip was not delivered (${processed.outcome})`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
