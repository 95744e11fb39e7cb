import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type ForwardedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: unknown };
export type ForwardReply = { status: number; body: unknown };

/**
 * A fake provider API on 127.0.0.1 (tests only) that answers what `route` knows (recording those requests)
 * and passes every other request to `passThrough()` (another fake), so one base URL serves two fakes.
 */
export function fakeForwardingServer(
  route: (request: ForwardedRequest) => ForwardReply | undefined,
  passThrough?: () => string,
) {
  const requests: ForwardedRequest[] = [];
  let baseUrl = "";

  async function forward(request: ForwardedRequest, raw: string): Promise<ForwardReply> {
    if (!passThrough) return { status: 404, body: { status: false, message: "Not found" } };
    const response = await fetch(`${passThrough()}${request.path}`, {
      method: request.method,
      headers: Object.fromEntries(
        Object.entries(request.headers).filter(([name, value]) => typeof value === "string" && name !== "host"),
      ) as Record<string, string>,
      body: request.method === "GET" || request.method === "HEAD" ? undefined : raw,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  const server: Server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", async () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        // keep the text (an uploaded file)
      }
      const request = { method: incoming.method ?? "", path: incoming.url ?? "", headers: incoming.headers, body };
      const own = route(request);
      if (own) requests.push(request);
      const reply = own ?? (await forward(request, raw));
      response.writeHead(reply.status, { "content-type": "application/json" });
      response.end(typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body));
    });
  });

  return {
    /** The requests `route` answered (not the passed-through ones). */
    requests,
    get baseUrl() {
      return baseUrl;
    },
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      return baseUrl;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
