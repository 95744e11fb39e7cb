import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { convertUsdCents } from "@/shared/money";
import { outbox, payments, videoRequests } from "../../db/schema/index";
import { createSandboxProvider, SANDBOX_SIGNATURE_HEADER, signSandboxWebhook } from "../../providers/payments/sandbox";
import { createTestApp } from "../../test/app";
import { storeFreshRates } from "../../test/rates";
import { api, bookingWorld, referenceOf } from "../requests/test-factories";
import { RefundPendingError } from "./provider-refund-run";
import { fakeFlutterwaveApi, fakePaystackApi, paystackSignature } from "./test-helpers";

type Context = Awaited<ReturnType<typeof createTestApp>>;

const webhook = (context: Context, provider: string, rawBody: string, headers: Record<string, string> = {}) =>
  context.app.inject({
    method: "POST",
    url: `/api/payments/webhooks/${provider}`,
    headers: { "content-type": "application/json", ...headers },
    payload: rawBody,
  });

const paymentOf = async (context: Context, reference: string) => {
  const [row] = await context.database.db.select().from(payments).where(eq(payments.reference, reference));
  return row!;
};

const requestOf = async (context: Context, id: string) => {
  const [row] = await context.database.db.select().from(videoRequests).where(eq(videoRequests.id, id));
  return row!;
};

