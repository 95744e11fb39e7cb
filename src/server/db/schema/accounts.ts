import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

// Better Auth's session, account and verification models (property names are its field names).

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("sessions_token_idx").on(table.token), index("sessions_user_idx").on(table.userId)],
);

/** Sign-in methods of a user; the credential account holds the password hash. */
export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("accounts_user_idx").on(table.userId)],
);

/** Single-use tokens (password reset, e-mail change). */
export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

/**
 * Phone verification codes. Only HMACs of the code and of the ticket are stored. A verified code turns
 * into a single-use ticket that sign-up presents to prove the phone.
 */
export const otpCodes = pgTable(
  "otp_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    ip: text("ip"),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    ticketHash: text("ticket_hash"),
    ticketExpiresAt: timestamp("ticket_expires_at", { withTimezone: true }),
    ticketUsedAt: timestamp("ticket_used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("otp_codes_phone_idx").on(table.phone, table.createdAt),
    index("otp_codes_ip_idx").on(table.ip, table.createdAt),
    uniqueIndex("otp_codes_ticket_idx").on(table.ticketHash).where(sql`${table.ticketHash} is not null`),
  ],
);

/**
 * Every e-mail and SMS the app sends, written before it is sent (ADR 039): `queued` until the
 * `deliver-message` job hands it to the transport (`sent`), `failed` after the last attempt (staff see it and
 * may retry), `kept` when no transport is configured (development: the outbox is the mailbox).
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** "mail" or "sms" (MESSAGE_CHANNELS). */
    channel: text("channel").notNull().default("mail"),
    /** "kept", "queued", "sent" or "failed" (MESSAGE_STATUSES). */
    status: text("status").notNull().default("kept"),
    /** An e-mail address, or a phone number for an SMS. */
    to: text("to").notNull(),
    /** The e-mail's subject; for an SMS, what it is about. */
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    replyTo: text("reply_to"),
    /** The request the message is about (issue 23: the request's timeline lists what was sent); null for others. */
    requestId: uuid("request_id"),
    attempts: integer("attempts").notNull().default(0),
    /** The transport's last refusal, without the message or credentials. */
    lastError: text("last_error"),
    /** A delivery in progress holds the message until then; a crashed one's is picked up after. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("outbox_created_idx").on(table.createdAt),
    index("outbox_status_idx").on(table.status, table.updatedAt),
    index("outbox_request_idx").on(table.requestId).where(sql`${table.requestId} is not null`),
  ],
);
