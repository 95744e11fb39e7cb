import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries, payments, payoutAccounts, payouts, videoRequests } from "../../db/schema/index";
import { csvField } from "../../lib/csv";
import { createTestApp } from "../../test/app";
import { savedFileName } from "../../test/downloads";
import { signInStaff } from "../../test/staff-accounts";
import { postHoldReleased } from "../ledger/booking-money";
import { postLedger } from "../ledger/ledger";
import { transitionRequest } from "../requests/request-transitions";
import { api, bookingWorld, referenceOf } from "../requests/test-factories";

type Context = Awaited<ReturnType<typeof createTestApp>>;

// Finance's totals and exports after a known sequence of money events, on a database of its own.
describe("Finance summary and CSV exports", () => {
  let context: Context;
  let world: Awaited<ReturnType<typeof bookingWorld>>;
  let finance = "";
  const paid: { id: string; amountMinor: number; paymentId: string }[] = [];
  let delivered = { feeMinor: 0, earningsMinor: 0 };

  const db = () => context.database.db;
  const call = (options: InjectOptions, cookie = finance) =>
    context.app.inject({ ...options, headers: { ...options.headers, cookie } });
  const today = new Date().toISOString().slice(0, 10);

  async function paidRequest() {
    const calls = api(context.app);
    const created = await calls.requestVideo(world.fan.cookie, { celebrityId: world.celebrity.profile.id });
    const reference = referenceOf(created.json().checkoutUrl);
    expect((await calls.sandboxComplete(world.fan.cookie, reference, "success")).statusCode).toBe(200);
    const [payment] = await db().select().from(payments).where(eq(payments.reference, reference));
    const request = {
      id: created.json().request.id as string,
      amountMinor: payment!.amountMinor,
      paymentId: payment!.id,
    };
    paid.push(request);
    return request;
  }

  beforeAll(async () => {
    context = await createTestApp({ RUN_JOBS: "false" });
    world = await bookingWorld(context.app, context.database.db);
    finance = (await signInStaff(context.app, db(), "moderator", ["finance"])).cookie;
    const events = context.app.modules.booking.services.bookingEvents;
    const starId = world.celebrity.profile.id;

    // 1: paid, delivered, released.
    const first = await paidRequest();
    for (const action of ["accept", "deliver"] as const) await transitionRequest(db(), events, first.id, action);
    const [request] = await db().select().from(videoRequests).where(eq(videoRequests.id, first.id));
    delivered = { feeMinor: request!.feeMinor!, earningsMinor: request!.earningsMinor! };
    await db().transaction((tx) => postHoldReleased(tx, request!, new Date()).then(() => undefined));
    // 2: paid, declined, refunded.
    const second = await paidRequest();
    await transitionRequest(db(), events, second.id, "decline");
    await context.app.modules.payments.services.refunds.refundPayment({ paymentId: second.paymentId });
    // 3: paid, waiting for the star.
    await paidRequest();

    // Two payouts, as the payouts module posts them: 3000 sent (100 of it the transfer fee), 1000 in transit.
    const [account] = await db()
      .insert(payoutAccounts)
      .values({
        celebrityId: starId,
        type: "mobile_money",
        provider: "sandbox",
        country: "KE",
        currency: "USD",
        bankCode: "MPESA",
        bankName: "M-Pesa",
        accountNumberLast4: "5678",
        accountNumberSealed: "sealed",
        accountName: "Test Star",
        usableFrom: new Date(),
      })
      .returning();
    const at = new Date();
    for (const [reference, amount, status] of [
      ["PAYOUT-1", 3000, "succeeded"],
      ["PAYOUT-2", 1000, "in_transit"],
    ] as const) {
      const [payout] = await db()
        .insert(payouts)
        .values({
          celebrityId: starId,
          payoutAccountId: account!.id,
          reference,
          provider: "sandbox",
          currency: "USD",
          amountMinor: amount,
          payoutCurrency: "USD",
          payoutAmountMinor: amount - 100,
          feeMinor: 100,
          trigger: "manual",
          status,
        })
        .returning();
      await db().transaction(async (tx) => {
        const cause = { type: "payout", id: payout!.id } as const;
        await postLedger(tx, {
          key: `payout-requested:${payout!.id}`,
          kind: "payout_requested",
          cause,
          at,
          lines: [
            { account: "star_available", ownerId: starId, currency: "USD", amountMinor: -amount },
            { account: "star_in_transit", ownerId: starId, currency: "USD", amountMinor: amount },
          ],
        });
        if (status !== "succeeded") return;
        await postLedger(tx, {
          key: `payout-succeeded:${payout!.id}`,
          kind: "payout_succeeded",
          cause,
          at,
          lines: [
            { account: "star_in_transit", ownerId: starId, currency: "USD", amountMinor: -amount },
            { account: "star_paid", ownerId: starId, currency: "USD", amountMinor: amount - 100 },
            { account: "transfer_fees", ownerId: "platform", currency: "USD", amountMinor: 100 },
          ],
        });
      });
    }

    // 1 is disputed (as a provider would report it): what is still available of its earnings is frozen.
    await context.app.modules.disputes.services.disputes.applyProviderDispute("sandbox", {
      id: "SANDBOX-DISPUTE-1",
      providerStatus: "open",
      outcome: "open",
      resolution: null,
      reason: "fraud",
      amountMinor: null,
      currency: "USD",
      dueAt: null,
      paymentReference: (await db().select().from(payments).where(eq(payments.id, first.paymentId)))[0]!.reference,
    });
  }, 90_000);
  afterAll(async () => {
    await context.close();
  });

  it("totals per currency come from the ledger: flows over the period, balances and open disputes as of now", async () => {
    const [first, second, third] = paid;
    const expected = {
      currency: "USD",
      fansPaid: first!.amountMinor + second!.amountMinor + third!.amountMinor,
      refunds: second!.amountMinor,
      feesEarned: delivered.feeMinor,
      plansPaid: 0,
      // Earned, less what was paid out or is on its way (pending 0; the rest frozen by the dispute).
      owedToStars: delivered.earningsMinor - 4000,
      inTransit: 1000,
      paidOut: 2900,
      transferFees: 100,
      disputed: first!.amountMinor,
      disputeLosses: 0,
    };
    const all = await call({ method: "GET", url: "/api/admin/finance/summary" });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ from: null, to: null, totals: [expected] });
    const thisDay = await call({ method: "GET", url: `/api/admin/finance/summary?from=${today}&to=${today}` });
    expect(thisDay.json().totals).toEqual([expected]);
    // A period with no entries: no flows, the balances are still what is owed now.
    const past = await call({ method: "GET", url: "/api/admin/finance/summary?from=2020-01-01&to=2020-01-31" });
    expect(past.json()).toEqual({
      from: "2020-01-01",
      to: "2020-01-31",
      totals: [
        {
          ...expected,
          fansPaid: 0,
          refunds: 0,
          feesEarned: 0,
          paidOut: 0,
          transferFees: 0,
        },
      ],
    });
    const frozen = await context.app.modules.disputes.services.disputes.list("open");
    expect(frozen[0]).toMatchObject({ frozenMinor: delivered.earningsMinor - 4000, amountMinor: first!.amountMinor });
  });

  it("exports the ledger, the payouts (account masked) and the disputes as CSV, filtered by period", async () => {
    const ledger = await call({ method: "GET", url: `/api/admin/finance/export.csv?kind=ledger&from=${today}` });
    expect(ledger.statusCode).toBe(200);
    expect(ledger.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(savedFileName(ledger.headers["content-disposition"])).toBe(`salamu-ledger-from-${today}.csv`);
    const lines = ledger.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe("entry,time,transaction,kind,account,owner,currency,amount_minor,rate,cause,cause_id");
    expect(lines.length - 1).toBe((await db().select().from(ledgerEntries)).length);
    expect(ledger.body).toContain(",dispute_opened,star_frozen,");

    const payoutsCsv = await call({ method: "GET", url: "/api/admin/finance/export.csv?kind=payouts" });
    const rows = payoutsCsv.body.trimEnd().split("\r\n");
    expect(rows).toHaveLength(3);
    expect(rows[1]).toContain(",****5678,succeeded,USD,3000,USD,2900,100,1,sandbox,PAYOUT-1,manual,");
    expect(payoutsCsv.body).not.toContain("sealed");

    const disputesCsv = await call({ method: "GET", url: "/api/admin/finance/export.csv?kind=disputes" });
    expect(disputesCsv.body.trimEnd().split("\r\n")).toHaveLength(2);
    expect(disputesCsv.body).toContain(",sandbox,SANDBOX-DISPUTE-1,");

    const none = await call({
      method: "GET",
      url: "/api/admin/finance/export.csv?kind=disputes&from=2020-01-01&to=2020-01-02",
    });
    expect(none.body.trimEnd().split("\r\n")).toHaveLength(1);
  });

  it("CSV fields are quoted when needed and a formula is never started", () => {
    expect(csvField('Ada "the great", star')).toBe('"Ada ""the great"", star"');
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField(-250)).toBe("-250");
    expect(csvField(null)).toBe("");
  });
});
