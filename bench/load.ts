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
type Stats = { average: number; mean: number; p50: number; p99: number; total: number };
type AutocannonResult = {
  requests: Stats;
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
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  errors: number;
  statusCodes: Record<string, number>;
};

/**
 * Warms the target up, then loads it. autocannon runs in a worker thread so that the server under test,
 * which lives on this process's main thread, does not share its event loop with the load generator.
 */
export async function load(
  url: string,
  settings: LoadSettings,
  extra: Pick<AutocannonOptions, "requests" | "overallRate"> = {},
): Promise<LoadResult> {
  const base = { url, connections: settings.connections, pipelining: settings.pipelining, workers: 1, ...extra };
  if (settings.warmupSeconds > 0) await autocannon({ ...base, duration: settings.warmupSeconds });
  const result = await autocannon({ ...base, duration: settings.seconds });
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]),
  );
  return {
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
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

/** The baseline: bare node:http answering every request with the captured status, content type and bytes. */
export async function startRawServer(path: string, captured: CapturedResponse): Promise<RawServer> {
  const headers: Record<string, string | number> = { "content-length": captured.body.length };
  const contentType = captured.headers["content-type"];
  if (contentType) headers["content-type"] = contentType;
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
