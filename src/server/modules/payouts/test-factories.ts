import type { App } from "../../app";
import type { Database } from "../../db/client";
import { payoutAccounts } from "../../db/schema/index";
import { createSecretBox } from "../../lib/secret-box";
import { transitionRequest } from "../requests/request-transitions";
import { api, referenceOf, signUpCelebrity } from "../requests/test-factories";
import { ACCOUNT_NUMBER_SEAL_CONTEXT } from "./payout-account-reader";

// Test data for payouts: a star's payout account as the payout-accounts module saves it, and delivered
// (paid, accepted, delivered at a chosen time) requests through the API.

type AccountOptions = {
  celebrityId: string;
  provider?: string;
  country?: string;
  currency?: string;
  bankCode?: string;
  bankName?: string;
  accountNumber?: string;
  /** Default: usable since yesterday. */
  usableFrom?: Date;
  /** Default: staff already approved a payout to it. */
  approved?: boolean;
};

export async function insertPayoutAccount(db: Database, appSecret: string, options: AccountOptions) {
  const accountNumber = options.accountNumber ?? "0123456789";
  const box = createSecretBox(appSecret);
  const [row] = await db
    .insert(payoutAccounts)
    .values({
      celebrityId: options.celebrityId,
      type: "bank",
      provider: options.provider ?? "sandbox",
      country: options.country ?? "NG",
      currency: options.currency ?? "NGN",
      bankCode: options.bankCode ?? "044",
      bankName: options.bankName ?? "Access Bank",
      accountNumberLast4: accountNumber.slice(-4),
      accountNumberSealed: box.seal(accountNumber, ACCOUNT_NUMBER_SEAL_CONTEXT),
      accountName: "ADA OBI",
      usableFrom: options.usableFrom ?? new Date(Date.now() - 86_400_000),
      firstPayoutApprovedAt: options.approved === false ? null : new Date(Date.now() - 86_400_000),
    })
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
export async function starWithAccount(
  app: App,
  db: Database,
  appSecret: string,
  categoryId: string,
  account: Omit<AccountOptions, "celebrityId"> = {},
) {
  const star = await signUpCelebrity(app, db, categoryId, 10_000);
  const payoutAccount = await insertPayoutAccount(db, appSecret, { celebrityId: star.profile.id, ...account });
  return { ...star, payoutAccount };
}
