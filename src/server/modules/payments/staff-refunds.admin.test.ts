import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLATFORM_OWNER } from "@/shared/ledger";
import { formatMinor } from "@/shared/money";
import { auditLog, ledgerBalances, outbox, paymentRefunds, payments, videoRequests } from "../../db/schema/index";
import { signUp } from "../../test/accounts";
import { createTestApp } from "../../test/app";
import { storeFreshRates } from "../../test/rates";
import { signInStaff } from "../../test/staff-accounts";
import { applyRequestAction } from "../requests/request-transitions";
import { api, bookingWorld, referenceOf } from "../requests/test-factories";
import { fakePaystackApi } from "./test-helpers";

// Issue 23 item 6: staff refund a request in full or in part from its page (ADR 060), through (fake) Paystack
// and the ledger.

// Test-only credential for the fake Paystack API on 127.0.0.1; never a real key.
const SECRET_KEY = "sk_test_staff_refunds_0001";

type Context = Awaited<ReturnType<typeof createTestApp>>;

describe("staff refunds from a request's page", () => {
  const fake = fakePaystackApi(SECRET_KEY);
  let context: Context;
  let world: Awaited<ReturnType<typeof bookingWorld>>;
  let staff = { id: "", cookie: "" };

  beforeAll(async () => {
    // Jobs do not run by themselves: each run of the staff-refund job below is called by the test.
    context = await createTestApp({
      RUN_JOBS: "false",
      PAYMENT_PROVIDER: "paystack",
      PAYSTACK_SECRET_KEY: SECRET_KEY,
      PAYSTACK_BASE_URL: await fake.start(),
    });
    await storeFreshRates(context.database.db);
    world = await bookingWorld(context.app, context.database.db);
    staff = await signInStaff(context.app, context.database.db, "moderator", ["requests"]);
  }, 60_000);
  afterAll(async () => {
    await context.close();
    await fake.stop();
  });

  const db = () => context.database.db;
  const call = (cookie: string | undefined, options: InjectOptions) =>
    context.app.inject({ ...options, headers: { ...options.headers, ...(cookie ? { cookie } : {}) } });
  const refund = (requestId: string, body: Record<string, unknown>, cookie = staff.cookie) =>
    call(cookie, { method: "POST", url: `/api/admin/requests/${requestId}/refunds`, payload: body });
  const runJob = (refundId: string) =>
    context.app.modules.payments.services.staffPartRefunds.run({ refundId }).catch(() => undefined);
  const detail = async (requestId: string) =>
    (await call(staff.cookie, { url: `/api/admin/requests/${requestId}` })).json();
  const balance = async (account: string, ownerId: string) =>
    (
      await db()
        .select({ balanceMinor: ledgerBalances.balanceMinor })
        .from(ledgerBalances)
        .where(and(eq(ledgerBalances.account, account), eq(ledgerBalances.ownerId, ownerId)))
    )[0]?.balanceMinor ?? 0;
  /** Paystack answers "pending" for a new refund; the test says when it is processed. */
  const processAtPaystack = () => {
    for (const held of fake.refunds.values()) held.status = "processed";
  };

  /** A request paid in NGN through (fake) Paystack and accepted by the star; delivered when asked. */
  async function paidRequest({ deliver }: { deliver: boolean }) {
    const calls = api(context.app);
    const created = await calls.requestVideo(world.fan.cookie, {
      celebrityId: world.celebrity.profile.id,
      currency: "NGN",
    });
    const reference = referenceOf(created.json().checkoutUrl);
    fake.transaction(reference).status = "succeeded";
    await calls.verify(world.fan.cookie, reference);
    const requestId = created.json().request.id as string;
    expect((await calls.action(world.celebrity.cookie, requestId, "accept")).statusCode).toBe(200);
    // The upload pipeline is tested in modules/videos: the delivery's move (and its ledger posting) is what counts.
    if (deliver) {
      await applyRequestAction(db(), requestId, "deliver", {
        videoStatus: "ready",
        videoKey: `videos/${requestId}.mp4`,
      });
    }
    const [payment] = await db().select().from(payments).where(eq(payments.reference, reference));
    const [request] = await db().select().from(videoRequests).where(eq(videoRequests.id, requestId));
    return { requestId, payment: payment!, request: request! };
  }

  it("refunds part of a delivered request out of the star's held earnings and the fee, once, through the provider", async () => {
    const { requestId, payment, request } = await paidRequest({ deliver: true });
    const star = request.celebrityId;
    const [starBefore, feesBefore, fanBefore] = [
      await balance("star_pending", star),
      await balance("platform_fees", PLATFORM_OWNER),
      await balance("fan", payment.userId),
    ];
    const amountMinor = Math.round(payment.amountMinor * 0.3);
    const key = randomUUID();
    const asked = await refund(requestId, { amountMinor, reason: "Wrong name in the video", idempotencyKey: key });
    expect(asked.statusCode).toBe(202);
    const refundId = asked.json().refund.id as string;
    expect(asked.json().refund).toMatchObject({ amountMinor, currency: "NGN", status: "pending" });
    // A double click: the same refund, nothing new.
    const again = await refund(requestId, { amountMinor, reason: "Wrong name in the video", idempotencyKey: key });
    expect(again.statusCode).toBe(200);
    expect(again.json().refund.id).toBe(refundId);
    expect(await db().select().from(paymentRefunds).where(eq(paymentRefunds.requestId, requestId))).toHaveLength(1);
    // The fan sees it on their request while it is under way, in the currency they paid in.
    const fanView = async () => (await api(context.app).get(world.fan.cookie, requestId)).json().request;
    expect((await fanView()).partRefunds).toEqual([{ amountMinor, status: "pending", refundedAt: null }]);

    // The job asks Paystack once, for that amount in kobo; Paystack is processing it.
    await runJob(refundId);
    expect(fake.refundRequests().at(-1)?.body).toEqual({
      transaction: payment.providerTransactionId,
      amount: amountMinor,
    });
    const posts = fake.refundRequests().length;
    expect(await balance("fan", payment.userId)).toBe(fanBefore);
    processAtPaystack();
    await runJob(refundId);
    await runJob(refundId);
    expect(fake.refundRequests()).toHaveLength(posts);

    const earnings = request.earningsMinor!;
    const fee = request.feeMinor!;
    const starPart = Math.round((amountMinor * earnings) / (earnings + fee));
    expect(await balance("star_pending", star)).toBe(starBefore - starPart);
    expect(await balance("platform_fees", PLATFORM_OWNER)).toBe(feesBefore - (amountMinor - starPart));
    expect(await balance("fan", payment.userId)).toBe(fanBefore + amountMinor);
    const [confirmed] = await db().select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
    expect((await fanView()).partRefunds).toEqual([
      { amountMinor, status: "succeeded", refundedAt: confirmed!.refundedAt!.toISOString() },
    ]);
    const [after] = await db().select().from(videoRequests).where(eq(videoRequests.id, requestId));
    expect(after).toMatchObject({ earningsMinor: earnings - starPart, feeMinor: fee - (amountMinor - starPart) });

    // The fan is told what came back, once: the confirming run queued one receipt.
    const queued = await context.database.executeSql(
      "select data from pgboss.job where name = 'receipt-mail' and data->>'refundId' = $1",
      [refundId],
    );
    expect(queued.rows).toEqual([{ data: { kind: "part_refund", paymentId: payment.id, refundId } }]);
    const receipts = context.app.modules.payments.services.receipts;
    await receipts.sendReceipt({ kind: "part_refund", paymentId: payment.id, refundId });
    await receipts.sendReceipt({ kind: "part_refund", paymentId: payment.id, refundId });
    const mails = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, world.fan.email), like(outbox.subject, `%refund%${payment.reference}%`)));
    expect(mails).toHaveLength(1);
    const said = (minor: number) => formatMinor(minor, "NGN", "en");
    expect(mails[0]!.subject).toBe(`Your Salamu refund: ${said(amountMinor)} (${payment.reference})`);
    expect(mails[0]!.text).toContain(
      `We have refunded ${said(amountMinor)} of your payment of ${said(payment.amountMinor)}.`,
    );
    expect(mails[0]!.text).toContain(`Amount refunded: ${said(amountMinor)}`);
    expect(mails[0]!.text).not.toContain("Wrong name in the video");

    const page = await detail(requestId);
    expect(page.refunds).toMatchObject({
      paidMinor: payment.amountMinor,
      refundedMinor: amountMinor,
      pendingMinor: 0,
      refundableMinor: payment.amountMinor - amountMinor,
      delivered: true,
    });
    expect(page.timeline.find((entry: { kind: string }) => entry.kind === "staff_refund")).toMatchObject({
      amountMinor,
      currency: "NGN",
      text: "Wrong name in the video",
      author: expect.any(String),
      status: "succeeded",
    });
    const [audited] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "request.refund"), eq(auditLog.targetId, requestId)));
    expect(audited).toMatchObject({ actorId: staff.id, targetType: "request" });
    expect(audited?.before).toMatchObject({ refundedMinor: 0 });
    expect(audited?.after).toMatchObject({
      refundedMinor: 0,
      pendingMinor: amountMinor,
      reason: "Wrong name in the video",
    });

    // A second part up to the rest is fine; past the rest, refused with nothing changed.
    const rest = payment.amountMinor - amountMinor;
    const over = await refund(requestId, { amountMinor: rest + 1, reason: "More", idempotencyKey: randomUUID() });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatchObject({ code: "REFUND_TOO_LARGE", details: { refundableMinor: rest } });
    const second = await refund(requestId, { amountMinor: rest, reason: "The rest", idempotencyKey: randomUUID() });
    expect(second.statusCode).toBe(202);
    // While it waits on Paystack, another refund waits for it.
    const meanwhile = await refund(requestId, { amountMinor: 1, reason: "More", idempotencyKey: randomUUID() });
    expect(meanwhile.json().error.code).toBe("REFUND_IN_PROGRESS");
    await runJob(second.json().refund.id);
    processAtPaystack();
    await runJob(second.json().refund.id);
    expect(await balance("fan", payment.userId)).toBe(fanBefore + payment.amountMinor);
    expect(await balance("star_pending", star)).toBe(starBefore - earnings);
    expect(await balance("platform_fees", PLATFORM_OWNER)).toBe(feesBefore - fee);
    const none = await refund(requestId, { amountMinor: 1, reason: "More", idempotencyKey: randomUUID() });
    expect(none.statusCode).toBe(409);
    expect((await detail(requestId)).refunds).toMatchObject({ refundedMinor: payment.amountMinor, refundableMinor: 0 });
  });

  it("refuses an amount of zero or less, or no reason, with a 400 and nothing written", async () => {
    const { requestId, payment } = await paidRequest({ deliver: true });
    for (const body of [
      { amountMinor: 0, reason: "Wrong name", idempotencyKey: randomUUID() },
      { amountMinor: -5, reason: "Wrong name", idempotencyKey: randomUUID() },
      { amountMinor: 1.5, reason: "Wrong name", idempotencyKey: randomUUID() },
      { amountMinor: 100, reason: "  ", idempotencyKey: randomUUID() },
      { amountMinor: 100, reason: "Wrong name", idempotencyKey: "not-a-key" },
    ]) {
      expect((await refund(requestId, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await db().select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id))).toEqual([]);
  });

  it("after a lost answer the job finds the refund Paystack took instead of refunding twice", async () => {
    const { requestId, payment } = await paidRequest({ deliver: true });
    const asked = await refund(requestId, { amountMinor: 1000, reason: "Late", idempotencyKey: randomUUID() });
    const refundId = asked.json().refund.id as string;
    const posts = fake.refundRequests().length;
    fake.refundReplies.push("lose-answer");
    await runJob(refundId);
    processAtPaystack();
    await runJob(refundId);
    await runJob(refundId);
    expect(fake.refundRequests()).toHaveLength(posts + 1);
    const [row] = await db().select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
    expect(row).toMatchObject({ status: "succeeded", providerRefundId: expect.any(String) });
    expect((await detail(requestId)).refunds.refundedMinor).toBe(1000);
    expect(payment.refundStatus).toBe("none");
  });

  it("before delivery takes the part out of escrow, and the delivery then pays only what is left", async () => {
    const { requestId, payment, request } = await paidRequest({ deliver: false });
    const whole = await refund(requestId, {
      amountMinor: payment.amountMinor,
      reason: "All",
      idempotencyKey: randomUUID(),
    });
    expect(whole.statusCode).toBe(409);
    expect(whole.json().error.code).toBe("NOT_DELIVERED");
    const part = 2000;
    const asked = await refund(requestId, { amountMinor: part, reason: "Late answer", idempotencyKey: randomUUID() });
    await runJob(asked.json().refund.id);
    processAtPaystack();
    await runJob(asked.json().refund.id);
    expect(await balance("escrow", payment.id)).toBe(payment.amountMinor - part);
    const starBefore = await balance("star_pending", request.celebrityId);
    await applyRequestAction(db(), requestId, "deliver", { videoStatus: "ready", videoKey: `videos/${requestId}.mp4` });
    expect(await balance("escrow", payment.id)).toBe(0);
    const [after] = await db().select().from(videoRequests).where(eq(videoRequests.id, requestId));
    expect(await balance("star_pending", request.celebrityId)).toBe(starBefore + after!.earningsMinor!);
    expect(after!.earningsMinor! + after!.feeMinor!).toBe(payment.amountMinor - part);
  });

  it("a request that expires after a part refund gives back only the rest, and its receipt says so", async () => {
    const { requestId, payment } = await paidRequest({ deliver: false });
    const part = 5000;
    const asked = await refund(requestId, { amountMinor: part, reason: "Late answer", idempotencyKey: randomUUID() });
    await runJob(asked.json().refund.id);
    processAtPaystack();
    await runJob(asked.json().refund.id);
    const fanBefore = await balance("fan", payment.userId);

    // The star never delivers: the request expires and is refunded, through the refund job.
    await applyRequestAction(db(), requestId, "expire");
    const { refunds, receipts } = context.app.modules.payments.services;
    await refunds.retryRefunds();
    await refunds.refundPayment({ paymentId: payment.id }).catch(() => undefined);
    expect(fake.refundRequests().at(-1)?.body).toEqual({
      transaction: payment.providerTransactionId,
      amount: payment.amountMinor - part,
    });
    processAtPaystack();
    await refunds.refundPayment({ paymentId: payment.id });
    expect(await balance("fan", payment.userId)).toBe(fanBefore + payment.amountMinor - part);
    expect(await balance("escrow", payment.id)).toBe(0);
    // The fan's request lists the part refund beside the full one, which gave back the rest.
    const view = (await api(context.app).get(world.fan.cookie, requestId)).json().request;
    expect(view).toMatchObject({ refundStatus: "refunded", amountMinor: payment.amountMinor });
    expect(view.partRefunds).toMatchObject([{ amountMinor: part, status: "succeeded" }]);

    await receipts.sendReceipt({ kind: "refund", paymentId: payment.id });
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, world.fan.email), like(outbox.subject, `%refund: %(${payment.reference})`)))
      .orderBy(outbox.createdAt);
    const rest = formatMinor(payment.amountMinor - part, "NGN", "en");
    // The full refund's receipt (the part refund's was not sent in this test: its job does not run here).
    expect(mail?.subject).toBe(`Your Salamu refund: ${rest} (${payment.reference})`);
    expect(mail?.text).toContain(`Amount refunded: ${rest}`);
  });

  it("refuses once the star's earnings were released", async () => {
    const { requestId } = await paidRequest({ deliver: true });
    await db().update(videoRequests).set({ earningsReleasedAt: new Date() }).where(eq(videoRequests.id, requestId));
    const refused = await refund(requestId, { amountMinor: 100, reason: "Late", idempotencyKey: randomUUID() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("EARNINGS_RELEASED");
  });

  it("answers 401 to anonymous and 403 to a fan, a star and staff without `requests`", async () => {
    const { requestId } = await paidRequest({ deliver: true });
    const body = { amountMinor: 100, reason: "Wrong name", idempotencyKey: randomUUID() };
    const fan = (await signUp(context.app)).cookie;
    const usersStaff = (await signInStaff(context.app, db(), "admin", ["users", "settings", "finance"])).cookie;
    expect(
      (await call(undefined, { method: "POST", url: `/api/admin/requests/${requestId}/refunds`, payload: body }))
        .statusCode,
    ).toBe(401);
    for (const cookie of [fan, world.celebrity.cookie, usersStaff]) {
      expect((await refund(requestId, body, cookie)).statusCode).toBe(403);
    }
    expect(await db().select().from(paymentRefunds).where(eq(paymentRefunds.requestId, requestId))).toEqual([]);
  });
});
