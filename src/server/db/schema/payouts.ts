import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { celebrityProfiles } from "./catalogue";
import { payments } from "./payments";
import { videoRequests } from "./requests";
import { users } from "./users";

/**
 * Where a star is paid (src/shared/payouts.ts): a bank account or a mobile-money wallet, registered with the
 * payout provider as a transfer recipient. The full number is kept only encrypted; everything shown carries
 * the last four digits.
 */
export const payoutAccounts = pgTable(
  "payout_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    celebrityId: uuid("celebrity_id")
      .notNull()
      .references(() => celebrityProfiles.id),
    /** bank | mobile_money */
    type: text("type").notNull(),
    /** paystack | flutterwave | sandbox: the provider the recipient was created with. */
    provider: text("provider").notNull(),
    /** ISO country (NG, GH, KE, ZA, UG, RW, ZM, SN, CI, TZ ...). */
    country: text("country").notNull(),
    currency: text("currency").notNull(),
    /** The bank's or the mobile-money operator's code at the provider, and its name as shown. */
    bankCode: text("bank_code").notNull(),
    bankName: text("bank_name").notNull(),
    accountNumberLast4: text("account_number_last4").notNull(),
    /** The full account number or phone, encrypted with the server's secret box: never sent anywhere but the provider. */
    accountNumberSealed: text("account_number_sealed").notNull(),
    /** The holder's name as the provider resolved it, confirmed by the star (or declared: see below). */
    accountName: text("account_name").notNull(),
    /**
     * False when the provider documents no name check for this kind of account (Flutterwave's mobile money,
     * its banks outside Nigeria) and `accountName` is the name the star declared; staff approve the first
     * payout to every account, which covers a wrong declared name.
     */
    nameCheckedByProvider: boolean("name_checked_by_provider").notNull().default(true),
    /** The provider's recipient (Paystack RCP_...), when it has one. */
    recipientCode: text("recipient_code"),
    /** active | replaced (a newer account took over) | removed */
    status: text("status").notNull().default("active"),
    /** Nothing is paid to a new account before this (account-takeover defence). */
    usableFrom: timestamp("usable_from", { withTimezone: true }).notNull(),
    /** Set once staff approved the first payout to it. */
    firstPayoutApprovedAt: timestamp("first_payout_approved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("payout_accounts_celebrity_idx").on(table.celebrityId, table.status)],
);

/** One payout of one currency's available balance to a payout account. */
export const payouts = pgTable(
  "payouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    celebrityId: uuid("celebrity_id")
      .notNull()
      .references(() => celebrityProfiles.id),
    payoutAccountId: uuid("payout_account_id")
      .notNull()
      .references(() => payoutAccounts.id),
    /** Sent to the provider as the transfer's reference: a retry of the same payout is the same transfer. */
    reference: text("reference").notNull(),
    provider: text("provider").notNull(),
    /** What leaves the star's balance, in the balance's currency. */
    currency: text("currency").notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    /** What arrives, in the account's currency, after the transfer fee; the rate is account currency per balance currency. */
    payoutCurrency: text("payout_currency").notNull(),
    payoutAmountMinor: bigint("payout_amount_minor", { mode: "number" }).notNull(),
    feeMinor: bigint("fee_minor", { mode: "number" }).notNull().default(0),
    rate: doublePrecision("rate").notNull().default(1),
    /** manual (Withdraw now) | scheduled */
    trigger: text("trigger").notNull(),
    /** awaiting_approval | held | sending | in_transit | succeeded | failed | reversed (src/shared/payouts.ts) */
    status: text("status").notNull(),
    /** Why staff must approve it (first payout to the account, above the threshold). */
    approvalReason: text("approval_reason"),
    heldReason: text("held_reason"),
    decidedBy: text("decided_by").references(() => users.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** The provider's transfer code and its last status (`otp` when the Paystack account still asks for one). */
    transferCode: text("transfer_code"),
    providerStatus: text("provider_status"),
    /** Why it failed or was reversed, in plain words for the star. */
    failureReason: text("failure_reason"),
    attempts: integer("attempts").notNull().default(0),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("payouts_reference_idx").on(table.reference),
    index("payouts_celebrity_idx").on(table.celebrityId, table.createdAt),
    index("payouts_status_idx").on(table.status, table.updatedAt),
  ],
);

/** A payer's dispute (chargeback) of a payment, as the provider reported it. */
export const disputes = pgTable(
  "disputes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    providerDisputeId: text("provider_dispute_id").notNull(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id),
    requestId: uuid("request_id").references(() => videoRequests.id),
    celebrityId: uuid("celebrity_id").references(() => celebrityProfiles.id),
    /** open | won | lost */
    status: text("status").notNull().default("open"),
    /** The provider's own status (awaiting-merchant-feedback, pending, resolved ...). */
    providerStatus: text("provider_status"),
    reason: text("reason"),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    /** The provider's deadline for evidence. */
    dueAt: timestamp("due_at", { withTimezone: true }),
    /** What was frozen of the star's released earnings when it opened (returned if won). */
    frozenMinor: bigint("frozen_minor", { mode: "number" }).notNull().default(0),
    evidence: jsonb("evidence"),
    evidenceSubmittedAt: timestamp("evidence_submitted_at", { withTimezone: true }),
    /** platform | star: who bore a lost dispute's cost (the setting when it was lost). */
    costBorneBy: text("cost_borne_by"),
    resolution: text("resolution"),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("disputes_provider_idx").on(table.provider, table.providerDisputeId),
    index("disputes_payment_idx").on(table.paymentId),
    index("disputes_status_idx").on(table.status, table.dueAt),
  ],
);

/**
 * The sandbox payout provider's own books (src/server/providers/payouts/sandbox.ts): the transfers it was
 * asked for, as a real provider keeps them. Only the account's last four digits are kept: the outcome a test
 * or a demo chose with the number (ending 0000 fails, 9999 is reversed) is fixed when the transfer is made.
 */
export const sandboxTransfers = pgTable(
  "sandbox_transfers",
  {
    /** The transfer code (TRF_sbx_...). */
    id: text("id").primaryKey(),
    reference: text("reference").notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    country: text("country").notNull(),
    type: text("type").notNull(),
    bankCode: text("bank_code").notNull(),
    accountNumberLast4: text("account_number_last4").notNull(),
    accountName: text("account_name").notNull(),
    narration: text("narration").notNull(),
    /** success | fail | reverse: what settling it does. */
    outcome: text("outcome").notNull(),
    /** pending | success | failed | reversed (Paystack's words). */
    status: text("status").notNull().default("pending"),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("sandbox_transfers_reference_idx").on(table.reference)],
);
