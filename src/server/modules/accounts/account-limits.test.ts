import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MINUTE_MS } from "@/shared/time";
import type { App } from "../../app";
import { nextPhone, signUp } from "../../test/accounts";
import { createSecondTestApp, createTestApp } from "../../test/app";
import { unusedPort } from "../../test/fake-smtp";
import { ACCOUNT_LIMITS } from "./account-limits";

// Per-account limits through HTTP (ADR 038): guessing is stopped per e-mail and per phone, whatever
// address the guesses come from, and the other people behind the same address are not locked out.

const SIGN_IN_MAX = ACCOUNT_LIMITS.signIn.max;
const onPostgres = !!process.env.TEST_DATABASE_URL;

let context: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const signIn = (app: App, email: string, password: string, from: { ip?: string; forwardedFor?: string } = {}) =>
  app.inject({
    method: "POST",
    url: "/api/session",
    payload: { email, password, rememberMe: false },
    remoteAddress: from.ip ?? "203.0.113.10",
    headers: from.forwardedFor ? { "x-forwarded-for": from.forwardedFor } : {},
  });

async function wrongPasswords(app: App, email: string, attempts: number, ip?: string) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    statuses.push((await signIn(app, email, "not the password", { ip })).statusCode);
  }
  return statuses;
}

describe("sign-in attempts per e-mail", () => {
  it("lock the e-mail after ten wrong passwords, saying what happened and when to retry", async () => {
    const victim = await signUp(context.app);
    expect(await wrongPasswords(context.app, victim.email, SIGN_IN_MAX)).toEqual(Array(SIGN_IN_MAX).fill(401));

    const locked = await signIn(context.app, victim.email, victim.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toEqual({
      code: "TOO_MANY_SIGN_IN_ATTEMPTS",
      message: "Too many sign-in attempts for this account. Try again in 15 minutes.",
      details: { retryAfterSeconds: expect.any(Number) },
    });
    const retryAfter = Number(locked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The e-mail is compared without case, as accounts are.
    expect((await signIn(context.app, victim.email.toUpperCase(), victim.password)).statusCode).toBe(429);

    // Once the window has passed, the right password works again.
    context.app.infrastructure.clock.advance(ACCOUNT_LIMITS.signIn.windowMs);
    expect((await signIn(context.app, victim.email, victim.password)).statusCode).toBe(200);
  });

  it("cannot be walked around by new addresses, real or written in X-Forwarded-For", async () => {
    const victim = await signUp(context.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < SIGN_IN_MAX + 3; attempt += 1) {
      const response = await signIn(context.app, victim.email, "not the password", {
        ip: `198.51.100.${attempt + 1}`,
        forwardedFor: `203.0.113.${attempt + 1}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(SIGN_IN_MAX).fill(401), 429, 429, 429]);
  });

  it("do not lock another account signing in from the same address", async () => {
    const victim = await signUp(context.app);
    const neighbour = await signUp(context.app);
    const sharedIp = "100.64.0.9"; // carrier-grade NAT
    await wrongPasswords(context.app, victim.email, SIGN_IN_MAX + 1, sharedIp);
    expect((await signIn(context.app, victim.email, victim.password, { ip: sharedIp })).statusCode).toBe(429);
    expect((await signIn(context.app, neighbour.email, neighbour.password, { ip: sharedIp })).statusCode).toBe(200);
  });

  it("count failures only until the right password: a success clears them", async () => {
    const user = await signUp(context.app);
    await wrongPasswords(context.app, user.email, SIGN_IN_MAX - 1);
    expect((await signIn(context.app, user.email, user.password)).statusCode).toBe(200);
    expect(await wrongPasswords(context.app, user.email, SIGN_IN_MAX - 1)).toEqual(Array(SIGN_IN_MAX - 1).fill(401));
  });
});

describe("password reset requests per e-mail", () => {
  const requestReset = (email: string, ip: string) =>
    context.app.inject({ method: "POST", url: "/api/accounts/password-reset", payload: { email }, remoteAddress: ip });

  it("refuse a sixth request in the hour, for any address, and leave other e-mails alone", async () => {
    const email = `reset-${randomUUID()}@example.com`;
    const max = ACCOUNT_LIMITS.passwordReset.max;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < max; attempt += 1) {
      statuses.push((await requestReset(email, `198.51.100.${attempt + 1}`)).statusCode);
    }
    expect(statuses).toEqual(Array(max).fill(202));
    const refused = await requestReset(email, "198.51.100.99");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("TOO_MANY_RESET_REQUESTS");
    expect(refused.json().error.message).toBe(
      "Too many password reset requests for this e-mail. Try again in 60 minutes.",
    );
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(59 * 60);
    expect((await requestReset(`other-${randomUUID()}@example.com`, "198.51.100.99")).statusCode).toBe(202);
  });
});

describe("phone code checks per phone", () => {
  it("refuse further checks of a phone after ten, across its codes", async () => {
    const phone = nextPhone();
    const verify = (code: string, ip: string) =>
      context.app.inject({
        method: "POST",
        url: "/api/accounts/phone/verify",
        payload: { phone, code },
        remoteAddress: ip,
      });
    const sent = await context.app.inject({
      method: "POST",
      url: "/api/accounts/phone/send-code",
      payload: { phone },
      remoteAddress: "198.51.100.40",
    });
    expect(sent.statusCode).toBe(200);
    const wrong = sent.json().devCode === "000000" ? "111111" : "000000";
    const codes: string[] = [];
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.phoneVerify.max; attempt += 1) {
      codes.push((await verify(wrong, `198.51.100.${attempt + 41}`)).json().error.code);
    }
    // The code burns after five misses (its own limit); the checks that follow still count for the phone.
    expect(codes).toEqual([
      ...Array(4).fill("INVALID_CODE"),
      "TOO_MANY_ATTEMPTS",
      ...Array(ACCOUNT_LIMITS.phoneVerify.max - 5).fill("INVALID_CODE"),
    ]);
    const refused = await verify(sent.json().devCode, "198.51.100.80");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe("Too many code attempts for this phone number. Try again in 60 minutes.");
    expect(refused.headers["retry-after"]).toBeDefined();
  });
});

describe("limits shared by the instances behind a balancer", () => {
  it.runIf(onPostgres)(
    "count a sign-in lock in PostgreSQL, seen by both instances",
    async () => {
      const first = await createTestApp();
      const second = await createSecondTestApp(first);
      try {
        expect(first.app.infrastructure.rateLimits.kind).toBe("postgres");
        const victim = await signUp(first.app);
        const half = SIGN_IN_MAX / 2;
        await wrongPasswords(first.app, victim.email, half);
        await wrongPasswords(second.app, victim.email, SIGN_IN_MAX - half);
        expect((await signIn(first.app, victim.email, victim.password)).statusCode).toBe(429);
        expect((await signIn(second.app, victim.email, victim.password)).statusCode).toBe(429);
      } finally {
        await second.close();
        await first.close();
      }
    },
    120_000,
  );

  it.runIf(onPostgres)(
    "share the per-IP limit of a route between instances",
    async () => {
      const first = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "3" });
      const second = await createSecondTestApp(first, { AUTH_RATE_LIMIT_PER_MINUTE: "3" });
      try {
        const statuses: number[] = [];
        for (const app of [first.app, second.app, first.app, second.app]) {
          statuses.push(
            (await signIn(app, `nobody-${randomUUID()}@example.com`, "guess", { ip: "192.0.2.60" })).statusCode,
          );
        }
        expect(statuses).toEqual([401, 401, 401, 429]);
      } finally {
        await second.close();
        await first.close();
      }
    },
    120_000,
  );

  it("keep counting in memory only on the embedded database", () => {
    expect(context.app.infrastructure.rateLimits.kind).toBe(onPostgres ? "postgres" : "memory");
  });

  it("count in Redis when REDIS_URL is set, shared by both instances", async () => {
    const prefix = `salamu-test-${randomUUID()}:`;
    const settings = { REDIS_URL: "redis://127.0.0.1:6379", REDIS_KEY_PREFIX: prefix };
    const first = await createTestApp(settings);
    const second = await createSecondTestApp(first, settings);
    const raw = new Redis("redis://127.0.0.1:6379");
    try {
      expect(first.app.infrastructure.rateLimits.kind).toBe("redis");
      const victim = await signUp(first.app);
      await wrongPasswords(first.app, victim.email, SIGN_IN_MAX - 1);
      await wrongPasswords(second.app, victim.email, 1);
      const locked = await signIn(second.app, victim.email, victim.password);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().error.code).toBe("TOO_MANY_SIGN_IN_ATTEMPTS");
      expect((await signIn(first.app, victim.email, victim.password)).statusCode).toBe(429);
      // Keys under the configured prefix only, none holding the e-mail itself.
      const keys = await raw.keys(`${prefix}*`);
      expect(keys.some((key) => key.startsWith(`${prefix}sign-in:`))).toBe(true);
      expect(keys.some((key) => key.startsWith(`${prefix}ip:`))).toBe(true);
      expect(keys.some((key) => key.includes(victim.email))).toBe(false);
      const ttl = await raw.pttl(keys.find((key) => key.startsWith(`${prefix}sign-in:`)) ?? "");
      expect(ttl).toBeGreaterThan(ACCOUNT_LIMITS.signIn.windowMs - MINUTE_MS);
    } finally {
      await second.close();
      await first.close();
      const keys = await raw.keys(`${prefix}*`);
      if (keys.length > 0) await raw.del(...keys);
      await raw.quit();
    }
  }, 120_000);

  it("refuse sign-in with 503 and Retry-After while Redis is out of reach, and keep public reads answering", async () => {
    const down = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${await unusedPort()}` });
    try {
      const refused = await signIn(down.app, "someone@example.com", "any password at all");
      expect(refused.statusCode, refused.body).toBe(503);
      expect(refused.json().error.code).toBe("SERVICE_UNAVAILABLE");
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      const catalogue = await down.app.inject({
        method: "GET",
        url: "/api/celebrities",
        remoteAddress: "203.0.113.20",
      });
      expect(catalogue.statusCode).toBe(200);
    } finally {
      await down.close();
    }
  });
});
