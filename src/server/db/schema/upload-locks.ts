import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Who is writing to a resumable upload now (ADR 043): one PATCH at a time across every instance. A lease,
 * renewed while the PATCH runs and deleted when it ends, so an instance that died holds nothing for long.
 */
export const uploadLocks = pgTable("upload_locks", {
  uploadId: text("upload_id").primaryKey(),
  /** A random id per lock taken, so only the PATCH that took it renews or deletes it. */
  holder: text("holder").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
