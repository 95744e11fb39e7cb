import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { videoRequests } from "./requests";
import { users } from "./users";

/**
 * One checkout with a payment provider: for a video request or a subscription. `status` only becomes
 * `succeeded` after the server verified the payment with the provider (status, reference, amount, currency).
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** SALAMU-<timestamp>-<random below 1,000,000> (src/shared/payments.ts). */
    reference: text("reference").notNull(),
    /** request | subscription */
    purpose: text("purpose").notNull(),
    requestId: uuid("request_id").references(() => videoRequests.id),
    subscriptionId: uuid("subscription_id"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    /** sandbox | flutterwave | paystack: the provider that took this payment (also used to refund it). */
    provider: text("provider").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    /**
     * The rate per USD the amount was priced at, where it came from (a source's host, or "built-in") and when
     * that source gave it (null for the built-in table).
     */
    ratePerUsd: doublePrecision("rate_per_usd"),
    rateSource: text("rate_source"),
    rateFetchedAt: timestamp("rate_fetched_at", { withTimezone: true }),
    /** pending | succeeded | failed | cancelled */
    status: text("status").notNull().default("pending"),
    providerTransactionId: text("provider_transaction_id"),
    checkoutUrl: text("checkout_url"),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    /**
     * What the provider reports it took, when that is not what was asked (another amount or currency): the
     * payment is refused and this, not `amount_minor`, is what goes back to the payer.
     */
    receivedAmountMinor: integer("received_amount_minor"),
    receivedCurrency: text("received_currency"),
    /** none | pending | succeeded | failed (failed = gave up after the retries; staff look at it). */
    refundStatus: text("refund_status").notNull().default("none"),
    /** The provider's refund, once asked for: later attempts ask for its status instead of refunding again. */
    refundId: text("refund_id"),
    /** Runs of the refund job (each claims the next number, so two workers never both call the provider). */
    refundAttempts: integer("refund_attempts").notNull().default(0),
    /** Errors and refused refunds: after MAX_REFUND_FAILURES the refund is left to staff. */
    refundFailures: integer("refund_failures").notNull().default(0),
    /** The last error, or what the provider needs (e.g. the payer's bank details) while still pending. */
    refundError: text("refund_error"),
    /** The provider holds the refund until someone acts (Paystack's needs-attention): listed for staff. */
    refundNeedsAttention: boolean("refund_needs_attention").notNull().default(false),
    /** Set only when staff refunded the payer outside the provider: how and when, in their words. */
    refundNote: text("refund_note"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /** When the payer's receipt e-mail went out: claimed before sending, so webhook retries send one. */
    receiptMailedAt: timestamp("receipt_mailed_at", { withTimezone: true }),
    /** The same for the refund receipt. */
    refundReceiptMailedAt: timestamp("refund_receipt_mailed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("payments_reference_idx").on(table.reference),
    index("payments_request_idx").on(table.requestId),
    index("payments_subscription_idx").on(table.subscriptionId),
    index("payments_refund_idx").on(table.refundStatus),
  ],
);

/** Webhook deliveries already handled, so a duplicate or a replay changes nothing. */
export const paymentWebhookEvents = pgTable(
  "payment_webhook_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    /** sha256 of the raw body: the same delivery twice has the same key. */
    eventKey: text("event_key").notNull(),
    reference: text("reference"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("payment_webhook_events_key_idx").on(table.provider, table.eventKey)],
);

/**
 * The sandbox provider's own books: it plays a real provider (checkout page, verify, signed webhooks,
 * refunds) on the embedded default, so these rows stand for the provider's side, not Salamu's.
 */
export const sandboxTransactions = pgTable(
  "sandbox_transactions",
  {
    id: text("id").primaryKey(),
    reference: text("reference").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerName: text("customer_name").notNull(),
    description: text("description").notNull(),
    redirectUrl: text("redirect_url").notNull(),
    /**
     * initialized | awaiting_approval (a mobile-money prompt sent to the payer's phone) | succeeded | failed |
     * cancelled
     */
    status: text("status").notNull().default("initialized"),
    /** The wallet a mobile-money prompt went to ("Orange Money"), and its number masked ("•••• 4567"). */
    walletNetwork: text("wallet_network"),
    walletPhone: text("wallet_phone"),
    refundedMinor: integer("refunded_minor").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("sandbox_transactions_reference_idx").on(table.reference)],
);

/**
 * A refund staff gave from a request's page (ADR 060): part or all of what is left of a payment, through the
 * provider. Asked for as `pending`; the staff-refund job asks the provider once, polls it, and on its
 * confirmation (`succeeded`) posts the ledger once. One pending per payment at a time. `payments.refund_status`
 * stays the full refund's (decline, expiry, cancel); this table holds staff's.
 */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id),
    requestId: uuid("request_id")
      .notNull()
      .references(() => videoRequests.id),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    reason: text("reason").notNull(),
    staffId: text("staff_id")
      .notNull()
      .references(() => users.id),
    /** The client's key for this refund: a double click or a retry answers the same refund. */
    idempotencyKey: text("idempotency_key").notNull(),
    /** pending | succeeded | failed */
    status: text("status").notNull().default("pending"),
    providerRefundId: text("provider_refund_id"),
    attempts: integer("attempts").notNull().default(0),
    failures: integer("failures").notNull().default(0),
    error: text("error"),
    /** Where the money came from, fixed on confirmation: the star's part and the platform fee's part. */
    starPartMinor: integer("star_part_minor"),
    feePartMinor: integer("fee_part_minor"),
    /** escrow (before delivery) | held (out of the star's held earnings and the fee) */
    source: text("source"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /** When the fan's receipt for this refund was sent (claimed by the receipt job, so it goes once). */
    receiptMailedAt: timestamp("receipt_mailed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("payment_refunds_idempotency_idx").on(table.idempotencyKey),
    index("payment_refunds_payment_idx").on(table.paymentId),
    index("payment_refunds_request_idx").on(table.requestId),
    index("payment_refunds_status_idx").on(table.status),
  ],
);
