import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { disputes, ledgerBalances, payments } from "../../db/schema/index";
import { fakeForwardingServer } from "../../providers/payments/fake-forwarding-server";
import { createTestApp } from "../../test/app";
import { storeFreshRates } from "../../test/rates";
import { fakeFlutterwaveApi } from "../payments/test-helpers";
import { api, bookingWorld, referenceOf } from "../requests/test-factories";

// Test-only credentials for the fake Flutterwave API on 127.0.0.1; never real keys.
const SECRET_KEY = "FLWSECK_TEST-chargebacks-0001";
const SECRET_HASH = "fake-flutterwave-chargeback-hash";

describe("Flutterwave chargebacks, through the webhook route", () => {
  const flutterwavePayments = fakeFlutterwaveApi(SECRET_KEY);
  let paymentsUrl = "";
  // Flutterwave's v3 "Get all chargebacks", filtered by flw_ref; the rest goes to the payments fake.
  const chargebacks: Record<string, unknown>[] = [];
  const fake = fakeForwardingServer(
    (request) => {
      const url = new URL(request.path, "http://fake");
      if (url.pathname !== "/v3/chargebacks") return undefined;
      if (request.headers.authorization !== `Bearer ${SECRET_KEY}`) {
        return { status: 401, body: { status: "error", message: "Invalid authorization key", data: null } };
      }
      const data = chargebacks.filter((item) => item.flw_ref === url.searchParams.get("flw_ref"));
      return { status: 200, body: { status: "success", message: "Chargebacks fetched", data } };
    },
    () => paymentsUrl,
  );
  let context: Awaited<ReturnType<typeof createTestApp>>;
  let world: Awaited<ReturnType<typeof bookingWorld>>;

  beforeAll(async () => {
    paymentsUrl = await flutterwavePayments.start();
    context = await createTestApp({
      RUN_JOBS: "false",
      PAYMENT_PROVIDER: "flutterwave",
      FLUTTERWAVE_SECRET_KEY: SECRET_KEY,
      FLUTTERWAVE_SECRET_HASH: SECRET_HASH,
      FLUTTERWAVE_BASE_URL: await fake.start(),
    });
    await storeFreshRates(context.database.db);
    world = await bookingWorld(context.app, context.database.db);
  }, 60_000);
  afterAll(async () => {
    await context.close();
    await fake.stop();
    await flutterwavePayments.stop();
  });

  const webhook = (event: string, data: Record<string, unknown>, hash = SECRET_HASH) =>
    context.app.inject({
      method: "POST",
      url: "/api/payments/webhooks/flutterwave",
      headers: { "content-type": "application/json", "verif-hash": hash },
      payload: JSON.stringify({ event, data }),
    });

  it("a chargeback is read back from Flutterwave, opened on the payment, and lost from escrow before delivery", async () => {
    const calls = api(context.app);
    const created = await calls.requestVideo(world.fan.cookie, {
      celebrityId: world.celebrity.profile.id,
      currency: "NGN",
    });
    const reference = referenceOf(created.json().checkoutUrl);
    const transaction = flutterwavePayments.transaction(reference);
    transaction.status = "succeeded";
    expect((await calls.verify(world.fan.cookie, reference, String(transaction.id))).json().status).toBe("succeeded");
    const [payment] = await context.database.db.select().from(payments).where(eq(payments.reference, reference));
    const chargeback = {
      id: 2221,
      amount: payment!.amountMinor / 100,
      flw_ref: "FLW-MOCK-chargeback-1",
      status: "initiated",
      stage: "new",
      comment: "Product/service not received",
      due_date: "2030-08-03T15:59:59.000Z",
      tx_ref: reference,
      transaction_id: transaction.id,
    };
    chargebacks.push(chargeback);

    expect((await webhook("chargeback.created", { id: 2221, flw_ref: chargeback.flw_ref }, "guess")).statusCode).toBe(
      401,
    );
    // The body's amount is not trusted: Flutterwave's own record is.
    const opened = await webhook("chargeback.created", { id: 2221, flw_ref: chargeback.flw_ref, amount: 1 });
    expect(opened.json()).toEqual({ received: true, result: "applied" });
    expect(fake.requests.at(-1)!.path).toBe("/v3/chargebacks?flw_ref=FLW-MOCK-chargeback-1");
    const row = async () =>
      (
        await context.database.db
          .select()
          .from(disputes)
          .where(and(eq(disputes.provider, "flutterwave"), eq(disputes.providerDisputeId, "2221")))
      )[0]!;
    expect(await row()).toMatchObject({
      status: "open",
      providerStatus: "initiated",
      amountMinor: payment!.amountMinor,
      currency: "NGN",
      reason: "Product/service not received",
    });

    chargeback.status = "lost";
    await webhook("chargeback.updated", { id: 2221, flw_ref: chargeback.flw_ref, status: "lost" });
    expect(await row()).toMatchObject({ status: "lost", costBorneBy: null });
    const [escrow] = await context.database.db
      .select()
      .from(ledgerBalances)
      .where(and(eq(ledgerBalances.account, "escrow"), eq(ledgerBalances.ownerId, payment!.id)));
    expect(escrow!.balanceMinor).toBe(0);
  });
});
