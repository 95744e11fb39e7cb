import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { convertUsdCents } from "@/shared/money";
import { DAY_MS } from "@/shared/time";
import { ledgerEntries, payments } from "../../db/schema/index";
import { signUp } from "../../test/accounts";
import { createTestApp } from "../../test/app";
import { transitionRequest } from "../requests/request-transitions";
import { api, bookingWorld, referenceOf, signUpCelebrity } from "../requests/test-factories";

let context: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof bookingWorld>>;
let call: ReturnType<typeof api>;

beforeAll(async () => {
  context = await createTestApp({ RUN_JOBS: "false" });
  call = api(context.app);
  world = await bookingWorld(context.app, context.database.db);
  for (const celebrity of [world.celebrity, world.otherCelebrity]) await takePlanBookings(celebrity.cookie);
}, 60_000);
afterAll(async () => {
  await context.close();
});

/** The star opts in to plan bookings on their profile (ADR 032): only then can a plan cover them. */
async function takePlanBookings(cookie: string, on = true) {
  const saved = await call.call("PATCH", "/api/celebrity/profile", cookie, { acceptsPlanBookings: on });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** A new star who takes plan bookings. */
async function planStar(priceCents: number) {
  const star = await signUpCelebrity(context.app, context.database.db, world.category.id, priceCents);
  await takePlanBookings(star.cookie);
  return star;
}

const subscribe = (cookie: string | undefined, payload: Record<string, unknown>) =>
  call.call("POST", "/api/subscriptions", cookie, payload);
const mine = async (cookie: string) => (await call.call("GET", "/api/subscriptions/mine", cookie)).json().subscription;

/** Buys and pays a plan through the sandbox. */
async function activePlan(cookie: string, plan: string) {
  const bought = await subscribe(cookie, { plan, currency: "USD" });
  expect(bought.statusCode, bought.body).toBe(201);
  const reference = referenceOf(bought.json().checkoutUrl);
  await call.sandboxComplete(cookie, reference, "success");
  return reference;
}

describe("subscriptions", () => {
  it("a plan is paid like a request and becomes active for 30 days", async () => {
    const fan = await signUp(context.app);
    expect(await mine(fan.cookie)).toBeNull();
    const bought = await subscribe(fan.cookie, {
      plan: "basic",
      currency: "NGN",
      celebrityId: world.celebrity.profile.id,
      amountMinor: 1,
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const reference = referenceOf(bought.json().checkoutUrl);
    const [payment] = await context.database.db.select().from(payments).where(eq(payments.reference, reference));
    expect(payment).toMatchObject({
      purpose: "subscription",
      amountMinor: convertUsdCents(1000, "NGN", 1530),
      currency: "NGN",
    });
    expect(await mine(fan.cookie)).toBeNull();

    await call.sandboxComplete(fan.cookie, reference, "success");
    expect((await call.verify(fan.cookie, reference)).json()).toEqual({
      status: "succeeded",
      purpose: "subscription",
      requestId: null,
      plan: "basic",
      celebrityName: world.celebrity.profile.fullName,
    });
    const subscription = await mine(fan.cookie);
    expect(subscription).toMatchObject({
      plan: "basic",
      status: "active",
      videosUsed: 0,
      videosAllowed: 1,
      // Bought from this celebrity's page: they are the plan's one celebrity.
      celebritiesUsed: 1,
      celebrityLimit: 1,
    });
    expect(Date.parse(subscription.endsAt) - Date.parse(subscription.startsAt)).toBe(30 * DAY_MS);
  });

  it("a cancelled plan checkout activates nothing", async () => {
    const fan = await signUp(context.app);
    const bought = await subscribe(fan.cookie, { plan: "premium" });
    const reference = referenceOf(bought.json().checkoutUrl);
    await call.sandboxComplete(fan.cookie, reference, "cancel");
    expect((await call.verify(fan.cookie, reference)).json()).toMatchObject({ status: "cancelled", plan: "premium" });
    expect(await mine(fan.cookie)).toBeNull();
  });

  it("covers requests within the monthly allowance; beyond it the fan pays per video", async () => {
    const fan = await signUp(context.app);
    await activePlan(fan.cookie, "basic");
    const covered = await call.requestVideo(fan.cookie, { celebrityId: world.celebrity.profile.id, currency: "GHS" });
    expect(covered.statusCode, covered.body).toBe(201);
    expect(covered.json().checkoutUrl).toBeNull();
    expect(covered.json().request).toMatchObject({
      status: "pending",
      amountMinor: 0,
      coveredBySubscription: true,
      refundStatus: "none",
    });
    expect(covered.json().request.paidAt).not.toBeNull();
    expect(covered.json().request.expiresAt).not.toBeNull();
    expect(await mine(fan.cookie)).toMatchObject({ videosUsed: 1, celebritiesUsed: 1 });
    const incoming = await call.call("GET", "/api/requests/incoming", world.celebrity.cookie);
    expect(incoming.json().requests.map((r: { id: string }) => r.id)).toContain(covered.json().request.id);

    const beyond = await call.requestVideo(fan.cookie, { celebrityId: world.otherCelebrity.profile.id });
    expect(beyond.json().checkoutUrl).not.toBeNull();
    expect(beyond.json().request).toMatchObject({
      status: "awaiting_payment",
      coveredBySubscription: false,
      amountMinor: 5_000,
    });

    // Declined: nothing to refund, and the video and the celebrity slot come back.
    const declined = await call.action(world.celebrity.cookie, covered.json().request.id, "decline");
    expect(declined.json().request).toMatchObject({ status: "declined", refundStatus: "none" });
    expect(await mine(fan.cookie)).toMatchObject({ videosUsed: 0, celebritiesUsed: 0 });
    const again = await call.requestVideo(fan.cookie, { celebrityId: world.otherCelebrity.profile.id });
    expect(again.json().checkoutUrl).toBeNull();
  });

  it("enforces the allowance when requests are sent together", async () => {
    const fan = await signUp(context.app);
    await activePlan(fan.cookie, "basic");
    const answers = await Promise.all([
      call.requestVideo(fan.cookie, { celebrityId: world.celebrity.profile.id }),
      call.requestVideo(fan.cookie, { celebrityId: world.celebrity.profile.id }),
      call.requestVideo(fan.cookie, { celebrityId: world.otherCelebrity.profile.id }),
    ]);
    const coveredCount = answers.filter((answer) => answer.json().checkoutUrl === null).length;
    expect(coveredCount).toBe(1);
    expect(await mine(fan.cookie)).toMatchObject({ videosUsed: 1 });
  });

  it("a standard plan covers three videos across three celebrities", async () => {
    const fan = await signUp(context.app);
    await activePlan(fan.cookie, "standard");
    const third = await planStar(2_000);
    for (const celebrity of [world.celebrity, world.otherCelebrity, third]) {
      const answer = await call.requestVideo(fan.cookie, { celebrityId: celebrity.profile.id });
      expect(answer.json().checkoutUrl).toBeNull();
    }
    expect(await mine(fan.cookie)).toMatchObject({
      plan: "standard",
      videosUsed: 3,
      videosAllowed: 3,
      celebritiesUsed: 3,
      celebrityLimit: 3,
    });
    const fourth = await call.requestVideo(fan.cookie, { celebrityId: world.celebrity.profile.id });
    expect(fourth.json().checkoutUrl).not.toBeNull();
  });

  it("a plan bought from a celebrity's page counts that celebrity within its celebrity limit", async () => {
    const fan = await signUp(context.app);
    const bought = await subscribe(fan.cookie, {
      plan: "basic",
      currency: "USD",
      celebrityId: world.celebrity.profile.id,
    });
    await call.sandboxComplete(fan.cookie, referenceOf(bought.json().checkoutUrl), "success");
    // A video is left, but Basic's one celebrity is the one the plan was bought for.
    const elsewhere = await call.requestVideo(fan.cookie, { celebrityId: world.otherCelebrity.profile.id });
    expect(elsewhere.json().checkoutUrl).not.toBeNull();
    expect(elsewhere.json().request.coveredBySubscription).toBe(false);
    const chosen = await call.requestVideo(fan.cookie, { celebrityId: world.celebrity.profile.id });
    expect(chosen.json().checkoutUrl).toBeNull();
    expect(await mine(fan.cookie)).toMatchObject({ videosUsed: 1, celebritiesUsed: 1, celebrityLimit: 1 });
  });

  it("a standard plan with videos left refuses a fourth celebrity", async () => {
    const fan = await signUp(context.app);
    const bought = await subscribe(fan.cookie, { plan: "standard", celebrityId: world.celebrity.profile.id });
    await call.sandboxComplete(fan.cookie, referenceOf(bought.json().checkoutUrl), "success");
    const third = await planStar(2_000);
    const fourth = await planStar(3_000);
    for (const celebrity of [world.otherCelebrity, third]) {
      const answer = await call.requestVideo(fan.cookie, { celebrityId: celebrity.profile.id });
      expect(answer.json().checkoutUrl).toBeNull();
    }
    expect(await mine(fan.cookie)).toMatchObject({ videosUsed: 2, videosAllowed: 3, celebritiesUsed: 3 });
    const beyondLimit = await call.requestVideo(fan.cookie, { celebrityId: fourth.profile.id });
    expect(beyondLimit.json().checkoutUrl).not.toBeNull();
    expect(beyondLimit.json().request).toMatchObject({ status: "awaiting_payment", coveredBySubscription: false });
    // The third video still goes to one of the plan's celebrities.
    const withinLimit = await call.requestVideo(fan.cookie, { celebrityId: world.celebrity.profile.id });
    expect(withinLimit.json().checkoutUrl).toBeNull();
  });

  it("refuses a second plan while one is active, so nothing left of it is lost", async () => {
    const fan = await signUp(context.app);
    await activePlan(fan.cookie, "basic");
    const second = await subscribe(fan.cookie, { plan: "premium" });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({ code: "PLAN_ACTIVE" });
    expect(second.json().error.message).toMatch(
      /^Your Basic plan is active until \d{4}-\d{2}-\d{2}\. You can choose a plan again when it ends\.$/,
    );
    expect(await mine(fan.cookie)).toMatchObject({ plan: "basic", celebrityIds: [] });
  });

  it("covers only stars who take plan bookings; the others are paid their price", async () => {
    const fan = await signUp(context.app);
    await activePlan(fan.cookie, "premium");
    const star = await signUpCelebrity(context.app, context.database.db, world.category.id, 25_000);
    const notCovered = await call.requestVideo(fan.cookie, { celebrityId: star.profile.id, currency: "USD" });
    expect(notCovered.statusCode, notCovered.body).toBe(201);
    expect(notCovered.json().checkoutUrl).not.toBeNull();
    expect(notCovered.json().request).toMatchObject({ coveredBySubscription: false, amountMinor: 25_000 });
    expect(await mine(fan.cookie)).toMatchObject({ videosUsed: 0 });
  });

  it("pays the star the plan's per-video share, so a plan's videos never cost more than it collected", async () => {
    const fan = await signUp(context.app);
    const reference = await activePlan(fan.cookie, "standard");
    const [planPayment] = await context.database.db.select().from(payments).where(eq(payments.reference, reference));
    // A $250 star who takes plan bookings: the plan pays them its share of $25 / 3, not their price.
    const star = await planStar(25_000);
    const covered = await call.requestVideo(fan.cookie, { celebrityId: star.profile.id });
    expect(covered.json().checkoutUrl).toBeNull();
    const share = Math.floor(planPayment!.amountMinor / 3);
    const fee = Math.round(share * 0.25);
    expect(covered.json().request.earnings).toEqual({ amountMinor: share - fee, usdCents: 833 - 208, feePercent: 25 });
    const incoming = await call.call("GET", "/api/requests/incoming", star.cookie);
    expect(incoming.json().requests[0].earnings.amountMinor).toBe(share - fee);

    const id = covered.json().request.id as string;
    expect((await call.action(star.cookie, id, "accept")).statusCode).toBe(200);
    await transitionRequest(context.database.db, context.app.modules.booking.services.bookingEvents, id, "deliver", {
      videoStatus: "ready",
    });
    const lines = await context.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.causeId, id));
    expect(lines.map((line) => [line.kind, line.account, line.amountMinor])).toEqual(
      expect.arrayContaining([
        ["plan_delivery", "platform_plans", -share],
        ["plan_delivery", "star_pending", share - fee],
        ["plan_delivery", "platform_fees", fee],
      ]),
    );
    // What the plan collected is never exceeded: all its videos together are at most the plan's payment.
    expect(3 * share).toBeLessThanOrEqual(planPayment!.amountMinor);
  });

  it("validates the plan and the celebrity, and needs a signed-in user", async () => {
    expect((await subscribe(undefined, { plan: "basic" })).statusCode).toBe(401);
    expect((await call.call("GET", "/api/subscriptions/mine")).statusCode).toBe(401);
    const badPlan = await subscribe(world.fan.cookie, { plan: "gold" });
    expect(badPlan.statusCode).toBe(400);
    expect(badPlan.json().error.message).toContain("Plan must be one of basic, standard, premium");
    const unknown = await subscribe(world.fan.cookie, {
      plan: "basic",
      celebrityId: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.statusCode).toBe(404);
  });
});
