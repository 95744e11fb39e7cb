// The public pages as a visitor on a phone meets them: the system Chromium at 375x812, throttled over the
// DevTools protocol (slow 4G: 150 ms latency, 1.6 Mbps down, 750 kbps up; or slow 3G: 400 ms, 400 kbps both
// ways; CPU 4x slower), an empty cache for each load; median of 3 loads per page: LCP, FCP, "app" (when React
// owns the header's Log in link, so a tap works), bytes over the wire and request count. With
// BENCH_SCREENSHOTS=<dir>, one more throttled load per page is photographed at 1.0 s and 2.0 s.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/chromium";

export type Throttling = {
  name: string;
  latencyMs: number;
  downloadBitsPerSecond: number;
  uploadBitsPerSecond: number;
  cpuSlowdown: number;
};

export const THROTTLING: Throttling = {
  name: "slow 4G",
  latencyMs: 150,
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
  cpuSlowdown: 4,
};

export const SLOW_3G: Throttling = {
  name: "slow 3G",
  latencyMs: 400,
  downloadBitsPerSecond: 400e3,
  uploadBitsPerSecond: 400e3,
  cpuSlowdown: 4,
};

export function describeThrottling(throttling: Throttling): string {
  const rate = (bits: number) => (bits >= 1e6 ? `${bits / 1e6} Mbps` : `${bits / 1e3} kbps`);
  return (
    `${throttling.name} (${throttling.latencyMs} ms latency, ${rate(throttling.downloadBitsPerSecond)} down, ` +
    `${rate(throttling.uploadBitsPerSecond)} up, CPU ${throttling.cpuSlowdown}x)`
  );
}
const VIEWPORT = { width: 375, height: 812 };
const RUNS = 3;

/**
 * `appMs`: when React owned the header's Log in link (0 if it never did); `jsBeforeAppBytes`: the JavaScript
 * transferred by then. `lcpElement` names what the largest paint was (tag, classes, size, image URL) so a
 * slow one can be found.
 */
export type PageLoad = {
  lcpMs: number;
  fcpMs: number;
  appMs: number;
  jsBeforeAppBytes: number;
  bytes: number;
  requests: number;
  lcpElement: string;
};
export type PageResult = { path: string; runs: PageLoad[]; median: PageLoad };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

type Browser = Awaited<ReturnType<typeof chromium.launch>>;

// A string, not a function (see PAINT_TIMINGS). From the document's start, every 10 ms: has React taken the
// header's Log in link over? React keeps a node's props under a `__reactProps$<random>` key once it owns the
// node (created or hydrated it); hydration sets it while rendering, so the root must also have committed a
// tree (its current fiber has a child), the moment its event handlers run. Needs no help from the app.
const APP_WATCH = `(() => {
  const owned = () => {
    const link = document.querySelector('header a[href="/login"]');
    if (!link || !Object.keys(link).some((key) => key.startsWith("__reactProps$"))) return false;
    const container = document.getElementById("root");
    const key = container && Object.keys(container).find((each) => each.startsWith("__reactContainer$"));
    const root = key && container[key].stateNode;
    return Boolean(root && root.current && root.current.child);
  };
  const poll = () => {
    if (owned()) window.__benchAppAt = performance.now();
    else setTimeout(poll, 10);
  };
  poll();
})()`;

// The "app" time and the JavaScript bytes fetched before it; waits up to 15 s more for the app.
const APP_TIMING = `new Promise((resolve) => {
  const startedAt = performance.now();
  const check = () => {
    const at = window.__benchAppAt;
    if (at === undefined && performance.now() - startedAt < 15000) return setTimeout(check, 50);
    const js = performance.getEntriesByType("resource").filter((entry) => /\\.m?js(\\?|$)/.test(entry.name) && at !== undefined && entry.responseEnd <= at);
    resolve({ app: at ?? 0, jsBytes: js.reduce((sum, entry) => sum + entry.transferSize, 0) });
  };
  check();
})`;

async function throttledPage(browser: Browser, throttling: Throttling) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 2, isMobile: true });
  await context.addInitScript(APP_WATCH);
  const page = await context.newPage();
  await page.bringToFront();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: throttling.latencyMs,
    downloadThroughput: throttling.downloadBitsPerSecond / 8,
    uploadThroughput: throttling.uploadBitsPerSecond / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttling.cpuSlowdown });
  let bytes = 0;
  let requests = 0;
  cdp.on("Network.requestWillBeSent", () => {
    requests += 1;
  });
  cdp.on("Network.loadingFinished", (event: { encodedDataLength: number }) => {
    bytes += event.encodedDataLength;
  });
  return { context, page, traffic: () => ({ bytes, requests }) };
}

