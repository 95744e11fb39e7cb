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

  it("with refreshInBackground, answers an expired entry while one refresh runs, then the refreshed value", async () => {
    let clock = 0;
    let computed = 0;
    let finishRefresh = () => {};
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10, refreshInBackground: true, now: () => clock });
    expect(await cache.get("a", async () => ++computed)).toBe(1);
    clock = 1001;
    const slowCompute = () =>
      new Promise<number>((resolve) => {
        finishRefresh = () => resolve(++computed);
      });
    expect(await cache.get("a", slowCompute)).toBe(1);
    expect(await cache.get("a", slowCompute)).toBe(1);
    finishRefresh();
    await Promise.resolve();
    expect(await cache.get("a", slowCompute)).toBe(2);
    expect(computed).toBe(2);
  });

  it("with refreshInBackground, a failed refresh keeps answering the old value, and the next caller tries again", async () => {
    let clock = 0;
    let attempts = 0;
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10, refreshInBackground: true, now: () => clock });
    await cache.get("a", async () => "old");
    clock = 1001;
    const databaseDown = async (): Promise<string> => {
      attempts += 1;
      throw new Error("connect ECONNREFUSED");
    };
    expect(await cache.get("a", databaseDown)).toBe("old");
    await Promise.resolve();
    expect(await cache.get("a", databaseDown)).toBe("old");
    expect(attempts).toBe(2);
    expect(await cache.get("a", async () => "back")).toBe("old");
    await Promise.resolve();
    expect(await cache.get("a", async () => "never")).toBe("back");
  });

  it("expire keeps answering what it had while the next caller refreshes it, and throws away a refresh already running", async () => {
    let clock = 0;
    let finishRefresh = () => {};
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10, refreshInBackground: true, now: () => clock });
    await cache.get("a", async () => "old");
    clock = 1001;
    const refreshReadBeforeTheGap = () =>
      new Promise<string>((resolve) => {
        finishRefresh = () => resolve("read before the gap");
      });
    expect(await cache.get("a", refreshReadBeforeTheGap)).toBe("old");
    cache.expire();
    finishRefresh();
    await Promise.resolve();
    expect(await cache.get("a", async () => "after the gap")).toBe("old");
    await Promise.resolve();
    expect(await cache.get("a", async () => "never")).toBe("after the gap");
  });

  it("with refreshInBackground, a key dropped while it refreshes is computed afresh, not refilled by the refresh", async () => {
    let clock = 0;
    let finishRefresh = () => {};
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10, refreshInBackground: true, now: () => clock });
    await cache.get("a", async () => "old");
    clock = 1001;
    const refreshReadBeforeTheChange = () =>
      new Promise<string>((resolve) => {
        finishRefresh = () => resolve("read before the change");
      });
    expect(await cache.get("a", refreshReadBeforeTheChange)).toBe("old");
    cache.delete("a");
    expect(await cache.get("a", async () => "new")).toBe("new");
    finishRefresh();
    await Promise.resolve();
    expect(await cache.get("a", async () => "never")).toBe("new");
  });
});
