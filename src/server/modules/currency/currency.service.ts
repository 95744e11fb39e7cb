import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { BUILT_IN_RATES, CURRENCIES, type CurrencyCode, currencyForCountry, isCurrencyCode } from "@/shared/currencies";
import { convertUsdCents, type PriceQuote, type RateQuote } from "@/shared/money";
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

type RatesSnapshot = { rates: Record<CurrencyCode, RateQuote>; updatedAt: Date | null; readAt: number };

const BUILT_IN_SOURCE = "built-in";

/** USD is the base: its rate is exact, never indicative. */
const builtInQuote = (code: CurrencyCode): RateQuote => ({
  rate: BUILT_IN_RATES[code],
  source: BUILT_IN_SOURCE,
  fetchedAt: null,
  indicative: code !== "USD",
});

export type CurrencyService = ReturnType<typeof createCurrencyService>;

type Dependencies = {
  db: Database;
  env: Pick<Env, "RATES_PROVIDER_URLS" | "RATES_REFRESH_MINUTES" | "COUNTRY_HEADERS">;
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
    const rates = Object.fromEntries(CURRENCIES.map(({ code }) => [code, builtInQuote(code)])) as Record<
      CurrencyCode,
      RateQuote
    >;
    let updatedAt: Date | null = null;
    for (const row of rows) {
      if (!isCurrencyCode(row.currencyCode) || row.fetchedAt.getTime() < freshAfter) continue;
      rates[row.currencyCode] = { rate: row.rate, source: row.source, fetchedAt: row.fetchedAt, indicative: false };
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
        rate: rates[code].rate,
        indicative: rates[code].indicative,
      })),
      updatedAt,
    };
  }

  /**
   * What `usdCents` comes to in `code` at the current rate, in that currency's minor units (what a payer is
   * charged), with the rate it was priced at. Whether that rate may be charged is the payments module's call.
   */
  async function quote(usdCents: number, code: CurrencyCode): Promise<PriceQuote> {
    const { rates } = await currentRates();
    const rate = rates[code];
    if (!rate) throw invalidRequest("UNSUPPORTED_CURRENCY", "Choose a supported currency");
    return { ...rate, currency: code, amountMinor: convertUsdCents(usdCents, code, rate.rate) };
  }

  /** One source's rates in the open.er-api.com shape (`{ result, base_code, rates }`), or why not. */
  async function fetchSource(url: string): Promise<Record<string, unknown>> {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const body = (await response.json()) as { result?: unknown; base_code?: unknown; rates?: unknown };
    if (body.result !== "success" || body.base_code !== "USD" || typeof body.rates !== "object" || !body.rates) {
      throw new Error("an unexpected shape");
    }
    return body.rates as Record<string, unknown>;
  }

  /**
   * Asks the sources in order (RATES_PROVIDER_URLS) and stores the supported rates of the first that answers
   * with at least one. Returns how many were stored; when every source fails the stored rates stay as they
   * were (and turn indicative after 24 hours).
   */
  async function refreshFromProvider(): Promise<number> {
    for (const url of env.RATES_PROVIDER_URLS) {
      // Named by its host in the books and the logs: a source's path or query may carry its API key.
      const source = new URL(url).host;
      let answered: Record<string, unknown>;
      try {
        answered = await fetchSource(url);
      } catch (error) {
        log.warn(
          { source, reason: error instanceof Error ? error.message : String(error) },
          "exchange-rate source failed",
        );
        continue;
      }
      const fetchedAt = now();
      const rows = CURRENCIES.flatMap(({ code }) => {
        const rate = answered[code];
        return typeof rate === "number" && Number.isFinite(rate) && rate > 0
          ? [{ currencyCode: code, rate, source, fetchedAt }]
          : [];
      });
      if (rows.length === 0) {
        log.warn({ source }, "exchange-rate source answered no supported rate");
        continue;
      }
      await db
        .insert(currencyRates)
        .values(rows)
        .onConflictDoUpdate({
          target: currencyRates.currencyCode,
          set: { rate: sql`excluded.rate`, source: sql`excluded.source`, fetchedAt: sql`excluded.fetched_at` },
        });
      snapshot = undefined;
      publicChanges?.changed();
      log.info({ count: rows.length, source }, "exchange rates refreshed");
      return rows.length;
    }
    if (env.RATES_PROVIDER_URLS.length > 0) log.warn("every exchange-rate source failed; keeping stored rates");
    return 0;
  }

  /** The currencies priced at the built-in table just now: staff are warned while there are any. */
  async function indicativeCurrencies(): Promise<CurrencyCode[]> {
    const { rates } = await currentRates();
    return CURRENCIES.filter(({ code }) => rates[code].indicative).map(({ code }) => code);
  }

  /** Refreshes now and then every RATES_REFRESH_MINUTES; returns a function that stops it. */
  function startRefreshing(): () => void {
    if (env.RATES_PROVIDER_URLS.length === 0) return () => {};
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

  return { listCurrencies, quote, refreshFromProvider, indicativeCurrencies, startRefreshing, detectCurrency };
}
