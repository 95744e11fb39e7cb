import type { FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import type { Database, DatabaseHandle } from "../db/client";
import { rateLimits } from "../db/schema/index";
import type { Env } from "../env";
import { serviceUnavailable } from "../errors";
import type { Clock } from "./clock";

/**
 * Where every rate limit counts (ADR 038): the per-IP limits of @fastify/rate-limit and the per-account
 * limits (sign-in, password reset, phone codes). Redis when REDIS_URL is set; else PostgreSQL's
 * rate_limits table when the app runs on PostgreSQL, so instances behind a balancer never count apart;
 * memory only on the embedded PGlite database, which one process serves.
 */
export type HitCounter = {
  kind: "redis" | "postgres" | "memory";
  /**
   * Counts one hit on `key` in a fixed window that starts at the key's first hit and lasts `windowMs`;
   * answers the hits in the window so far (this one included) and the milliseconds until it ends.
   */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** Forgets the key's hits (a successful sign-in clears its failures). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
};

export function createHitCounter({
  env,
  database,
  clock,
  log,
}: {
  env: Env;
  database: DatabaseHandle;
  clock: Clock;
  log: FastifyBaseLogger;
}): HitCounter {
  if (env.REDIS_URL) return createRedisCounter(connectRedis(env.REDIS_URL, env.REDIS_KEY_PREFIX, log));
  if (database.kind === "postgres") return createPostgresCounter(database.db, clock);
  return createMemoryCounter(clock);
}

/** A client that fails a command after one retry instead of queueing it for ever while Redis is down. */
export function connectRedis(url: string, keyPrefix: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, { keyPrefix, maxRetriesPerRequest: 1 });
  // The URL may hold a password: only the error's message is logged.
  redis.on("error", (error: Error) => log.warn({ reason: error.message }, "redis: connection error"));
  return redis;
}

// INCR, and the window's expiry on the first hit (again if a crash left the key without one), atomically.
const REDIS_HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** How long a client is asked to wait while Redis is out of reach (it reconnects on its own). */
export const REDIS_RETRY_AFTER_SECONDS = 10;

/**
 * Redis out of reach: the limits that must hold (sign-in, codes) refuse with 503 and Retry-After, never
 * a 500, and never let the attempt through uncounted; the per-IP limits skip counting instead (ADR 038).
 */
function redisUnavailable(): never {
  throw serviceUnavailable(
    "We cannot check this request just now. Please try again in a moment.",
    REDIS_RETRY_AFTER_SECONDS,
  );
}

export function createRedisCounter(redis: Redis): HitCounter {
  return {
    kind: "redis",
    async hit(key, windowMs) {
      const [count, resetInMs] = (await redis.eval(REDIS_HIT, 1, key, windowMs).catch(redisUnavailable)) as [
        number,
        number,
      ];
      return { count, resetInMs };
    },
    async reset(key) {
      await redis.del(key).catch(redisUnavailable);
    },
    async close() {
      await redis.quit();
    },
  };
}

/** Expired rows are deleted by the instance whose hit count reaches a multiple of this. */
const PRUNE_EVERY_HITS = 1000;

export function createPostgresCounter(db: Database, clock: Clock): HitCounter {
  let hits = 0;
  return {
    kind: "postgres",
    async hit(key, windowMs) {
      const now = clock.now();
      const expired = sql`${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz`;
      // One statement per hit: concurrent hits on any instance queue on the row and each sees its own count.
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, resetAt: new Date(now.getTime() + windowMs) })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
      hits += 1;
      if (hits % PRUNE_EVERY_HITS === 0) await db.delete(rateLimits).where(lte(rateLimits.resetAt, now));
      if (!row) throw new Error("rate limit upsert returned no row");
      return { count: row.count, resetInMs: Math.max(0, row.resetAt.getTime() - now.getTime()) };
    },
    async reset(key) {
      await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
    },
    async close() {},
  };
}

/** Keys kept before expired ones are swept out. */
const MEMORY_SWEEP_AT = 10_000;

export function createMemoryCounter(clock: Clock): HitCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    kind: "memory",
    async hit(key, windowMs) {
      const now = clock.now().getTime();
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        if (windows.size >= MEMORY_SWEEP_AT) {
          for (const [stale, { resetAt }] of windows) if (resetAt <= now) windows.delete(stale);
        }
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.resetAt - now };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {},
  };
}

/**
 * @fastify/rate-limit's store on a HitCounter: the global limit counts under `ip:<address>`, a route's own
 * limit under `ip:<METHOD><url>:<address>` (the plugin's key is the client's address).
 */
export function rateLimitStore(counter: HitCounter): FastifyRateLimitStoreCtor {
  // The plugin calls incr with the route's window and child with its merged options (its types omit both).
  class CounterStore {
    private readonly prefix: string;
    private readonly timeWindow: number;

    constructor(options: { timeWindow?: unknown }, prefix = "ip:") {
      this.prefix = prefix;
      this.timeWindow = typeof options.timeWindow === "number" ? options.timeWindow : 60_000;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow = this.timeWindow,
    ) {
      counter.hit(`${this.prefix}${key}`, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: { routeInfo?: { method?: string; url?: string }; timeWindow?: unknown }) {
      const route = `${routeOptions.routeInfo?.method ?? ""}${routeOptions.routeInfo?.url ?? ""}`;
      return new CounterStore(routeOptions, `${this.prefix}${route}:`);
    }
  }
  return CounterStore as unknown as FastifyRateLimitStoreCtor;
}
