import http from "node:http";
import Fastify, { type FastifyRequest } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { RequestEvent } from "@/shared/schemas/requests";
import { type DatabaseHandle, openPostgres } from "../../db/client";
import { signUp } from "../../test/accounts";
import { createTestApp } from "../../test/app";
import { waitFor } from "../../test/wait-for";
import type { Guards } from "../accounts/auth-guards";
import { createRealtimeBus, payloadsFor } from "./pg-realtime-bus";
import { MAX_STREAMS_PER_USER, realtimeRoutes } from "./realtime.routes";
import type { RealtimeBus } from "./realtime-bus";

type StreamMessage = { event?: string; data?: string; comment?: string };

/**
 * A minimal SSE client on node:http (fetch's pooled sockets can outlive an aborted stream and hold the
 * server's close): collects messages until closed.
 */
async function openEventStream(url: string, cookie?: string) {
  const request = http.get(url, { agent: false, headers: cookie ? { cookie } : {} });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once("response", resolve);
    request.once("error", reject);
  });
  const messages: StreamMessage[] = [];
  let buffer = "";
  let body = "";
  response.setEncoding("utf8");
  response.on("data", (chunk: string) => {
    body += chunk;
    buffer += chunk;
    let boundary = buffer.indexOf("\n\n");
    while (boundary >= 0) {
      const message: StreamMessage = {};
      for (const line of buffer.slice(0, boundary).split("\n")) {
        if (line.startsWith(":")) message.comment = line.slice(1).trim();
        else if (line.startsWith("event: ")) message.event = line.slice(7);
        else if (line.startsWith("data: ")) message.data = line.slice(6);
      }
      messages.push(message);
      buffer = buffer.slice(boundary + 2);
      boundary = buffer.indexOf("\n\n");
    }
  });
  const ended = new Promise<void>((resolve) => {
    response.once("close", () => resolve());
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    messages,
    body: () => body,
    events: () => messages.filter((m) => m.event === "request").map((m) => JSON.parse(m.data!) as RequestEvent),
    ended,
    close() {
      request.destroy();
    },
  };
}

function eventFor(requestId: string): RequestEvent {
  return {
    type: "request.updated",
    requestId,
    celebrityId: "celebrity-1",
    status: "pending",
    refundStatus: "none",
    videoStatus: "none",
  };
}

describe("GET /api/events through the app", () => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  let baseUrl = "";
  let closed = false;

  beforeAll(async () => {
    context = await createTestApp();
    baseUrl = await context.app.listen({ port: 0, host: "127.0.0.1" });
  });

  afterAll(async () => {
    if (!closed) await context.close();
  });

  it("answers 401 to an anonymous visitor", async () => {
    const stream = await openEventStream(`${baseUrl}/api/events`);
    await stream.ended;
    expect(stream.status).toBe(401);
    expect(JSON.parse(stream.body())).toHaveProperty("error.code", "UNAUTHENTICATED");
  });

  it("streams the events addressed to the signed-in user, and only those", async () => {
    const alice = await signUp(context.app);
    const bob = await signUp(context.app);
    const stream = await openEventStream(`${baseUrl}/api/events`, alice.cookie);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers["content-type"]).toMatch(/^text\/event-stream/);
      expect(stream.headers["cache-control"]).toBe("no-cache");
      expect(stream.headers["x-accel-buffering"]).toBe("no");
      expect(stream.headers["x-request-id"]).toBeTruthy();
      // Helmet's headers survive the hijacked reply.
      expect(stream.headers["x-content-type-options"]).toBe("nosniff");
      await waitFor(() => stream.messages.length > 0, { message: "the stream to open" });

      // Published in this order through one channel, so Bob's event would arrive first if it leaked.
      await context.app.infrastructure.realtime.publish([bob.user.id], eventFor("for-bob"));
      await context.app.infrastructure.realtime.publish([alice.user.id, bob.user.id], eventFor("for-both"));
      await waitFor(() => stream.events().length > 0, { message: "Alice's event" });
      expect(stream.events().map((event) => event.requestId)).toEqual(["for-both"]);
      expect(stream.events()[0]).toEqual(eventFor("for-both"));
    } finally {
      stream.close();
    }
  });

  it("caps the streams one user holds open at once, and frees a place when one closes", async () => {
    const dora = await signUp(context.app);
    const open = [];
    try {
      for (let index = 0; index < MAX_STREAMS_PER_USER; index += 1) {
        const stream = await openEventStream(`${baseUrl}/api/events`, dora.cookie);
        open.push(stream);
        expect(stream.status).toBe(200);
      }
      const refused = await openEventStream(`${baseUrl}/api/events`, dora.cookie);
      await refused.ended;
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body())).toHaveProperty("error.code", "TOO_MANY_STREAMS");
      // Another user is not affected.
      const other = await openEventStream(`${baseUrl}/api/events`, (await signUp(context.app)).cookie);
      open.push(other);
      expect(other.status).toBe(200);

      const first = open.shift();
      first?.close();
      await first?.ended;
      const again = await waitFor(
        async () => {
          const stream = await openEventStream(`${baseUrl}/api/events`, dora.cookie);
          if (stream.status === 200) return stream;
          await stream.ended;
          return null;
        },
        { message: "a place to free up" },
      );
      open.push(again);
    } finally {
      for (const stream of open) stream.close();
    }
  });

  it("drops the subscription when the client goes away", async () => {
    const carol = await signUp(context.app);
    const unsubscribed = vi.fn();
    const subscribe = context.app.infrastructure.realtime.subscribe.bind(context.app.infrastructure.realtime);
    const spy = vi.spyOn(context.app.infrastructure.realtime, "subscribe").mockImplementation((userId, listener) => {
      const unsubscribe = subscribe(userId, listener);
      return () => {
        unsubscribed(userId);
        unsubscribe();
      };
    });
    try {
      const stream = await openEventStream(`${baseUrl}/api/events`, carol.cookie);
      await waitFor(() => stream.messages.length > 0, { message: "the stream to open" });
      expect(spy).toHaveBeenCalledTimes(1);
      stream.close();
      await waitFor(() => unsubscribed.mock.calls.length === 1, { message: "the unsubscribe" });
      expect(unsubscribed).toHaveBeenCalledWith(carol.user.id);
    } finally {
      spy.mockRestore();
    }
  });

  it("ends open streams when the server closes", async () => {
    const dave = await signUp(context.app);
    const stream = await openEventStream(`${baseUrl}/api/events`, dave.cookie);
    await waitFor(() => stream.messages.length > 0, { message: "the stream to open" });
    closed = true;
    await context.close();
    await stream.ended;
  });
});

