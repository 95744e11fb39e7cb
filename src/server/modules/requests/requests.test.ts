import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { convertUsdCents } from "@/shared/money";
import { PAYMENT_REFERENCE_PATTERN } from "@/shared/payments";
import { DAY_MS } from "@/shared/time";
import { celebrityProfiles, outbox, payments, sandboxTransactions, users, videoRequests } from "../../db/schema/index";
import { createTestApp } from "../../test/app";
import { transitionRequest } from "./request-transitions";
import { api, bookingWorld, eventually, referenceOf } from "./test-factories";

let context: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof bookingWorld>>;
let call: ReturnType<typeof api>;
const db = () => context.database.db;

beforeAll(async () => {
  context = await createTestApp();
  call = api(context.app);
  world = await bookingWorld(context.app, db());
}, 60_000);
afterAll(async () => {
  await context.close();
});

const mailsTo = (email: string) => db().select().from(outbox).where(eq(outbox.to, email));

/** A request paid through the sandbox checkout: answers the request id and its payment reference. */
async function paidRequest(fanCookie = world.fan.cookie, celebrityId = world.celebrity.profile.id) {
  const created = await call.requestVideo(fanCookie, { celebrityId, currency: "USD" });
  expect(created.statusCode, created.body).toBe(201);
  const reference = referenceOf(created.json().checkoutUrl);
  const completed = await call.sandboxComplete(fanCookie, reference, "success");
  expect(completed.statusCode, completed.body).toBe(200);
  return { id: created.json().request.id as string, reference };
}

/** Delivery happens in the video module; here it is the transition it applies. */
async function deliver(id: string) {
  await transitionRequest(db(), context.app.modules.booking.services.bookingEvents, id, "deliver", {
    videoStatus: "ready",
  });
}

