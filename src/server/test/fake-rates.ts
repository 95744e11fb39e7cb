import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A stand-in for open.er-api.com on 127.0.0.1, answering with whatever the test sets. */
export function fakeRatesProvider() {
  let reply: { status: number; body: unknown } = { status: 200, body: {} };
  let requests = 0;
  const server: Server = createServer((_request, response) => {
    requests += 1;
    response.writeHead(reply.status, { "content-type": "application/json" });
    response.end(JSON.stringify(reply.body));
  });
  return {
    async start() {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v6/latest/USD`;
    },
    answer(status: number, body: unknown) {
      reply = { status, body };
    },
    get requests() {
      return requests;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
