// The public API under load, against a raw node:http server sending the same bytes (measured in the same
// run), then a mixed run: reads of the profile, its reviews and browse while a fan books and the
// celebrity edits the profile.
import type { BenchServer } from "./app-server";
import { goal } from "./goals";
import { capture, combine, type LoadResult, type LoadSettings, load, startRawServer, warmUp } from "./load";

export function summary(name: string, result: LoadResult): string {
  const statuses = Object.entries(result.statusCodes)
    .map(([status, count]) => `${status} x${count}`)
    .join(", ");
  return (
    `${name}: ${Math.round(result.requestsPerSecond)} req/s ` +
    `(p50 ${result.latencyP50Ms} ms, p99 ${result.latencyP99Ms} ms, ${result.requests} requests, ` +
    `${result.errors} errors; ${statuses || "no responses"})`
  );
}

export const non2xx = (result: LoadResult) =>
  Object.entries(result.statusCodes).reduce((sum, [status, count]) => (status.startsWith("2") ? sum : sum + count), 0);

/** Slices each side's measured time is cut into, alternating app and raw. */
const SLICES = 4;

/**
 * One endpoint on the app against the same bytes on raw node:http; answers app/raw. The machine is shared
 * (2 cores, other work comes and goes), so the two are not measured one after the other: each side's time
 * is cut into slices run alternately (app, raw, raw, app, ...), and a burst of other work falls on both.
 */
export async function versusRaw(server: BenchServer, path: string, settings: LoadSettings) {
  const url = `${server.origin}${path}`;
  const captured = await capture(url);
  console.log(
    `GET ${path}: ${captured.status}, ${captured.body.length} bytes, content-type ${captured.headers["content-type"] ?? "(none)"}`,
  );
  if (captured.status !== 200) throw new Error(`the app answered ${captured.status} to ${path}, not 200`);
  const raw = await startRawServer(path, captured);
  try {
    await warmUp(url, settings);
    await warmUp(raw.url, settings);
    const slice = { ...settings, seconds: settings.seconds / SLICES, warmupSeconds: 0 };
    const appRuns: LoadResult[] = [];
    const rawRuns: LoadResult[] = [];
    for (let index = 0; index < SLICES; index++) {
      const appFirst = index % 2 === 0;
      for (const side of appFirst ? ["app", "raw"] : ["raw", "app"]) {
        if (side === "app") appRuns.push(await load(url, slice));
        else rawRuns.push(await load(raw.url, slice));
      }
    }
    const app = combine(appRuns);
    const baseline = combine(rawRuns);
    console.log(`  ${summary("app", app)}`);
    console.log(`  ${summary("raw node:http", baseline)}`);
    if (baseline.requestsPerSecond <= 0) throw new Error("the raw baseline served no requests");
    return { app, raw: baseline, ratio: app.requestsPerSecond / baseline.requestsPerSecond };
  } finally {
    await raw.close();
  }
}

export async function benchApi(server: BenchServer, settings: LoadSettings) {
  const onPostgres = server.kind === "PostgreSQL";
  const where = server.kind;
  console.log(
    `\nAPI on ${where} (${server.celebrities} celebrities): ${settings.connections} connections, ` +
      `${settings.seconds} s each for app and raw in ${SLICES} alternating slices after a ${settings.warmupSeconds} s ` +
      "warm-up, autocannon in a worker thread",
  );
  const profilePath = `/api/celebrities/${server.username}`;
  const endpoints = [
    { name: "list", path: "/api/celebrities?page=1", bar: 0.6, baseline: "0.37-0.60" },
    { name: "profile", path: profilePath, bar: 0.5, baseline: "about 0.06 (414 req/s, p50 213 ms)" },
    { name: "reviews", path: `${profilePath}/reviews`, bar: 0.5, baseline: "read after the profile, uncached" },
  ];
  for (const endpoint of endpoints) {
    const { app, ratio } = await versusRaw(server, endpoint.path, settings);
    goal(
      `${where} ${endpoint.name} throughput vs raw`,
      ratio >= endpoint.bar,
      `${ratio.toFixed(2)} (${Math.round(app.requestsPerSecond)} req/s)`,
      `>= ${endpoint.bar}`,
      endpoint.baseline,
    );
    const errors = app.errors + non2xx(app);
    goal(`${where} ${endpoint.name} errors`, errors === 0, String(errors), "0", "client time-outs on the profile");
    if (onPostgres) {
      goal(
        `${where} ${endpoint.name} p99`,
        app.latencyP99Ms < 100,
        `${app.latencyP99Ms} ms (p50 ${app.latencyP50Ms} ms)`,
        "< 100 ms",
        "profile p50 213 ms",
      );
    }
  }

  // Mixed: the same reads, while a fan books and the celebrity saves their profile, a few times a second
  // each (every profile save drops the cached profile on every instance).
  const { fanCookie, celebrityCookie } = await server.writers();
  const json = { "content-type": "application/json", origin: server.origin };
  const writes = load(
    server.origin,
    { connections: 2, pipelining: 1, seconds: settings.seconds + settings.warmupSeconds, warmupSeconds: 0 },
    {
      overallRate: 20,
      requests: [
        {
          method: "PATCH",
          path: "/api/celebrity/profile",
          headers: { ...json, cookie: celebrityCookie },
          body: JSON.stringify({ bio: `Loved by fans across the continent (${Date.now()}).` }),
        },
        {
          method: "POST",
          path: "/api/requests",
          headers: { ...json, cookie: fanCookie },
          body: JSON.stringify({
            celebrityId: server.celebrityId,
            message: "Happy birthday to my sister Amina!",
            currency: "USD",
          }),
        },
      ],
    },
  );
  const reads = load(server.origin, settings, {
    requests: [{ path: profilePath }, { path: `${profilePath}/reviews` }, { path: "/api/celebrities?page=1" }],
  });
  const [readResult, writeResult] = await Promise.all([reads, writes]);
  console.log(`  mixed ${summary("reads (profile, reviews, list)", readResult)}`);
  console.log(`  mixed ${summary("writes (profile saves, bookings)", writeResult)}`);
  const readErrors = readResult.errors + non2xx(readResult);
  goal(`${where} mixed reads errors`, readErrors === 0, String(readErrors), "0", "not measured");
  const writeErrors = writeResult.errors + non2xx(writeResult);
  goal(`${where} mixed writes answered 2xx`, writeErrors === 0, `${writeErrors} failed`, "0", "not measured");
  const p99 = `${readResult.latencyP99Ms} ms (p50 ${readResult.latencyP50Ms} ms, ${Math.round(readResult.requestsPerSecond)} req/s)`;
  if (onPostgres) {
    goal(`${where} mixed reads p99`, readResult.latencyP99Ms < 200, p99, "< 200 ms", "reads ten times slower");
  } else {
    console.log(`  ${where} mixed reads p99: ${p99} (the 200 ms goal is set on PostgreSQL)`);
  }
}