describe("the booking loop through the sandbox provider", () => {
  it("pays by mobile money: the prompt goes to a wallet of the currency's countries, stays pending, then the phone's approval settles it by webhook", async () => {
    const created = await call.requestVideo(world.fan.cookie, {
      celebrityId: world.celebrity.profile.id,
      currency: "XOF",
    });
    expect(created.statusCode, created.body).toBe(201);
    const reference = referenceOf(created.json().checkoutUrl);
    const page = await call.call("GET", `/api/payments/sandbox/${reference}`, world.fan.cookie);
    expect(page.json()).toMatchObject({
      currency: "XOF",
      paymentOptions: ["card", "mobilemoneyfranco"],
      phoneCountry: "SN",
      wallet: null,
    });

    // A Kenyan number cannot approve a payment in CFA francs; a network of another method is refused.
    const kenyan = await call.sandboxComplete(world.fan.cookie, reference, "prompt", {
      method: "mobilemoneyfranco",
      network: "Orange Money",
      phone: "+254712345678",
    });
    expect(kenyan.statusCode).toBe(400);
    expect(kenyan.json().error.details).toEqual([{ path: ["phone"], message: expect.stringContaining("XOF") }]);
    const wrongNetwork = await call.sandboxComplete(world.fan.cookie, reference, "prompt", {
      method: "mobilemoneyfranco",
      network: "M-Pesa",
      phone: "77 123 45 67",
    });
    expect(wrongNetwork.statusCode).toBe(400);
    const notOffered = await call.sandboxComplete(world.fan.cookie, reference, "prompt", {
      method: "mpesa",
      network: "M-Pesa",
      phone: "77 123 45 67",
    });
    expect(notOffered.statusCode).toBe(400);
    // The phone cannot answer a prompt that was never sent.
    expect((await call.sandboxComplete(world.fan.cookie, reference, "approve")).statusCode).toBe(409);

    // A Senegalese number typed the local way: the prompt goes out and the payer is sent back, pending.
    const prompted = await call.sandboxComplete(world.fan.cookie, reference, "prompt", {
      method: "mobilemoneyfranco",
      network: "Wave",
      phone: "77 123 45 67",
    });
    expect(prompted.statusCode, prompted.body).toBe(200);
    expect(new URL(prompted.json().redirectUrl, "http://salamu.test").searchParams.get("status")).toBe("pending");
    expect((await call.verify(world.fan.cookie, reference)).json().status).toBe("pending");
    const waiting = (await call.call("GET", `/api/payments/sandbox/${reference}`, world.fan.cookie)).json();
    expect(waiting).toMatchObject({ status: "awaiting_approval", wallet: { network: "Wave", phone: "+221••••••567" } });
    expect(JSON.stringify(waiting)).not.toContain("771234567");
    expect((await call.sandboxComplete(world.fan.cookie, reference, "success")).statusCode).toBe(409);

    const approved = await call.sandboxComplete(world.fan.cookie, reference, "approve");
    expect(approved.statusCode, approved.body).toBe(200);
    expect(new URL(approved.json().redirectUrl, "http://salamu.test").searchParams.get("status")).toBe("successful");
    // The webhook settled it: the payment is recorded once, in the amount shown.
    const [payment] = await db().select().from(payments).where(eq(payments.reference, reference));
    expect(payment).toMatchObject({
      status: "succeeded",
      currency: "XOF",
      amountMinor: convertUsdCents(10_000, "XOF", 600),
    });
    expect((await call.get(world.fan.cookie, created.json().request.id)).json().request.status).toBe("pending");
  });

  it("a declined mobile-money prompt fails the payment and leaves the request to be paid again", async () => {
    const created = await call.requestVideo(world.fan.cookie, {
      celebrityId: world.celebrity.profile.id,
      currency: "UGX",
    });
    const reference = referenceOf(created.json().checkoutUrl);
    const prompted = await call.sandboxComplete(world.fan.cookie, reference, "prompt", {
      method: "mobilemoneyuganda",
      network: "Airtel Money",
      phone: "0712 345678",
    });
    expect(prompted.statusCode, prompted.body).toBe(200);
    const declined = await call.sandboxComplete(world.fan.cookie, reference, "decline");
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await call.verify(world.fan.cookie, reference)).json().status).toBe("failed");
    expect((await call.get(world.fan.cookie, created.json().request.id)).json().request.status).toBe(
      "awaiting_payment",
    );
  });

  it("creates, pays, notifies, accepts; a declined paid request is refunded in full", async () => {
    const created = await call.requestVideo(world.fan.cookie, {
      celebrityId: world.celebrity.profile.id,
      occasion: "Birthdays",
      recipientName: "Ada",
      currency: "NGN",
    });
    expect(created.statusCode, created.body).toBe(201);
    const { request, checkoutUrl } = created.json();
    const amount = convertUsdCents(10_000, "NGN", 1530);
    expect(request).toMatchObject({
      status: "awaiting_payment",
      refundStatus: "none",
      priceUsdCents: 10_000,
      amountMinor: amount,
      currency: "NGN",
      coveredBySubscription: false,
      paidAt: null,
      celebrity: { id: world.celebrity.profile.id, username: world.celebrity.profile.username },
      fan: { name: world.fan.user.name },
      review: null,
    });
    expect(checkoutUrl).toMatch(/^\/payment\/sandbox\?reference=SALAMU-\d+-\d+$/);
    const reference = referenceOf(checkoutUrl);
    expect(reference).toMatch(PAYMENT_REFERENCE_PATTERN);

    // The celebrity does not see unpaid requests.
    const before = await call.call("GET", "/api/requests/incoming", world.celebrity.cookie);
    expect(before.json().requests.map((r: { id: string }) => r.id)).not.toContain(request.id);
    expect((await call.get(world.celebrity.cookie, request.id)).statusCode).toBe(404);

    const page = await call.call("GET", `/api/payments/sandbox/${reference}`, world.fan.cookie);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      reference,
      amountMinor: amount,
      currency: "NGN",
      status: "initialized",
      customerEmail: world.fan.email,
      paymentOptions: ["card", "banktransfer", "ussd", "account", "qr"],
    });
    // Somebody else's checkout does not exist for them.
    expect((await call.call("GET", `/api/payments/sandbox/${reference}`, world.otherFan.cookie)).statusCode).toBe(404);
    expect((await call.sandboxComplete(world.otherFan.cookie, reference, "success")).statusCode).toBe(404);

    const completed = await call.sandboxComplete(world.fan.cookie, reference, "success");
    expect(completed.statusCode, completed.body).toBe(200);
    // On this site: relative, so the payer stays on the host they are signed in on.
    expect(completed.json().redirectUrl).toMatch(/^\/payment\/return\?/);
    const redirect = new URL(completed.json().redirectUrl, "http://salamu.test");
    expect(redirect.pathname).toBe("/payment/return");
    expect(redirect.searchParams.get("reference")).toBe(reference);
    expect(redirect.searchParams.get("status")).toBe("successful");

    // The signed webhook already settled it; the redirect's verification changes nothing and says so.
    const verified = await call.verify(world.fan.cookie, reference);
    expect(verified.json()).toEqual({
      status: "succeeded",
      purpose: "request",
      requestId: request.id,
      plan: null,
      celebrityName: world.celebrity.profile.fullName,
    });
    const paid = (await call.get(world.fan.cookie, request.id)).json().request;
    expect(paid.status).toBe("pending");
    const paidAt = Date.parse(paid.paidAt);
    expect(Date.parse(paid.expiresAt) - paidAt).toBe(7 * DAY_MS);
    const [payment] = await db().select().from(payments).where(eq(payments.reference, reference));
    expect(payment).toMatchObject({ status: "succeeded", provider: "sandbox", amountMinor: amount });
    expect(payment!.providerTransactionId).toMatch(/^sbx_/);

    const celebrityMail = await mailsTo(world.celebrity.email);
    // This request's mail: the first test paid one for the same star, and its deadline is seconds earlier (the
    // two differ on the minute when the payments straddle one).
    const newRequestMail = celebrityMail.find(
      (mail) => mail.subject.includes("New Salamu video request") && mail.text.includes("For: Ada"),
    );
    expect(newRequestMail).toBeDefined();
    // The deadline the mail gives is the request's own expiry (payment + the delivery days setting), on the
    // star's clock: this one is in Nigeria.
    const expiresInLagos = new Intl.DateTimeFormat("en-GB", {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "Africa/Lagos",
      timeZoneName: "long",
    }).format(new Date(paid.expiresAt));
    expect(expiresInLagos).toMatch(/West Africa Time$/);
    expect(newRequestMail?.text).toContain(`deliver by ${expiresInLagos}:`);
    const incoming = await call.call("GET", "/api/requests/incoming?status=pending", world.celebrity.cookie);
    expect(incoming.json().requests.map((r: { id: string }) => r.id)).toContain(request.id);

    const accepted = await call.action(world.celebrity.cookie, request.id, "accept");
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().request).toMatchObject({ status: "accepted" });
    expect(accepted.json().request.acceptedAt).not.toBeNull();
    const acceptedMail = (await mailsTo(world.fan.email)).find((mail) => mail.subject.includes("accepted"));
    // Its link leads to the fan's requests, where an accepted request is listed.
    expect(acceptedMail?.text).toContain(`${context.env.APP_URL}/dashboard\n`);

    // Accepted requests cannot be declined any more: the state machine's message, 409.
    const late = await call.action(world.celebrity.cookie, request.id, "decline", { reason: "Changed my mind" });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toEqual({
      code: "ILLEGAL_TRANSITION",
      message: "You cannot decline a request that is accepted.",
    });

    // A second request is declined: the refund goes back through the sandbox, by the refund job.
    const second = await paidRequest();
    const declined = await call.action(world.celebrity.cookie, second.id, "decline", { reason: "" });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().request).toMatchObject({
      status: "declined",
      declineReason: "Not suitable for video content",
      refundStatus: "pending",
    });
    const refunded = await eventually(async () => {
      const view = (await call.get(world.fan.cookie, second.id)).json().request;
      expect(view.refundStatus).toBe("refunded");
      return view;
    });
    expect(refunded.refundedAt).not.toBeNull();
    const [secondPayment] = await db().select().from(payments).where(eq(payments.reference, second.reference));
    expect(secondPayment).toMatchObject({ refundStatus: "succeeded", refundAttempts: 1 });
    const [books] = await db()
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.reference, second.reference));
    expect(books!.refundedMinor).toBe(books!.amountMinor);
    const fanMail = await mailsTo(world.fan.email);
    expect(
      fanMail.some((mail) => mail.text.includes("declined your video request") && mail.text.includes("refund")),
    ).toBe(true);
  }, 60_000);

  it("the client cannot choose the amount, the status or the subscription", async () => {
    const created = await call.requestVideo(world.fan.cookie, {
      celebrityId: world.otherCelebrity.profile.id,
      currency: "JPY",
      amountMinor: 1,
      priceCents: 1,
      priceUsdCents: 1,
      status: "pending",
      subscriptionId: "00000000-0000-0000-0000-000000000000",
    });
    expect(created.statusCode, created.body).toBe(201);
    const { request } = created.json();
    expect(request).toMatchObject({
      status: "awaiting_payment",
      priceUsdCents: 5_000,
      amountMinor: convertUsdCents(5_000, "JPY", 149),
      currency: "JPY",
      coveredBySubscription: false,
    });
    expect(request.amountMinor).toBe(7_450);
    const [payment] = await db().select().from(payments).where(eq(payments.requestId, request.id));
    expect(payment).toMatchObject({ amountMinor: 7_450, currency: "JPY", status: "pending" });
  });

  it("failed and cancelled checkouts leave the request awaiting payment; paying again works", async () => {
    const created = (await call.requestVideo(world.fan.cookie, { celebrityId: world.celebrity.profile.id })).json();
    const first = referenceOf(created.checkoutUrl);
    // While the checkout is open, asking again gives the same one.
    const again = await call.action(world.fan.cookie, created.request.id, "checkout");
    expect(again.json().checkoutUrl).toBe(created.checkoutUrl);

    const failed = await call.sandboxComplete(world.fan.cookie, first, "failure");
    expect(new URL(failed.json().redirectUrl, "http://salamu.test").searchParams.get("status")).toBe("failed");
    expect((await call.verify(world.fan.cookie, first)).json().status).toBe("failed");
    expect((await call.get(world.fan.cookie, created.request.id)).json().request.status).toBe("awaiting_payment");
    // A settled sandbox payment cannot be settled another way.
    expect((await call.sandboxComplete(world.fan.cookie, first, "success")).statusCode).toBe(409);

    const retry = await call.action(world.fan.cookie, created.request.id, "checkout");
    expect(retry.statusCode, retry.body).toBe(200);
    const second = referenceOf(retry.json().checkoutUrl);
    expect(second).not.toBe(first);
    const cancelled = await call.sandboxComplete(world.fan.cookie, second, "cancel");
    expect(new URL(cancelled.json().redirectUrl, "http://salamu.test").searchParams.get("status")).toBe("cancelled");
    expect((await call.verify(world.fan.cookie, second)).json().status).toBe("cancelled");

    const third = referenceOf((await call.action(world.fan.cookie, created.request.id, "checkout")).json().checkoutUrl);
    await call.sandboxComplete(world.fan.cookie, third, "success");
    expect((await call.verify(world.fan.cookie, third)).json().status).toBe("succeeded");
    expect((await call.get(world.fan.cookie, created.request.id)).json().request.status).toBe("pending");
    const paidAgain = await call.action(world.fan.cookie, created.request.id, "checkout");
    expect(paidAgain.statusCode).toBe(409);
    // Verify is the payer's own: another user gets 404.
    expect((await call.verify(world.otherFan.cookie, third)).statusCode).toBe(404);
    expect((await call.verify(world.fan.cookie, "SALAMU-1-1")).statusCode).toBe(404);
  });

  it("the fan cancels: an unpaid request simply ends, a paid one is refunded", async () => {
    const unpaid = (await call.requestVideo(world.fan.cookie, { celebrityId: world.celebrity.profile.id })).json();
    const cancelled = await call.action(world.fan.cookie, unpaid.request.id, "cancel");
    expect(cancelled.json().request).toMatchObject({ status: "cancelled", refundStatus: "none" });

    const paid = await paidRequest();
    expect((await call.action(world.celebrity.cookie, paid.id, "cancel")).statusCode).toBe(403);
    const withdrawn = await call.action(world.fan.cookie, paid.id, "cancel");
    expect(withdrawn.json().request).toMatchObject({ status: "cancelled", refundStatus: "pending" });
    await eventually(async () => {
      expect((await call.get(world.fan.cookie, paid.id)).json().request.refundStatus).toBe("refunded");
    });

    const accepted = await paidRequest();
    await call.action(world.celebrity.cookie, accepted.id, "accept");
    const tooLate = await call.action(world.fan.cookie, accepted.id, "cancel");
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().error.message).toBe("You cannot cancel a request that is accepted.");
  });

  it("a payment that arrives for a cancelled request is refunded at once", async () => {
    const created = (await call.requestVideo(world.fan.cookie, { celebrityId: world.celebrity.profile.id })).json();
    const reference = referenceOf(created.checkoutUrl);
    await call.action(world.fan.cookie, created.request.id, "cancel");
    // The checkout was still open in another tab.
    await call.sandboxComplete(world.fan.cookie, reference, "success");
    await eventually(async () => {
      const [payment] = await db().select().from(payments).where(eq(payments.reference, reference));
      expect(payment).toMatchObject({ status: "succeeded", refundStatus: "succeeded" });
    });
    expect((await call.get(world.fan.cookie, created.request.id)).json().request.status).toBe("cancelled");
  });
});

