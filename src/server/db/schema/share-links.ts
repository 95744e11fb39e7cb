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
