import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAPACITY_HOLD_MS, MAX_OPEN_REQUESTS_LIMIT } from "@/shared/booking";
import { fullyBookedMessage, PROFILE_MESSAGES } from "@/shared/schemas/celebrity-profile";
import { DAY_MS } from "@/shared/time";
import { payments, videoRequests } from "../../db/schema/index";
import { signUp } from "../../test/accounts";
import { createTestApp } from "../../test/app";
import { insertCategory } from "../catalogue/test-factories";
import { transitionRequest } from "./request-transitions";
import { api, type CelebrityAccount, referenceOf, signUpCelebrity } from "./test-factories";

// Issue 23 item 8: a star sets how many open requests they take; full, the profile says so with the day they
// are expected to open again, and the server refuses new bookings (ADR 055). And item 3: the star's list puts
// what is due first.

let context: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof api>;
let categoryId: string;
let fan: Awaited<ReturnType<typeof signUp>>;
const db = () => context.database.db;

beforeAll(async () => {
  context = await createTestApp();
  call = api(context.app);
  categoryId = (await insertCategory(db())).id;
  fan = await signUp(context.app);
}, 60_000);
afterAll(async () => {
  await context.close();
});

const newStar = () => signUpCelebrity(context.app, db(), categoryId);
const setLimit = (star: CelebrityAccount, maxOpenRequests: unknown) =>
  call.call("PATCH", "/api/celebrity/profile", star.cookie, { maxOpenRequests });
const publicProfile = async (star: CelebrityAccount) =>
  (await call.call("GET", `/api/celebrities/${star.profile.username}`)).json();
const book = (star: CelebrityAccount, cookie = fan.cookie, payload: Record<string, unknown> = {}) =>
  call.requestVideo(cookie, { celebrityId: star.profile.id, currency: "USD", ...payload });

/** A request booked and paid through the sandbox: pending, with its delivery deadline. */
async function paidRequest(star: CelebrityAccount, payload: Record<string, unknown> = {}) {
  const created = await book(star, fan.cookie, payload);
  expect(created.statusCode, created.body).toBe(201);
  const completed = await call.sandboxComplete(fan.cookie, referenceOf(created.json().checkoutUrl), "success");
  expect(completed.statusCode, completed.body).toBe(200);
  return created.json().request.id as string;
}

const expireOn = (id: string, expiresAt: Date) =>
  db().update(videoRequests).set({ expiresAt }).where(eq(videoRequests.id, id));

