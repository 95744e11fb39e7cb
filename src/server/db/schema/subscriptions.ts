import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { celebrityProfiles } from "./catalogue";
import { users } from "./users";

/** A monthly plan (src/shared/plans.ts): active for 30 days once its payment is verified. */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    plan: text("plan").notNull(),
    /** The celebrity the plan was bought from (?celebrity=), when there was one. */
    celebrityId: uuid("celebrity_id").references(() => celebrityProfiles.id),
    /** awaiting_payment | active | cancelled */
    status: text("status").notNull().default("awaiting_payment"),
    currency: text("currency").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("subscriptions_user_idx").on(table.userId, table.status, table.endsAt)],
);
