import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { LedgerAccount, LedgerCause, LedgerKind } from "@/shared/ledger";
import type { Database } from "../../db/client";
import { ledgerBalances, ledgerEntries, ledgerTransactions } from "../../db/schema/index";
import type { Executor, Transaction } from "../../db/transaction";

/** One side of a posting: signed minor units (+ into the account, - out of it). */
export type LedgerLine = {
  account: LedgerAccount;
  ownerId: string;
  currency: string;
  amountMinor: number;
  rate?: number | null;
};

export type LedgerPosting = {
  /** Names the cause: the same key never posts twice (ADR 032). */
  key: string;
  kind: LedgerKind;
  cause: { type: LedgerCause; id: string };
  lines: readonly LedgerLine[];
  memo?: string;
  at: Date;
};

export class UnbalancedPostingError extends Error {
  constructor(key: string, currency: string, sum: number) {
    super(`ledger posting ${key} does not balance in ${currency} (sums to ${sum})`);
    this.name = "UnbalancedPostingError";
  }
}

/**
 * The only writer of the ledger. Runs in the caller's transaction (the one making the state change), refuses a
 * posting that does not balance per currency, and answers false when its key was already posted (nothing is
 * written then). Balances move in the same transaction, in a fixed order so two postings never deadlock.
 */
export async function postLedger(tx: Transaction, posting: LedgerPosting): Promise<boolean> {
  const lines = posting.lines.filter((line) => line.amountMinor !== 0);
  const sums = new Map<string, number>();
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amountMinor))
      throw new Error(`ledger amount must be an integer: ${line.amountMinor}`);
    sums.set(line.currency, (sums.get(line.currency) ?? 0) + line.amountMinor);
  }
  for (const [currency, sum] of sums) if (sum !== 0) throw new UnbalancedPostingError(posting.key, currency, sum);
  if (lines.length === 0) return false;

  const [transaction] = await tx
    .insert(ledgerTransactions)
    .values({
      key: posting.key,
      kind: posting.kind,
      causeType: posting.cause.type,
      causeId: posting.cause.id,
      memo: posting.memo ?? null,
      createdAt: posting.at,
    })
    .onConflictDoNothing({ target: ledgerTransactions.key })
    .returning({ id: ledgerTransactions.id });
  if (!transaction) return false;

  await tx.insert(ledgerEntries).values(
    lines.map((line) => ({
      transactionId: transaction.id,
      account: line.account,
      ownerId: line.ownerId,
      currency: line.currency,
      amountMinor: line.amountMinor,
      rate: line.rate ?? null,
      kind: posting.kind,
      causeType: posting.cause.type,
      causeId: posting.cause.id,
      createdAt: posting.at,
    })),
  );
  const byBalance = new Map<string, LedgerLine & { amountMinor: number }>();
  for (const line of lines) {
    const id = `${line.account}\u0000${line.ownerId}\u0000${line.currency}`;
    const seen = byBalance.get(id);
    byBalance.set(id, { ...line, amountMinor: (seen?.amountMinor ?? 0) + line.amountMinor });
  }
  // One statement for every balance, its rows in a fixed order so two postings never deadlock.
  await tx
    .insert(ledgerBalances)
    .values(
      [...byBalance.keys()].sort().map((id) => {
        const line = byBalance.get(id)!;
        return {
          account: line.account,
          ownerId: line.ownerId,
          currency: line.currency,
          balanceMinor: line.amountMinor,
          updatedAt: posting.at,
        };
      }),
    )
    .onConflictDoUpdate({
      target: [ledgerBalances.account, ledgerBalances.ownerId, ledgerBalances.currency],
      set: {
        balanceMinor: sql`${ledgerBalances.balanceMinor} + excluded.balance_minor`,
        updatedAt: posting.at,
      },
    });
  return true;
}

/**
 * An account's balance, locked until the caller's transaction ends: whoever spends from it (a withdrawal, a
 * dispute) reads it here, so two spends of one balance run one after the other.
 */
export async function lockedBalance(
  tx: Transaction,
  account: LedgerAccount,
  ownerId: string,
  currency: string,
): Promise<number> {
  const lock = () =>
    tx
      .select({ balanceMinor: ledgerBalances.balanceMinor })
      .from(ledgerBalances)
      .where(
        and(
          eq(ledgerBalances.account, account),
          eq(ledgerBalances.ownerId, ownerId),
          eq(ledgerBalances.currency, currency),
        ),
      )
      .for("update");
  let [row] = await lock();
  if (!row) {
    // Never posted to: create the row, so there is always something to lock.
    await tx.insert(ledgerBalances).values({ account, ownerId, currency, balanceMinor: 0 }).onConflictDoNothing();
    [row] = await lock();
  }
  return row?.balanceMinor ?? 0;
}

export type Balance = { account: LedgerAccount; currency: string; balanceMinor: number };

/** The balances of one owner's accounts (a star's, or the platform's), every currency. */
export async function balancesOf(
  db: Executor,
  ownerId: string,
  accounts: readonly LedgerAccount[],
): Promise<Balance[]> {
  const rows = await db
    .select({
      account: ledgerBalances.account,
      currency: ledgerBalances.currency,
      balanceMinor: ledgerBalances.balanceMinor,
    })
    .from(ledgerBalances)
    .where(and(eq(ledgerBalances.ownerId, ownerId), inArray(ledgerBalances.account, [...accounts])));
  return rows.map((row) => ({ ...row, account: row.account as LedgerAccount }));
}

export type StatementLine = typeof ledgerEntries.$inferSelect;

/**
 * An owner's entries, newest first, a page at a time: keyset on the entry id, so page 1,000 costs what page 1
 * does (the `(owner_id, id)` index).
 */
export async function statementOf(
  db: Database,
  ownerId: string,
  accounts: readonly LedgerAccount[],
  page: { before?: number; limit: number },
): Promise<StatementLine[]> {
  return db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.ownerId, ownerId),
        inArray(ledgerEntries.account, [...accounts]),
        page.before ? lt(ledgerEntries.id, page.before) : undefined,
      ),
    )
    .orderBy(desc(ledgerEntries.id))
    .limit(page.limit);
}
