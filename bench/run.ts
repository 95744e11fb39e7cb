// `npm run bench`: every goal of issues 13, 19, 20 and 21, each with its baseline, measured in one run; exits
// non-zero when one is missed.
//   1. the home page's first-load JavaScript against its budget;
//   2. the public pages under mobile throttling (LCP, FCP, bytes, requests; median of 3);
//   3. the public API under load (list, profile, reviews) against raw node:http sending the same bytes,
//      and a mixed run with writes, on PGlite and, when one is at hand, on PostgreSQL, each database's
//      server in a process of its own (bench/own-process.ts);
//   4. the server memory of a 200 MB video upload and the video processing speed (both renditions);
//   5. `npm start` on a fresh clone until the home page is served, then a second start;
//   6. the escrow ledger (issue 19): its share of the booking write path, and a 100,000-entry statement;
//   7. server rendering (issue 20, bench/ssr.ts, in a process of its own): the JS before home is interactive
//      (from the served HTML), the server CPU of an uncached profile render, cached HTML under load against
//      raw node:http, and the public pages over slow 4G and slow 3G (LCP, "app", bytes);
//   8. the built server (`npm run start:prod`) against tsx (`npm start`): API throughput and memory at idle
//      (issue 21, bench/deployed.ts).
// Environment: WEB_DIST_DIR (the web build to measure and serve, default ./dist/web),
// BENCH_SECONDS (length of each measured load run, default 20), BENCH_DATABASE_URL (a PostgreSQL server
// URL; a fresh database is made on it and dropped; default: the local server on /var/run/postgresql when
// it answers, BENCH_DATABASE_URL=none to skip), BENCH_SCREENSHOTS (a folder: throttled page loads are
// photographed at 1.0 s and 2.0 s), BENCH_ONLY (comma-separated: js,pages,api,upload,video,startup,ledger,deployed,ssr;
// ssr is ssr-js,ssr-cpu,ssr-load,ssr-pages, each selectable alone), BENCH_SSR_ALL_PAGES=1 (ssr-pages loads
// every public page, not only the six of issue 20's table).
import { fork } from "node:child_process";
import { join, resolve } from "node:path";
import pg from "pg";
import { pageHref } from "../src/shared/client-routes";
import { measureHomeFirstLoad } from "./first-load";
import { addGoals, type Goal, goal, printGoals } from "./goals";
import type { LoadSettings } from "./load";
import type { OwnProcessTask } from "./own-process";
import { SSR_PARTS } from "./ssr";

const HOME_FIRST_LOAD_BUDGET_KB = 170;
const LCP_GOAL_MS = 2000;
const VIDEO_GOAL = 0.4;
const FIRST_START_GOAL_S = 60;
const LEDGER_SHARE_GOAL = 0.1;
const STATEMENT_P95_GOAL_MS = 50;
/** The built server may not serve the API slower than tsx does, nor hold more memory at idle. */
const BUILT_THROUGHPUT_GOAL = 0.95;
const BUILT_IDLE_MEMORY_GOAL = 1;

// The servers measured here run as deployed: React (loaded when the server renderer starts, after this line)
// picks its production build from NODE_ENV, and the child processes inherit it.
process.env.NODE_ENV = "production";

const webDistDir = resolve(process.env.WEB_DIST_DIR || "./dist/web");
const seconds = Number(process.env.BENCH_SECONDS) > 0 ? Number(process.env.BENCH_SECONDS) : 20;
const settings: LoadSettings = {
  connections: 100,
  pipelining: 1,
  seconds,
  warmupSeconds: Math.min(3, seconds),
};
const only = new Set(
  (process.env.BENCH_ONLY || "js,pages,api,upload,video,startup,ledger,deployed,ssr")
    .split(",")
    .flatMap((each) => (each.trim() === "ssr" ? SSR_PARTS : [each.trim()])),
);

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function reportFirstLoad() {
  const report = measureHomeFirstLoad(webDistDir);
  console.log(`web build: ${webDistDir}`);
  for (const file of report.files) {
    console.log(`  ${file.file}  ${kb(file.bytes)} KB, ${kb(file.gzipBytes)} KB gzip`);
  }
  if (!report.homeChunk) console.log("  warning: no home-*.js chunk found; counting the entry chunks only");
  goal(
    "home first-load JS",
    report.totalGzipBytes / 1024 <= HOME_FIRST_LOAD_BUDGET_KB,
    `${kb(report.totalGzipBytes)} KB gzip`,
    `<= ${HOME_FIRST_LOAD_BUDGET_KB} KB`,
    "164 KB",
  );
}

