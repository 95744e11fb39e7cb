import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { BUILT_IN_RATES, CURRENCIES, type CurrencyCode, currencyForCountry, isCurrencyCode } from "@/shared/currencies";
import { convertUsdCents } from "@/shared/money";
import type { CurrencyWithRate } from "@/shared/schemas/currency";
import { DAY_MS, MINUTE_MS } from "@/shared/time";
import type { Database } from "../../db/client";
import { currencyRates } from "../../db/schema/index";
import type { Env } from "../../env";
import { invalidRequest } from "../../errors";
import type { PublicChanges } from "../../lib/public-changes";

// Spec section 9: stored rates are trusted for 24 hours, then the built-in table takes over.
const STORED_RATE_MAX_AGE_MS = DAY_MS;
// Other instances may have refreshed the table: re-read it at most this often.
const MEMORY_CACHE_MS = MINUTE_MS;

type RatesSnapshot = { rates: Record<CurrencyCode, number>; updatedAt: Date | null; readAt: number };

export type CurrencyService = ReturnType<typeof createCurrencyService>;

type Dependencies = {
  db: Database;
  env: Pick<Env, "RATES_PROVIDER_URL" | "RATES_REFRESH_MINUTES" | "COUNTRY_HEADERS">;
  log: FastifyBaseLogger;
  /**
   * Told after each refresh: pages show prices in the visitor's currency. Another instance redraws them
   * with the rates it holds (re-read from the table at most MEMORY_CACHE_MS later).
   */
  publicChanges?: Pick<PublicChanges, "changed">;
  fetch?: typeof fetch;
  now?: () => Date;
};

export function createCurrencyService({
  db,
  env,
  log,
  publicChanges,
  fetch: fetchImpl = fetch,
  now = () => new Date(),
}: Dependencies) {
  let snapshot: RatesSnapshot | undefined;
  const countryHeaders = env.COUNTRY_HEADERS.split(",")
    .map((header) => header.trim().toLowerCase())
    .filter(Boolean);

  async function readRates(): Promise<RatesSnapshot> {
    const rows = await db.select().from(currencyRates);
    const freshAfter = now().getTime() - STORED_RATE_MAX_AGE_MS;
    const rates = { ...BUILT_IN_RATES };
    let updatedAt: Date | null = null;
    for (const row of rows) {
      if (!isCurrencyCode(row.currencyCode) || row.fetchedAt.getTime() < freshAfter) continue;
      rates[row.currencyCode] = row.rate;
      if (!updatedAt || row.fetchedAt > updatedAt) updatedAt = row.fetchedAt;
    }
    return { rates, updatedAt, readAt: now().getTime() };
  }

  async function currentRates(): Promise<RatesSnapshot> {
    if (!snapshot || now().getTime() - snapshot.readAt > MEMORY_CACHE_MS) snapshot = await readRates();
    return snapshot;
  }

  async function listCurrencies(): Promise<{ currencies: CurrencyWithRate[]; updatedAt: Date | null }> {
    const { rates, updatedAt } = await currentRates();
    return {
      currencies: CURRENCIES.map(({ code, name, symbol, flag, minorDigits }) => ({
        code,
        name,
        symbol,
        flag,
        minorDigits,
        rate: rates[code],
      })),
      updatedAt,
    };
  }

  /** The price of `usdCents` in `code` at the current rate, in that currency's minor units: what a payer is charged. */
  async function chargeFor(usdCents: number, code: CurrencyCode): Promise<number> {
    const { rates } = await currentRates();
    const rate = rates[code];
    if (!rate) throw invalidRequest("UNSUPPORTED_CURRENCY", "Choose a supported currency");
    return convertUsdCents(usdCents, code, rate);
  }

  /**
   * Fetches rates in the open.er-api.com shape (`{ result, base_code, rates }`) and stores the supported ones.
   * Returns how many rates were stored; a failing provider leaves the stored rates as they were.
   */
  async function refreshFromProvider(): Promise<number> {
    if (!env.RATES_PROVIDER_URL) return 0;
    let payload: unknown;
    try {
      const response = await fetchImpl(env.RATES_PROVIDER_URL, { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`status ${response.status}`);
      payload = await response.json();
    } catch (error) {
      log.warn({ err: error }, "exchange-rate provider unreachable; keeping stored rates");
      return 0;
    }
    const body = payload as { result?: unknown; base_code?: unknown; rates?: Record<string, unknown> };
    if (body.result !== "success" || body.base_code !== "USD" || typeof body.rates !== "object" || !body.rates) {
      log.warn("exchange-rate provider answered in an unexpected shape; keeping stored rates");
      return 0;
    }
    const fetchedAt = now();
    const rows = CURRENCIES.flatMap(({ code }) => {
      const rate = body.rates?.[code];
      return typeof rate === "number" && Number.isFinite(rate) && rate > 0
        ? [{ currencyCode: code, rate, source: "provider", fetchedAt }]
        : [];
    });
    if (rows.length === 0) return 0;
    await db
      .insert(currencyRates)
      .values(rows)
      .onConflictDoUpdate({
        target: currencyRates.currencyCode,
        set: { rate: sql`excluded.rate`, source: sql`excluded.source`, fetchedAt: sql`excluded.fetched_at` },
      });
    snapshot = undefined;
    publicChanges?.changed();
    log.info({ count: rows.length }, "exchange rates refreshed");
    return rows.length;
  }

  /** Refreshes now and then every RATES_REFRESH_MINUTES; returns a function that stops it. */
  function startRefreshing(): () => void {
    if (!env.RATES_PROVIDER_URL) return () => {};
    void refreshFromProvider();
    const timer = setInterval(() => void refreshFromProvider(), env.RATES_REFRESH_MINUTES * MINUTE_MS);
    timer.unref();
    return () => clearInterval(timer);
  }

  /** A CDN's country header first, then the region of the preferred Accept-Language, else USD. */
  function detectCurrency(headers: Record<string, string | string[] | undefined>): CurrencyCode {
    for (const name of countryHeaders) {
      const value = headers[name];
      const fromCountry = currencyForCountry(Array.isArray(value) ? value[0] : value);
      if (fromCountry) return fromCountry;
    }
    const acceptLanguage = headers["accept-language"];
    const languages = (Array.isArray(acceptLanguage) ? acceptLanguage.join(",") : (acceptLanguage ?? "")).split(",");
    for (const language of languages) {
      const region = language.split(";")[0]?.trim().split("-")[1];
      const fromLanguage = currencyForCountry(region);
      if (fromLanguage) return fromLanguage;
    }
    return "USD";
  }

  return { listCurrencies, chargeFor, refreshFromProvider, startRefreshing, detectCurrency };
}
