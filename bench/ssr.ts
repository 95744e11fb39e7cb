// Issue 20's figures, each against its goal, on the PGlite bench server in a process of its own
// (bench/own-process.ts):
//   ssr-js     the JavaScript the home page loads before a tap works, read from the HTML the server sends;
//   ssr-cpu    the server CPU of an uncached render of a profile (in-process, median of many);
//   ssr-load   a cached public page's HTML at 100 connections against raw node:http sending the same bytes;
//   ssr-pages  the public pages on a phone over slow 4G and slow 3G: LCP, "app" (React owns the header's Log in
//              link), bytes; and a first visit to home over the wire. BENCH_SSR_ALL_PAGES=1 adds the public
//              pages issue 20 does not list in its table (categories, business, contact, terms, ...).
import { availableParallelism, loadavg } from "node:os";
import { DEMO_BLOG_POSTS } from "../src/server/demo/demo-data";
import { pageHref } from "../src/shared/client-routes";
import { LOCALES, localizedPath } from "../src/shared/locales";
import { non2xx, summary, versusRaw } from "./api-load";
import { type BenchServer, startAppServer, startDescribedAppServer } from "./app-server";
import { measureServedFirstLoad } from "./first-load";
import { goal } from "./goals";
import type { LoadSettings } from "./load";

export const SSR_PARTS = ["ssr-js", "ssr-cpu", "ssr-load", "ssr-pages"] as const;
export type SsrPart = (typeof SSR_PARTS)[number];
export type SsrTask = { webDistDir: string; settings: LoadSettings; parts: SsrPart[]; allPages: boolean };

const PAGE_GOALS: Record<string, { lcpMs: number; appMs: number }> = {
  "slow 4G": { lcpMs: 1200, appMs: 2000 },
  "slow 3G": { lcpMs: 2500, appMs: 4500 },
};
const HOME_JS_BUDGET_KB = 140;
const HOME_FIRST_VISIT_KB = 200;
const THROUGHPUT_GOAL = 0.5;
const P99_GOAL_MS = 100;
const RENDER_CPU_GOAL_MS = 15;
const WARM_RENDERS = 20;
const MEASURED_RENDERS = 100;

/** Issue 20's table, measured before server rendering: LCP / app per throttling, and bytes. */
const PAGE_BASELINES: Record<string, { "slow 4G": string; "slow 3G": string; bytes: string }> = {
  "/": { "slow 4G": "0.92 s / 2.4 s", "slow 3G": "2.1 s / 5.6 s", bytes: "214 KB" },
  "/celebrities": { "slow 4G": "0.93 s / 2.9 s", "slow 3G": "2.1 s / 7.6 s", bytes: "298 KB" },
  "a profile": { "slow 4G": "0.90 s / 2.4 s", "slow 3G": "2.1 s / 6.1 s", bytes: "213 KB" },
  "/about": { "slow 4G": "2.2 s / 2.0 s", "slow 3G": "6.0 s / 5.4 s", bytes: "172 KB" },
  "/help-center": { "slow 4G": "2.1 s / 1.8 s", "slow 3G": "5.7 s / 5.0 s", bytes: "165 KB" },
  "a blog post": { "slow 4G": "3.0 s / 2.4 s", "slow 3G": "8.2 s / 7.0 s", bytes: "259 KB" },
};
const OTHER_PAGES = [
  "/categories",
  "/business",
  "/contact-us",
  "/terms-of-service",
  "/privacy-policy",
  "/become-celebrity",
  "/blog",
];

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const profilePath = (server: BenchServer) => pageHref("/celebrity/:username", { username: server.username });

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
}

/** The HTML the server sends a first-time visitor (no cookie), checked to hold the rendered page. */
async function servedHtml(server: BenchServer, path: string): Promise<string> {
  const response = await fetch(`${server.origin}${path}`);
  const html = await response.text();
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  if (html.includes('<div id="root"></div>')) throw new Error(`GET ${path} came without its rendered page`);
  return html;
}

/**
 * Home's first-load JavaScript in each language (issue 22): the same code, and the page's words in its own
 * language only. A language's messages are the catalogue chunks the HTML names ("messages-fr-common-…").
 */
