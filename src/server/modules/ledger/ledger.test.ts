import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLATFORM_OWNER } from "@/shared/ledger";
import { convertUsdCents } from "@/shared/money";
import { ledgerBalances, ledgerEntries, ledgerTransactions, payments, videoRequests } from "../../db/schema/index";
import type { Transaction } from "../../db/transaction";
import { createTestApp } from "../../test/app";
import { transitionRequest } from "../requests/request-transitions";
import { api, bookingWorld, referenceOf } from "../requests/test-factories";
import { balancesOf, postLedger, UnbalancedPostingError } from "./ledger";

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

async function paidRequest(currency = "NGN") {
  const created = await call.requestVideo(world.fan.cookie, { celebrityId: world.celebrity.profile.id, currency });
  expect(created.statusCode, created.body).toBe(201);
  const reference = referenceOf(created.json().checkoutUrl);
  const completed = await call.sandboxComplete(world.fan.cookie, reference, "success");
  expect(completed.statusCode, completed.body).toBe(200);
  const [payment] = await db().select().from(payments).where(eq(payments.reference, reference));
  return { id: created.json().request.id as string, payment: payment! };
}

const entriesOf = (causeId: string) => db().select().from(ledgerEntries).where(eq(ledgerEntries.causeId, causeId));
const balanceOf = async (account: string, ownerId: string, currency: string) => {
  const [row] = await db()
    .select({ balance: ledgerBalances.balanceMinor })
    .from(ledgerBalances)
    .where(
      sql`${ledgerBalances.account} = ${account} and ${ledgerBalances.ownerId} = ${ownerId} and ${ledgerBalances.currency} = ${currency}`,
    );
  return row?.balance ?? 0;
};

describe("the escrow ledger of the booking loop", () => {
  it("holds a paid request in escrow, then pays the star and the fee fixed at payment, whatever the fee later", async () => {
    const settings = context.app.infrastructure.settings;
    await settings.set("marketplace.platformFeePercent", 25, null);
    const { id, payment } = await paidRequest("NGN");
    const amount = convertUsdCents(10_000, "NGN", 1530);
    expect(payment.amountMinor).toBe(amount);
    expect(await balanceOf("escrow", payment.id, "NGN")).toBe(amount);

    const [request] = await db().select().from(videoRequests).where(eq(videoRequests.id, id));
    expect(request).toMatchObject({
      platformFeePercent: 25,
      feeMinor: Math.round(amount * 0.25),
      earningsMinor: amount - Math.round(amount * 0.25),
      feeUsdCents: 2_500,
      earningsUsdCents: 7_500,
    });

    // Staff lower the fee after the fan paid: this request keeps the 25% it was paid at.
    await settings.set("marketplace.platformFeePercent", 20, null);
    const accepted = await call.action(world.celebrity.cookie, id, "accept");
    expect(accepted.statusCode, accepted.body).toBe(200);
    const bookingEvents = context.app.modules.booking.services.bookingEvents;
    await transitionRequest(db(), bookingEvents, id, "deliver", { videoStatus: "ready" });

    const star = world.celebrity.profile.id;
    expect(await balanceOf("escrow", payment.id, "NGN")).toBe(0);
    expect(await balanceOf("star_pending", star, "NGN")).toBe(amount - Math.round(amount * 0.25));
    const delivery = await entriesOf(id);
    expect(delivery.map((entry) => [entry.kind, entry.account, entry.amountMinor])).toEqual(
      expect.arrayContaining([
        ["delivery", "escrow", -amount],
        ["delivery", "star_pending", amount - Math.round(amount * 0.25)],
        ["delivery", "platform_fees", Math.round(amount * 0.25)],
      ]),
    );
    const stars = await balancesOf(db(), star, ["star_pending"]);
    expect(stars).toEqual([
      { account: "star_pending", currency: "NGN", balanceMinor: amount - Math.round(amount * 0.25) },
    ]);
    await settings.set("marketplace.platformFeePercent", 25, null);
  });

  it("refunds a declined request out of escrow once, however often the refund is confirmed", async () => {
    const { id, payment } = await paidRequest("KES");
    const declined = await call.action(world.celebrity.cookie, id, "decline", { reason: "Not for me" });
    expect(declined.statusCode, declined.body).toBe(200);
    const refunds = context.app.modules.payments.services.refunds;
    await refunds.refundPayment({ paymentId: payment.id });
    await refunds.refundPayment({ paymentId: payment.id });
    expect(await balanceOf("escrow", payment.id, "KES")).toBe(0);
    const lines = await entriesOf(payment.id);
    expect(lines.filter((line) => line.kind === "refund")).toHaveLength(2);
    expect(lines.find((line) => line.kind === "refund" && line.account === "fan")?.amountMinor).toBe(
      payment.amountMinor,
    );
  });

  it("refuses a posting that does not balance, a second post of the same cause, and any edit", async () => {
    const at = new Date();
    const post = (key: string, amounts: [number, number]) =>
      db().transaction((tx: Transaction) =>
        postLedger(tx, {
          key,
          kind: "payment_received",
          cause: { type: "payment", id: key },
          at,
          lines: [
            { account: "fan", ownerId: "fan-x", currency: "USD", amountMinor: amounts[0] },
            { account: "platform_fees", ownerId: PLATFORM_OWNER, currency: "USD", amountMinor: amounts[1] },
          ],
        }),
      );
    await expect(post("unbalanced", [-100, 99])).rejects.toBeInstanceOf(UnbalancedPostingError);
    expect(await post("once", [-100, 100])).toBe(true);
    expect(await post("once", [-100, 100])).toBe(false);
    expect(await db().select().from(ledgerTransactions).where(eq(ledgerTransactions.key, "once"))).toHaveLength(1);
    await expect(
      db().update(ledgerEntries).set({ amountMinor: 1 }).where(eq(ledgerEntries.causeId, "once")),
    ).rejects.toThrow();
    await expect(db().delete(ledgerTransactions).where(eq(ledgerTransactions.key, "once"))).rejects.toThrow();
  });

  it("keeps every running balance equal to the sum of its entries, and every transaction at zero per currency", async () => {
    const fromEntries = await db().execute<{ account: string; owner_id: string; currency: string; total: string }>(
      sql`select account, owner_id, currency, sum(amount_minor)::text as total from ledger_entries group by 1, 2, 3`,
    );
    const balances = await db().select().from(ledgerBalances);
    const rows = "rows" in fromEntries ? fromEntries.rows : fromEntries;
    for (const row of rows as { account: string; owner_id: string; currency: string; total: string }[]) {
      const balance = balances.find(
        (candidate) =>
          candidate.account === row.account &&
          candidate.ownerId === row.owner_id &&
          candidate.currency === row.currency,
      );
      expect(balance?.balanceMinor, `${row.account}/${row.owner_id}/${row.currency}`).toBe(Number(row.total));
    }
    const unbalanced = await db().execute(
      sql`select transaction_id, currency from ledger_entries group by 1, 2 having sum(amount_minor) <> 0`,
    );
    expect("rows" in unbalanced ? unbalanced.rows : unbalanced).toEqual([]);
  });
});
