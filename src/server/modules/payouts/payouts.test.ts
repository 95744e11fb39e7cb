import { count, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BalanceResponse, PayoutQuote } from "@/shared/schemas/payouts";
import { DAY_MS, HOUR_MS } from "@/shared/time";
import { auditLog, disputes, ledgerEntries, payments, payoutAccounts, payouts } from "../../db/schema/index";
import { latestMail, signUp } from "../../test/accounts";
import { createTestApp } from "../../test/app";
import { signInStaff } from "../../test/staff-accounts";
import { insertCategory } from "../catalogue/test-factories";
import { deliveredRequest, savePayoutAccount, starWithAccount } from "./test-factories";

type Context = Awaited<ReturnType<typeof createTestApp>>;
type Star = Awaited<ReturnType<typeof starWithAccount>>;

// 100 USD at the default 25% fee: the star earns 75 USD. The sandbox account is in Nigeria (NGN).
const EARNINGS = 7_500;

describe("balances, statement and payouts (sandbox transfers)", () => {
  let context: Context;
  let categoryId = "";
  let fan = "";
  let finance = "";
  let noFinance = "";

  beforeAll(async () => {
    // Jobs do not run by themselves: each job below is its handler, called by the test with a moved clock.
    context = await createTestApp({ RUN_JOBS: "false" });
    categoryId = (await insertCategory(context.database.db)).id;
    fan = (await signUp(context.app)).cookie;
    finance = (await signInStaff(context.app, context.database.db, "moderator", ["finance"])).cookie;
    noFinance = (await signInStaff(context.app, context.database.db, "admin", ["users", "settings"])).cookie;
  }, 60_000);
  afterAll(async () => {
    await context.close();
  });

  const db = () => context.database.db;
  const services = () => context.app.modules.payouts.services;
  const call = (cookie: string, options: InjectOptions) =>
    context.app.inject({ ...options, headers: { ...options.headers, cookie } });
  const balanceOf = async (star: Star) =>
    (await call(star.cookie, { method: "GET", url: "/api/celebrity/balance" })).json() as BalanceResponse;
  const currencyBalance = async (star: Star, currency: string) =>
    (await balanceOf(star)).balances.find((balance) => balance.currency === currency);
  const quote = async (star: Star, currency = "USD") =>
    (
      await call(star.cookie, { method: "POST", url: "/api/celebrity/payouts/quote", payload: { currency } })
    ).json() as PayoutQuote;
  const withdraw = (star: Star, payload: { currency: string; amountMinor: number; rate: number }) =>
    call(star.cookie, { method: "POST", url: "/api/celebrity/payouts", payload });
  const payoutRow = async (id: string) => (await db().select().from(payouts).where(eq(payouts.id, id)))[0]!;
  const entryCount = async () => (await db().select({ n: count() }).from(ledgerEntries))[0]!.n;

  /** A star with `videos` delivered and released 100 USD requests, ready to withdraw. */
  async function starWithAvailable(videos = 1, account: Parameters<typeof starWithAccount>[3] = {}) {
    const star = await starWithAccount(context.app, db(), categoryId, account);
    const deliveredAt = new Date(Date.now() - 10 * DAY_MS);
    for (let video = 0; video < videos; video += 1) {
      await deliveredRequest(context.app, db(), { fanCookie: fan, celebrityId: star.profile.id, deliveredAt });
    }
    await services().earnings.releaseDue();
    return star;
  }

  /** Withdraw now, with the quote's own figures. */
  async function withdrawAll(star: Star) {
    const shown = await quote(star);
    const response = await withdraw(star, { currency: "USD", amountMinor: shown.amountMinor, rate: shown.rate });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().payout as { id: string; reference: string; status: string };
  }

  /** The sandbox settles the transfer and sends its signed webhooks to the webhook route. */
  async function settleThroughWebhooks(reference: string) {
    const { webhooks } = await context.app.infrastructure.paymentProviders.sandboxPayouts.settleTransfer(reference);
    for (const webhook of webhooks) await postWebhook(webhook);
    return webhooks;
  }
  const postWebhook = (webhook: { headers: Record<string, string>; rawBody: string }) =>
    context.app.inject({
      method: "POST",
      url: "/api/payments/webhooks/sandbox",
      headers: { ...webhook.headers, "content-type": "application/json" },
      payload: webhook.rawBody,
    });

  it("holds delivered earnings for the hold period, then makes them available (not while disputed)", async () => {
    const star = await starWithAccount(context.app, db(), categoryId);
    const deliveredAt = new Date();
    const requestId = await deliveredRequest(context.app, db(), {
      fanCookie: fan,
      celebrityId: star.profile.id,
      deliveredAt,
    });
    const disputedId = await deliveredRequest(context.app, db(), {
      fanCookie: fan,
      celebrityId: star.profile.id,
      deliveredAt,
    });
    const [disputedPayment] = await db().select().from(payments).where(eq(payments.requestId, disputedId));
    await db()
      .insert(disputes)
      .values({
        provider: "sandbox",
        providerDisputeId: `dsp-${disputedId}`,
        paymentId: disputedPayment!.id,
        requestId: disputedId,
        celebrityId: star.profile.id,
        amountMinor: disputedPayment!.amountMinor,
        currency: disputedPayment!.currency,
        openedAt: deliveredAt,
      });

    const held = await balanceOf(star);
    expect(held.balances).toEqual([
      { currency: "USD", pending: 2 * EARNINGS, available: 0, frozen: 0, inTransit: 0, paid: 0 },
    ]);
    expect(held.holdDays).toBe(3);
    const pending = Object.fromEntries(held.pendingEarnings.map((earning) => [earning.requestId, earning]));
    expect(pending[requestId]?.availableOn).toBe(new Date(deliveredAt.getTime() + 3 * DAY_MS).toISOString());
    expect(pending[disputedId]?.availableOn).toBeNull();

    expect(await services().earnings.releaseDue(new Date(deliveredAt.getTime() + 3 * DAY_MS - HOUR_MS))).toBe(0);
    const releasedAt = new Date(deliveredAt.getTime() + 3 * DAY_MS + HOUR_MS);
    expect(await services().earnings.releaseDue(releasedAt)).toBeGreaterThanOrEqual(1);
    expect(await services().earnings.releaseDue(releasedAt)).toBe(0);
    const released = await balanceOf(star);
    expect(released.balances[0]).toMatchObject({ pending: EARNINGS, available: EARNINGS });
    expect(released.pendingEarnings.map((earning) => earning.requestId)).toEqual([disputedId]);
  });

  it("withdraws: in transit, then paid once the provider confirms, converted at the quoted rate", async () => {
    const star = await starWithAvailable();
    const shown = await quote(star);
    expect(shown).toMatchObject({
      currency: "USD",
      amountMinor: EARNINGS,
      payoutCurrency: "NGN",
      rate: 1530,
      convertedMinor: EARNINGS * 1530,
      feeMinor: 0,
      payoutAmountMinor: EARNINGS * 1530,
      minimumMinor: 1_000,
      needsApproval: false,
    });
    expect(shown.account.accountNumberLast4).toBe("6789");
    expect(JSON.stringify(shown)).not.toContain("0123456789");

    const payout = await withdrawAll(star);
    expect(payout.status).toBe("sending");
    expect(payout.reference).toMatch(/^salamu-po-[0-9a-f-]{36}$/);
    expect(await currencyBalance(star, "USD")).toMatchObject({ available: 0, inTransit: EARNINGS });

    await services().sending.sendPayout({ payoutId: payout.id });
    expect((await payoutRow(payout.id)).status).toBe("in_transit");

    const webhooks = await settleThroughWebhooks(payout.reference);
    expect((await payoutRow(payout.id)).status).toBe("succeeded");
    expect(await currencyBalance(star, "USD")).toMatchObject({ available: 0, inTransit: 0, paid: 0 });
    expect(await currencyBalance(star, "NGN")).toMatchObject({ paid: EARNINGS * 1530 });
    const statement = (await call(star.cookie, { method: "GET", url: "/api/celebrity/statement" })).json();
    const fxSide = statement.lines.find((line: { currency: string }) => line.currency === "NGN");
    expect(fxSide).toMatchObject({ kind: "payout_succeeded", account: "star_paid", rate: 1530 });

    // The same webhook again, and the provider's retry of it: nothing moves a second time.
    const before = await entryCount();
    for (const webhook of webhooks) await postWebhook(webhook);
    await settleThroughWebhooks(payout.reference);
    expect(await entryCount()).toBe(before);
    expect(await currencyBalance(star, "NGN")).toMatchObject({ paid: EARNINGS * 1530 });

    await services().notices.sendPayoutNotice({ kind: "payout-paid", payoutId: payout.id });
    const mail = await latestMail(db());
    expect(mail?.subject).toContain("paid you");
    expect(mail?.text).toContain("••••6789");
    expect(mail?.text).not.toContain("0123456789");
    const list = (await call(star.cookie, { method: "GET", url: "/api/celebrity/payouts" })).json();
    expect(list.payouts).toEqual([expect.objectContaining({ id: payout.id, status: "succeeded", reason: null })]);
  });

  it("a failed transfer returns the money to available and tells the star why, without retrying", async () => {
    const star = await starWithAvailable(1, { accountNumber: "0123450000" });
    const payout = await withdrawAll(star);
    await services().sending.sendPayout({ payoutId: payout.id });
    await settleThroughWebhooks(payout.reference);

    const row = await payoutRow(payout.id);
    expect(row.status).toBe("failed");
    expect(row.failureReason).toMatch(/did not accept the transfer.*back in your available balance/);
    expect(await currencyBalance(star, "USD")).toMatchObject({ available: EARNINGS, inTransit: 0 });
    const queued = await context.database.executeSql(
      "select data from pgboss.job where name = 'payout-notice' and data->>'payoutId' = $1",
      [payout.id],
    );
    expect(queued.rows).toEqual([{ data: { kind: "payout-failed", payoutId: payout.id } }]);
    await services().notices.sendPayoutNotice({ kind: "payout-failed", payoutId: payout.id });
    expect((await latestMail(db()))?.text).toContain("did not accept the transfer");
    // Not sent again by itself: the send job finds nothing to send.
    await services().sending.sendPayout({ payoutId: payout.id });
    expect((await payoutRow(payout.id)).attempts).toBe(1);
    const list = (await call(star.cookie, { method: "GET", url: "/api/celebrity/payouts" })).json();
    expect(list.payouts[0]).toMatchObject({ status: "failed", reason: row.failureReason });
  });

  it("a reversal after success posts the payment back through fx and returns the money", async () => {
    const star = await starWithAvailable();
    const payout = await withdrawAll(star);
    await services().sending.sendPayout({ payoutId: payout.id });
    await settleThroughWebhooks(payout.reference);
    expect(await currencyBalance(star, "NGN")).toMatchObject({ paid: EARNINGS * 1530 });

    const { webhook } = await context.app.infrastructure.paymentProviders.sandboxPayouts.reverseTransfer(
      payout.reference,
    );
    expect((await postWebhook(webhook)).statusCode).toBe(200);
    const row = await payoutRow(payout.id);
    expect(row.status).toBe("reversed");
    expect(row.failureReason).toContain("sent the transfer back");
    expect(await currencyBalance(star, "USD")).toMatchObject({ available: EARNINGS, inTransit: 0, paid: 0 });
    expect(await currencyBalance(star, "NGN")).toMatchObject({ paid: 0 });
    const reversal = await db().select().from(ledgerEntries).where(eq(ledgerEntries.causeId, payout.id));
    const reversed = reversal.filter((entry) => entry.kind === "payout_reversed");
    expect(reversed.map((entry) => [entry.account, entry.currency, entry.amountMinor]).sort()).toEqual(
      [
        ["fx", "NGN", EARNINGS * 1530],
        ["fx", "USD", -EARNINGS],
        ["star_available", "USD", EARNINGS],
        ["star_paid", "NGN", -EARNINGS * 1530],
      ].sort(),
    );
    const queued = await context.database.executeSql(
      "select data from pgboss.job where name = 'payout-notice' and data->>'payoutId' = $1",
      [payout.id],
    );
    expect(queued.rows.map((row) => (row as { data: { kind: string } }).data.kind).sort()).toEqual([
      "payout-failed",
      "payout-paid",
    ]);
  });

  it("a transfer the bank sends back before it was paid returns the money too", async () => {
    const star = await starWithAvailable(1, { accountNumber: "0123459999" });
    const payout = await withdrawAll(star);
    await services().sending.sendPayout({ payoutId: payout.id });
    await settleThroughWebhooks(payout.reference);
    expect((await payoutRow(payout.id)).status).toBe("reversed");
    expect(await currencyBalance(star, "USD")).toMatchObject({ available: EARNINGS, inTransit: 0, paid: 0 });
    expect(await currencyBalance(star, "NGN")).toBeUndefined();
  });

  it("a retry after a lost answer asks the provider first and never transfers twice", async () => {
    const star = await starWithAvailable();
    const payout = await withdrawAll(star);
    const row = await payoutRow(payout.id);
    const sandbox = context.app.infrastructure.paymentProviders.sandboxPayouts;
    // The first attempt reached the sandbox, then its answer was lost (the process died before recording it).
    await db().update(payouts).set({ attempts: 1 }).where(eq(payouts.id, payout.id));
    await sandbox.transfer({
      reference: row.reference,
      amountMinor: row.payoutAmountMinor,
      currency: row.payoutCurrency,
      destination: {
        country: "NG",
        type: "bank",
        currency: "NGN",
        bankCode: "044",
        accountNumber: "0123456789",
        accountName: "ADA OBI",
        recipientCode: null,
      },
      narration: "Salamu earnings",
    });
    await services().sending.sendPayout({ payoutId: payout.id });
    expect(await payoutRow(payout.id)).toMatchObject({ status: "in_transit", attempts: 2 });
    const transfers = await context.database.executeSql(
      "select count(*)::int as n from sandbox_transfers where reference = $1",
      [row.reference],
    );
    expect(transfers.rows).toEqual([{ n: 1 }]);
  });

  it("reconciliation settles a payout left in transit once the provider has an answer", async () => {
    const star = await starWithAvailable();
    const payout = await withdrawAll(star);
    await services().sending.sendPayout({ payoutId: payout.id });
    // The provider settled it but its webhook never arrived.
    await context.app.infrastructure.paymentProviders.sandboxPayouts.settleTransfer(payout.reference);
    expect(await services().sending.reconcileStalePayouts(new Date())).toBe(0);
    expect((await payoutRow(payout.id)).status).toBe("in_transit");
    expect(await services().sending.reconcileStalePayouts(new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(
      1,
    );
    expect((await payoutRow(payout.id)).status).toBe("succeeded");
    expect(await currencyBalance(star, "NGN")).toMatchObject({ paid: EARNINGS * 1530 });
  });

  it("two withdrawals racing for one balance: exactly one succeeds", async () => {
    const star = await starWithAvailable();
    const shown = await quote(star);
    const body = { currency: "USD", amountMinor: shown.amountMinor, rate: shown.rate };
    const answers = await Promise.all([withdraw(star, body), withdraw(star, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().error.code).toBe("INSUFFICIENT_BALANCE");
    expect(await currencyBalance(star, "USD")).toMatchObject({ available: 0, inTransit: EARNINGS });
    expect(await db().select().from(payouts).where(eq(payouts.celebrityId, star.profile.id))).toHaveLength(1);
  });

  it("refuses below the minimum, above the balance, a moved rate and an account without one or in its first 48 hours", async () => {
    const star = await starWithAvailable();
    const shown = await quote(star);
    const before = await entryCount();

    const small = await withdraw(star, { currency: "USD", amountMinor: 999, rate: shown.rate });
    expect(small.statusCode).toBe(400);
    expect(small.json().error).toMatchObject({
      code: "BELOW_PAYOUT_MINIMUM",
      message: expect.stringContaining("$10.00"),
    });
    const above = await withdraw(star, { currency: "USD", amountMinor: EARNINGS + 1, rate: shown.rate });
    expect(above.statusCode).toBe(409);
    expect(above.json().error.code).toBe("INSUFFICIENT_BALANCE");
    const moved = await withdraw(star, { currency: "USD", amountMinor: EARNINGS, rate: shown.rate + 1 });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error.code).toBe("QUOTE_CHANGED");

    await db()
      .update(payoutAccounts)
      .set({ usableFrom: new Date(Date.now() + 47 * HOUR_MS) })
      .where(eq(payoutAccounts.id, star.payoutAccount.id));
    const cooling = await withdraw(star, { currency: "USD", amountMinor: EARNINGS, rate: shown.rate });
    expect(cooling.statusCode).toBe(409);
    expect(cooling.json().error).toMatchObject({
      code: "NO_PAYOUT_ACCOUNT",
      message: expect.stringContaining("Payouts to this account start on"),
    });
    await db().update(payoutAccounts).set({ status: "removed" }).where(eq(payoutAccounts.id, star.payoutAccount.id));
    const none = await withdraw(star, { currency: "USD", amountMinor: EARNINGS, rate: shown.rate });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe("NO_PAYOUT_ACCOUNT");

    expect(await entryCount()).toBe(before);
    expect(await currencyBalance(star, "USD")).toMatchObject({ available: EARNINGS, inTransit: 0 });
    const invalid = await withdraw(star, { currency: "usd", amountMinor: -5, rate: 0 });
    expect(invalid.statusCode).toBe(400);
  });

  it("the first payout to an account waits for staff with finance, who hold it with a reason or approve it", async () => {
    const star = await starWithAvailable(1, { approved: false });
    expect((await quote(star)).needsApproval).toBe(true);
    const payout = await withdrawAll(star);
    expect(payout.status).toBe("awaiting_approval");

    const queue = await call(finance, { method: "GET", url: "/api/admin/finance/payouts?status=awaiting_approval" });
    expect(queue.statusCode).toBe(200);
    expect(queue.json().payouts).toContainEqual(
      expect.objectContaining({ id: payout.id, approvalReason: "First payout to this account", provider: "sandbox" }),
    );
    const refused = await call(noFinance, { method: "POST", url: `/api/admin/finance/payouts/${payout.id}/approve` });
    expect(refused.statusCode).toBe(403);
    expect((await call(star.cookie, { method: "GET", url: "/api/admin/finance/payouts" })).statusCode).toBe(403);

    const reason = "We are checking the account holder's name";
    const held = await call(finance, {
      method: "POST",
      url: `/api/admin/finance/payouts/${payout.id}/hold`,
      payload: { reason },
    });
    expect(held.statusCode).toBe(200);
    expect(held.json().payout).toMatchObject({ status: "held", reason });
    const seen = (await call(star.cookie, { method: "GET", url: "/api/celebrity/payouts" })).json();
    expect(seen.payouts[0]).toMatchObject({ status: "held", reason });
    expect(await currencyBalance(star, "USD")).toMatchObject({ available: 0, inTransit: EARNINGS });

    const approved = await call(finance, { method: "POST", url: `/api/admin/finance/payouts/${payout.id}/approve` });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().payout.status).toBe("sending");
    const account = (await db().select().from(payoutAccounts).where(eq(payoutAccounts.id, star.payoutAccount.id)))[0]!;
    expect(account.firstPayoutApprovedAt).not.toBeNull();
    const again = await call(finance, { method: "POST", url: `/api/admin/finance/payouts/${payout.id}/approve` });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("PAYOUT_NOT_WAITING");
    const audited = await db().select().from(auditLog).where(eq(auditLog.targetId, payout.id));
    expect(audited.map((entry) => entry.action).sort()).toEqual(["payout.approve", "payout.hold"]);
    expect(JSON.stringify(audited)).not.toContain("0123456789");
  });

  it("a payout above the approval threshold waits for staff too", async () => {
    const settings = context.app.infrastructure.settings;
    await settings.set("payouts.approvalThresholdUsdCents", 5_000, null);
    try {
      const star = await starWithAvailable();
      const payout = await withdrawAll(star);
      expect(payout.status).toBe("awaiting_approval");
      expect((await payoutRow(payout.id)).approvalReason).toBe("Above the approval threshold");
    } finally {
      await settings.reset("payouts.approvalThresholdUsdCents");
    }
  });

  it("the schedule pays each available balance above the minimum on its days", async () => {
    const settings = context.app.infrastructure.settings;
    const star = await starWithAvailable();
    const noAccount = await starWithAvailable();
    await db()
      .update(payoutAccounts)
      .set({ status: "removed" })
      .where(eq(payoutAccounts.id, noAccount.payoutAccount.id));
    await settings.set("payouts.schedule", "weekly", null);
    try {
      const tuesday = new Date("2026-12-01T06:00:00Z");
      expect(await services().payouts.runSchedule(tuesday)).toBe(0);
      const monday = new Date("2026-12-07T06:00:00Z");
      expect(await services().payouts.runSchedule(monday)).toBeGreaterThanOrEqual(1);
      const [scheduled] = await db().select().from(payouts).where(eq(payouts.celebrityId, star.profile.id));
      expect(scheduled).toMatchObject({ trigger: "scheduled", status: "sending", amountMinor: EARNINGS });
      expect(await db().select().from(payouts).where(eq(payouts.celebrityId, noAccount.profile.id))).toHaveLength(0);
      expect(await services().payouts.runSchedule(monday)).toBe(0);
      expect((await balanceOf(star)).nextPayoutAt).toMatch(/T06:00:00.000Z$/);
    } finally {
      await settings.reset("payouts.schedule");
    }
  });

  it("pages the statement newest first and exports every line as CSV", async () => {
    const star = await starWithAvailable(3);
    const seen: number[] = [];
    let before: number | null | undefined;
    do {
      const page = await call(star.cookie, {
        method: "GET",
        url: `/api/celebrity/statement?limit=2${before ? `&before=${before}` : ""}`,
      });
      expect(page.statusCode).toBe(200);
      const body = page.json();
      expect(body.lines.length).toBeLessThanOrEqual(2);
      seen.push(...body.lines.map((line: { id: number }) => line.id));
      before = body.nextBefore;
    } while (before);
    // Three deliveries (pending +) and three releases (pending -, available +).
    expect(seen).toHaveLength(9);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);

    const csv = await call(star.cookie, { method: "GET", url: "/api/celebrity/statement.csv" });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const rows = csv.body.trim().split("\r\n");
    expect(rows[0]).toBe("date,description,account,currency,amount,rate,cause,cause id");
    expect(rows).toHaveLength(10);
    expect(rows).toContainEqual(expect.stringContaining(",Video delivered,Pending,USD,75.00,,request,"));
    expect(rows).toContainEqual(expect.stringContaining(",Now available,Available,USD,75.00,,request,"));

    const other = await starWithAccount(context.app, db(), categoryId);
    const theirs = (await call(other.cookie, { method: "GET", url: "/api/celebrity/statement" })).json();
    expect(theirs.lines).toEqual([]);
  });

  it("a payout waiting to be sent when the star changes account is not sent; the new account is quoted", async () => {
    const star = await starWithAvailable();
    const payout = await withdrawAll(star);
    await savePayoutAccount(context.app, db(), star, {
      type: "mobile_money",
      country: "KE",
      bankCode: "MPESA",
      accountNumber: "254712345678",
    });
    const replaced = await db().select().from(payoutAccounts).where(eq(payoutAccounts.id, star.payoutAccount.id));
    expect(replaced[0]?.status).toBe("replaced");

    await services().sending.sendPayout({ payoutId: payout.id });
    const row = await payoutRow(payout.id);
    expect(row.status).toBe("failed");
    expect(row.failureReason).toContain("payout account was changed");
    expect(await currencyBalance(star, "USD")).toMatchObject({ available: EARNINGS, inTransit: 0 });

    const shown = await quote(star);
    expect(shown).toMatchObject({ payoutCurrency: "KES", rate: 130, convertedMinor: EARNINGS * 130 });
    expect(shown.account.accountNumberLast4).toBe("5678");
    expect((await call(fan, { method: "GET", url: "/api/celebrity/balance" })).statusCode).toBe(403);
  });
});
