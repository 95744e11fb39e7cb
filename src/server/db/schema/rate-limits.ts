import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Shared rate-limit counters when the app runs on PostgreSQL without Redis (ADR 038): one row per key
 * (`ip:POST/api/session:203.0.113.7`, `sign-in:<hmac of the e-mail>`), counting hits in a fixed window that
 * ends at `reset_at`. Every instance counts in the same row, with one atomic upsert per hit.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("rate_limits_reset_at_idx").on(table.resetAt)],
);