// A string, not a function: tsx would wrap a named inner function in a helper the page does not have.
const PAINT_TIMINGS = `new Promise((resolve) => {
  let lcp = 0;
  let fcp = 0;
  let element = "";
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      lcp = entry.startTime;
      const node = entry.element;
      const name = node ? node.tagName.toLowerCase() + (node.className && typeof node.className === "string" ? "." + node.className.trim().split(" ").slice(0, 4).join(".") : "") : "(removed)";
      element = name + " " + entry.size + "px" + (entry.url ? " " + entry.url.replace(location.origin, "") : "");
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  const startedAt = performance.now();
  const check = () => {
    if ((lcp > 0 && fcp > 0) || performance.now() - startedAt > 5000) setTimeout(() => resolve({ lcp, fcp, element }), 300);
    else setTimeout(check, 50);
  };
  check();
})`;

/** One unthrottled, unmeasured load: the server's own caches get warm as they would be in production. */
async function warmLoad(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => {});
  } finally {
    await context.close();
  }
}

async function loadOnce(browser: Browser, url: string, throttling: Throttling): Promise<PageLoad> {
  const { context, page, traffic } = await throttledPage(browser, throttling);
  try {
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    // What the page fetches after `load` (its data, images) counts too.
    await page.waitForLoadState("networkidle", { timeout: 20_000 }).catch(() => {});
    // Paint timings arrive once the frame is presented, which a throttled headless tab may take a while to
    // report: wait for them (up to 5 s), then a little longer for a later, larger LCP candidate.
    const paints = (await page.evaluate(PAINT_TIMINGS)) as { lcp: number; fcp: number; element: string };
    const app = (await page.evaluate(APP_TIMING)) as { app: number; jsBytes: number };
    if (paints.lcp === 0)
      console.log(
        `    (no paint timing: ${JSON.stringify(await page.evaluate(() => [document.visibilityState, location.href, performance.getEntries().length, document.hasFocus()]))})`,
      );
    return {
      lcpMs: Math.round(paints.lcp),
      fcpMs: Math.round(paints.fcp),
      appMs: Math.round(app.app),
      jsBeforeAppBytes: app.jsBytes,
      ...traffic(),
      lcpElement: paints.element,
    };
  } finally {
    await context.close();
  }
}

async function photograph(browser: Browser, url: string, directory: string, name: string, throttling: Throttling) {
  const { context, page } = await throttledPage(browser, throttling);
  try {
    const startedAt = Date.now();
    const navigation = page.goto(url, { waitUntil: "load", timeout: 60_000 }).catch(() => {});
    for (const at of [1000, 2000]) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, startedAt + at - Date.now())));
      await page.screenshot({ path: join(directory, `${name}-${(at / 1000).toFixed(1)}s.png`) });
    }
    await navigation;
  } finally {
    await context.close();
  }
}

/**
 * Each path under each throttling (in that order), median of 3 cold loads after one warm-up load; `onResult`
 * hears of each as soon as it is measured (a long run shows its progress).
 */
export async function measurePages(
  origin: string,
  paths: string[],
  throttlings: Throttling[] = [THROTTLING],
  onResult: (result: PageResult & { throttling: Throttling }) => void = () => {},
): Promise<(PageResult & { throttling: Throttling })[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    // Each load's tab must paint as a visible one would, or Chromium reports no paint timings.
    args: [
      ...CHROMIUM_ARGS,
      "--disable-renderer-backgrounding",
      "--disable-background-timer-throttling",
      "--disable-backgrounding-occluded-windows",
    ],
  });
  try {
    const results: (PageResult & { throttling: Throttling })[] = [];
    for (const path of paths) {
      await warmLoad(browser, `${origin}${path}`);
      for (const throttling of throttlings) {
        const runs: PageLoad[] = [];
        for (let run = 0; run < RUNS; run++) runs.push(await loadOnce(browser, `${origin}${path}`, throttling));
        results.push({
          path,
          throttling,
          runs,
          median: {
            lcpMs: median(runs.map((each) => each.lcpMs)),
            fcpMs: median(runs.map((each) => each.fcpMs)),
            appMs: median(runs.map((each) => each.appMs)),
            jsBeforeAppBytes: median(runs.map((each) => each.jsBeforeAppBytes)),
            bytes: median(runs.map((each) => each.bytes)),
            requests: median(runs.map((each) => each.requests)),
            lcpElement: runs.map((each) => each.lcpElement).join(" | "),
          },
        });
        onResult(results.at(-1)!);
      }
    }
    const directory = process.env.BENCH_SCREENSHOTS;
    if (directory) {
      mkdirSync(directory, { recursive: true });
      for (const path of paths) {
        const name = path === "/" ? "home" : path.split("/").filter(Boolean).join("-");
        for (const throttling of throttlings) {
          const suffix = throttlings.length > 1 ? `-${throttling.name.replace(/\s+/g, "-")}` : "";
          await photograph(browser, `${origin}${path}`, directory, `${name}${suffix}`, throttling);
        }
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}
