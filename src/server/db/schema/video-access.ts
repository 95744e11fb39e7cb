import { bigserial, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { videoRequests } from "./requests";

/**
 * Each time a delivered video was opened for watching or downloading (append-only): the disputes evidence
 * pack shows it to the payment provider. One row per opening, not per byte range a player asks for.
 */
export const videoAccessLog = pgTable(
  "video_access_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => videoRequests.id, { onDelete: "cascade" }),
    /** stream | download | stream-360p | download-360p */
    kind: text("kind").notNull(),
    /** signed-link (the fan's, the star's or staff's player) | watch-link (the fan's private link) */
    via: text("via").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("video_access_log_request_idx").on(table.requestId, table.at)],
);
