import { CURRENCIES } from "@/shared/currencies";
import type { Database } from "../db/client";
import { currencyRates } from "../db/schema/index";

/**
 * Stores the built-in table's rates as if a source had just given them: a real payment provider charges
 * only at a fresh source's rate (never the indicative built-in ones), and these tests are not about rates.
 */
export async function storeFreshRates(db: Database, fetchedAt = new Date(), source = "rates.test") {
  await db
    .insert(currencyRates)
    .values(CURRENCIES.map(({ code, rate }) => ({ currencyCode: code, rate, source, fetchedAt })))
    .onConflictDoUpdate({ target: currencyRates.currencyCode, set: { fetchedAt, source } });
}