describe("the SSE route on its own", () => {
  function memoryBus(): RealtimeBus & { count(): number } {
    const listeners = new Map<string, Set<(event: RequestEvent) => void>>();
    return {
      async publish(userIds, event) {
        for (const id of userIds) for (const listener of listeners.get(id) ?? []) listener(event);
      },
      subscribe(userId, listener) {
        const set = listeners.get(userId) ?? new Set();
        listeners.set(userId, set);
        set.add(listener);
        return () => set.delete(listener);
      },
      async close() {},
      count: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
    };
  }

  // Signed in as "u1" when the request says so; the real guards are covered above.
  const guards = {
    async requireUser(request: FastifyRequest) {
      if ((request.query as { as?: string }).as !== "u1") throw Object.assign(new Error("no"), { statusCode: 401 });
      request.user = { id: "u1" } as FastifyRequest["user"];
    },
    userOf: (request: FastifyRequest) => request.user!,
  } as unknown as Guards;

  it("sends a heartbeat comment and cleans up on disconnect", async () => {
    const bus = memoryBus();
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorateRequest("user", null);
    await app.register(realtimeRoutes, { prefix: "/api", realtime: bus, guards, heartbeatMs: 50 });
    const url = await app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const stream = await openEventStream(`${url}/api/events?as=u1`);
      await waitFor(() => stream.messages.some((m) => m.comment === "heartbeat"), { message: "a heartbeat" });
      expect(stream.body().startsWith("retry: 5000\n\n")).toBe(true);
      expect(bus.count()).toBe(1);
      stream.close();
      await waitFor(() => bus.count() === 0, { message: "the unsubscribe" });
    } finally {
      await app.close();
    }
  });

  it("ends a stream whose lifetime is over, so the browser reconnects and signs in again", async () => {
    const bus = memoryBus();
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorateRequest("user", null);
    await app.register(realtimeRoutes, { prefix: "/api", realtime: bus, guards, maxStreamMs: 100 });
    const url = await app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const stream = await openEventStream(`${url}/api/events?as=u1`);
      await stream.ended;
      expect(bus.count()).toBe(0);
    } finally {
      await app.close();
    }
  });
});

describe("realtime bus", () => {
  it("splits the recipients so every NOTIFY payload stays under the limit", () => {
    const userIds = Array.from({ length: 500 }, (_, i) => `user-${i}-${"x".repeat(30)}`);
    const payloads = payloadsFor(userIds, eventFor("r1"));
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(payloads.flatMap((payload) => JSON.parse(payload).userIds)).toEqual(userIds);
  });

  // Two app instances are two processes on PostgreSQL; PGlite lives inside one process.
  it.runIf(!!process.env.TEST_DATABASE_URL)("delivers across two instances on one PostgreSQL database", async () => {
    const context = await createTestApp();
    let second: DatabaseHandle | undefined;
    let busB: RealtimeBus | undefined;
    try {
      const { connectionString } = context.database as DatabaseHandle & { connectionString?: string };
      second = openPostgres(connectionString!, 2);
      const log = { warn() {} };
      busB = await createRealtimeBus(second, log);
      const received: RequestEvent[] = [];
      busB.subscribe("user-on-b", (event) => received.push(event));
      await context.app.infrastructure.realtime.publish(["user-on-b"], eventFor("crossed"));
      await waitFor(() => received.length > 0, { message: "the event on instance B" });
      expect(received).toEqual([eventFor("crossed")]);
    } finally {
      await busB?.close();
      await second?.close();
      await context.close();
    }
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)("listens again after its connection drops", async () => {
    const context = await createTestApp();
    const warnings: unknown[] = [];
    const bus = await createRealtimeBus(context.database, { warn: (...args: unknown[]) => warnings.push(args) });
    try {
      const received: string[] = [];
      bus.subscribe("user-x", (event) => received.push(event.requestId));
      await context.database.executeSql(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'salamu-listen' AND datname = current_database()",
      );
      await waitFor(() => warnings.length > 0, { message: "the lost connection to be noticed" });
      // What is published while the connection is down is lost: publish until one arrives.
      let attempt = 0;
      await waitFor(
        async () => {
          attempt += 1;
          await bus.publish(["user-x"], eventFor(`after-${attempt}`));
          return received.length > 0;
        },
        { intervalMs: 200, message: "an event after reconnecting" },
      );
    } finally {
      await bus.close();
      await context.close();
    }
  });
});
