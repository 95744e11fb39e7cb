import { describe, expect, it } from "vitest";
import { createTtlCache } from "./ttl-cache";

describe("createTtlCache", () => {
  it("computes once per key until the entry expires", async () => {
    let clock = 0;
    let computed = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    const compute = async () => ++computed;
    expect(await cache.get("a", compute)).toBe(1);
    expect(await cache.get("a", compute)).toBe(1);
    expect(await cache.get("b", compute)).toBe(2);
    clock = 1001;
    expect(await cache.get("a", compute)).toBe(3);
  });

  it("shares one computation between concurrent callers and forgets failures", async () => {
    let computed = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const [first, second] = await Promise.all([
      cache.get("a", async () => ++computed),
      cache.get("a", async () => ++computed),
    ]);
    expect([first, second, computed]).toEqual([1, 1, 1]);
    await expect(cache.get("x", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("x", async () => 42)).toBe(42);
  });

  it("keeps at most maxEntries, dropping the oldest, and clears on demand", async () => {
    let computed = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 2 });
    const compute = async () => ++computed;
    await cache.get("a", compute);
    await cache.get("b", compute);
    await cache.get("c", compute);
    expect(await cache.get("b", compute)).toBe(2);
    expect(await cache.get("a", compute)).toBe(4);
    cache.clear();
    expect(await cache.get("b", compute)).toBe(5);
  });
});
