import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MINUTE_MS } from "@/shared/time";
import { createTestDatabase, type TestDatabase } from "../test/database";
import { createClock } from "./clock";
import { createPostgresCounter, createRedisCounter, type HitCounter } from "./rate-limit-store";

// The counters under every rate limit, on the real stores: parallel hits each get their own count, and a
// window ends when its time is up.

const WINDOW_MS = 15 * MINUTE_MS;

async function parallelCounts(counter: HitCounter, key: string, hits: number) {
  const answers = await Promise.all(Array.from({ length: hits }, () => counter.hit(key, WINDOW_MS)));
  return answers.map((answer) => answer.count).sort((a, b) => a - b);
}

describe("the database counter (PostgreSQL's rate_limits table)", () => {
  let database: TestDatabase;
  const clock = createClock({ movable: true });
  let counter: HitCounter;

  beforeAll(async () => {
    database = await createTestDatabase();
    counter = createPostgresCounter(database.db, clock);
  });
  afterAll(() => database.close());

  it("gives parallel hits on one key distinct counts, one upsert each", async () => {
    expect(await parallelCounts(counter, "ip:parallel", 20)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it("starts a new window once the old one has ended, and forgets a reset key", async () => {
    await counter.hit("sign-in:window", WINDOW_MS);
    const second = await counter.hit("sign-in:window", WINDOW_MS);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(WINDOW_MS - MINUTE_MS);
    expect(second.resetInMs).toBeLessThanOrEqual(WINDOW_MS);
    clock.advance(5 * MINUTE_MS);
    const later = await counter.hit("sign-in:window", WINDOW_MS);
    expect(later.count).toBe(3);
    expect(later.resetInMs).toBeLessThanOrEqual(10 * MINUTE_MS);
    clock.advance(10 * MINUTE_MS);
    expect((await counter.hit("sign-in:window", WINDOW_MS)).count).toBe(1);
    await counter.reset("sign-in:window");
    expect((await counter.hit("sign-in:window", WINDOW_MS)).count).toBe(1);
  });
});

describe("the Redis counter (REDIS_URL)", () => {
  // A prefix of this run's own on the shared Redis, deleted afterwards.
  const prefix = `salamu-test-${randomUUID()}:`;
  const redis = new Redis("redis://127.0.0.1:6379", { keyPrefix: prefix, lazyConnect: true });
  const counter = createRedisCounter(redis);

  afterAll(async () => {
    const raw = new Redis("redis://127.0.0.1:6379");
    const keys = await raw.keys(`${prefix}*`);
    if (keys.length > 0) await raw.del(...keys);
    await raw.quit();
    await counter.close();
  });

  it("gives parallel hits on one key distinct counts", async () => {
    expect(await parallelCounts(counter, "ip:parallel", 20)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it("sets the window's expiry on the first hit and keeps it on later ones", async () => {
    const first = await counter.hit("sign-in:expiry", WINDOW_MS);
    expect(first).toEqual({ count: 1, resetInMs: WINDOW_MS });
    const second = await counter.hit("sign-in:expiry", WINDOW_MS);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(WINDOW_MS - MINUTE_MS);
    expect(second.resetInMs).toBeLessThanOrEqual(WINDOW_MS);
    // The key lives under the run's prefix and expires with the window.
    const ttl = await redis.pttl("sign-in:expiry");
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(WINDOW_MS);
    await counter.reset("sign-in:expiry");
    expect(await redis.exists("sign-in:expiry")).toBe(0);
    expect((await counter.hit("sign-in:expiry", WINDOW_MS)).count).toBe(1);
  });
});
