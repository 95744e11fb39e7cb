import { Readable } from "node:stream";
import { and, eq, sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LedgerAccount } from "@/shared/ledger";
import {
  auditLog,
  disputes,
  ledgerBalances,
  ledgerTransactions,
  payments,
  users,
  videoRequests,
} from "../../db/schema/index";
import { fakePaystackDisputes } from "../../providers/payments/fake-paystack-disputes";
import { videoKeys } from "../../providers/storage/storage";
import { createTestApp } from "../../test/app";
import { storeFreshRates } from "../../test/rates";
import { signInStaff } from "../../test/staff-accounts";
import { postHoldReleased } from "../ledger/booking-money";
import { fakePaystackApi, paystackSignature } from "../payments/test-helpers";
import { transitionRequest } from "../requests/request-transitions";
import { api, bookingWorld, referenceOf } from "../requests/test-factories";

// Test-only credential for the fake Paystack API on 127.0.0.1; never a real key.
const SECRET_KEY = "sk_test_disputes_0001";

type Context = Awaited<ReturnType<typeof createTestApp>>;

describe("disputes: Paystack webhooks, the ledger and staff's answers", () => {
  const paystackPayments = fakePaystackApi(SECRET_KEY);
  let paymentsUrl = "";
  const paystack = fakePaystackDisputes(SECRET_KEY, { passThrough: () => paymentsUrl });
  let context: Context;
  let world: Awaited<ReturnType<typeof bookingWorld>>;
  let finance = "";
  let withoutFinance = "";
  let nextDisputeId = 9_100_001;

  beforeAll(async () => {
    paymentsUrl = await paystackPayments.start();
    context = await createTestApp({
      RUN_JOBS: "false",
      PAYMENT_PROVIDER: "paystack",
      PAYSTACK_SECRET_KEY: SECRET_KEY,
      PAYSTACK_BASE_URL: await paystack.start(),
    });
    await storeFreshRates(context.database.db);
    world = await bookingWorld(context.app, context.database.db);
    finance = (await signInStaff(context.app, context.database.db, "moderator", ["finance"])).cookie;
    withoutFinance = (await signInStaff(context.app, context.database.db, "admin", ["users", "settings"])).cookie;
  }, 90_000);
  afterAll(async () => {
    await context.close();
    await paystack.stop();
    await paystackPayments.stop();
  });

  const db = () => context.database.db;
  const call = (cookie: string | undefined, options: InjectOptions) =>
    context.app.inject({ ...options, headers: { ...options.headers, ...(cookie ? { cookie } : {}) } });
  const setLossBorneBy = (value: "platform" | "star") =>
    context.app.infrastructure.settings.set("disputes.lossBorneBy", value, null);
  const requestOf = async (id: string) => (await db().select().from(videoRequests).where(eq(videoRequests.id, id)))[0]!;

  /** A request paid through (fake) Paystack in NGN, verified: its money sits in escrow. */
  async function paidRequest(celebrity = world.celebrity) {
    const calls = api(context.app);
    const created = await calls.requestVideo(world.fan.cookie, {
      celebrityId: celebrity.profile.id,
      currency: "NGN",
      occasion: "Birthdays",
      recipientName: "Ada",
    });
    expect(created.statusCode, created.body).toBe(201);
    const reference = referenceOf(created.json().checkoutUrl);
    paystackPayments.transaction(reference).status = "succeeded";
    expect((await calls.verify(world.fan.cookie, reference)).json().status).toBe("succeeded");
    const [payment] = await db().select().from(payments).where(eq(payments.reference, reference));
    return { id: created.json().request.id as string, reference, payment: payment! };
  }

  async function deliver(requestId: string) {
    for (const action of ["accept", "deliver"] as const) {
      await transitionRequest(db(), context.app.modules.booking.services.bookingEvents, requestId, action);
    }
  }

  /** The hold period's end, as the release job posts it. */
  async function release(requestId: string) {
    const request = await requestOf(requestId);
    await db().transaction(async (tx) => {
      await postHoldReleased(tx, request, new Date());
      await tx.update(videoRequests).set({ earningsReleasedAt: new Date() }).where(eq(videoRequests.id, requestId));
    });
  }

  async function balance(account: LedgerAccount, ownerId: string, currency = "NGN") {
    const [row] = await db()
      .select({ balanceMinor: ledgerBalances.balanceMinor })
      .from(ledgerBalances)
      .where(
        and(
          eq(ledgerBalances.account, account),
          eq(ledgerBalances.ownerId, ownerId),
          eq(ledgerBalances.currency, currency),
        ),
      );
    return row?.balanceMinor ?? 0;
  }
  const star = (account: LedgerAccount, celebrity = world.celebrity) => balance(account, celebrity.profile.id);
  const platform = (account: LedgerAccount) => balance(account, "platform");

  /** The payer's bank opens a dispute at (fake) Paystack. */
  function paystackDispute(paid: Awaited<ReturnType<typeof paidRequest>>, refundAmount = paid.payment.amountMinor) {
    return paystack.open({
      id: nextDisputeId++,
      refundAmount,
      currency: "NGN",
      category: "chargeback",
      dueAt: "2030-01-10T12:00:00.000Z",
      transaction: {
        id: paystackPayments.transaction(paid.reference).id,
        reference: paid.reference,
        amount: paid.payment.amountMinor,
        currency: "NGN",
        channel: "card",
      },
      customer: { email: world.fan.user.email, first_name: "Fan", last_name: "One", phone: "" },
    });
  }

  /** A signed Paystack delivery of a dispute event; the body's claims are deliberately not the truth. */
  function webhook(event: string, disputeId: number, extra: Record<string, unknown> = {}) {
    const rawBody = JSON.stringify({
      event,
      data: { id: disputeId, refund_amount: 1, status: "resolved", resolution: "declined", ...extra },
    });
    return context.app.inject({
      method: "POST",
      url: "/api/payments/webhooks/paystack",
      headers: { "content-type": "application/json", "x-paystack-signature": paystackSignature(SECRET_KEY, rawBody) },
      payload: rawBody,
    });
  }
  const disputeRow = async (providerDisputeId: number) =>
    (
      await db()
        .select()
        .from(disputes)
        .where(eq(disputes.providerDisputeId, String(providerDisputeId)))
    )[0];
  const transactionCount = async () =>
    (await db().select({ n: sql<number>`count(*)::int` }).from(ledgerTransactions))[0]!.n;

  it("a signed dispute webhook, confirmed with Paystack, opens the dispute and freezes the released earnings", async () => {
    const paid = await paidRequest();
    await deliver(paid.id);
    await release(paid.id);
    const earnings = (await requestOf(paid.id)).earningsMinor!;
    expect(earnings).toBeGreaterThan(0);
    const availableBefore = await star("star_available");
    const frozenBefore = await star("star_frozen");
    const remote = paystackDispute(paid);

    // Unsigned or forged: refused, nothing recorded.
    const rawBody = JSON.stringify({ event: "charge.dispute.create", data: { id: remote.id } });
    const unsigned = await context.app.inject({
      method: "POST",
      url: "/api/payments/webhooks/paystack",
      headers: { "content-type": "application/json", "x-paystack-signature": "0".repeat(128) },
      payload: rawBody,
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await disputeRow(remote.id)).toBeUndefined();

    const created = await webhook("charge.dispute.create", remote.id);
    expect(created.json()).toEqual({ received: true, result: "applied" });
    expect(paystack.requests.at(-1)).toMatchObject({ method: "GET", path: `/dispute/${remote.id}` });
    const row = await disputeRow(remote.id);
    // The provider's figures, not the body's (which claimed 1 kobo and a resolution).
    expect(row).toMatchObject({
      provider: "paystack",
      status: "open",
      providerStatus: "awaiting-merchant-feedback",
      amountMinor: paid.payment.amountMinor,
      currency: "NGN",
      frozenMinor: earnings,
      requestId: paid.id,
      celebrityId: world.celebrity.profile.id,
      reason: "chargeback",
    });
    expect(row!.dueAt?.toISOString()).toBe("2030-01-10T12:00:00.000Z");
    expect(await star("star_available")).toBe(availableBefore - earnings);
    expect(await star("star_frozen")).toBe(frozenBefore + earnings);

    // The exact replay is dropped; a reminder refreshes the deadline and moves no money.
    expect((await webhook("charge.dispute.create", remote.id)).json().result).toBe("duplicate");
    const postings = await transactionCount();
    remote.dueAt = "2030-01-12T12:00:00.000Z";
    expect((await webhook("charge.dispute.remind", remote.id)).json().result).toBe("applied");
    expect(await transactionCount()).toBe(postings);
    expect((await disputeRow(remote.id))!.dueAt?.toISOString()).toBe("2030-01-12T12:00:00.000Z");
    expect(await star("star_available")).toBe(availableBefore - earnings);

    // Won: Paystack resolved it in the merchant's favour; the frozen earnings return.
    remote.status = "resolved";
    remote.resolution = "declined";
    expect((await webhook("charge.dispute.resolve", remote.id)).json().result).toBe("applied");
    expect(await disputeRow(remote.id)).toMatchObject({ status: "won", resolution: "declined", costBorneBy: null });
    expect(await star("star_available")).toBe(availableBefore);
    expect(await star("star_frozen")).toBe(frozenBefore);
    // Settled once: another resolve delivery posts nothing more.
    const settled = await transactionCount();
    expect((await webhook("charge.dispute.resolve", remote.id, { note: "again" })).json().result).toBe("applied");
    expect(await transactionCount()).toBe(settled);
  });

  it("lost, borne by the star: the fee leaves the platform's fees and the star's share their frozen then available balance", async () => {
    await setLossBorneBy("star");
    // Released and frozen: the share comes out of what was frozen.
    const released = await paidRequest();
    await deliver(released.id);
    await release(released.id);
    const { feeMinor, earningsMinor } = await requestOf(released.id);
    const first = paystackDispute(released);
    await webhook("charge.dispute.create", first.id);
    const [available, frozen, fees] = [
      await star("star_available"),
      await star("star_frozen"),
      await platform("platform_fees"),
    ];
    const fanBefore = await balance("fan", released.payment.userId);
    first.status = "resolved";
    first.resolution = "merchant-accepted";
    await webhook("charge.dispute.resolve", first.id);
    expect(await disputeRow(first.id)).toMatchObject({ status: "lost", costBorneBy: "star" });
    expect(await star("star_frozen")).toBe(frozen - earningsMinor!);
    expect(await star("star_available")).toBe(available);
    expect(await platform("platform_fees")).toBe(fees - feeMinor!);
    expect(await balance("fan", released.payment.userId)).toBe(fanBefore + released.payment.amountMinor);

    // Still in their hold period when disputed: nothing frozen, so each loss is taken from available, which
    // goes below zero (the recorded dispute loss) while the earnings wait in pending.
    for (let round = 0; round < 2; round += 1) {
      const pending = await paidRequest();
      await deliver(pending.id);
      const remote = paystackDispute(pending);
      await webhook("charge.dispute.create", remote.id);
      expect((await disputeRow(remote.id))!.frozenMinor).toBe(0);
      const availableNow = await star("star_available");
      remote.status = "resolved";
      remote.resolution = "auto-accepted";
      await webhook("charge.dispute.resolve", remote.id);
      expect(await disputeRow(remote.id)).toMatchObject({ status: "lost", costBorneBy: "star" });
      expect(await star("star_available")).toBe(availableNow - (await requestOf(pending.id)).earningsMinor!);
    }
    expect(await star("star_available")).toBeLessThan(0);
    await setLossBorneBy("platform");
  });

  it("lost, borne by the platform: dispute losses pay the star's share and the frozen earnings are released", async () => {
    await setLossBorneBy("platform");
    // Another star, whose balances the other tests leave alone.
    const other = world.otherCelebrity;
    const paid = await paidRequest(other);
    await deliver(paid.id);
    await release(paid.id);
    const { feeMinor, earningsMinor } = await requestOf(paid.id);
    const remote = paystackDispute(paid);
    await webhook("charge.dispute.create", remote.id);
    const [available, frozen, fees, losses] = [
      await star("star_available", other),
      await star("star_frozen", other),
      await platform("platform_fees"),
      await platform("dispute_losses"),
    ];
    expect((await disputeRow(remote.id))!.frozenMinor).toBe(earningsMinor);
    remote.status = "resolved";
    remote.resolution = "merchant-accepted";
    await webhook("charge.dispute.resolve", remote.id);
    expect(await disputeRow(remote.id)).toMatchObject({ status: "lost", costBorneBy: "platform" });
    expect(await star("star_frozen", other)).toBe(frozen - earningsMinor!);
    expect(await star("star_available", other)).toBe(available + earningsMinor!);
    expect(await platform("platform_fees")).toBe(fees - feeMinor!);
    expect(await platform("dispute_losses")).toBe(losses - earningsMinor!);
  });

  it("lost before delivery: the payer's money goes back from escrow and nobody bears a cost", async () => {
    const paid = await paidRequest();
    const remote = paystackDispute(paid);
    await webhook("charge.dispute.create", remote.id);
    expect(await balance("escrow", paid.payment.id)).toBe(paid.payment.amountMinor);
    remote.status = "resolved";
    remote.resolution = "merchant-accepted";
    await webhook("charge.dispute.resolve", remote.id);
    expect(await disputeRow(remote.id)).toMatchObject({ status: "lost", costBorneBy: null, frozenMinor: 0 });
    expect(await balance("escrow", paid.payment.id)).toBe(0);
  });

  it("a dispute of a payment Salamu does not hold is acknowledged and ignored", async () => {
    const paid = await paidRequest();
    const remote = paystackDispute(paid);
    remote.transaction.reference = "SALAMU-unknown";
    expect((await webhook("charge.dispute.create", remote.id)).json().result).toBe("ignored");
    expect(await disputeRow(remote.id)).toBeUndefined();
  });

  it("staff see the evidence pack, send it to Paystack with the documented fields, and contest", async () => {
    const paid = await paidRequest();
    await deliver(paid.id);
    // The delivered video, stored as the processing job leaves it.
    const storage = context.app.infrastructure.storage;
    await storage.put(videoKeys.video(paid.id), Readable.from(Buffer.alloc(4096, 1)));
    await db()
      .update(videoRequests)
      .set({ videoStatus: "ready", videoKey: videoKeys.video(paid.id) })
      .where(eq(videoRequests.id, paid.id));
    // The fan watches (a player's later ranges are not openings), downloads, and shares a watch link.
    const links = (await call(world.fan.cookie, { method: "GET", url: `/api/requests/${paid.id}/video` })).json();
    expect((await call(undefined, { method: "GET", url: links.url, headers: { range: "bytes=0-" } })).statusCode).toBe(
      206,
    );
    expect(
      (await call(undefined, { method: "GET", url: links.url, headers: { range: "bytes=100-200" } })).statusCode,
    ).toBe(206);
    expect((await call(undefined, { method: "GET", url: links.downloadUrl })).statusCode).toBe(200);
    const share = await call(world.fan.cookie, { method: "POST", url: `/api/requests/${paid.id}/share-link` });
    const token = share.json().token as string;
    expect((await call(undefined, { method: "GET", url: `/api/watch/${token}/stream` })).statusCode).toBe(200);
    const review = await call(world.fan.cookie, {
      method: "POST",
      url: `/api/requests/${paid.id}/review`,
      payload: { rating: 5, text: "She cried with joy, thank you!" },
    });
    expect(review.statusCode).toBe(201);

    const remote = paystackDispute(paid);
    await webhook("charge.dispute.create", remote.id);
    const id = (await disputeRow(remote.id))!.id;

    const list = await call(finance, { method: "GET", url: "/api/admin/finance/disputes?status=open" });
    expect(list.statusCode).toBe(200);
    expect(list.json().disputes.map((dispute: { id: string }) => dispute.id)).toContain(id);

    const detail = await call(finance, { method: "GET", url: `/api/admin/finance/disputes/${id}` });
    expect(detail.statusCode).toBe(200);
    const { dispute, evidence } = detail.json();
    expect(dispute).toMatchObject({
      id,
      status: "open",
      paymentReference: paid.reference,
      celebrityName: world.celebrity.profile.fullName,
    });
    const request = await requestOf(paid.id);
    expect(evidence).toMatchObject({
      requestText: "Happy birthday to my sister Ada!",
      occasion: "Birthdays",
      recipientName: "Ada",
      payerName: world.fan.user.name,
      payerEmail: world.fan.user.email,
      paymentMethod: "paystack",
      deliveredAt: request.completedAt!.toISOString(),
      review: { rating: 5, text: "She cried with joy, thank you!" },
    });
    expect(evidence.paidAt).not.toBeNull();
    expect(evidence.accessLog.map((entry: { kind: string }) => entry.kind)).toEqual(["stream", "download", "stream"]);

    // Contesting before any evidence was sent is refused and asks nothing of Paystack.
    const asked = paystack.requests.length;
    const early = await call(finance, {
      method: "POST",
      url: `/api/admin/finance/disputes/${id}/resolve`,
      payload: { decision: "contest", note: "The video was delivered and watched" },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe("DISPUTE_EVIDENCE_MISSING");
    expect(paystack.requests.length).toBe(asked);

    const sent = await call(finance, {
      method: "POST",
      url: `/api/admin/finance/disputes/${id}/evidence`,
      payload: { note: "Delivered on time" },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().dispute.evidenceSubmittedAt).not.toBeNull();
    const evidenceRequest = paystack.requests.find(
      (r) => r.method === "POST" && r.path === `/dispute/${remote.id}/evidence`,
    );
    expect(evidenceRequest!.body).toEqual({
      customer_email: world.fan.user.email,
      customer_name: world.fan.user.name,
      customer_phone: (await db().select().from(users).where(eq(users.id, world.fan.user.id)))[0]!.phone,
      service_details: expect.stringContaining("Happy birthday to my sister Ada!"),
      delivery_date: request.completedAt!.toISOString().slice(0, 10),
    });
    expect((evidenceRequest!.body as { service_details: string }).service_details).toContain("Note: Delivered on time");

    const contested = await call(finance, {
      method: "POST",
      url: `/api/admin/finance/disputes/${id}/resolve`,
      payload: { decision: "contest", note: "The video was delivered and watched" },
    });
    expect(contested.statusCode).toBe(200);
    const resolveRequest = paystack.requests.find(
      (r) => r.method === "PUT" && r.path === `/dispute/${remote.id}/resolve`,
    );
    expect(resolveRequest!.body).toEqual({
      resolution: "declined",
      message: expect.stringContaining("The video was delivered and watched"),
      refund_amount: paid.payment.amountMinor,
      uploaded_filename: expect.stringMatching(/^evidence-/),
      evidence: remote.evidence,
    });
    // The file went to the signed URL, not with the API key.
    expect([...paystack.uploads.values()].at(-1)).toContain("Happy birthday to my sister Ada!");
    // Contested: open until the bank answers.
    expect(contested.json().dispute).toMatchObject({ status: "open", providerStatus: "awaiting-bank-feedback" });

    const audits = await db().select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audits.map((entry) => entry.action).sort()).toEqual(["dispute.evidence", "dispute.resolve"]);
  });

  it("staff accept a dispute at Paystack: it is lost at once and answers 409 after", async () => {
    const paid = await paidRequest();
    const remote = paystackDispute(paid);
    await webhook("charge.dispute.create", remote.id);
    const id = (await disputeRow(remote.id))!.id;
    const accepted = await call(finance, {
      method: "POST",
      url: `/api/admin/finance/disputes/${id}/resolve`,
      payload: { decision: "accept", note: "The fan never got the video" },
    });
    expect(accepted.statusCode).toBe(200);
    expect(
      paystack.requests.find((r) => r.method === "PUT" && r.path === `/dispute/${remote.id}/resolve`)!.body,
    ).toEqual({
      resolution: "merchant-accepted",
      message: "The fan never got the video",
      refund_amount: paid.payment.amountMinor,
      uploaded_filename: expect.stringMatching(/^evidence-/),
    });
    expect(accepted.json().dispute).toMatchObject({ status: "lost", resolution: "merchant-accepted" });
    const again = await call(finance, {
      method: "POST",
      url: `/api/admin/finance/disputes/${id}/evidence`,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("DISPUTE_CLOSED");
  });

  it("the Finance routes need the finance permission; bad input changes nothing", async () => {
    const [row] = await db().select().from(disputes).limit(1);
    const urls: InjectOptions[] = [
      { method: "GET", url: "/api/admin/finance/summary" },
      { method: "GET", url: "/api/admin/finance/disputes" },
      { method: "GET", url: `/api/admin/finance/disputes/${row!.id}` },
      { method: "POST", url: `/api/admin/finance/disputes/${row!.id}/evidence`, payload: {} },
      {
        method: "POST",
        url: `/api/admin/finance/disputes/${row!.id}/resolve`,
        payload: { decision: "accept", note: "ok!" },
      },
      { method: "GET", url: "/api/admin/finance/export.csv?kind=ledger" },
    ];
    for (const options of urls) {
      expect((await call(withoutFinance, options)).statusCode).toBe(403);
      expect((await call(world.fan.cookie, options)).statusCode).toBe(403);
      expect((await call(undefined, options)).statusCode).toBe(401);
    }
    const badDecision = await call(finance, {
      method: "POST",
      url: `/api/admin/finance/disputes/${row!.id}/resolve`,
      payload: { decision: "maybe", note: "x" },
    });
    expect(badDecision.statusCode).toBe(400);
    const badPeriod = await call(finance, {
      method: "GET",
      url: "/api/admin/finance/summary?from=2026-05-02&to=2026-05-01",
    });
    expect(badPeriod.statusCode).toBe(400);
    expect((await call(finance, { method: "GET", url: "/api/admin/finance/export.csv?kind=secrets" })).statusCode).toBe(
      400,
    );
    expect((await call(finance, { method: "GET", url: "/api/admin/finance/disputes/not-an-id" })).statusCode).toBe(400);
  });

  it("every posting balances per currency and every balance is the sum of its entries", async () => {
    const unbalanced = await db().execute(
      sql`select transaction_id, currency from ledger_entries group by transaction_id, currency having sum(amount_minor) <> 0`,
    );
    expect(unbalanced.rows).toEqual([]);
    const drifted = await db().execute(sql`
      select b.account, b.owner_id, b.currency from ledger_balances b
      left join (select account, owner_id, currency, sum(amount_minor) as total from ledger_entries
                 group by account, owner_id, currency) e
        on e.account = b.account and e.owner_id = b.owner_id and e.currency = b.currency
      where b.balance_minor <> coalesce(e.total, 0)`);
    expect(drifted.rows).toEqual([]);
    const keys = await db().execute(sql`select key from ledger_transactions where key like 'dispute-%'`);
    expect(keys.rows.length).toBeGreaterThan(0);
  });
});
