import { eq } from "drizzle-orm";
import type { App } from "../../app";
import type { Database } from "../../db/client";
import { payoutAccounts } from "../../db/schema/index";
import { transitionRequest } from "../requests/request-transitions";
import { api, referenceOf, signUpCelebrity } from "../requests/test-factories";

// Test data for payouts: a star's payout account saved through the payout-accounts API, and delivered
// (paid, accepted, delivered at a chosen time) requests through the API.

let lookupAddress = 0;

type AccountOptions = {
  type?: "bank" | "mobile_money";
  country?: string;
  bankCode?: string;
  accountNumber?: string;
  /** Default: staff already approved a payout to it. */
  approved?: boolean;
};

/**
 * A payout account saved by the star through the payout-accounts API (resolved, name confirmed, password
 * again), then moved past its 48-hour cool-down as if two days had gone by.
 */
export async function savePayoutAccount(
  app: App,
  db: Database,
  star: { cookie: string; password: string },
  options: AccountOptions = {},
) {
  const account = {
    type: options.type ?? "bank",
    country: options.country ?? "NG",
    bankCode: options.bankCode ?? "044",
    accountNumber: options.accountNumber ?? "0123456789",
  };
  const headers = { cookie: star.cookie };
  // Each star from its own address: the look-up limit per address is not what these tests are about.
  lookupAddress += 1;
  const remoteAddress = `10.19.${Math.floor(lookupAddress / 250)}.${lookupAddress % 250}`;
  const resolved = await app.inject({
    method: "POST",
    url: "/api/celebrity/payout-account/resolve",
    headers,
    remoteAddress,
    payload: account,
  });
  if (resolved.statusCode !== 200) throw new Error(`resolve ${resolved.statusCode}: ${resolved.body}`);
  const saved = await app.inject({
    method: "POST",
    url: "/api/celebrity/payout-account",
    headers,
    remoteAddress,
    payload: { ...account, confirmedAccountName: resolved.json().accountName, password: star.password },
  });
  if (saved.statusCode !== 201) throw new Error(`save ${saved.statusCode}: ${saved.body}`);
  const dayAgo = new Date(Date.now() - 86_400_000);
  const [row] = await db
    .update(payoutAccounts)
    .set({ usableFrom: dayAgo, firstPayoutApprovedAt: options.approved === false ? null : dayAgo })
    .where(eq(payoutAccounts.id, saved.json().account.id))
    .returning();
  return row!;
}

/** A request the fan paid (sandbox) and the star delivered at `deliveredAt`: its earnings are pending. */
export async function deliveredRequest(
  app: App,
  db: Database,
  options: { fanCookie: string; celebrityId: string; currency?: string; deliveredAt?: Date },
) {
  const calls = api(app);
  const created = await calls.requestVideo(options.fanCookie, {
    celebrityId: options.celebrityId,
    currency: options.currency ?? "USD",
  });
  if (created.statusCode !== 201) throw new Error(`request ${created.statusCode}: ${created.body}`);
  const paid = await calls.sandboxComplete(options.fanCookie, referenceOf(created.json().checkoutUrl), "success");
  if (paid.statusCode !== 200) throw new Error(`sandbox ${paid.statusCode}: ${paid.body}`);
  const id = created.json().request.id as string;
  const { bookingEvents } = app.modules.booking.services;
  await transitionRequest(db, bookingEvents, id, "accept");
  await transitionRequest(db, bookingEvents, id, "deliver", {}, options.deliveredAt ?? new Date());
  return id;
}

/** A new approved star (100 USD) with a usable sandbox account in Nigeria (NGN). */
export async function starWithAccount(app: App, db: Database, categoryId: string, account: AccountOptions = {}) {
  const star = await signUpCelebrity(app, db, categoryId, 10_000);
  const payoutAccount = await savePayoutAccount(app, db, star, account);
  return { ...star, payoutAccount };
}
