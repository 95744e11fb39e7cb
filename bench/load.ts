import { createServer, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";

// autocannon ships no types; this is the part of its programmatic API the bench uses.
export type AutocannonRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
type AutocannonOptions = {
  url: string;
  connections: number;
  duration: number;
  pipelining: number;
  workers?: number;
  requests?: AutocannonRequest[];
  overallRate?: number;
  timeout?: number;
};
type Stats = { average: number; mean: number; total: number; max: number } & Record<LatencyPercentileKey, number>;
type LatencyPercentileKey = "p50" | "p75" | "p90" | "p97_5" | "p99" | "p99_9" | "p99_99";

// The share of requests above each of autocannon's latency percentiles.
const TAIL_ABOVE: [LatencyPercentileKey, number][] = [
  ["p50", 0.5],
  ["p75", 0.25],
  ["p90", 0.1],
  ["p97_5", 0.025],
  ["p99", 0.01],
  ["p99_9", 0.001],
  ["p99_99", 0.0001],
];
type AutocannonResult = {
  requests: Stats & { sent: number };
  latency: Stats;
  throughput: Stats;
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  "2xx": number;
  statusCodeStats?: Record<string, { count: number }>;
};
const autocannon = createRequire(import.meta.url)("autocannon") as (
  options: AutocannonOptions,
) => Promise<AutocannonResult>;

export type LoadSettings = { connections: number; seconds: number; pipelining: number; warmupSeconds: number };

export type LoadResult = {
  /** Completed requests over the run's measured duration. */
  requestsPerSecond: number;
  seconds: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** [ms, share of this run's requests slower than that], from the median to the maximum (share 0). */
  latencyTail: [number, number][];
  requests: number;
  errors: number;
  statusCodes: Record<string, number>;
};

/**
 * The p99 over all the requests of several runs, from each run's percentiles: the smallest latency that,
 * by what each run's percentiles guarantee, at most 1% of all requests exceed. It is never below the true
 * p99, and much closer to it than the worst run's p99.
 */
function combinedP99(runs: LoadResult[]): number {
  const total = runs.reduce((sum, run) => sum + run.requests, 0);
  const candidates = [...new Set(runs.flatMap((run) => run.latencyTail.map(([ms]) => ms)))].sort((a, b) => a - b);
  const slowerThan = (ms: number) =>
    runs.reduce((count, run) => {
      const share = Math.min(1, ...run.latencyTail.filter(([at]) => at <= ms).map(([, above]) => above));
      return count + share * run.requests;
    }, 0);
  return candidates.find((ms) => slowerThan(ms) <= 0.01 * total) ?? Math.max(0, ...candidates);
}

/**
 * Several runs of the same target as one: requests and errors added up, throughput over the summed time,
 * the median of the runs' p50s, and the p99 over all requests (bounded from above, see combinedP99).
 */
export function combine(runs: LoadResult[]): LoadResult {
  const sum = (pick: (run: LoadResult) => number) => runs.reduce((total, run) => total + pick(run), 0);
  const statusCodes: Record<string, number> = {};
  for (const run of runs) {
    for (const [status, count] of Object.entries(run.statusCodes))
      statusCodes[status] = (statusCodes[status] ?? 0) + count;
  }
  const p50s = runs.map((run) => run.latencyP50Ms).sort((a, b) => a - b);
  const seconds = sum((run) => run.seconds);
  const requests = sum((run) => run.requests);
  return {
    requestsPerSecond: seconds > 0 ? requests / seconds : 0,
    seconds,
    latencyP50Ms: p50s[Math.floor(p50s.length / 2)] ?? 0,
    latencyP99Ms: combinedP99(runs),
    latencyTail: [],
    requests,
    errors: sum((run) => run.errors),
    statusCodes,
  };
}

/** How autocannon is started: in one worker thread, so the load generator is off the server's event loop. */
function autocannonOptions(
  url: string,
  settings: LoadSettings,
  extra: Pick<AutocannonOptions, "requests" | "overallRate">,
) {
  return { url, connections: settings.connections, pipelining: settings.pipelining, workers: 1, ...extra };
}

/** Loads the target for the warm-up time, measuring nothing (JIT, connections, caches). */
export async function warmUp(url: string, settings: LoadSettings) {
  if (settings.warmupSeconds > 0)
    await autocannon({ ...autocannonOptions(url, settings, {}), duration: settings.warmupSeconds });
}

/**
 * Warms the target up, then loads it. autocannon runs in a worker thread so that the server under test,
 * which lives on this process's main thread, does not share its event loop with the load generator.
 */
export async function load(
  url: string,
  settings: LoadSettings,
  extra: Pick<AutocannonOptions, "requests" | "overallRate"> = {},
): Promise<LoadResult> {
  const base = autocannonOptions(url, settings, extra);
  if (settings.warmupSeconds > 0) await autocannon({ ...base, duration: settings.warmupSeconds });
  const result = await autocannon({ ...base, duration: settings.seconds });
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]),
  );
  return {
    requestsPerSecond: result.requests.total / result.duration,
    seconds: result.duration,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyTail: [
      ...TAIL_ABOVE.map(([key, above]): [number, number] => [result.latency[key], above]),
      [result.latency.max, 0],
    ],
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    statusCodes,
  };
}

export type CapturedResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** One GET with the same bare request autocannon sends (no Accept-Encoding), keeping the exact bytes. */
export function capture(url: string): Promise<CapturedResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method: "GET" }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

export type RawServer = { url: string; close(): Promise<void> };

// Written by node:http itself on every response, so the baseline must not send them twice.
const NODE_OWN_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

/**
 * The baseline: bare node:http answering every request with the captured status, headers and body: the
 * same bytes on the wire (security headers, ETag, request id and all), so the comparison measures the
 * framework's work per request, not how many header bytes each side writes.
 */
export async function startRawServer(path: string, captured: CapturedResponse): Promise<RawServer> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(captured.headers)) {
    if (value !== undefined && !NODE_OWN_HEADERS.has(name)) headers[name] = value;
  }
  const server = createServer((_request, response) => {
    response.writeHead(captured.status, headers);
    response.end(captured.body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
