import { and, desc, eq, type SQL } from "drizzle-orm";
import type { PayoutStatus } from "@/shared/payouts";
import type { FinancePayout } from "@/shared/schemas/finance";
import type { Payout } from "@/shared/schemas/payouts";
import { celebrityProfiles, payoutAccounts, payouts } from "../../db/schema/index";
import type { Executor } from "../../db/transaction";
import type { PayoutRow } from "./payout-money";

/**
 * Payouts as the star and staff read them, and the queries Finance and disputes reuse (never a route file).
 * Accounts show their last four digits only.
 */

type AccountPart = {
  bankName: string;
  accountNumberLast4: string;
  accountName: string;
  /** False: the star declared the holder's name where the provider cannot check it (staff see so). */
  nameCheckedByProvider?: boolean;
};

/** Why it waits, failed or came back, in the words the star reads. */
function reasonOf(row: PayoutRow): string | null {
  if (row.status === "held") return row.heldReason;
  if (row.status === "failed" || row.status === "reversed") return row.failureReason;
  return null;
}

export function toPayout(row: PayoutRow, account: AccountPart): Payout {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status as PayoutStatus,
    trigger: row.trigger as Payout["trigger"],
    currency: row.currency,
    amountMinor: row.amountMinor,
    payoutCurrency: row.payoutCurrency,
    payoutAmountMinor: row.payoutAmountMinor,
    feeMinor: row.feeMinor,
    rate: row.rate,
    account: {
      bankName: account.bankName,
      accountNumberLast4: account.accountNumberLast4,
      accountName: account.accountName,
      nameCheckedByProvider: account.nameCheckedByProvider ?? true,
    },
    reason: reasonOf(row),
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

const accountColumns = {
  bankName: payoutAccounts.bankName,
  accountNumberLast4: payoutAccounts.accountNumberLast4,
  accountName: payoutAccounts.accountName,
  nameCheckedByProvider: payoutAccounts.nameCheckedByProvider,
};

/** A star's payouts, newest first. */
export async function payoutsOfStar(db: Executor, celebrityId: string, limit = 100): Promise<Payout[]> {
  const rows = await db
    .select({ payout: payouts, account: accountColumns })
    .from(payouts)
    .innerJoin(payoutAccounts, eq(payoutAccounts.id, payouts.payoutAccountId))
    .where(eq(payouts.celebrityId, celebrityId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(limit);
  return rows.map(({ payout, account }) => toPayout(payout, account));
}

/** Payouts for staff (the queue, failed ones, one status or all), oldest waiting first within a status. */
export async function payoutsForStaff(
  db: Executor,
  filter: { status?: PayoutStatus; id?: string; limit?: number } = {},
): Promise<FinancePayout[]> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(payouts.status, filter.status));
  if (filter.id) conditions.push(eq(payouts.id, filter.id));
  const rows = await db
    .select({
      payout: payouts,
      account: accountColumns,
      celebrity: { id: celebrityProfiles.id, name: celebrityProfiles.fullName, username: celebrityProfiles.username },
    })
    .from(payouts)
    .innerJoin(payoutAccounts, eq(payoutAccounts.id, payouts.payoutAccountId))
    .innerJoin(celebrityProfiles, eq(celebrityProfiles.id, payouts.celebrityId))
    .where(and(...conditions))
    .orderBy(filter.status ? payouts.createdAt : desc(payouts.createdAt))
    .limit(filter.limit ?? 200);
  return rows.map(({ payout, account, celebrity }) => ({
    ...toPayout(payout, account),
    celebrity,
    approvalReason: payout.approvalReason,
    providerStatus: payout.providerStatus,
    provider: payout.provider,
  }));
}

export async function payoutByReference(db: Executor, reference: string): Promise<PayoutRow | undefined> {
  const [row] = await db.select().from(payouts).where(eq(payouts.reference, reference));
  return row;
}