/** The PostgreSQL server to bench on, if any: BENCH_DATABASE_URL, else a local one that answers. */
async function postgresUrl(): Promise<string | undefined> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given === "none") return undefined;
  if (given) return given;
  const local = "postgres://postgres@127.0.0.1:5432/postgres";
  const client = new pg.Client({ connectionString: local, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.end();
    return local;
  } catch {
    await client.end().catch(() => {});
    console.log("\nno PostgreSQL at hand (set BENCH_DATABASE_URL): the PostgreSQL runs are skipped");
    return undefined;
  }
}

/** Home, browse and a profile under mobile throttling, served by the PGlite bench server. */
async function benchPages() {
  const { startDescribedAppServer } = await import("./app-server");
  const server = await startDescribedAppServer(webDistDir);
  try {
    const { measurePages, THROTTLING } = await import("./page-load");
    const paths = ["/", "/celebrities", pageHref("/celebrity/:username", { username: server.username })];
    console.log(
      `pages at 375x812, ${THROTTLING.latencyMs} ms latency, ${THROTTLING.downloadBitsPerSecond / 1e6} Mbps down, ` +
        `${THROTTLING.uploadBitsPerSecond / 1e3} kbps up, CPU ${THROTTLING.cpuSlowdown}x, empty cache, median of 3:`,
    );
    for (const result of await measurePages(server.origin, paths)) {
      const { lcpMs, fcpMs, bytes, requests, lcpElement } = result.median;
      console.log(
        `  ${result.path}: LCP ${lcpMs} ms, FCP ${fcpMs} ms, ${kb(bytes)} KB, ${requests} requests ` +
          `(runs: ${result.runs.map((run) => `${run.lcpMs}/${run.fcpMs}`).join(", ")} ms LCP/FCP)\n` +
          `    largest paint: ${lcpElement}`,
      );
      goal(
        `LCP ${result.path}`,
        lcpMs > 0 && lcpMs <= LCP_GOAL_MS,
        `${lcpMs} ms`,
        `<= ${LCP_GOAL_MS} ms`,
        "about 2,800 ms",
      );
      goal(
        `FCP before LCP ${result.path}`,
        fcpMs > 0 && fcpMs <= lcpMs,
        `${fcpMs} ms`,
        `<= LCP`,
        "blank until about 2.8 s",
      );
    }
    if (process.env.BENCH_SCREENSHOTS)
      console.log(`  screenshots at 1.0 s and 2.0 s in ${process.env.BENCH_SCREENSHOTS}`);
  } finally {
    await server.close();
  }
}

/** A part of the bench in a child process of its own (bench/own-process.ts); its goals join this run's. */
async function inOwnProcess(task: OwnProcessTask) {
  const child = fork(join(import.meta.dirname, "own-process.ts"), [], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, BENCH_TASK: JSON.stringify(task) },
    stdio: "inherit",
  });
  const recorded = await new Promise<Goal[]>((resolve, reject) => {
    let goals: Goal[] | undefined;
    child.on("message", (message) => {
      goals = message as Goal[];
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 && goals ? resolve(goals) : reject(new Error(`the ${task.part} bench process exited with ${code}`)),
    );
  });
  addGoals(recorded);
}