describe("sandbox webhooks over HTTP", () => {
  let context: Context;
  let world: Awaited<ReturnType<typeof bookingWorld>>;
  let sandbox: ReturnType<typeof createSandboxProvider>;

  beforeAll(async () => {
    context = await createTestApp({ RUN_JOBS: "false" });
    world = await bookingWorld(context.app, context.database.db);
    sandbox = createSandboxProvider({
      db: context.database.db,
      appSecret: context.env.APP_SECRET,
    });
  }, 60_000);
  afterAll(async () => {
    await context.close();
  });

  async function openRequest() {
    const created = await api(context.app).requestVideo(world.fan.cookie, { celebrityId: world.celebrity.profile.id });
    return { id: created.json().request.id as string, reference: referenceOf(created.json().checkoutUrl) };
  }

  it("rejects unsigned, forged and tampered deliveries with 401 and changes nothing", async () => {
    const { id, reference } = await openRequest();
    const { webhook: delivery } = await sandbox.settle(reference, "success");
    const signature = delivery.headers[SANDBOX_SIGNATURE_HEADER]!;

    expect((await webhook(context, "sandbox", delivery.rawBody)).statusCode).toBe(401);
    const forged = await webhook(context, "sandbox", delivery.rawBody, { [SANDBOX_SIGNATURE_HEADER]: "0".repeat(64) });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.code).toBe("INVALID_SIGNATURE");
    // Signed with another secret.
    const otherKey = signSandboxWebhook("another-secret-another-secret-0000", delivery.rawBody);
    expect(
      (await webhook(context, "sandbox", delivery.rawBody, { [SANDBOX_SIGNATURE_HEADER]: otherKey })).statusCode,
    ).toBe(401);
    // The body changed after signing (one space, or re-serialised JSON).
    const tampered = delivery.rawBody.replace('"status"', ' "status"');
    expect((await webhook(context, "sandbox", tampered, { [SANDBOX_SIGNATURE_HEADER]: signature })).statusCode).toBe(
      401,
    );
    const reserialised = JSON.stringify(JSON.parse(delivery.rawBody), null, 1);
    expect(
      (await webhook(context, "sandbox", reserialised, { [SANDBOX_SIGNATURE_HEADER]: signature })).statusCode,
    ).toBe(401);
    expect((await paymentOf(context, reference)).status).toBe("pending");
    expect((await requestOf(context, id)).status).toBe("awaiting_payment");

    // The genuine delivery applies it; its replay is acknowledged and changes nothing.
    const genuine = await webhook(context, "sandbox", delivery.rawBody, { [SANDBOX_SIGNATURE_HEADER]: signature });
    expect(genuine.statusCode).toBe(200);
    expect(genuine.json()).toEqual({ received: true, result: "applied" });
    const paid = await requestOf(context, id);
    expect(paid.status).toBe("pending");
    const replay = await webhook(context, "sandbox", delivery.rawBody, { [SANDBOX_SIGNATURE_HEADER]: signature });
    expect(replay.json()).toEqual({ received: true, result: "duplicate" });
    expect((await requestOf(context, id)).updatedAt).toEqual(paid.updatedAt);
  });

  it("never trusts the body's status: a signed 'succeeded' for an unpaid checkout changes nothing", async () => {
    const { id, reference } = await openRequest();
    const rawBody = JSON.stringify({
      event: "charge.completed",
      data: { id: "sbx_x", reference, status: "succeeded", amountMinor: 1, currency: "USD" },
    });
    const signature = signSandboxWebhook(context.env.APP_SECRET, rawBody);
    const response = await webhook(context, "sandbox", rawBody, { [SANDBOX_SIGNATURE_HEADER]: signature });
    expect(response.statusCode).toBe(200);
    expect((await paymentOf(context, reference)).status).toBe("pending");
    expect((await requestOf(context, id)).status).toBe("awaiting_payment");
  });

  it("acknowledges unknown references and rejects unknown providers; keeps JSON parsing elsewhere", async () => {
    const rawBody = JSON.stringify({ event: "charge.completed", data: { id: "sbx_y", reference: "SALAMU-1-2" } });
    const signature = signSandboxWebhook(context.env.APP_SECRET, rawBody);
    const unknown = await webhook(context, "sandbox", rawBody, { [SANDBOX_SIGNATURE_HEADER]: signature });
    expect(unknown.json()).toEqual({ received: true, result: "ignored" });
    // Any content type reaches the handler raw.
    const text = await webhook(context, "sandbox", "not json", { "content-type": "text/plain" });
    expect(text.statusCode).toBe(401);
    expect((await webhook(context, "stripe", rawBody)).statusCode).toBe(404);
    // Flutterwave is not configured on this app.
    expect((await webhook(context, "flutterwave", rawBody, { "verif-hash": "x" })).statusCode).toBe(404);
    const malformed = await context.app.inject({
      method: "POST",
      url: "/api/payments/verify",
      headers: { cookie: world.fan.cookie, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe("Flutterwave, through the webhook route and a fake Flutterwave API", () => {
  const SECRET_KEY = "FLWSECK_TEST-fake-key-for-tests-only";
  const SECRET_HASH = "fake-flutterwave-webhook-hash";
  const fake = fakeFlutterwaveApi(SECRET_KEY);
  let context: Context;
  let world: Awaited<ReturnType<typeof bookingWorld>>;
  let call: ReturnType<typeof api>;

  beforeAll(async () => {
    const baseUrl = await fake.start();
    context = await createTestApp({
      RUN_JOBS: "false",
      PAYMENT_PROVIDER: "flutterwave",
      FLUTTERWAVE_SECRET_KEY: SECRET_KEY,
      FLUTTERWAVE_SECRET_HASH: SECRET_HASH,
      FLUTTERWAVE_BASE_URL: baseUrl,
    });
    await storeFreshRates(context.database.db);
    call = api(context.app);
    world = await bookingWorld(context.app, context.database.db);
  }, 60_000);
  afterAll(async () => {
    await context.close();
    await fake.stop();
  });

  const chargeCompleted = (reference: string, id: number) =>
    JSON.stringify({ event: "charge.completed", data: { id, tx_ref: reference, status: "successful" } });

  async function openRequest(currency = "GHS") {
    const created = await call.requestVideo(world.fan.cookie, { celebrityId: world.celebrity.profile.id, currency });
    expect(created.statusCode, created.body).toBe(201);
    const reference = referenceOf(created.json().checkoutUrl);
    return { id: created.json().request.id as string, reference, transaction: fake.transaction(reference) };
  }

  it("opens the checkout at Flutterwave with the server's amount in major units", async () => {
    const { reference } = await openRequest();
    expect(fake.last.path).toBe("/v3/payments");
    expect(fake.last.body).toMatchObject({
      tx_ref: reference,
      amount: convertUsdCents(10_000, "GHS", 13.5) / 100,
      currency: "GHS",
      redirect_url: `${context.env.APP_URL}/payment/return`,
      payment_options: "card, banktransfer, mobilemoneyghana",
    });
    expect((await paymentOf(context, reference)).provider).toBe("flutterwave");
  });

  it("mobile money left pending at the redirect is finished by its later webhook", async () => {
    const { id, reference, transaction } = await openRequest();
    const atRedirect = await call.verify(world.fan.cookie, reference, String(transaction.id));
    expect(atRedirect.json().status).toBe("pending");
    expect((await requestOf(context, id)).status).toBe("awaiting_payment");

    // Minutes later the payer approves on their phone and Flutterwave calls the webhook.
    transaction.status = "succeeded";
    const delivery = await webhook(context, "flutterwave", chargeCompleted(reference, transaction.id), {
      "verif-hash": SECRET_HASH,
    });
    expect(delivery.json()).toEqual({ received: true, result: "applied" });
    const paid = await requestOf(context, id);
    expect(paid.status).toBe("pending");
    expect(paid.paidAt).not.toBeNull();
    expect((await paymentOf(context, reference)).providerTransactionId).toBe(String(transaction.id));
    expect((await call.verify(world.fan.cookie, reference)).json().status).toBe("succeeded");
  });

  it("a payer who cancelled before paying sees 'cancelled'; paying after all still counts", async () => {
    const { id, reference, transaction } = await openRequest();
    // Flutterwave keeps no transaction for a checkout cancelled before any charge.
    fake.transactions.delete(reference);
    const unknown = await call.call("POST", "/api/payments/verify", world.fan.cookie, { reference });
    expect(unknown.statusCode).toBe(502);
    expect((await paymentOf(context, reference)).status).toBe("pending");
    const cancelled = await call.call("POST", "/api/payments/verify", world.fan.cookie, {
      reference,
      redirectStatus: "cancelled",
    });
    expect(cancelled.json().status).toBe("cancelled");
    expect((await requestOf(context, id)).status).toBe("awaiting_payment");

    // The payer went back to the same payment link and paid: the webhook applies it.
    fake.transactions.set(reference, { ...transaction, status: "succeeded" });
    const delivery = await webhook(context, "flutterwave", chargeCompleted(reference, transaction.id), {
      "verif-hash": SECRET_HASH,
    });
    expect(delivery.json().result).toBe("applied");
    expect((await paymentOf(context, reference)).status).toBe("succeeded");
    expect((await requestOf(context, id)).status).toBe("pending");
    // A redirect claiming "cancelled" changes nothing once the provider has the transaction.
    const late = await call.call("POST", "/api/payments/verify", world.fan.cookie, {
      reference,
      redirectStatus: "cancelled",
    });
    expect(late.json().status).toBe("succeeded");
  });

  it("the sweep settles a payment whose webhook was lost and closes one abandoned for a day", async () => {
    const paid = await openRequest();
    const abandoned = await openRequest();
    const fresh = await openRequest();
    paid.transaction.status = "succeeded";
    fake.transactions.delete(abandoned.reference);
    const backdate = (reference: string, minutesAgo: number) =>
      context.database.db
        .update(payments)
        .set({ createdAt: new Date(Date.now() - minutesAgo * 60_000) })
        .where(eq(payments.reference, reference));
    await backdate(paid.reference, 30);
    await backdate(abandoned.reference, 25 * 60);
    fresh.transaction.status = "succeeded";

    await context.app.modules.payments.services.payments.reconcileStalePayments();
    expect((await paymentOf(context, paid.reference)).status).toBe("succeeded");
    expect((await requestOf(context, paid.id)).status).toBe("pending");
    expect((await paymentOf(context, abandoned.reference)).status).toBe("cancelled");
    // Too recent to need the sweep: the payer may still be on the checkout page.
    expect((await paymentOf(context, fresh.reference)).status).toBe("pending");
  });

  it("rejects webhooks without the secret hash", async () => {
    const { id, reference, transaction } = await openRequest();
    transaction.status = "succeeded";
    const body = chargeCompleted(reference, transaction.id);
    expect((await webhook(context, "flutterwave", body)).statusCode).toBe(401);
    expect((await webhook(context, "flutterwave", body, { "verif-hash": "guess" })).statusCode).toBe(401);
    expect((await webhook(context, "flutterwave", body, { "verif-hash": SECRET_KEY })).statusCode).toBe(401);
    expect((await requestOf(context, id)).status).toBe("awaiting_payment");
    const replayed = await webhook(context, "flutterwave", body, { "verif-hash": SECRET_HASH });
    expect(replayed.json().result).toBe("applied");
    expect((await webhook(context, "flutterwave", body, { "verif-hash": SECRET_HASH })).json().result).toBe(
      "duplicate",
    );
  });

  it("a successful payment of another amount or currency does not pay the request, and goes back to the payer", async () => {
    const short = await openRequest();
    short.transaction.status = "succeeded";
    short.transaction.amountMinor -= 100;
    expect((await call.verify(world.fan.cookie, short.reference)).json().status).toBe("failed");
    expect((await requestOf(context, short.id)).status).toBe("awaiting_payment");
    // What was taken (not what was asked) is refunded in full.
    const refused = await paymentOf(context, short.reference);
    expect(refused).toMatchObject({
      status: "failed",
      refundStatus: "pending",
      receivedAmountMinor: short.transaction.amountMinor,
      receivedCurrency: "GHS",
      providerTransactionId: String(short.transaction.id),
    });
    await context.app.modules.payments.services.refunds.refundPayment({ paymentId: refused.id });
    expect(fake.refundRequests().at(-1)).toMatchObject({
      path: `/v3/transactions/${short.transaction.id}/refund`,
      body: { amount: short.transaction.amountMinor / 100 },
    });
    expect((await paymentOf(context, short.reference)).refundStatus).toBe("succeeded");

    const other = await openRequest();
    other.transaction.status = "succeeded";
    other.transaction.currency = "USD";
    const viaWebhook = await webhook(context, "flutterwave", chargeCompleted(other.reference, other.transaction.id), {
      "verif-hash": SECRET_HASH,
    });
    expect(viaWebhook.statusCode).toBe(200);
    expect((await paymentOf(context, other.reference)).status).toBe("failed");
    expect((await requestOf(context, other.id)).status).toBe("awaiting_payment");

    // Someone else's successful transaction id proves nothing about this payment.
    const mine = await openRequest();
    const verified = await call.verify(world.fan.cookie, mine.reference, String(short.transaction.id));
    expect(verified.json().status).toBe("pending");
    expect((await paymentOf(context, mine.reference)).status).toBe("pending");
  });

  it("redirect and webhook racing apply the payment exactly once", async () => {
    const { id, reference, transaction } = await openRequest();
    transaction.status = "succeeded";
    const mailsBefore = await context.database.db.select().from(outbox).where(eq(outbox.to, world.celebrity.email));
    const [redirect, hook1, hook2] = await Promise.all([
      call.verify(world.fan.cookie, reference, String(transaction.id)),
      webhook(context, "flutterwave", chargeCompleted(reference, transaction.id), { "verif-hash": SECRET_HASH }),
      webhook(
        context,
        "flutterwave",
        JSON.stringify({ event: "charge.completed", data: { id: transaction.id, tx_ref: reference } }),
        {
          "verif-hash": SECRET_HASH,
        },
      ),
    ]);
    expect(redirect.json().status).toBe("succeeded");
    expect([hook1.statusCode, hook2.statusCode]).toEqual([200, 200]);
    const request = await requestOf(context, id);
    expect(request.status).toBe("pending");
    const mailsAfter = await context.database.db.select().from(outbox).where(eq(outbox.to, world.celebrity.email));
    // One payment, one transition, one "new request" e-mail.
    expect(mailsAfter.length - mailsBefore.length).toBe(1);
  });

  it("refunds are retried until the provider confirms them, and a lost answer is looked up, not refunded twice", async () => {
    const { id, reference, transaction } = await openRequest();
    transaction.status = "succeeded";
    await call.verify(world.fan.cookie, reference);
    const declined = await call.action(world.celebrity.cookie, id, "decline", { reason: "Fully booked" });
    expect(declined.json().request.refundStatus).toBe("pending");
    const payment = await paymentOf(context, reference);
    expect(payment.refundStatus).toBe("pending");
    // The job was queued for this payment.
    const queued = await context.database.executeSql(
      "select data from pgboss.job where name = 'refund-payment' and data->>'paymentId' = $1",
      [payment.id],
    );
    expect(queued.rows).toHaveLength(1);

    const refunds = context.app.modules.payments.services.refunds;
    const refundPosts = () => fake.refundRequests().filter((request) => request.path.includes(`/${transaction.id}/`));
    // The provider is down: nothing refunded, the error kept, tried again later.
    fake.refundReplies.push({ status: 500, body: { status: "error", message: "Temporary failure" } });
    await expect(refunds.refundPayment({ paymentId: payment.id })).rejects.toThrow(/HTTP 500/);
    expect(await paymentOf(context, reference)).toMatchObject({ refundStatus: "pending", refundFailures: 1 });
    expect((await paymentOf(context, reference)).refundError).toContain("HTTP 500");

    // The provider takes the refund but the answer never arrives.
    fake.refundReplies.push("lose-answer");
    await expect(refunds.refundPayment({ paymentId: payment.id })).rejects.toThrow(/HTTP 504/);
    const taken = [...fake.refunds.values()].filter((refund) => refund.transactionId === String(transaction.id));
    expect(taken).toHaveLength(1);
    expect((await paymentOf(context, reference)).refundId).toBeNull();

    // The next run finds that refund instead of asking for another one.
    await refunds.refundPayment({ paymentId: payment.id });
    expect(refundPosts()).toHaveLength(2);
    expect(await paymentOf(context, reference)).toMatchObject({
      refundStatus: "succeeded",
      refundError: null,
      refundId: String(taken[0]!.id),
    });
    expect(taken[0]!.amountMinor).toBe(convertUsdCents(10_000, "GHS", 13.5));
    expect(refundPosts().at(-1)?.body).toEqual({ amount: convertUsdCents(10_000, "GHS", 13.5) / 100 });
    const refunded = await requestOf(context, id);
    expect(refunded.refundStatus).toBe("refunded");
    expect(refunded.refundedAt).not.toBeNull();
    // A late duplicate of the job changes nothing and calls nobody.
    const calls = fake.requests.length;
    await refunds.refundPayment({ paymentId: payment.id });
    expect(fake.requests.length).toBe(calls);
  });

  it("the sweep starts a refund that was due but never queued", async () => {
    const { id, reference, transaction } = await openRequest();
    transaction.status = "succeeded";
    await call.verify(world.fan.cookie, reference);
    await call.action(world.celebrity.cookie, id, "decline");
    // As if the process died between the transition and marking the payment.
    await context.database.db.update(payments).set({ refundStatus: "none" }).where(eq(payments.reference, reference));
    await context.app.modules.payments.services.refunds.retryRefunds();
    expect((await paymentOf(context, reference)).refundStatus).toBe("pending");
  });
});

describe("Paystack, through the webhook route and a fake Paystack API", () => {
  const SECRET_KEY = "sk_test_fake_key_for_tests_only";
  const fake = fakePaystackApi(SECRET_KEY);
  let context: Context;
  let world: Awaited<ReturnType<typeof bookingWorld>>;
  let call: ReturnType<typeof api>;

  beforeAll(async () => {
    const baseUrl = await fake.start();
    context = await createTestApp({
      RUN_JOBS: "false",
      PAYMENT_PROVIDER: "paystack",
      PAYSTACK_SECRET_KEY: SECRET_KEY,
      PAYSTACK_BASE_URL: baseUrl,
    });
    await storeFreshRates(context.database.db);
    call = api(context.app);
    world = await bookingWorld(context.app, context.database.db);
  }, 60_000);
  afterAll(async () => {
    await context.close();
    await fake.stop();
  });

  const chargeSuccess = (reference: string, id: number) =>
    JSON.stringify({ event: "charge.success", data: { id, reference, status: "success" } });

  it("accepts only deliveries signed with HMAC-SHA512 of the exact body", async () => {
    const created = await call.requestVideo(world.fan.cookie, {
      celebrityId: world.celebrity.profile.id,
      currency: "NGN",
    });
    const reference = referenceOf(created.json().checkoutUrl);
    expect(fake.last.body).toMatchObject({ reference, amount: convertUsdCents(10_000, "NGN", 1530), currency: "NGN" });
    const transaction = fake.transaction(reference);
    transaction.status = "succeeded";
    const body = chargeSuccess(reference, transaction.id);
    const signature = paystackSignature(SECRET_KEY, body);

    expect((await webhook(context, "paystack", body)).statusCode).toBe(401);
    const forged = paystackSignature("sk_test_someone_else", body);
    expect((await webhook(context, "paystack", body, { "x-paystack-signature": forged })).statusCode).toBe(401);
    const tampered = body.replace('"status":"success"', '"status":"success" ');
    expect((await webhook(context, "paystack", tampered, { "x-paystack-signature": signature })).statusCode).toBe(401);
    expect((await paymentOf(context, reference)).status).toBe("pending");

    const genuine = await webhook(context, "paystack", body, { "x-paystack-signature": signature });
    expect(genuine.json()).toEqual({ received: true, result: "applied" });
    expect((await requestOf(context, created.json().request.id)).status).toBe("pending");
    const replay = await webhook(context, "paystack", body, { "x-paystack-signature": signature });
    expect(replay.json()).toEqual({ received: true, result: "duplicate" });
  });

  it("a refund still processing is polled, never asked for twice; a failed one is asked for again", async () => {
    const created = await call.requestVideo(world.fan.cookie, {
      celebrityId: world.celebrity.profile.id,
      currency: "NGN",
    });
    const reference = referenceOf(created.json().checkoutUrl);
    const transaction = fake.transaction(reference);
    transaction.status = "succeeded";
    await call.verify(world.fan.cookie, reference);
    await call.action(world.celebrity.cookie, created.json().request.id, "decline");
    const payment = await paymentOf(context, reference);
    const refunds = context.app.modules.payments.services.refunds;
    const posts = () =>
      fake
        .refundRequests()
        .filter((request) => (request.body as { transaction: string }).transaction === String(transaction.id));

    // Paystack queues the refund.
    await expect(refunds.refundPayment({ paymentId: payment.id })).rejects.toBeInstanceOf(RefundPendingError);
    const first = [...fake.refunds.values()].at(-1)!;
    expect(first).toMatchObject({
      transactionId: String(transaction.id),
      amountMinor: payment.amountMinor,
      status: "pending",
    });
    expect((await paymentOf(context, reference)).refundId).toBe(String(first.id));

    // Waiting on the payer's bank details: still pending, and staff can see why.
    first.status = "needs-attention";
    await expect(refunds.refundPayment({ paymentId: payment.id })).rejects.toBeInstanceOf(RefundPendingError);
    expect((await paymentOf(context, reference)).refundError).toContain("bank details");
    expect(fake.last.path).toBe(`/refund/${first.id}`);

    // It failed (no money moved): the next run asks for a new refund.
    first.status = "failed";
    await expect(refunds.refundPayment({ paymentId: payment.id })).rejects.toThrow("The provider refused the refund");
    expect(await paymentOf(context, reference)).toMatchObject({ refundId: null, refundFailures: 1 });
    await expect(refunds.refundPayment({ paymentId: payment.id })).rejects.toBeInstanceOf(RefundPendingError);
    const second = [...fake.refunds.values()].at(-1)!;
    expect(second.id).not.toBe(first.id);
    expect(posts()).toHaveLength(2);

    // Paystack processes it and says so with a signed webhook: the job looks again and confirms.
    second.status = "processed";
    const event = JSON.stringify({
      event: "refund.processed",
      data: {
        status: "processed",
        transaction_reference: reference,
        amount: String(payment.amountMinor),
        currency: "NGN",
      },
    });
    const delivered = await webhook(context, "paystack", event, {
      "x-paystack-signature": paystackSignature(SECRET_KEY, event),
    });
    expect(delivered.json()).toEqual({ received: true, result: "applied" });
    await refunds.refundPayment({ paymentId: payment.id });
    expect(await paymentOf(context, reference)).toMatchObject({
      refundStatus: "succeeded",
      refundId: String(second.id),
    });
    expect((await requestOf(context, created.json().request.id)).refundStatus).toBe("refunded");
    expect(posts()).toHaveLength(2);
  });

  it("verify refuses a success of another amount; a failure leaves the request payable", async () => {
    const created = await call.requestVideo(world.fan.cookie, {
      celebrityId: world.celebrity.profile.id,
      currency: "NGN",
    });
    const reference = referenceOf(created.json().checkoutUrl);
    const transaction = fake.transaction(reference);
    transaction.status = "succeeded";
    transaction.amountMinor = 100;
    expect((await call.verify(world.fan.cookie, reference)).json().status).toBe("failed");

    const retry = await call.action(world.fan.cookie, created.json().request.id, "checkout");
    const second = referenceOf(retry.json().checkoutUrl);
    expect(second).not.toBe(reference);
    fake.transaction(second).status = "failed";
    expect((await call.verify(world.fan.cookie, second)).json().status).toBe("failed");
    expect((await requestOf(context, created.json().request.id)).status).toBe("awaiting_payment");
  });
});