async function benchHomeJs(server: BenchServer, webDistDir: string) {
  for (const locale of LOCALES) {
    const path = localizedPath(locale, "/");
    const report = measureServedFirstLoad(webDistDir, await servedHtml(server, path));
    const messages = report.files.filter((file) => /(^|\/)messages-/.test(file.file));
    const otherLanguages = messages.filter((file) => !file.file.includes(`messages-${locale}-`));
    const messagesGzip = messages.reduce((sum, file) => sum + file.gzipBytes, 0);
    console.log(`\nhome first-load JS in ${locale}: the entry and the chunks the served HTML of ${path} names`);
    for (const file of report.files) console.log(`  ${file.file}  ${kb(file.bytes)} KB, ${kb(file.gzipBytes)} KB gzip`);
    goal(
      `home first-load JS in ${locale} (from the served HTML)`,
      report.totalGzipBytes / 1024 <= HOME_JS_BUDGET_KB,
      `${kb(report.totalGzipBytes)} KB gzip, of which its messages ${kb(messagesGzip)} KB`,
      `<= ${HOME_JS_BUDGET_KB} KB`,
      "163 KB (English, before languages)",
    );
    goal(
      `home in ${locale} downloads only ${locale}'s messages`,
      otherLanguages.length === 0 && messages.length > 0,
      `${messages.length} catalogue chunks, ${kb(messagesGzip)} KB gzip; other languages: ${otherLanguages.length}`,
      "0 chunks of another language",
      "none (English only)",
    );
  }
}

/** What a browser asks for: the server compresses the page in the one encoding the request takes. */
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br, zstd" };

/**
 * Server CPU (process.cpuUsage: user + system, every thread of the process) of one page request handled
 * in-process, one at a time, after a warm-up, asked for as a browser does; `url(index)` gives each request
 * its address. Decoding the compressed answer is the client's work: it is not counted.
 */
async function renderCpu(server: BenchServer, url: (index: number) => string, measured = MEASURED_RENDERS) {
  const samples: { cpuMs: number; wallMs: number }[] = [];
  for (let index = 0; index < WARM_RENDERS + measured; index++) {
    const address = url(index);
    const cpuBefore = process.cpuUsage();
    const startedAt = performance.now();
    const response = await server.inject(address, BROWSER_HEADERS);
    const wallMs = performance.now() - startedAt;
    const cpu = process.cpuUsage(cpuBefore);
    if (response.statusCode !== 200) throw new Error(`GET ${address} answered ${response.statusCode}`);
    if (response.text().includes('<div id="root"></div>')) throw new Error(`GET ${address} was not rendered`);
    if (index >= WARM_RENDERS) samples.push({ cpuMs: (cpu.user + cpu.system) / 1000, wallMs });
  }
  const cpuMs = samples.map((each) => each.cpuMs);
  const wallMs = samples.map((each) => each.wallMs);
  return {
    medianCpuMs: percentile(cpuMs, 0.5),
    p90CpuMs: percentile(cpuMs, 0.9),
    medianWallMs: percentile(wallMs, 0.5),
  };
}

async function benchRenderCpu(server: BenchServer, webDistDir: string) {
  const path = profilePath(server);
  console.log(
    `\nuncached render of ${path}: ${MEASURED_RENDERS} requests in-process one at a time after ${WARM_RENDERS}, ` +
      "server CPU (user + system) of each",
  );
  // A query string the page ignores makes each address new to the HTML cache; the API's own caches stay warm.
  const rendered = await renderCpu(server, (index) => `${path}?bench-render=${index}`);
  const renderFigures = (result: Awaited<ReturnType<typeof renderCpu>>) =>
    `median ${result.medianCpuMs.toFixed(1)} ms CPU (p90 ${result.p90CpuMs.toFixed(1)} ms, ` +
    `median ${result.medianWallMs.toFixed(1)} ms wall)`;
  console.log(`  HTML not cached (each address new), data cached: ${renderFigures(rendered)}`);
  const cached = await renderCpu(server, () => path, 50);
  console.log(`  HTML cached, for comparison: ${renderFigures(cached)}`);
  // Nothing cached at all: the HTML cache and the API's catalogue cache off. PGlite answers in this process,
  // so its queries count here too (on PostgreSQL they would run in the database's process).
  const cold = await startAppServer(webDistDir, undefined, { CATALOGUE_CACHE_SECONDS: "0" });
  try {
    const uncached = await renderCpu(cold, () => path, 50);
    console.log(`  nothing cached (CATALOGUE_CACHE_SECONDS=0, PGlite in-process): ${renderFigures(uncached)}`);
  } finally {
    await cold.close();
  }
  goal(
    "uncached render of a profile, server CPU",
    rendered.medianCpuMs < RENDER_CPU_GOAL_MS,
    `${rendered.medianCpuMs.toFixed(1)} ms (p90 ${rendered.p90CpuMs.toFixed(1)} ms)`,
    `< ${RENDER_CPU_GOAL_MS} ms`,
    "not measured",
  );
}

