import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A request the adapter made to the fake provider. */
export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
};

export type FakeReply = { status: number; body: unknown };

/**
 * A stand-in for a payment provider's API on 127.0.0.1 (tests only): it records every request and answers
 * with what `route` returns for it (404 when undefined).
 */
export function fakeProviderServer(route: (request: RecordedRequest) => FakeReply | undefined) {
  const requests: RecordedRequest[] = [];
  let handler = route;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // keep the raw text
      }
      const recorded = { method: request.method ?? "", path: request.url ?? "", headers: request.headers, body };
      requests.push(recorded);
      const reply = handler(recorded) ?? { status: 404, body: { status: "error", message: "Not found" } };
      response.writeHead(reply.status, { "content-type": "application/json" });
      response.end(JSON.stringify(reply.body));
    });
  });
  return {
    requests,
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    /** Replaces the routing for the following requests. */
    use(next: (request: RecordedRequest) => FakeReply | undefined) {
      handler = next;
    },
    reset() {
      requests.length = 0;
      handler = route;
    },
    get last(): RecordedRequest {
      const request = requests.at(-1);
      if (!request) throw new Error("no request was made");
      return request;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
