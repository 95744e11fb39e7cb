import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { videoRequests } from "./requests";

/**
 * A fan's private watch link to a delivered video (`/watch/<token>`): whoever has the link watches without
 * an account, so the token is the permission: 32 random bytes (256 bits, base64url). It is kept as issued
 * (not hashed) so the fan can copy the same link again later; revoking sets `revoked_at`, and re-creating
 * issues a new token (the service revokes the live one first, so a request has at most one live link).
 */
export const videoShareLinks = pgTable(
  "video_share_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => videoRequests.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("video_share_links_token_idx").on(table.token),
    index("video_share_links_request_idx").on(table.requestId),
  ],
);

/**
 * The fan's private watch link sent for them at a moment on the recipient's clock (issue 23: 8:00 on the
 * birthday in Lagos), by text message or e-mail. One per request: the fan changes or cancels it until it
 * goes; the send-scheduled-links sweep sends it once (status `sent`, in the transaction that writes the
 * message to the outbox).
 */
export const scheduledWatchLinkSends = pgTable(
  "scheduled_watch_link_sends",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => videoRequests.id, { onDelete: "cascade" }),
    /** sms | mail */
    channel: text("channel").notNull(),
    /** E.164 for a text message, the address for an e-mail. */
    destination: text("destination").notNull(),
    /** The recipient's day, wall time and IANA zone, as the fan chose them; `sendAt` is that moment. */
    localDate: text("local_date").notNull(),
    localTime: text("local_time").notNull(),
    timeZone: text("time_zone").notNull(),
    sendAt: timestamp("send_at", { withTimezone: true }).notNull(),
    /** scheduled | sent | cancelled */
    status: text("status").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("scheduled_watch_link_sends_request_idx").on(table.requestId),
    // The sweep's walk: what is still to send, by when it is due.
    index("scheduled_watch_link_sends_due_idx").on(table.sendAt).where(sql`${table.status} = 'scheduled'`),
  ],
);
