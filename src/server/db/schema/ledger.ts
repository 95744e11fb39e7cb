import {
  bigint,
  bigserial,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * The escrow ledger (ADR 032): append-only (a trigger refuses UPDATE and DELETE), written only by postLedger
 * in the transaction of the state change that moves the money. Amounts are signed minor units.
 */
export const ledgerTransactions = pgTable(
  "ledger_transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Names the cause (`delivery:<requestId>`): the same cause never posts twice. */
    key: text("key").notNull(),
    /** src/shared/ledger.ts LEDGER_KINDS */
    kind: text("kind").notNull(),
    /** payment | request | subscription | payout | dispute, and its id. */
    causeType: text("cause_type").notNull(),
    causeId: text("cause_id").notNull(),
    memo: text("memo"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("ledger_transactions_key_idx").on(table.key),
    index("ledger_transactions_cause_idx").on(table.causeType, table.causeId),
  ],
);

export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    transactionId: uuid("transaction_id")
      .notNull()
      .references(() => ledgerTransactions.id),
    /** src/shared/ledger.ts LEDGER_ACCOUNTS */
    account: text("account").notNull(),
    /** The account's owner: a fan's user id, a payment id (escrow), a celebrity profile id, or `platform`. */
    ownerId: text("owner_id").notNull(),
    currency: text("currency").notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    /** The conversion rate used, when this entry is one side of one (units of this currency per unit of the other). */
    rate: doublePrecision("rate"),
    /** Copied from the transaction, so a statement is one index walk. */
    kind: text("kind").notNull(),
    causeType: text("cause_type").notNull(),
    causeId: text("cause_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("ledger_entries_owner_idx").on(table.ownerId, table.id),
    index("ledger_entries_transaction_idx").on(table.transactionId),
    index("ledger_entries_account_created_idx").on(table.account, table.createdAt),
  ],
);

/** Running balance per account, owner and currency: updated with every entry, locked by whoever spends it. */
export const ledgerBalances = pgTable(
  "ledger_balances",
  {
    account: text("account").notNull(),
    ownerId: text("owner_id").notNull(),
    currency: text("currency").notNull(),
    balanceMinor: bigint("balance_minor", { mode: "number" }).notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.account, table.ownerId, table.currency] })],
);
