import { doublePrecision, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const currencyRates = pgTable("currency_rates", {
  currencyCode: text("currency_code").primaryKey(),
  rate: doublePrecision("rate").notNull(),
  source: text("source").notNull(),
  fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull(),
});