describe("the star's open-requests limit", () => {
  it("is set and cleared by the star; a value that is not a whole number from 1 to 500 is refused with the reason", async () => {
    const star = await newStar();
    const mine = await call.call("GET", "/api/celebrity/profile", star.cookie);
    expect(mine.json().profile).toMatchObject({ maxOpenRequests: null, openRequests: 0 });

    for (const bad of [0, -3, MAX_OPEN_REQUESTS_LIMIT + 1, 2.5, "3", true]) {
      const refused = await setLimit(star, bad);
      expect(refused.statusCode, `${bad}`).toBe(400);
      expect(refused.json().error.code).toBe("VALIDATION_ERROR");
      expect(refused.json().error.details).toEqual([
        { path: "maxOpenRequests", message: PROFILE_MESSAGES.maxOpenRequests },
      ]);
    }
    // A refused save changes nothing, the rest of the body included.
    const mixed = await call.call("PATCH", "/api/celebrity/profile", star.cookie, {
      maxOpenRequests: 0,
      bio: "Changed",
    });
    expect(mixed.statusCode).toBe(400);
    expect((await call.call("GET", "/api/celebrity/profile", star.cookie)).json().profile).toMatchObject({
      maxOpenRequests: null,
      bio: star.profile.bio,
    });

    const set = await setLimit(star, 3);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().profile).toMatchObject({ maxOpenRequests: 3, openRequests: 0 });
    expect((await setLimit(star, MAX_OPEN_REQUESTS_LIMIT)).json().profile.maxOpenRequests).toBe(
      MAX_OPEN_REQUESTS_LIMIT,
    );
    const cleared = await setLimit(star, null);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().profile.maxOpenRequests).toBeNull();

    // Only the star sets it: a fan has no celebrity profile to change.
    expect((await setLimit({ ...star, cookie: fan.cookie }, 2)).statusCode).toBe(403);
    expect((await call.call("PATCH", "/api/celebrity/profile", undefined, { maxOpenRequests: 2 })).statusCode).toBe(
      401,
    );
  });

  it("full: the profile says so with the day a place frees up, and a new booking answers 409 FULLY_BOOKED", async () => {
    const star = await newStar();
    await setLimit(star, 2);
    const first = await paidRequest(star);
    expect(await publicProfile(star)).toMatchObject({ full: false, opensAgainOn: null });
    const second = await paidRequest(star);

    // The earliest delivery deadline among the open requests: by then a place is free (delivered or refunded).
    const soon = new Date(Date.now() + 3 * DAY_MS);
    await expireOn(second, soon);
    const profile = await publicProfile(star);
    expect(profile).toMatchObject({ full: true, opensAgainOn: soon.toISOString().slice(0, 10) });
    expect((await call.call("GET", "/api/celebrity/profile", star.cookie)).json().profile.openRequests).toBe(2);

    const refused = await book(star);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: "FULLY_BOOKED",
      message: fullyBookedMessage(star.profile.fullName),
      details: { opensAgainOn: soon.toISOString().slice(0, 10) },
    });
    // Nothing was saved for the refused booking.
    expect(await db().select().from(videoRequests).where(eq(videoRequests.celebrityId, star.profile.id))).toHaveLength(
      2,
    );

    // Accepted still counts; delivered frees the place.
    await transitionRequest(db(), context.app.modules.booking.services.bookingEvents, first, "accept");
    expect((await book(star)).statusCode).toBe(409);
    await transitionRequest(db(), context.app.modules.booking.services.bookingEvents, first, "deliver");
    expect(await publicProfile(star)).toMatchObject({ full: false, opensAgainOn: null });
    expect((await book(star)).statusCode).toBe(201);

    // Raising the limit opens booking again at once; clearing it removes the limit.
    expect((await book(star)).statusCode).toBe(409);
    await setLimit(star, 3);
    expect((await book(star)).statusCode).toBe(201);
    expect((await book(star)).statusCode).toBe(409);
    await setLimit(star, null);
    expect((await book(star)).statusCode).toBe(201);
    expect((await publicProfile(star)).full).toBe(false);
  });

  it("two fans booking the last place at once: exactly one is sent to pay, the others are refused", async () => {
    const star = await newStar();
    await setLimit(star, 2);
    await paidRequest(star);
    const fans = [fan, await signUp(context.app), await signUp(context.app), await signUp(context.app)];
    const answers = await Promise.all(fans.map((each) => book(star, each.cookie)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses, answers.map((answer) => answer.body).join("\n")).toEqual([201, 409, 409, 409]);
    const rows = await db().select().from(videoRequests).where(eq(videoRequests.celebrityId, star.profile.id));
    expect(rows).toHaveLength(2);
  });

  it("a checkout holds its place while the fan pays; once the hold lapses unpaid the place is free, and paying then waits for room", async () => {
    const star = await newStar();
    await setLimit(star, 1);
    const held = await book(star);
    expect(held.statusCode).toBe(201);
    // Someone is paying for the only place: full until the hold ends (today, as a day).
    expect(await publicProfile(star)).toMatchObject({ full: true });
    expect((await book(star)).statusCode).toBe(409);

    // The fan walked away: the hold lapses and another fan takes the place.
    const heldId = held.json().request.id as string;
    await db()
      .update(videoRequests)
      .set({ createdAt: new Date(Date.now() - CAPACITY_HOLD_MS - 60_000) })
      .where(eq(videoRequests.id, heldId));
    expect((await publicProfile(star)).full).toBe(false);
    const other = await signUp(context.app);
    const taken = await book(star, other.cookie);
    expect(taken.statusCode).toBe(201);
    await call.sandboxComplete(other.cookie, referenceOf(taken.json().checkoutUrl), "success");

    // Back to pay the lapsed request after its checkout closed: the star is full, so it is refused.
    await db()
      .update(videoRequests)
      .set({ createdAt: new Date(Date.now() - 2 * CAPACITY_HOLD_MS) })
      .where(eq(videoRequests.id, heldId));
    await db()
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 2 * CAPACITY_HOLD_MS) })
      .where(eq(payments.requestId, heldId));
    const again = await call.call("POST", `/api/requests/${heldId}/checkout`, fan.cookie);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error.code).toBe("FULLY_BOOKED");
  });

  it("counts plan bookings too: a plan covers a request only while the star has a place", async () => {
    const star = await newStar();
    await call.call("PATCH", "/api/celebrity/profile", star.cookie, { acceptsPlanBookings: true });
    await setLimit(star, 1);
    const planFan = await signUp(context.app);
    const bought = await call.call("POST", "/api/subscriptions", planFan.cookie, { plan: "standard", currency: "USD" });
    expect(bought.statusCode, bought.body).toBe(201);
    await call.sandboxComplete(planFan.cookie, referenceOf(bought.json().checkoutUrl), "success");

    const covered = await book(star, planFan.cookie);
    expect(covered.statusCode, covered.body).toBe(201);
    expect(covered.json()).toMatchObject({ checkoutUrl: null, request: { status: "pending" } });
    expect((await publicProfile(star)).full).toBe(true);
    const refused = await book(star, planFan.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("FULLY_BOOKED");
  });
});

