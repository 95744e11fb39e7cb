import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOUR_MS } from "@/shared/time";
import { celebrityProfiles, videoRequests } from "../../db/schema/index";
import { signUp } from "../../test/accounts";
import { createTestApp } from "../../test/app";
import { insertCategory } from "../catalogue/test-factories";
import { deliveredRequest, starWithAccount } from "../payouts/test-factories";
import { api, eventually, referenceOf, signUpCelebrity } from "../requests/test-factories";

type Context = Awaited<ReturnType<typeof createTestApp>>;

describe("POST /api/dev/clock (development and browser tests only)", () => {
  let context: Context;

  beforeAll(async () => {
    context = await createTestApp();
  }, 60_000);
  afterAll(async () => {
    await context.close();
  });

  const advance = (advanceHours: unknown, extra: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    context.app.inject({ method: "POST", url: "/api/dev/clock", payload: { advanceHours }, ...extra });

  it("moves the clock and releases the earnings whose hold period ended by the new now, not before", async () => {
    const db = context.database.db;
    const category = await insertCategory(db);
    const fan = await signUp(context.app);
    const star = await starWithAccount(context.app, db, category.id);
    const id = await deliveredRequest(context.app, db, { fanCookie: fan.cookie, celebrityId: star.profile.id });
    const releasedAt = async () =>
      (await db.select().from(videoRequests).where(eq(videoRequests.id, id)))[0]?.earningsReleasedAt ?? null;

    const before = context.app.infrastructure.clock.now().getTime();
    const early = await advance(24);
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json().released).toBe(0);
    expect(await releasedAt()).toBeNull();
    expect(new Date(early.json().now).getTime() - before).toBeGreaterThanOrEqual(24 * HOUR_MS);

    // Past the 3 days' hold (the default setting): released at once, stamped at the moved clock's now.
    const late = await advance(49);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().released).toBe(1);
    expect((await releasedAt())?.getTime()).toBeGreaterThanOrEqual(before + 73 * HOUR_MS);
  });

  it("expires a rush request once its 24 hours pass on the moved clock, and its refund follows (ADR 059)", async () => {
    const db = context.database.db;
    const category = await insertCategory(db);
    const fan = await signUp(context.app);
    const star = await signUpCelebrity(context.app, db, category.id, 10_000);
    await db.update(celebrityProfiles).set({ rushPriceCents: 3_000 }).where(eq(celebrityProfiles.id, star.profile.id));
    const call = api(context.app);
    const created = await call.requestVideo(fan.cookie, { celebrityId: star.profile.id, currency: "USD", rush: true });
    expect(created.statusCode, created.body).toBe(201);
    await call.sandboxComplete(fan.cookie, referenceOf(created.json().checkoutUrl), "success");
    const id = created.json().request.id as string;
    const view = async () => (await call.get(fan.cookie, id)).json().request;
    expect(await view()).toMatchObject({ status: "pending", rush: true, amountMinor: 13_000 });

    const early = await advance(23);
    expect(early.json().expired).toBe(0);
    expect((await view()).status).toBe("pending");
    const late = await advance(2);
    expect(late.json().expired).toBeGreaterThanOrEqual(1);
    expect((await view()).status).toBe("expired");
    await eventually(async () => expect((await view()).refundStatus).toBe("refunded"));
  });

  it("answers 404 from another machine or through a proxy, and the clock stays where it was", async () => {
    const clock = context.app.infrastructure.clock;
    const before = clock.now().getTime();
    expect((await advance(100, { remoteAddress: "10.1.2.3" })).statusCode).toBe(404);
    expect((await advance(100, { headers: { "x-forwarded-for": "203.0.113.9" } })).statusCode).toBe(404);
    expect(clock.now().getTime() - before).toBeLessThan(HOUR_MS);
  });

  it("refuses a backward, zero or absurd move with 400 and moves nothing", async () => {
    const clock = context.app.infrastructure.clock;
    const before = clock.now().getTime();
    for (const hours of [-1, 0, 24 * 367, "72"]) expect((await advance(hours)).statusCode).toBe(400);
    expect(clock.now().getTime() - before).toBeLessThan(HOUR_MS);
  });

  it("does not exist in production, even from this machine", async () => {
    const production = await createTestApp({
      NODE_ENV: "production",
      MESSAGES_LOG_ONLY: "true",
      // Production refuses the sandbox; a real provider's settings, never called here.
      PAYMENT_PROVIDER: "paystack",
      PAYSTACK_SECRET_KEY: "sk_test_clock",
      PAYSTACK_BASE_URL: "http://127.0.0.1:9",
    });
    try {
      const before = production.app.infrastructure.clock.now().getTime();
      const moved = await production.app.inject({
        method: "POST",
        url: "/api/dev/clock",
        payload: { advanceHours: 72 },
      });
      expect(moved.statusCode).toBe(404);
      expect(production.app.infrastructure.clock.now().getTime() - before).toBeLessThan(HOUR_MS);
    } finally {
      await production.close();
    }
  });
});
