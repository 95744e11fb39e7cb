import { chromium } from "playwright";
import { startDescribedAppServer } from "./bench/app-server";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/chromium";
process.env.NODE_ENV = "production";
const server = await startDescribedAppServer("./dist/web");
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const path of process.argv.slice(2).map((p) => p.replace("PROFILE", `/celebrity/${server.username}`))) {
  await (await browser.newPage()).goto(server.origin + path); // warm
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 400, downloadThroughput: 400000 / 8, uploadThroughput: 400000 / 8 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const reqs = new Map<string, any>();
  let t0 = 0;
  cdp.on("Network.requestWillBeSent", (e: any) => { if (!t0) t0 = e.timestamp; reqs.set(e.requestId, { url: e.request.url.replace(server.origin, ""), start: e.timestamp, prio: e.request.initialPriority, type: e.type }); });
  cdp.on("Network.loadingFinished", (e: any) => { const r = reqs.get(e.requestId); if (r) { r.end = e.timestamp; r.bytes = e.encodedDataLength; } });
  await page.goto(server.origin + path, { waitUntil: "load", timeout: 90_000 });
  await page.waitForLoadState("networkidle", { timeout: 30_000 }).catch(() => {});
  console.log(`\n== ${path}`);
  let total = 0;
  for (const r of [...reqs.values()].sort((a, b) => a.start - b.start)) {
    total += r.bytes ?? 0;
    console.log(`${((r.start - t0) * 1000).toFixed(0).padStart(6)} ${(((r.end ?? 0) - t0) * 1000).toFixed(0).padStart(6)} ${((r.bytes ?? 0) / 1024).toFixed(1).padStart(6)}KB ${String(r.prio).padEnd(8)} ${String(r.type).padEnd(10)} ${r.url.slice(0, 90)}`);
  }
  console.log("total", (total / 1024).toFixed(1), "KB");
  await context.close();
}
await browser.close();
await server.close();
process.exit(0);