describe("the star's request list", () => {
  it("puts open requests first, what is due first (the fan's date or the expiry, whichever is sooner), then the rest newest first", async () => {
    const star = await newStar();
    const day = (days: number) => new Date(Date.now() + days * DAY_MS);
    const isoDay = (days: number) => day(days).toISOString().slice(0, 10);
    // Due by its expiry in 2 days: no date of the fan's.
    const expiresSoon = await paidRequest(star);
    await expireOn(expiresSoon, day(2));
    // The fan's date, tomorrow, comes before its expiry.
    const wantedTomorrow = await paidRequest(star, { deadline: isoDay(1) });
    await expireOn(wantedTomorrow, day(6));
    // A fan's date after the expiry: due when it expires, in 4 days.
    const wantedLate = await paidRequest(star, { deadline: isoDay(30) });
    await expireOn(wantedLate, day(4));
    // Accepted, due in 3 days.
    const accepted = await paidRequest(star, { deadline: isoDay(3) });
    await expireOn(accepted, day(6));
    await transitionRequest(db(), context.app.modules.booking.services.bookingEvents, accepted, "accept");
    // Closed ones after, newest first.
    const declinedOld = await paidRequest(star);
    await call.action(star.cookie, declinedOld, "decline", { reason: "Not for me" });
    await db()
      .update(videoRequests)
      .set({ createdAt: day(-2) })
      .where(eq(videoRequests.id, declinedOld));
    const declinedNew = await paidRequest(star);
    await call.action(star.cookie, declinedNew, "decline", { reason: "Not for me" });

    const ids = async (query = "") =>
      (await call.call("GET", `/api/requests/incoming${query}`, star.cookie))
        .json()
        .requests.map((request: { id: string }) => request.id);
    expect(await ids()).toEqual([wantedTomorrow, expiresSoon, accepted, wantedLate, declinedNew, declinedOld]);
    expect(await ids("?status=pending")).toEqual([wantedTomorrow, expiresSoon, wantedLate]);
    expect(await ids("?status=declined")).toEqual([declinedNew, declinedOld]);
  });
});
