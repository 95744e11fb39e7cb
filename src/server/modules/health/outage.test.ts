import { once } from "node:events";
import { createConnection, createServer, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSecondTestApp, createTestApp } from "../../test/app";

/**
 * A TCP proxy to the test's PostgreSQL that the test can cut: an outage of one app instance's database,
 * without stopping the server other tests use.
 */
async function startProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = createConnection(target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("proxy has no port");
  return {
    port: address.port,
    /** Refuses new connections and breaks the open ones (as a database that went away). */
    async cut() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

// PGlite lives inside the app's own process: only a PostgreSQL server can go away under it.
describe.skipIf(!process.env.TEST_DATABASE_URL)("a database outage", () => {
  let first: Awaited<ReturnType<typeof createTestApp>>;
  let second: Awaited<ReturnType<typeof createSecondTestApp>>;
  let proxy: Awaited<ReturnType<typeof startProxy>>;

  beforeAll(async () => {
    first = await createTestApp();
    const url = new URL(first.database.connectionString!);
    proxy = await startProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = "127.0.0.1";
    url.port = String(proxy.port);
    second = await createSecondTestApp(first, { CATALOGUE_CACHE_SECONDS: "300" }, { connectionString: url.href });
  }, 120_000);

  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("answers 503 with Retry-After, keeps cached catalogue reads and reports not ready, while /health stays up", async () => {
    const cachedBefore = await second.app.inject({ url: "/api/categories" });
    expect(cachedBefore.statusCode).toBe(200);
    expect((await second.app.inject({ url: "/ready" })).statusCode).toBe(200);

    await proxy.cut();

    const uncached = await second.app.inject({ url: "/api/celebrities/nobody-by-this-name" });
    expect(uncached.statusCode).toBe(503);
    expect(uncached.headers["retry-after"]).toBe("10");
    expect(uncached.json()).toMatchObject({ error: { code: "SERVICE_UNAVAILABLE" } });

    const cached = await second.app.inject({ url: "/api/categories" });
    expect(cached.statusCode).toBe(200);
    expect(cached.body).toBe(cachedBefore.body);

    const ready = await second.app.inject({ url: "/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: "unavailable" });
    expect((await second.app.inject({ url: "/health" })).statusCode).toBe(200);

    // The other instance, whose connections never went through the proxy, is unaffected.
    expect((await first.app.inject({ url: "/ready" })).statusCode).toBe(200);
  }, 60_000);
});
