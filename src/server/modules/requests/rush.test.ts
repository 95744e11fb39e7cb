import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RUSH_DELIVERY_HOURS } from "@/shared/booking";
import { convertUsdCents } from "@/shared/money";
import { PROFILE_MESSAGES } from "@/shared/schemas/celebrity-profile";
import { rushNotOffered } from "@/shared/schemas/requests";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "@/shared/time";
import { ledgerEntries, outbox, payments, videoRequests } from "../../db/schema/index";
import { signUp } from "../../test/accounts";
import { createTestApp } from "../../test/app";
import { insertCategory } from "../catalogue/test-factories";
import { api, type CelebrityAccount, eventually, referenceOf, signUpCelebrity } from "./test-factories";

// Issue 23 item 3: stars may offer rush delivery (24 hours) at a price they set; a rush request not delivered in
// time is refunded in full automatically (ADR 059).

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

/** A star at 100 USD. */
const newStar = () => signUpCelebrity(context.app, db(), categoryId, 10_000);
const setRush = (star: CelebrityAccount, rushPriceUsd: unknown) =>
  call.call("PATCH", "/api/celebrity/profile", star.cookie, { rushPriceUsd });
const publicProfile = async (star: CelebrityAccount) =>
  (await call.call("GET", `/api/celebrities/${star.profile.username}`)).json();
const book = (star: CelebrityAccount, payload: Record<string, unknown> = {}) =>
  call.requestVideo(fan.cookie, { celebrityId: star.profile.id, currency: "USD", ...payload });

/** Booked and paid through the sandbox; answers the request as the fan sees it and the payment reference. */
async function paid(star: CelebrityAccount, payload: Record<string, unknown> = {}) {
  const created = await book(star, payload);
  expect(created.statusCode, created.body).toBe(201);
  const reference = referenceOf(created.json().checkoutUrl);
  const completed = await call.sandboxComplete(fan.cookie, reference, "success");
  expect(completed.statusCode, completed.body).toBe(200);
  const request = (await call.get(fan.cookie, created.json().request.id)).json().request;
  return { request, reference };
}

describe("the star's rush setting", () => {
  it("is off by default; the star sets a price checked as their price is, and turns it off again", async () => {
    const star = await newStar();
    expect((await call.call("GET", "/api/celebrity/profile", star.cookie)).json().profile.rushPriceCents).toBeNull();
    expect((await publicProfile(star)).rushPriceCents).toBeNull();

    const refusals: [unknown, string][] = [
      [0, PROFILE_MESSAGES.rushPriceMin],
      [-5, PROFILE_MESSAGES.rushPriceMin],
      [0.5, PROFILE_MESSAGES.rushPriceMin],
      [100_001, PROFILE_MESSAGES.rushPriceMax],
      [12.345, PROFILE_MESSAGES.rushPriceDecimals],
      ["25", PROFILE_MESSAGES.rushPriceNumber],
      [true, PROFILE_MESSAGES.rushPriceNumber],
    ];
    for (const [bad, message] of refusals) {
      const refused = await setRush(star, bad);
      expect(refused.statusCode, `${bad}`).toBe(400);
      expect(refused.json().error.details).toEqual([{ path: "rushPriceUsd", message }]);
    }
    expect((await publicProfile(star)).rushPriceCents).toBeNull();

    const set = await setRush(star, 25.5);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().profile.rushPriceCents).toBe(2_550);
    // The public profile (read on every visit, cached or not) says it at once.
    expect((await publicProfile(star)).rushPriceCents).toBe(2_550);

    const off = await setRush(star, null);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().profile.rushPriceCents).toBeNull();
    expect((await publicProfile(star)).rushPriceCents).toBeNull();
  });

  it("is the star's own: a fan cannot set it and nobody signed out can", async () => {
    expect((await call.call("PATCH", "/api/celebrity/profile", fan.cookie, { rushPriceUsd: 10 })).statusCode).toBe(403);
    expect((await call.call("PATCH", "/api/celebrity/profile", undefined, { rushPriceUsd: 10 })).statusCode).toBe(401);
  });
});