async function benchCachedHtmlLoad(server: BenchServer, settings: LoadSettings) {
  console.log(
    `\nserver-rendered HTML under load: ${settings.connections} connections, ${settings.seconds} s each for app and ` +
      `raw node:http (the same bytes) in alternating slices after a ${settings.warmupSeconds} s warm-up`,
  );
  for (const [name, path] of [
    ["home", "/"],
    ["a profile", profilePath(server)],
  ] as const) {
    const { app, ratio } = await versusRaw(server, path, settings);
    goal(
      `cached HTML of ${name}: throughput vs raw`,
      ratio >= THROUGHPUT_GOAL,
      `${ratio.toFixed(2)} (${Math.round(app.requestsPerSecond)} req/s)`,
      `>= ${THROUGHPUT_GOAL}`,
      "not measured",
    );
    goal(
      `cached HTML of ${name}: p99`,
      app.latencyP99Ms < P99_GOAL_MS,
      `${app.latencyP99Ms} ms (p50 ${app.latencyP50Ms} ms)`,
      `< ${P99_GOAL_MS} ms`,
      "not measured",
    );
    const errors = app.errors + non2xx(app);
    if (errors > 0) console.log(`  warning: ${summary("app", app)}`);
    goal(`cached HTML of ${name}: errors`, errors === 0, String(errors), "0", "not measured");
  }
}

async function benchPhonePages(server: BenchServer, allPages: boolean) {
  const { measurePages, describeThrottling, THROTTLING, SLOW_3G } = await import("./page-load");
  const post = DEMO_BLOG_POSTS[0];
  if (!post) throw new Error("the demo data has no blog post");
  const pages: { label: string; path: string }[] = [
    { label: "/", path: "/" },
    { label: "/celebrities", path: "/celebrities" },
    { label: "a profile", path: profilePath(server) },
    { label: "/about", path: "/about" },
    { label: "/help-center", path: "/help-center" },
    { label: "a blog post", path: pageHref("/blog/:slug", { slug: post.slug }) },
    ...(allPages ? OTHER_PAGES.map((path) => ({ label: path, path })) : []),
  ];
  const throttlings = [THROTTLING, SLOW_3G];
  console.log(
    `\npublic pages at 375x812, empty cache, median of 3 loads; "app" = React owns the header's Log in link:\n` +
      throttlings.map((each) => `  ${describeThrottling(each)}`).join("\n"),
  );
  await measurePages(
    server.origin,
    pages.map((page) => page.path),
    throttlings,
    (result) => {
      const label = pages.find((page) => page.path === result.path)?.label ?? result.path;
      const where = result.throttling.name;
      const { lcpMs, appMs, fcpMs, bytes, requests, jsBeforeAppBytes, lcpElement } = result.median;
      console.log(
        `  ${where} ${result.path}: LCP ${lcpMs} ms, app ${appMs} ms, FCP ${fcpMs} ms, ${kb(bytes)} KB, ` +
          `${requests} requests, ${kb(jsBeforeAppBytes)} KB of JS before app ` +
          `(runs: ${result.runs.map((run) => `${run.lcpMs}/${run.appMs}`).join(", ")} ms LCP/app)\n` +
          `    largest paint: ${lcpElement}`,
      );
      const bars = PAGE_GOALS[where]!;
      const baseline = PAGE_BASELINES[label]?.[where as "slow 4G" | "slow 3G"] ?? "not measured";
      goal(
        `${where} LCP ${label}`,
        lcpMs > 0 && lcpMs <= bars.lcpMs,
        seconds(lcpMs),
        `<= ${seconds(bars.lcpMs)}`,
        `${baseline} (LCP / app)`,
      );
      goal(
        `${where} app ${label}`,
        appMs > 0 && appMs <= bars.appMs,
        appMs > 0 ? seconds(appMs) : "never",
        `<= ${seconds(bars.appMs)}`,
        `${baseline} (LCP / app)`,
      );
      if (label === "/" && where === THROTTLING.name) {
        goal(
          "first visit to home over the wire",
          bytes / 1024 <= HOME_FIRST_VISIT_KB,
          `${kb(bytes)} KB (${requests} requests)`,
          `<= ${HOME_FIRST_VISIT_KB} KB`,
          PAGE_BASELINES["/"]!.bytes,
        );
      }
    },
  );
}

export async function benchSsr(task: SsrTask) {
  // Every figure here is a time or a CPU share: on a busy machine they say more about the neighbours.
  const [load] = loadavg();
  if (load! > availableParallelism())
    console.log(
      `\nwarning: load average ${load!.toFixed(1)} on ${availableParallelism()} cores: the figures below are not the code's`,
    );
  const server = await startDescribedAppServer(task.webDistDir);
  try {
    const parts = new Set(task.parts);
    if (parts.has("ssr-js")) await benchHomeJs(server, task.webDistDir);
    if (parts.has("ssr-cpu")) await benchRenderCpu(server, task.webDistDir);
    if (parts.has("ssr-load")) await benchCachedHtmlLoad(server, task.settings);
    if (parts.has("ssr-pages")) await benchPhonePages(server, task.allPages);
  } finally {
    await server.close();
  }
}