async function main() {
  if (only.has("js")) reportFirstLoad();

  if (only.has("pages")) await benchPages();
  if (only.has("api")) {
    await inOwnProcess({ part: "api", webDistDir, postgresUrl: undefined, settings });
    const postgres = await postgresUrl();
    if (postgres) await inOwnProcess({ part: "api", webDistDir, postgresUrl: postgres, settings });
  }
  const ssrParts = SSR_PARTS.filter((part) => only.has(part));
  if (ssrParts.length > 0) {
    await inOwnProcess({
      part: "ssr",
      webDistDir,
      settings,
      parts: ssrParts,
      allPages: process.env.BENCH_SSR_ALL_PAGES === "1",
    });
  }

  // Videos: a 200 MB resumable upload's server memory, then the processing speed of a 1080p clip.
  if (only.has("upload")) {
    const { measureUploadMemory, printUploadMemory } = await import("./upload-memory");
    const uploadWithinLimit = printUploadMemory(await measureUploadMemory());
    goal("upload memory", uploadWithinLimit, uploadWithinLimit ? "within" : "over", "within the limit", "within");
  }
  if (only.has("video")) {
    const { measureVideoProcessing, printVideoProcessing } = await import("./video-processing");
    const processed = await measureVideoProcessing();
    printVideoProcessing(processed);
    goal("video delivered", processed.outcome === "delivered", processed.outcome, "delivered", "delivered");
    goal(
      "video processing per second of video (720p + 360p)",
      processed.ratio <= VIDEO_GOAL,
      `${processed.ratio.toFixed(2)} s`,
      `<= ${VIDEO_GOAL} s on 2 cores`,
      "0.39 s for the 720p alone",
    );
  }
  if (only.has("startup")) {
    const { measureStartup, printStartup } = await import("./startup");
    const started = await measureStartup();
    printStartup(started);
    goal(
      "npm start on a fresh clone, home page served",
      started.first.seconds < FIRST_START_GOAL_S,
      `${started.first.seconds.toFixed(1)} s`,
      `< ${FIRST_START_GOAL_S} s on 2 cores`,
      "not measured",
    );
    goal(
      "second start skips work already done",
      started.second.seconds < started.first.seconds && started.second.steps.some((step) => step.includes("skipped")),
      `${started.second.seconds.toFixed(1)} s`,
      "faster than the first, web build skipped",
      "not measured",
    );
  }
  if (only.has("ledger")) {
    const { measureLedger, printLedger } = await import("./ledger");
    const postgres = await postgresUrl();
    const report = await measureLedger(postgres);
    printLedger(report);
    goal(
      `ledger postings' share of the booking write path (${report.kind})`,
      report.ledgerShare <= LEDGER_SHARE_GOAL,
      `${(report.ledgerShare * 100).toFixed(1)}%`,
      `<= ${LEDGER_SHARE_GOAL * 100}%`,
      "no ledger",
    );
    goal(
      `statement first page with 100,000 entries, p95 (${report.kind})`,
      report.kind === "PostgreSQL" && report.statementP95Ms < STATEMENT_P95_GOAL_MS,
      `${report.statementP95Ms.toFixed(2)} ms (${report.smallStatementP95Ms.toFixed(2)} ms with 100 entries)`,
      `< ${STATEMENT_P95_GOAL_MS} ms on PostgreSQL`,
      "no statement",
    );
  }
  if (only.has("deployed")) {
    const { measureDeployed, printDeployed } = await import("./deployed");
    const report = await measureDeployed(settings, await postgresUrl());
    printDeployed(report);
    const throughput = report.built.load.requestsPerSecond / report.tsx.load.requestsPerSecond;
    goal(
      `built server's API throughput against tsx (${report.database})`,
      throughput >= BUILT_THROUGHPUT_GOAL,
      `${throughput.toFixed(2)}x (${Math.round(report.built.load.requestsPerSecond)} against ${Math.round(report.tsx.load.requestsPerSecond)} req/s)`,
      `>= ${BUILT_THROUGHPUT_GOAL}x`,
      "tsx, measured in the same run",
    );
    const memory = report.built.idleMb / report.tsx.idleMb;
    goal(
      `built server's memory at idle against tsx (${report.database})`,
      memory <= BUILT_IDLE_MEMORY_GOAL,
      `${memory.toFixed(2)}x (${report.built.idleMb.toFixed(0)} against ${report.tsx.idleMb.toFixed(0)} MB)`,
      `<= ${BUILT_IDLE_MEMORY_GOAL}x`,
      "tsx, measured in the same run",
    );
  }
  return printGoals();
}

main().then(
  (met) => process.exit(met ? 0 : 1),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
