import { and, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, payments, videoRequests } from "../../db/schema/index";
import { signUp } from "../../test/accounts";
import { createTestApp } from "../../test/app";
import { storeFreshRates } from "../../test/rates";
import { signInStaff } from "../../test/staff-accounts";
import { api, bookingWorld, referenceOf } from "../requests/test-factories";
import { MAX_REFUND_FAILURES } from "./provider-refund-run";
import { fakePaystackApi } from "./test-helpers";

// Test-only credential for the fake Paystack API on 127.0.0.1; never a real key.
const SECRET_KEY = "sk_test_refunds_admin_0001";
const MISSING_ID = "00000000-0000-4000-8000-000000000000";

type Context = Awaited<ReturnType<typeof createTestApp>>;

describe("refunds that need staff", () => {
  const fake = fakePaystackApi(SECRET_KEY);
  let context: Context;
  let world: Awaited<ReturnType<typeof bookingWorld>>;
  let operator = { id: "", cookie: "" };
  let admin = "";
  let fan = "";
  // Three declined paid requests: a refund the job gave up on, one Paystack holds, one it is processing.
  let failed: Awaited<ReturnType<typeof declinedPaidRequest>>;
  let attention: Awaited<ReturnType<typeof declinedPaidRequest>>;
  let polling: Awaited<ReturnType<typeof declinedPaidRequest>>;

  beforeAll(async () => {
    // Jobs do not run by themselves: each refund run below is the refund job, called by the test.
    context = await createTestApp({
      RUN_JOBS: "false",
      PAYMENT_PROVIDER: "paystack",
      PAYSTACK_SECRET_KEY: SECRET_KEY,
      PAYSTACK_BASE_URL: await fake.start(),
    });
    await storeFreshRates(context.database.db);
    world = await bookingWorld(context.app, context.database.db);
    operator = await signInStaff(context.app, context.database.db, "moderator", ["settings"]);
    admin = (await signInStaff(context.app, context.database.db, "admin", ["users", "celebrities"])).cookie;
    fan = (await signUp(context.app)).cookie;
    // Paystack refuses every refund: after MAX_REFUND_FAILURES runs the job gives up.
    failed = await declinedPaidRequest();
    for (let run = 0; run < MAX_REFUND_FAILURES; run += 1) {
      fake.refundReplies.push({ status: 500, body: { status: false, message: "Refund service unavailable" } });
      await runRefundJob(failed.payment.id);
    }
    // Paystack takes the refund, then holds it for the payer's bank details.
    attention = await declinedPaidRequest();
    await runRefundJob(attention.payment.id);
    [...fake.refunds.values()].at(-1)!.status = "needs-attention";
    await runRefundJob(attention.payment.id);
    // Paystack took the refund and is processing it: nothing for staff.
    polling = await declinedPaidRequest();
    await runRefundJob(polling.payment.id);
  }, 90_000);
  afterAll(async () => {
    await context.close();
    await fake.stop();
  });

  const call = (cookie: string | undefined, options: InjectOptions) =>
    context.app.inject({ ...options, headers: { ...options.headers, ...(cookie ? { cookie } : {}) } });
  const paymentOf = async (id: string) =>
    (await context.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;
  const requestOf = async (id: string) =>
    (await context.database.db.select().from(videoRequests).where(eq(videoRequests.id, id)))[0]!;
  const runRefundJob = (paymentId: string) =>
    context.app.modules.payments.services.refunds.refundPayment({ paymentId }).catch(() => undefined);

  /** A request paid through (fake) Paystack, then declined: its refund is due and queued. */
  async function declinedPaidRequest() {
    const calls = api(context.app);
    const created = await calls.requestVideo(world.fan.cookie, {
      celebrityId: world.celebrity.profile.id,
      currency: "NGN",
    });
    const reference = referenceOf(created.json().checkoutUrl);
    fake.transaction(reference).status = "succeeded";
    await calls.verify(world.fan.cookie, reference);
    await calls.action(world.celebrity.cookie, created.json().request.id, "decline", { reason: "Fully booked" });
    const [payment] = await context.database.db.select().from(payments).where(eq(payments.reference, reference));
    expect(payment?.refundStatus).toBe("pending");
    return { requestId: created.json().request.id as string, payment: payment! };
  }

  it("lists refunds that failed after the retries or that the provider holds, to staff with `settings` only", async () => {
    expect(await paymentOf(failed.payment.id)).toMatchObject({ refundStatus: "failed", refundFailures: 8 });
    expect(await paymentOf(attention.payment.id)).toMatchObject({
      refundStatus: "pending",
      refundNeedsAttention: true,
    });

    const listed = await call(operator.cookie, { url: "/api/admin/refunds" });
    expect(listed.statusCode).toBe(200);
    const items = listed.json().items as { paymentId: string }[];
    expect(items.map((item) => item.paymentId)).toEqual([failed.payment.id, attention.payment.id]);
    expect(items[0]).toEqual({
      paymentId: failed.payment.id,
      reference: failed.payment.reference,
      provider: "paystack",
      amountMinor: failed.payment.amountMinor,
      currency: "NGN",
      refundStatus: "failed",
      refundError: "Paystack refund failed: HTTP 500: Refund service unavailable",
      refundFailures: MAX_REFUND_FAILURES,
      payer: { name: world.fan.user.name, email: world.fan.email },
      requestId: failed.requestId,
      updatedAt: expect.any(String),
    });
    expect(items[1]).toMatchObject({ refundStatus: "pending", refundError: expect.stringContaining("bank details") });

    expect((await call(admin, { url: "/api/admin/refunds" })).statusCode).toBe(403);
    expect((await call(fan, { url: "/api/admin/refunds" })).statusCode).toBe(403);
    expect((await call(undefined, { url: "/api/admin/refunds" })).statusCode).toBe(401);
  });

  it("retry hands a failed refund back to the refund job with a clean count, audited", async () => {
    const url = `/api/admin/refunds/${failed.payment.id}/retry`;
    expect((await call(admin, { method: "POST", url })).statusCode).toBe(403);

    const retried = await call(operator.cookie, { method: "POST", url });
    expect(retried.statusCode).toBe(202);
    expect(retried.json().refund).toMatchObject({ refundStatus: "pending", refundFailures: 0, refundError: null });
    const queued = await context.database.executeSql(
      "select state from pgboss.job where name = 'refund-payment' and data->>'paymentId' = $1 and state = 'created'",
      [failed.payment.id],
    );
    expect(queued.rows.length).toBeGreaterThan(0);

    // The job resumes: Paystack now takes the refund, then processes it; the request follows.
    await runRefundJob(failed.payment.id);
    [...fake.refunds.values()].at(-1)!.status = "processed";
    await runRefundJob(failed.payment.id);
    expect(await paymentOf(failed.payment.id)).toMatchObject({ refundStatus: "succeeded", refundNote: null });
    expect((await requestOf(failed.requestId)).refundStatus).toBe("refunded");

    const [entry] = await context.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "refund.retry"), eq(auditLog.targetId, failed.payment.id)));
    expect(entry).toMatchObject({
      actorId: operator.id,
      targetType: "payment",
      before: { refundStatus: "failed", refundFailures: MAX_REFUND_FAILURES },
      after: { refundStatus: "pending", refundFailures: 0, refundError: null },
    });
    // Done: nothing left to retry.
    expect((await call(operator.cookie, { method: "POST", url })).statusCode).toBe(409);
  });

  it("marks a refund made by hand with a required note; the request's refund follows, audited", async () => {
    const url = `/api/admin/refunds/${attention.payment.id}/manual`;
    const refused: [unknown, string][] = [
      [{}, "Write a note: how and when the payer was refunded"],
      [{ note: "   " }, "Write a note: how and when the payer was refunded"],
      [{ note: "x".repeat(1001) }, "The note must be at most 1000 characters"],
    ];
    for (const [payload, message] of refused) {
      const response = await call(operator.cookie, { method: "POST", url, payload: payload as object });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details[0].message).toBe(message);
    }
    const badId = await call(operator.cookie, {
      method: "POST",
      url: "/api/admin/refunds/not-a-uuid/manual",
      payload: { note: "x" },
    });
    expect(badId.json().error.details[0].message).toBe("Unknown payment");
    const missing = await call(operator.cookie, {
      method: "POST",
      url: `/api/admin/refunds/${MISSING_ID}/manual`,
      payload: { note: "x" },
    });
    expect(missing.statusCode).toBe(404);
    expect((await call(admin, { method: "POST", url, payload: { note: "x" } })).statusCode).toBe(403);
    // A refund the provider is still processing is not staff's: refunding it by hand could pay twice.
    const busy = await call(operator.cookie, {
      method: "POST",
      url: `/api/admin/refunds/${polling.payment.id}/manual`,
      payload: { note: "Paid by hand" },
    });
    expect(busy.statusCode).toBe(409);
    expect(
      (await call(operator.cookie, { method: "POST", url: `/api/admin/refunds/${polling.payment.id}/retry` }))
        .statusCode,
    ).toBe(409);

    const note = "  Bank transfer of NGN 153,000 to the payer's GTBank account on 3 May, ref TRF-889  ";
    const marked = await call(operator.cookie, { method: "POST", url, payload: { note } });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().refund).toMatchObject({ refundStatus: "succeeded", refundError: null });
    const payment = await paymentOf(attention.payment.id);
    expect(payment).toMatchObject({ refundStatus: "succeeded", refundNote: note.trim(), refundNeedsAttention: false });
    expect(payment.refundedAt).toBeInstanceOf(Date);
    const request = await requestOf(attention.requestId);
    expect(request.refundStatus).toBe("refunded");
    expect(request.refundedAt).not.toBeNull();

    const [entry] = await context.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "refund.manual"), eq(auditLog.targetId, attention.payment.id)));
    expect(entry).toMatchObject({
      actorId: operator.id,
      before: { refundStatus: "pending", refundError: expect.stringContaining("bank details") },
      after: { refundStatus: "succeeded", note: note.trim() },
    });

    // A later run of the job for it calls nobody and changes nothing.
    const calls = fake.requests.length;
    await runRefundJob(attention.payment.id);
    expect(fake.requests.length).toBe(calls);
    expect((await call(operator.cookie, { url: "/api/admin/refunds" })).json().items).toEqual([]);
    expect((await call(operator.cookie, { method: "POST", url, payload: { note: "again" } })).statusCode).toBe(409);
  });
});
