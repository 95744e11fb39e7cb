import { and, desc, eq } from "drizzle-orm";
import type { PayoutAccount } from "@/shared/schemas/payouts";
import type { Database } from "../../db/client";
import { payoutAccounts } from "../../db/schema/index";
import type { Executor } from "../../db/transaction";
import type { SecretBox } from "../../lib/secret-box";
import type { TransferDestination } from "../../providers/payouts/provider";

/**
 * What payouts read of the payout accounts (the payout-accounts module owns the table and writes it): a
 * star's active account, the full number opened only to hand it to the provider, and the masked view.
 */

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

/** The authenticated context the full number is sealed under (payout-accounts seals it the same way). */
export const ACCOUNT_NUMBER_SEAL_CONTEXT = "payout-account-number";

export async function activeAccountOf(db: Executor, celebrityId: string): Promise<PayoutAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.celebrityId, celebrityId), eq(payoutAccounts.status, "active")))
    .orderBy(desc(payoutAccounts.createdAt))
    .limit(1);
  return row;
}

export async function accountById(db: Executor, id: string): Promise<PayoutAccountRow | undefined> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.id, id));
  return row;
}

/** The account as the star and staff see it: never more than the last four digits. */
export function maskedAccount(row: PayoutAccountRow): PayoutAccount {
  return {
    id: row.id,
    type: row.type as PayoutAccount["type"],
    country: row.country,
    currency: row.currency,
    bankName: row.bankName,
    accountName: row.accountName,
    accountNumberLast4: row.accountNumberLast4,
    usableFrom: row.usableFrom.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Where the provider sends the money: the only place the full number is opened. */
export function destinationOf(box: SecretBox, row: PayoutAccountRow): TransferDestination {
  return {
    country: row.country,
    type: row.type as TransferDestination["type"],
    currency: row.currency,
    bankCode: row.bankCode,
    accountNumber: box.open(row.accountNumberSealed, ACCOUNT_NUMBER_SEAL_CONTEXT),
    accountName: row.accountName,
    recipientCode: row.recipientCode,
  };
}

/** Remembers the provider's recipient, so later payouts to the account skip creating it. */
export async function saveRecipientCode(db: Database, accountId: string, recipientCode: string, at: Date) {
  await db.update(payoutAccounts).set({ recipientCode, updatedAt: at }).where(eq(payoutAccounts.id, accountId));
}
