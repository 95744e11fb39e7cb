import { sql } from "drizzle-orm";
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
import { celebrityProfiles } from "./catalogue";
import { users } from "./users";

/** Requests are completed by the booking issue; the catalogue reads them to rank trending celebrities. */
/**
 * A fan's short recording of how to say the names in a request (issue 23, item 1): at most 15 seconds,
 * stored re-encoded (AAC in MP4, `voice-notes/<id>.m4a`) whatever the browser recorded or the fan uploaded.
 * Made before the request is sent (so a refused one loses nothing of the request) and named by it.
 */
export const voiceNotes = pgTable("voice_notes", {
  id: uuid("id").primaryKey().defaultRandom(),
  ownerId: text("owner_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  durationMs: integer("duration_ms").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const videoRequests = pgTable(
  "video_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fanId: text("fan_id")
      .notNull()
      .references(() => users.id),
    celebrityId: uuid("celebrity_id")
      .notNull()
      .references(() => celebrityProfiles.id),
    status: text("status").notNull(),
    message: text("message").notNull(),
    occasion: text("occasion"),
    recipientName: text("recipient_name"),
    /** How to say the names, spelt as they sound ("Tolu = TOH-loo"), and the fan's recording of it. */
    phoneticSpelling: text("phonetic_spelling"),
    voiceNoteId: uuid("voice_note_id").references(() => voiceNotes.id, { onDelete: "set null" }),
    deadline: text("deadline"),
    /** The language id (src/shared/languages.ts) the video is to be recorded in: one of the star's when booked. */
    recordingLanguage: text("recording_language"),
    /** The whole price in USD cents, fixed at booking: the star's price, plus their rush price when rush. */
    priceCents: integer("price_cents").notNull(),
    /** Rush delivery (ADR 059): expiresAt is 24 hours after payment instead of the delivery days. */
    rush: boolean("rush").notNull().default(false),
    /** The rush part of priceCents (USD cents), 0 when not rush. */
    rushPriceCents: integer("rush_price_cents").notNull().default(0),
    /** What the fan was charged, in `currency` minor units; 0 when a subscription covered the request. */
    currency: text("currency").notNull().default("USD"),
    amountMinor: integer("amount_minor").notNull().default(0),
    /** The active plan that covered this request instead of a payment. */
    subscriptionId: uuid("subscription_id"),
    /** none -> pending -> refunded (src/shared/request-status.ts). */
    refundStatus: text("refund_status").notNull().default("none"),
    declineReason: text("decline_reason"),
    /** The platform fee in force when the fan paid (ADR 032): the earnings below keep it if staff change the fee. */
    platformFeePercent: doublePrecision("platform_fee_percent"),
    /** Fixed when the fan pays: the fee and the star's earnings in `currency` minor units (fee + earnings = amount). */
    feeMinor: integer("fee_minor"),
    earningsMinor: integer("earnings_minor"),
    /** The same in USD cents at the rate the fan was charged, for reports (never today's rate). */
    feeUsdCents: integer("fee_usd_cents"),
    earningsUsdCents: integer("earnings_usd_cents"),
    /** When the delivered video's earnings left the hold period (completedAt + payouts.holdDays) for available. */
    earningsReleasedAt: timestamp("earnings_released_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    declinedAt: timestamp("declined_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    expiredAt: timestamp("expired_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** When a re-record replaced the delivered video (ADR 058); watch links name it so no cache plays the old one. */
    videoReplacedAt: timestamp("video_replaced_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /** paidAt + the delivery window: a pending or accepted request expires (and is refunded) after it. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** none | uploading | processing | ready | failed (src/shared/schemas/requests.ts). */
    videoStatus: text("video_status").notNull().default("none"),
    /** Why the last upload was refused or failed, shown to the celebrity. */
    videoError: text("video_error"),
    /** Storage keys of the original upload, the watermarked MP4 and its poster image. */
    originalKey: text("original_key"),
    videoKey: text("video_key"),
    posterKey: text("poster_key"),
    videoDurationMs: integer("video_duration_ms"),
    /**
     * The processing run that holds the upload (a random id per run) and when it last said it was alive
     * (every few seconds while it works). A heartbeat gone stale means its worker died: the recover-videos
     * sweep queues the upload again and the next run takes it over (ADR 041).
     */
    processingOwner: text("processing_owner"),
    processingHeartbeatAt: timestamp("processing_heartbeat_at", { withTimezone: true }),
    /** The fan allows the delivered video to be featured on the celebrity's profile (off by default). */
    showcaseAllowed: boolean("showcase_allowed").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("video_requests_celebrity_status_idx").on(table.celebrityId, table.status),
    index("video_requests_expires_idx").on(table.expiresAt),
    index("video_requests_celebrity_created_idx").on(table.celebrityId, table.createdAt),
    // Trending counts the last 30 days' bookings per celebrity: an index-only range scan over this one.
    index("video_requests_created_idx").on(table.createdAt, table.celebrityId, table.status),
    index("video_requests_fan_idx").on(table.fanId),
    // The hold-release job's walk: delivered earnings not yet released, by when they fall due.
    index("video_requests_earnings_due_idx")
      .on(table.completedAt)
      .where(sql`${table.status} = 'completed' and ${table.earningsReleasedAt} is null`),
    // The recover-videos sweep's walk: uploads being processed, by their last heartbeat.
    index("video_requests_processing_idx")
      .on(table.processingHeartbeatAt)
      .where(sql`${table.videoStatus} = 'processing'`),
  ],
);

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => videoRequests.id),
    celebrityId: uuid("celebrity_id")
      .notNull()
      .references(() => celebrityProfiles.id),
    fanId: text("fan_id")
      .notNull()
      .references(() => users.id),
    rating: integer("rating").notNull(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("reviews_request_idx").on(table.requestId),
    index("reviews_celebrity_created_idx").on(table.celebrityId, table.createdAt),
  ],
);

/**
 * A star's question to the fan before recording, and the fan's answer (issue 23, item 2; ADR 057): one
 * thread per request, in order. A question is open while it is the request's last message.
 */
export const requestMessages = pgTable(
  "request_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => videoRequests.id, { onDelete: "cascade" }),
    /** "question" (by the request's star) or "answer" (by its fan). */
    kind: text("kind").notNull(),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** A question still unanswered a day later: when the fan was reminded of it (once, by the hourly sweep). */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
  },
  (table) => [index("request_messages_request_idx").on(table.requestId, table.createdAt)],
);

/**
 * A problem reported with a delivered video (issue 23, item 5; ADR 058): at most one per request. A factual
 * error (the name, the occasion, the language) gives the star one re-record at no cost (`redo`); anything
 * else waits on staff (`with_staff`), who may ask for the re-record or close it. While it is open the star's
 * earnings for the request stay held.
 */
export const requestReports = pgTable(
  "request_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => videoRequests.id, { onDelete: "cascade" }),
    /** src/shared/schemas/reports.ts REPORT_REASONS. */
    reason: text("reason").notNull(),
    note: text("note").notNull().default(""),
    /** redo | with_staff (open); rerecorded | closed. */
    status: text("status").notNull(),
    /** The fan who reported, or the staff member who asked for the re-record without a report. */
    reportedBy: text("reported_by")
      .notNull()
      .references(() => users.id),
    /** Staff who sent it to the star or closed it, and what they wrote the fan. */
    handledBy: text("handled_by").references(() => users.id),
    staffNote: text("staff_note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    redoAskedAt: timestamp("redo_asked_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("request_reports_request_idx").on(table.requestId),
    index("request_reports_open_idx").on(table.status).where(sql`${table.status} in ('redo', 'with_staff')`),
  ],
);
