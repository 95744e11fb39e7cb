// The public pages as a visitor on a phone meets them: the system Chromium at 375x812, throttled over the
// DevTools protocol (150 ms latency, 1.6 Mbps down, 750 kbps up, CPU 4x slower), an empty cache for each
// load; median of 3 loads per page: LCP, FCP, bytes over the wire and request count. With
// BENCH_SCREENSHOTS=<dir>, one more throttled load per page is photographed at 1.0 s and 2.0 s.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/chromium";

export const THROTTLING = {
  latencyMs: 150,
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
  cpuSlowdown: 4,
};
const VIEWPORT = { width: 375, height: 812 };
const RUNS = 3;

/** `lcpElement` names what the largest paint was (tag, classes, size, image URL) so a slow one can be found. */
export type PageLoad = { lcpMs: number; fcpMs: number; bytes: number; requests: number; lcpElement: string };
export type PageResult = { path: string; runs: PageLoad[]; median: PageLoad };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

type Browser = Awaited<ReturnType<typeof chromium.launch>>;

async function throttledPage(browser: Browser) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 2, isMobile: true });
  const page = await context.newPage();
  await page.bringToFront();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.downloadBitsPerSecond / 8,
    uploadThroughput: THROTTLING.uploadBitsPerSecond / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLING.cpuSlowdown });
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

async function loadOnce(browser: Browser, url: string): Promise<PageLoad> {
  const { context, page, traffic } = await throttledPage(browser);
  try {
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    // What the page fetches after `load` (its data, images) counts too.
    await page.waitForLoadState("networkidle", { timeout: 20_000 }).catch(() => {});
    // Paint timings arrive once the frame is presented, which a throttled headless tab may take a while to
    // report: wait for them (up to 5 s), then a little longer for a later, larger LCP candidate.
    const paints = (await page.evaluate(PAINT_TIMINGS)) as { lcp: number; fcp: number; element: string };
    if (paints.lcp === 0)
      console.log(
        `    (no paint timing: ${JSON.stringify(await page.evaluate(() => [document.visibilityState, location.href, performance.getEntries().length, document.hasFocus()]))})`,
      );
    return {
      lcpMs: Math.round(paints.lcp),
      fcpMs: Math.round(paints.fcp),
      ...traffic(),
      lcpElement: paints.element,
    };
  } finally {
    await context.close();
  }
}

async function photograph(browser: Browser, url: string, directory: string, name: string) {
  const { context, page } = await throttledPage(browser);
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

export async function measurePages(origin: string, paths: string[]): Promise<PageResult[]> {
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
    const results: PageResult[] = [];
    for (const path of paths) {
      // One unmeasured load first, so the server's own caches are warm as they would be in production.
      await loadOnce(browser, `${origin}${path}`);
      const runs: PageLoad[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await loadOnce(browser, `${origin}${path}`));
      results.push({
        path,
        runs,
        median: {
          lcpMs: median(runs.map((each) => each.lcpMs)),
          fcpMs: median(runs.map((each) => each.fcpMs)),
          bytes: median(runs.map((each) => each.bytes)),
          requests: median(runs.map((each) => each.requests)),
          lcpElement: runs.map((each) => each.lcpElement).join(" | "),
        },
      });
    }
    const directory = process.env.BENCH_SCREENSHOTS;
    if (directory) {
      mkdirSync(directory, { recursive: true });
      for (const path of paths) {
        const name = path === "/" ? "home" : path.split("/").filter(Boolean).join("-");
        await photograph(browser, `${origin}${path}`, directory, name);
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}
