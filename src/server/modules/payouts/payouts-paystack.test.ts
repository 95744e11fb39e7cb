import { and, count, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLATFORM_OWNER } from "@/shared/ledger";
import type { BalanceResponse, PayoutQuote } from "@/shared/schemas/payouts";
import { DAY_MS } from "@/shared/time";
import { ledgerBalances, ledgerEntries, payouts } from "../../db/schema/index";
import { type FakePaystack, startFakePaystack } from "../../providers/payouts/fake-paystack";
import { signUp } from "../../test/accounts";
import { createTestApp } from "../../test/app";
import { signInStaff } from "../../test/staff-accounts";
import { insertCategory } from "../catalogue/test-factories";
import { deliveredRequest, starWithAccount } from "./test-factories";

type Context = Awaited<ReturnType<typeof createTestApp>>;
type Star = Awaited<ReturnType<typeof starWithAccount>>;

// A 100 USD star booked in naira (1530 per USD): 153,000 NGN, of which the star earns 75%.
const EARNINGS_KOBO = 11_475_000;
// Paystack's fee on an NGN transfer above 50,000 NGN (payout-terms.ts): 50 NGN.
const FEE_KOBO = 5_000;

describe("payouts through Paystack's transfer API (fake server)", () => {
  let paystack: FakePaystack;
  let context: Context;
  let categoryId = "";
  let fan = "";
  let finance = "";

  beforeAll(async () => {
    paystack = await startFakePaystack();
    // Fans pay through the sandbox; stars' accounts and transfers go to (fake) Paystack, the provider staff
    // switch to below, with the environment's keys.
    context = await createTestApp({
      RUN_JOBS: "false",
      PAYSTACK_SECRET_KEY: paystack.secretKey,
      PAYSTACK_BASE_URL: paystack.url,
    });
    categoryId = (await insertCategory(context.database.db)).id;
    fan = (await signUp(context.app)).cookie;
    finance = (await signInStaff(context.app, context.database.db, "moderator", ["finance"])).cookie;
  }, 60_000);
  afterAll(async () => {
    await context?.close();
    await paystack?.close();
  });

  const db = () => context.database.db;
  const services = () => context.app.modules.payouts.services;
  const call = (cookie: string, options: InjectOptions) =>
    context.app.inject({ ...options, headers: { ...options.headers, cookie } });
  const payoutRow = async (id: string) => (await db().select().from(payouts).where(eq(payouts.id, id)))[0]!;
  const naira = async (star: Star) =>
    (
      (await call(star.cookie, { method: "GET", url: "/api/celebrity/balance" })).json() as BalanceResponse
    ).balances.find((balance) => balance.currency === "NGN");
  const postWebhook = (webhook: { headers: Record<string, string>; rawBody: string }) =>
    context.app.inject({
      method: "POST",
      url: "/api/payments/webhooks/paystack",
      headers: webhook.headers,
      payload: webhook.rawBody,
    });

  /** A star paid in naira for one delivered, released video, with an account at GTBank saved through Paystack. */
  async function paystackStar() {
    const settings = context.app.infrastructure.settings;
    await settings.set("payments.provider", "paystack", null);
    const star = await starWithAccount(context.app, db(), categoryId, { bankCode: "058", accountNumber: "0123456789" });
    await settings.set("payments.provider", "sandbox", null);
    await deliveredRequest(context.app, db(), {
      fanCookie: fan,
      celebrityId: star.profile.id,
      currency: "NGN",
      deliveredAt: new Date(Date.now() - 10 * DAY_MS),
    });
    await services().earnings.releaseDue();
    return star;
  }

  async function withdraw(star: Star) {
    const quote = (
      await call(star.cookie, { method: "POST", url: "/api/celebrity/payouts/quote", payload: { currency: "NGN" } })
    ).json() as PayoutQuote;
    expect(quote).toMatchObject({
      amountMinor: EARNINGS_KOBO,
      payoutCurrency: "NGN",
      rate: 1,
      feeMinor: FEE_KOBO,
      payoutAmountMinor: EARNINGS_KOBO - FEE_KOBO,
    });
    const response = await call(star.cookie, {
      method: "POST",
      url: "/api/celebrity/payouts",
      payload: { currency: "NGN", amountMinor: quote.amountMinor, rate: quote.rate },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().payout as { id: string; reference: string };
  }

  it("a transfer waiting for Paystack's OTP is shown to staff, then paid when Paystack says so", async () => {
    const star = await paystackStar();
    const payout = await withdraw(star);
    paystack.nextTransferStatus("otp");
    await services().sending.sendPayout({ payoutId: payout.id });

    expect(await payoutRow(payout.id)).toMatchObject({ status: "in_transit", providerStatus: "otp" });
    const sent = paystack.transfers.get(payout.reference)!;
    expect(sent).toMatchObject({ amount: EARNINGS_KOBO - FEE_KOBO, currency: "NGN" });
    expect(sent.recipient.details.account_number).toBe("0123456789");
    const queue = (await call(finance, { method: "GET", url: "/api/admin/finance/payouts?status=in_transit" })).json();
    expect(queue.payouts).toContainEqual(
      expect.objectContaining({ id: payout.id, providerStatus: "otp", provider: "paystack" }),
    );

    const webhook = paystack.completeTransfer(payout.reference, "success");
    expect((await postWebhook(webhook)).statusCode).toBe(200);
    expect(await payoutRow(payout.id)).toMatchObject({ status: "succeeded", providerStatus: "succeeded" });
    expect(await naira(star)).toMatchObject({ available: 0, inTransit: 0, paid: EARNINGS_KOBO - FEE_KOBO });
    const [fees] = await db()
      .select()
      .from(ledgerBalances)
      .where(
        and(
          eq(ledgerBalances.account, "transfer_fees"),
          eq(ledgerBalances.ownerId, PLATFORM_OWNER),
          eq(ledgerBalances.currency, "NGN"),
        ),
      );
    expect(fees?.balanceMinor).toBe(FEE_KOBO);

    // Paystack delivers the same webhook again: it is recognised and nothing moves.
    const entries = async () => (await db().select({ n: count() }).from(ledgerEntries))[0]!.n;
    const before = await entries();
    expect((await postWebhook(webhook)).statusCode).toBe(200);
    expect(await entries()).toBe(before);
  });

  it("believes Paystack's API, not a webhook's body; a failure returns the money with Paystack's reason", async () => {
    const star = await paystackStar();
    const payout = await withdraw(star);
    await services().sending.sendPayout({ payoutId: payout.id });
    expect((await payoutRow(payout.id)).status).toBe("in_transit");

    // A success webhook about a transfer Paystack itself still has as pending changes nothing.
    const early = paystack.completeTransfer(payout.reference, "success");
    paystack.transfers.get(payout.reference)!.status = "pending";
    expect((await postWebhook(early)).statusCode).toBe(200);
    expect((await payoutRow(payout.id)).status).toBe("in_transit");

    const failed = paystack.completeTransfer(payout.reference, "failed", "Account closed");
    expect((await postWebhook(failed)).statusCode).toBe(200);
    const row = await payoutRow(payout.id);
    expect(row.status).toBe("failed");
    expect(row.failureReason).toContain("Account closed");
    expect(await naira(star)).toMatchObject({ available: EARNINGS_KOBO, inTransit: 0, paid: 0 });
  });

  it("an outage leaves the payout sending with Paystack's words for staff; the next attempt asks first, then sends once", async () => {
    const star = await paystackStar();
    const payout = await withdraw(star);
    paystack.down(true);
    await expect(services().sending.sendPayout({ payoutId: payout.id })).rejects.toMatchObject({ statusCode: 502 });
    paystack.down(false);
    const stuck = await payoutRow(payout.id);
    expect(stuck).toMatchObject({ status: "sending", attempts: 1 });
    expect(stuck.providerStatus).toMatch(/^error: Paystack .*503/);
    expect(stuck.providerStatus).not.toContain(paystack.secretKey);

    await services().sending.sendPayout({ payoutId: payout.id });
    expect(await payoutRow(payout.id)).toMatchObject({ status: "in_transit", attempts: 2 });
    // The outage refused the first POST; the second attempt asked Paystack about the reference before sending.
    const calls = paystack.requests
      .filter((request) => request.path.includes(payout.reference) || request.path === "/transfer")
      .filter(
        (request) =>
          request.path !== "/transfer" || (request.body as { reference?: string }).reference === payout.reference,
      )
      .map((request) => `${request.method} ${request.path.split("/").slice(0, 3).join("/")}`);
    expect(calls).toEqual(["POST /transfer", "GET /transfer/verify", "POST /transfer"]);
    expect([...paystack.transfers.keys()].filter((reference) => reference === payout.reference)).toHaveLength(1);
  });
});