describe("booking with rush", () => {
  it("charges the price plus the rush price (never a price from the client), stores it, and is due 24 hours after payment", async () => {
    const star = await newStar();
    await setRush(star, 25);
    const { request, reference } = await paid(star, {
      rush: true,
      // Whatever a tampered client adds is not read.
      priceCents: 1,
      priceUsdCents: 1,
      rushPriceCents: 1,
      rushPriceUsdCents: 1,
      amountMinor: 1,
    });
    expect(request).toMatchObject({
      status: "pending",
      rush: true,
      rushPriceUsdCents: 2_500,
      priceUsdCents: 12_500,
      amountMinor: 12_500,
      currency: "USD",
      // The fee splits the whole amount, as it does a price without rush (25% by default).
      earnings: { amountMinor: 9_375, usdCents: 9_375, feePercent: 25 },
    });
    expect(Date.parse(request.expiresAt) - Date.parse(request.paidAt)).toBe(RUSH_DELIVERY_HOURS * HOUR_MS);
    const [payment] = await db().select().from(payments).where(eq(payments.reference, reference));
    expect(payment).toMatchObject({ status: "succeeded", amountMinor: 12_500, currency: "USD" });
    const [row] = await db().select().from(videoRequests).where(eq(videoRequests.id, request.id));
    expect(row).toMatchObject({ rush: true, rushPriceCents: 2_500, priceCents: 12_500, feeMinor: 3_125 });
    // The star's e-mail says it is a rush request, in its subject and its body.
    const starMail = await eventually(async () => {
      const mails = await db().select().from(outbox).where(eq(outbox.to, star.email));
      expect(mails.map((mail) => mail.subject)).toContain(`Rush: new Salamu video request from ${fan.user.name}`);
      return mails.find((mail) => mail.subject.startsWith("Rush: "))!;
    });
    expect(starMail.text).toContain(`within ${RUSH_DELIVERY_HOURS} hours of paying`);
    // The fan's receipt names it as part of what they paid for.
    const receipt = await eventually(async () => {
      const mails = await db().select().from(outbox).where(eq(outbox.to, fan.email));
      const found = mails.find((mail) => mail.subject.includes(reference));
      expect(found).toBeDefined();
      return found!;
    });
    expect(receipt.text).toContain(`, with rush delivery (within ${RUSH_DELIVERY_HOURS} hours)`);

    // Without rush, the same star's request is the usual price and the usual window.
    const usual = (await paid(star)).request;
    expect(usual).toMatchObject({ rush: false, rushPriceUsdCents: 0, priceUsdCents: 10_000, amountMinor: 10_000 });
    expect(Date.parse(usual.expiresAt) - Date.parse(usual.paidAt)).toBe(context.env.DELIVERY_DAYS * DAY_MS);

    // The star's list puts the rush request first: it is due first.
    const incoming = (await call.call("GET", "/api/requests/incoming", star.cookie)).json().requests;
    expect(incoming.map((item: { id: string }) => item.id)).toEqual([request.id, usual.id]);
    expect(incoming[0]).toMatchObject({ rush: true, expiresAt: request.expiresAt });
  }, 60_000);

  it("prices the whole amount in the fan's currency at the current rate", async () => {
    const star = await newStar();
    await setRush(star, 40);
    const created = await book(star, { rush: true, currency: "NGN" });
    expect(created.statusCode, created.body).toBe(201);
    // The test database's naira rate (as requests.test.ts prices it).
    const expected = convertUsdCents(14_000, "NGN", 1530);
    expect(created.json().request).toMatchObject({ rush: true, priceUsdCents: 14_000, amountMinor: expected });
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.reference, referenceOf(created.json().checkoutUrl)));
    expect(payment).toMatchObject({ amountMinor: expected, currency: "NGN" });
  });

  it("is refused when the star does not offer it, and nothing is booked", async () => {
    const star = await newStar();
    const refused = await book(star, { rush: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: "RUSH_NOT_OFFERED",
      message: rushNotOffered(star.profile.fullName),
    });
    // Offered, then withdrawn: refused again.
    await setRush(star, 30);
    await setRush(star, null);
    expect((await book(star, { rush: true })).json().error.code).toBe("RUSH_NOT_OFFERED");
    const rows = await db().select().from(videoRequests).where(eq(videoRequests.celebrityId, star.profile.id));
    expect(rows).toEqual([]);
    // Not a yes or no: the schema's reason.
    const malformed = await book(star, { rush: "yes" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details).toEqual([{ path: "rush", message: "Rush delivery must be on or off" }]);
  });

  it("keeps the rush price the fan booked at when the star changes it before the fan pays", async () => {
    const star = await newStar();
    await setRush(star, 20);
    const created = await book(star, { rush: true });
    await setRush(star, 90);
    const completed = await call.sandboxComplete(fan.cookie, referenceOf(created.json().checkoutUrl), "success");
    expect(completed.statusCode, completed.body).toBe(200);
    const request = (await call.get(fan.cookie, created.json().request.id)).json().request;
    expect(request).toMatchObject({ status: "pending", rush: true, rushPriceUsdCents: 2_000, amountMinor: 12_000 });
  });
});

describe("a rush request not delivered in time", () => {
  it("is expired by the expiry job once its 24 hours pass, and refunded in full automatically", async () => {
    const star = await newStar();
    await setRush(star, 25);
    const { request, reference } = await paid(star, { rush: true });
    await call.action(star.cookie, request.id, "accept");
    const paidAt = Date.parse(request.paidAt);
    const { expiry } = context.app.modules.booking.services;

    // The clock moved to an hour before the deadline: nothing happens (a usual request has days left anyway).
    expect(await expiry.expireDueRequests(new Date(paidAt + (RUSH_DELIVERY_HOURS - 1) * HOUR_MS))).toBe(0);
    expect((await call.get(fan.cookie, request.id)).json().request.status).toBe("accepted");

    // A minute past the 24 hours: expired, its refund due, then sent back in full by the refund job.
    // (The rush requests of the tests above are due by then too.)
    const late = new Date(paidAt + RUSH_DELIVERY_HOURS * HOUR_MS + MINUTE_MS);
    expect(await expiry.expireDueRequests(late)).toBeGreaterThanOrEqual(1);
    expect((await call.get(fan.cookie, request.id)).json().request).toMatchObject({
      status: "expired",
      refundStatus: expect.stringMatching(/pending|refunded/),
    });
    await eventually(async () => {
      expect((await call.get(fan.cookie, request.id)).json().request.refundStatus).toBe("refunded");
    });
    const [payment] = await db().select().from(payments).where(eq(payments.reference, reference));
    expect(payment).toMatchObject({ refundStatus: "succeeded", amountMinor: 12_500 });
    // The ledger gave the fan back all the payment held, the price and the rush: its escrow went to the fan.
    const refund = await db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, "refund"), eq(ledgerEntries.ownerId, payment!.id)));
    expect(refund.map((entry) => [entry.account, entry.amountMinor])).toEqual([["escrow", -12_500]]);
    // Run again (a retry of the job): nothing more happens.
    expect(await expiry.expireDueRequests(new Date(paidAt + 2 * RUSH_DELIVERY_HOURS * HOUR_MS))).toBe(0);
  }, 60_000);
});
