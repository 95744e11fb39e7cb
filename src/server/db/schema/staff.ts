import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { videoRequests } from "./requests";
import { users } from "./users";

/** A staff invitation: single use, valid INVITATION_HOURS; only the token's hash is stored. */
export const staffInvitations = pgTable("staff_invitations", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  acceptedAt: timestamp("accepted_at", { withTimezone: true }),
  invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Staff's internal notes on a fan's request (issue 23 item 6): never shown to the fan or the star. */
export const requestStaffNotes = pgTable(
  "request_staff_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => videoRequests.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("request_staff_notes_request_idx").on(table.requestId, table.createdAt)],
);