describe("the language of the video", () => {
  /** A fan and a star who records in `languages` (in that order). */
  async function starRecordingIn(languages: string[]) {
    const fresh = await bookingWorld(context.app, db());
    await db().update(celebrityProfiles).set({ languages }).where(eq(celebrityProfiles.id, fresh.celebrity.profile.id));
    return fresh;
  }
  const book = (cookie: string, payload: Record<string, unknown>, acceptLanguage?: string) =>
    context.app.inject({
      method: "POST",
      url: "/api/requests",
      headers: { cookie, ...(acceptLanguage ? { "accept-language": acceptLanguage } : {}) },
      payload: { message: "Happy birthday to my sister Ada!", currency: "USD", ...payload },
    });

  it("stores the language chosen, shows it to the fan, the star and staff, and names it in the star's e-mail", async () => {
    const fresh = await starRecordingIn(["french", "english"]);
    const created = await book(
      fresh.fan.cookie,
      { celebrityId: fresh.celebrity.profile.id, recordingLanguage: "english" },
      "fr",
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().request.recordingLanguage).toBe("english");
    const id = created.json().request.id as string;
    const [stored] = await db().select().from(videoRequests).where(eq(videoRequests.id, id));
    expect(stored?.recordingLanguage).toBe("english");

    const paid = await call.sandboxComplete(fresh.fan.cookie, referenceOf(created.json().checkoutUrl), "success");
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await call.get(fresh.fan.cookie, id)).json().request.recordingLanguage).toBe("english");
    expect((await call.get(fresh.celebrity.cookie, id)).json().request.recordingLanguage).toBe("english");
    const incoming = await call.call("GET", "/api/requests/incoming", fresh.celebrity.cookie);
    expect(incoming.json().requests).toEqual([expect.objectContaining({ id, recordingLanguage: "english" })]);
    await db().update(users).set({ role: "moderator" }).where(eq(users.id, fresh.otherFan.user.id));
    expect((await call.get(fresh.otherFan.cookie, id)).json().request.recordingLanguage).toBe("english");

    const mail = await eventually(async () => {
      const found = (await mailsTo(fresh.celebrity.email)).find((item) =>
        item.subject.includes("New Salamu video request"),
      );
      if (!found) throw new Error("no new-request mail yet");
      return found;
    });
    expect(mail.text).toContain("Language of the video: English");
  });

  it("refuses a language the star does not record in, on its field, in the page's language, and stores nothing", async () => {
    const fresh = await starRecordingIn(["french", "english"]);
    const name = fresh.celebrity.profile.fullName;
    const refused = await book(fresh.fan.cookie, {
      celebrityId: fresh.celebrity.profile.id,
      recordingLanguage: "swahili",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({
      code: "VALIDATION_ERROR",
      message: `Choose a language ${name} records in.`,
      details: [{ path: "recordingLanguage", message: `Choose a language ${name} records in.` }],
    });
    const inFrench = await book(
      fresh.fan.cookie,
      { celebrityId: fresh.celebrity.profile.id, recordingLanguage: "zulu" },
      "fr-FR,fr;q=0.9",
    );
    expect(inFrench.statusCode).toBe(400);
    expect(inFrench.json().error.details).toEqual([
      { path: "recordingLanguage", message: `Choisissez une langue dans laquelle ${name} enregistre.` },
    ]);
    const unknown = await book(fresh.fan.cookie, {
      celebrityId: fresh.celebrity.profile.id,
      recordingLanguage: "klingon",
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details).toEqual([
      { path: "recordingLanguage", message: "Choose the language of the video from the list" },
    ]);
    const stored = await db().select().from(videoRequests).where(eq(videoRequests.fanId, fresh.fan.user.id));
    expect(stored).toEqual([]);
  });

  it("defaults to the star's language of the fan's page, else the star's first; none for a star who lists none", async () => {
    const fresh = await starRecordingIn(["french", "english"]);
    const languageOf = async (acceptLanguage?: string, celebrityId = fresh.celebrity.profile.id, chosen?: string) => {
      const created = await book(
        fresh.fan.cookie,
        { celebrityId, ...(chosen ? { recordingLanguage: chosen } : {}) },
        acceptLanguage,
      );
      expect(created.statusCode, created.body).toBe(201);
      return created.json().request.recordingLanguage;
    };
    expect(await languageOf("fr-SN,fr;q=0.9,en;q=0.5")).toBe("french");
    expect(await languageOf("en")).toBe("english");
    expect(await languageOf()).toBe("english");
    // The star records in neither Swahili nor Arabic: their first language.
    expect(await languageOf("sw")).toBe("french");
    expect(await languageOf("ar")).toBe("french");

    // The other star lists no language: nothing to record, whatever the page or the fan's choice.
    expect(await languageOf("fr", fresh.otherCelebrity.profile.id)).toBeNull();
    expect(await languageOf("fr", fresh.otherCelebrity.profile.id, "french")).toBeNull();
  });
});

describe("who may see and act on a request", () => {
  it("answers 404 to strangers, 403 to the wrong party, 200 to staff", async () => {
    const { id } = await paidRequest();
    expect((await call.get(world.fan.cookie, id)).statusCode).toBe(200);
    expect((await call.get(world.celebrity.cookie, id)).statusCode).toBe(200);
    expect((await call.get(world.otherFan.cookie, id)).statusCode).toBe(404);
    expect((await call.get(world.otherCelebrity.cookie, id)).statusCode).toBe(404);
    expect((await call.action(world.otherFan.cookie, id, "cancel")).statusCode).toBe(404);
    expect((await call.action(world.otherCelebrity.cookie, id, "accept")).statusCode).toBe(404);
    expect((await call.action(world.fan.cookie, id, "accept")).statusCode).toBe(403);
    expect((await call.action(world.fan.cookie, id, "decline")).statusCode).toBe(403);
    expect((await call.call("GET", `/api/requests/${id}`)).statusCode).toBe(401);
    expect((await call.call("GET", "/api/requests/not-a-uuid", world.fan.cookie)).statusCode).toBe(400);
    const missing = await call.get(world.fan.cookie, "00000000-0000-4000-8000-000000000000");
    expect(missing.statusCode).toBe(404);

    await db().update(users).set({ role: "moderator" }).where(eq(users.id, world.otherFan.user.id));
    try {
      expect((await call.get(world.otherFan.cookie, id)).statusCode).toBe(200);
      // Staff may look, not act for the parties.
      expect((await call.action(world.otherFan.cookie, id, "accept")).statusCode).toBe(403);
    } finally {
      await db().update(users).set({ role: "user" }).where(eq(users.id, world.otherFan.user.id));
    }
  });

  it("books only approved celebrities, never oneself, and needs a message", async () => {
    const self = await call.requestVideo(world.celebrity.cookie, { celebrityId: world.celebrity.profile.id });
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toBe("You cannot request a video from yourself.");
    // A celebrity may book another celebrity.
    expect(
      (await call.requestVideo(world.celebrity.cookie, { celebrityId: world.otherCelebrity.profile.id })).statusCode,
    ).toBe(201);
    const unknown = await call.requestVideo(world.fan.cookie, { celebrityId: "00000000-0000-4000-8000-000000000000" });
    expect(unknown.statusCode).toBe(404);
    const noMessage = await call.requestVideo(world.fan.cookie, {
      celebrityId: world.celebrity.profile.id,
      message: "   ",
    });
    expect(noMessage.statusCode).toBe(400);
    expect(noMessage.json().error.message).toContain("Please provide a message for your video request");
    const past = await call.requestVideo(world.fan.cookie, {
      celebrityId: world.celebrity.profile.id,
      deadline: "2001-01-01",
    });
    expect(past.json().error.message).toContain("The deadline cannot be in the past");
    const far = await call.requestVideo(world.fan.cookie, {
      celebrityId: world.celebrity.profile.id,
      deadline: "9999-12-31",
    });
    expect(far.statusCode).toBe(400);
    expect(far.json().error.message).toContain("The deadline can be at most a year from today");
    const impossible = await call.requestVideo(world.fan.cookie, {
      celebrityId: world.celebrity.profile.id,
      deadline: `${new Date().getUTCFullYear() + 1}-02-30`,
    });
    expect(impossible.json().error.message).toContain("Deadline must be a real date");
    expect(
      (await call.call("POST", "/api/requests", undefined, { celebrityId: world.celebrity.profile.id })).statusCode,
    ).toBe(401);
  });

  it("lists the fan's own requests and the celebrity's paid ones, filtered by status", async () => {
    const { id } = await paidRequest();
    const mine = await call.call("GET", "/api/requests/mine?status=pending", world.fan.cookie);
    expect(mine.statusCode).toBe(200);
    const listed = mine.json().requests as { id: string; status: string }[];
    expect(listed.map((request) => request.id)).toContain(id);
    expect(listed.every((request) => request.status === "pending")).toBe(true);
    const others = await call.call("GET", "/api/requests/mine", world.otherFan.cookie);
    expect(others.json().requests.map((request: { id: string }) => request.id)).not.toContain(id);
    const incoming = (await call.call("GET", "/api/requests/incoming", world.celebrity.cookie)).json().requests;
    expect(incoming.every((request: { status: string }) => request.status !== "awaiting_payment")).toBe(true);
    expect((await call.call("GET", "/api/requests/incoming", world.fan.cookie)).statusCode).toBe(403);
    expect((await call.call("GET", "/api/requests/mine?status=lost", world.fan.cookie)).statusCode).toBe(400);
  });
});

describe("reviews, stats and earnings", () => {
  it("reviews a delivered video once and updates the celebrity's rating", async () => {
    const fresh = await bookingWorld(context.app, db());
    const first = await paidRequest(fresh.fan.cookie, fresh.celebrity.profile.id);
    const tooEarly = await call.action(fresh.fan.cookie, first.id, "review", { rating: 5, text: "Great" });
    expect(tooEarly.statusCode).toBe(409);
    await call.action(fresh.celebrity.cookie, first.id, "accept");
    await deliver(first.id);
    expect((await mailsTo(fresh.fan.email)).some((mail) => mail.subject.includes("is ready"))).toBe(true);

    const byCelebrity = await call.action(fresh.celebrity.cookie, first.id, "review", { rating: 5, text: "Me" });
    expect(byCelebrity.statusCode).toBe(403);
    const invalid = await call.action(fresh.fan.cookie, first.id, "review", { rating: 6, text: "Wow" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toContain("Choose a rating from 1 to 5 stars");

    const reviewed = await call.action(fresh.fan.cookie, first.id, "review", { rating: 5, text: " Wonderful! " });
    expect(reviewed.statusCode, reviewed.body).toBe(201);
    expect(reviewed.json().request.review).toEqual({ rating: 5, text: "Wonderful!" });
    const twice = await call.action(fresh.fan.cookie, first.id, "review", { rating: 1, text: "Again" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe("ALREADY_REVIEWED");

    const second = await paidRequest(fresh.fan.cookie, fresh.celebrity.profile.id);
    await call.action(fresh.celebrity.cookie, second.id, "accept");
    await deliver(second.id);
    await call.action(fresh.fan.cookie, second.id, "review", { rating: 2, text: "Too short" });
    const profile = await call.call("GET", `/api/celebrities/${fresh.celebrity.profile.username}`);
    expect(profile.json()).toMatchObject({ rating: 3.5, reviewCount: 2 });

    const stats = await call.call("GET", "/api/celebrity/stats", fresh.celebrity.cookie);
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json()).toEqual({
      pending: 0,
      accepted: 0,
      completed: 2,
      earningsUsdCents: 15_000,
      platformFeePercent: 25,
      averageRating: 3.5,
      reviewCount: 2,
    });

    await context.app.infrastructure.settings.set("marketplace.platformFeePercent", 20, null);
    try {
      // Staff lowered the fee: what was accepted at 25% keeps earning at 25%.
      const before = (await call.call("GET", "/api/celebrity/earnings", fresh.celebrity.cookie)).json();
      expect(before.platformFeePercent).toBe(20);
      expect(before.totals).toEqual({ count: 2, grossUsdCents: 20_000, feeUsdCents: 5_000, netUsdCents: 15_000 });

      // A request accepted after the change earns at 20%.
      const third = await paidRequest(fresh.fan.cookie, fresh.celebrity.profile.id);
      await call.action(fresh.celebrity.cookie, third.id, "accept");
      await deliver(third.id);
      const earnings = await call.call("GET", "/api/celebrity/earnings", fresh.celebrity.cookie);
      expect(earnings.statusCode, earnings.body).toBe(200);
      const body = earnings.json();
      expect(body.totals).toEqual({ count: 3, grossUsdCents: 30_000, feeUsdCents: 7_000, netUsdCents: 23_000 });
      expect(body.entries.find((entry: { requestId: string }) => entry.requestId === third.id)).toMatchObject({
        fanName: fresh.fan.user.name,
        grossUsdCents: 10_000,
        feeUsdCents: 2_000,
        netUsdCents: 8_000,
      });
    } finally {
      await context.app.infrastructure.settings.reset("marketplace.platformFeePercent");
    }
    expect((await call.call("GET", "/api/celebrity/stats", fresh.fan.cookie)).statusCode).toBe(403);
    expect((await call.call("GET", "/api/celebrity/earnings", fresh.fan.cookie)).statusCode).toBe(403);
    expect((await call.call("GET", "/api/celebrity/earnings")).statusCode).toBe(401);
  }, 60_000);
});

describe("expiry", () => {
  it("expires paid requests past their delivery window and refunds them", async () => {
    const fresh = await bookingWorld(context.app, db());
    const due = await paidRequest(fresh.fan.cookie, fresh.celebrity.profile.id);
    const acceptedDue = await paidRequest(fresh.fan.cookie, fresh.celebrity.profile.id);
    await call.action(fresh.celebrity.cookie, acceptedDue.id, "accept");
    const notDue = await paidRequest(fresh.fan.cookie, fresh.celebrity.profile.id);
    const past = new Date(Date.now() - 60_000);
    for (const id of [due.id, acceptedDue.id]) {
      await db().update(videoRequests).set({ expiresAt: past }).where(eq(videoRequests.id, id));
    }
    const expired = await context.app.modules.booking.services.expiry.expireDueRequests();
    expect(expired).toBe(2);
    expect(await context.app.modules.booking.services.expiry.expireDueRequests()).toBe(0);
    for (const id of [due.id, acceptedDue.id]) {
      const view = (await call.get(fresh.fan.cookie, id)).json().request;
      expect(view).toMatchObject({ status: "expired", expiresAt: null });
      expect(view.expiredAt).not.toBeNull();
    }
    expect((await call.get(fresh.fan.cookie, notDue.id)).json().request.status).toBe("pending");
    await eventually(async () => {
      for (const id of [due.id, acceptedDue.id]) {
        expect((await call.get(fresh.fan.cookie, id)).json().request.refundStatus).toBe("refunded");
      }
    });
    expect((await mailsTo(fresh.fan.email)).some((mail) => mail.text.includes("has expired"))).toBe(true);
  }, 60_000);

  it("gives a request paid after staff change the delivery days the new window; earlier ones keep theirs", async () => {
    const fresh = await bookingWorld(context.app, db());
    const windowDays = async (id: string) => {
      const { request } = (await call.get(fresh.fan.cookie, id)).json();
      return (Date.parse(request.expiresAt) - Date.parse(request.paidAt)) / DAY_MS;
    };
    const before = await paidRequest(fresh.fan.cookie, fresh.celebrity.profile.id);
    await context.app.infrastructure.settings.set("marketplace.deliveryDays", 3, null);
    try {
      const after = await paidRequest(fresh.fan.cookie, fresh.celebrity.profile.id);
      expect(await windowDays(before.id)).toBe(context.env.DELIVERY_DAYS);
      expect(await windowDays(after.id)).toBe(3);
    } finally {
      await context.app.infrastructure.settings.reset("marketplace.deliveryDays");
    }
  }, 60_000);

  it("runs expiry, the refund retries and the pending-payment check on a schedule", async () => {
    const schedules = await context.database.executeSql("select name, cron from pgboss.schedule order by name", []);
    expect(schedules.rows).toEqual(
      expect.arrayContaining([
        { name: "expire-requests", cron: "*/5 * * * *" },
        { name: "retry-refunds", cron: "*/15 * * * *" },
        { name: "reconcile-payments", cron: "7-59/15 * * * *" },
      ]),
    );
  });

  it("does not expire a request whose video arrived in time and is being processed", async () => {
    const fresh = await bookingWorld(context.app, db());
    const request = await paidRequest(fresh.fan.cookie, fresh.celebrity.profile.id);
    await call.action(fresh.celebrity.cookie, request.id, "accept");
    const past = new Date(Date.now() - 60_000);
    await db()
      .update(videoRequests)
      .set({ expiresAt: past, videoStatus: "processing" })
      .where(eq(videoRequests.id, request.id));
    expect(await context.app.modules.booking.services.expiry.expireDueRequests()).toBe(0);
    expect((await call.get(fresh.fan.cookie, request.id)).json().request.status).toBe("accepted");

    // Processing refused the file: the window has passed, so the next run expires and refunds it.
    await db().update(videoRequests).set({ videoStatus: "failed" }).where(eq(videoRequests.id, request.id));
    expect(await context.app.modules.booking.services.expiry.expireDueRequests()).toBe(1);
    expect((await call.get(fresh.fan.cookie, request.id)).json().request).toMatchObject({
      status: "expired",
      refundStatus: expect.stringMatching(/pending|refunded/),
    });
  }, 60_000);
});
