import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { currencyRates } from "../../db/schema/index";
import { createTestApp } from "../../test/app";
import { fakeRatesProvider } from "../../test/fake-rates";

describe("currencies", () => {
  const provider = fakeRatesProvider();
  /** The second source, tried when the first fails; down unless a test says otherwise. */
  const backup = fakeRatesProvider();
  let backupHost = "";
  let context: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    const urls = [await provider.start(), await backup.start()];
    backupHost = new URL(urls[1]!).host;
    context = await createTestApp({ RATES_PROVIDER_URLS: urls.join(",") });
  });
  afterAll(async () => {
    await context.close();
    await provider.stop();
    await backup.stop();
  });
  beforeEach(() => backup.answer(503, { error: "down" }));
  afterEach(async () => {
    await context.database.db.delete(currencyRates);
  });

  const getCurrencies = (headers: Record<string, string> = {}) =>
    context.app.inject({ method: "GET", url: "/api/currencies", headers });

  it("serves the 21 currencies with the built-in rates when nothing is stored", async () => {
    const response = await getCurrencies();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.currencies.map((currency: { code: string }) => currency.code)).toEqual([
      "USD",
      "EUR",
      "GBP",
      "NGN",
      "GHS",
      "KES",
      "ZAR",
      "TZS",
      "XOF",
      "XAF",
      "UGX",
      "RWF",
      "ZMW",
      "MWK",
      "ETB",
      "MAD",
      "EGP",
      "INR",
      "JPY",
      "CAD",
      "AUD",
    ]);
    expect(body.currencies.find((currency: { code: string }) => currency.code === "NGN").rate).toBe(1530);
    expect(body.currencies.find((currency: { code: string }) => currency.code === "XOF")).toMatchObject({
      symbol: "FCFA",
      minorDigits: 0,
      rate: 600,
    });
    expect(body.ratesUpdatedAt).toBeNull();
  });

  it("stores the provider's rates and serves them after a refresh", async () => {
    provider.answer(200, {
      result: "success",
      base_code: "USD",
      rates: { USD: 1, NGN: 1600.5, KES: 129, XOF: 603.2, XYZ: 3 },
    });
    expect(await context.app.modules.currency.services.currency.refreshFromProvider()).toBe(4);
    const rows = await context.database.db.select().from(currencyRates);
    expect(rows.map((row) => row.currencyCode).sort()).toEqual(["KES", "NGN", "USD", "XOF"]);

    // Another instance (a new service over the same table) reads the stored rates too.
    const body = (await getCurrencies()).json();
    const rateOf = (code: string) => body.currencies.find((currency: { code: string }) => currency.code === code).rate;
    expect([rateOf("NGN"), rateOf("KES"), rateOf("GHS"), rateOf("XOF")]).toEqual([1600.5, 129, 13.5, 603.2]);
    expect(body.ratesUpdatedAt).not.toBeNull();
    // What no source gave is the built-in table's, and said to be indicative.
    const indicative = (code: string) =>
      body.currencies.find((currency: { code: string }) => currency.code === code).indicative;
    expect([indicative("NGN"), indicative("GHS"), indicative("USD")]).toEqual([false, true, false]);
  });

  it("tries the sources in order: when the first fails the second's rates are stored, named by its host", async () => {
    provider.answer(500, { error: "down" });
    backup.answer(200, { result: "success", base_code: "USD", rates: { NGN: 1610, KES: 130.5 } });
    const before = backup.requests;
    const currency = context.app.modules.currency.services.currency;
    expect(await currency.refreshFromProvider()).toBe(2);
    expect(backup.requests).toBe(before + 1);
    const rows = await context.database.db.select().from(currencyRates);
    expect(rows.map((row) => [row.currencyCode, row.rate, row.source]).sort()).toEqual([
      ["KES", 130.5, backupHost],
      ["NGN", 1610, backupHost],
    ]);
    expect(await currency.indicativeCurrencies()).not.toContain("NGN");
    expect(await currency.indicativeCurrencies()).toContain("GHS");

    // The first source back: the second is not asked.
    provider.answer(200, { result: "success", base_code: "USD", rates: { NGN: 1620 } });
    expect(await currency.refreshFromProvider()).toBe(1);
    expect(backup.requests).toBe(before + 1);
  });

  it("keeps the stored rates when the provider fails or answers nonsense", async () => {
    provider.answer(200, { result: "success", base_code: "USD", rates: { NGN: 1600 } });
    await context.app.modules.currency.services.currency.refreshFromProvider();
    provider.answer(500, { error: "down" });
    expect(await context.app.modules.currency.services.currency.refreshFromProvider()).toBe(0);
    provider.answer(200, { result: "error", "error-type": "unsupported-code" });
    expect(await context.app.modules.currency.services.currency.refreshFromProvider()).toBe(0);
    provider.answer(200, { result: "success", base_code: "USD", rates: { NGN: -5, KES: "12" } });
    expect(await context.app.modules.currency.services.currency.refreshFromProvider()).toBe(0);
    const rows = await context.database.db.select().from(currencyRates);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.rate).toBe(1600);
  });

  it("falls back to the built-in rate once a stored rate is 24 hours old", async () => {
    await context.database.db.insert(currencyRates).values([
      { currencyCode: "NGN", rate: 1700, source: "provider", fetchedAt: new Date(Date.now() - 25 * 3600_000) },
      { currencyCode: "GHS", rate: 14, source: "provider", fetchedAt: new Date(Date.now() - 23 * 3600_000) },
    ]);
    const { createCurrencyService } = await import("./currency.service");
    const service = createCurrencyService({ db: context.database.db, env: context.env, log: context.app.log });
    const { currencies } = await service.listCurrencies();
    expect(currencies.find((currency) => currency.code === "NGN")?.rate).toBe(1530);
    expect(currencies.find((currency) => currency.code === "GHS")?.rate).toBe(14);
  });

  it("detects the visitor's currency from a CDN country header, then Accept-Language, else USD", async () => {
    expect((await getCurrencies({ "cf-ipcountry": "NG" })).json().detectedCurrency).toBe("NGN");
    expect((await getCurrencies({ "cf-ipcountry": "FR" })).json().detectedCurrency).toBe("EUR");
    expect((await getCurrencies({ "accept-language": "en-KE,en;q=0.9" })).json().detectedCurrency).toBe("KES");
    expect((await getCurrencies({ "cf-ipcountry": "SN" })).json().detectedCurrency).toBe("XOF");
    expect((await getCurrencies({ "cf-ipcountry": "CI" })).json().detectedCurrency).toBe("XOF");
    expect((await getCurrencies({ "cf-ipcountry": "MA" })).json().detectedCurrency).toBe("MAD");
    expect((await getCurrencies({ "accept-language": "ar-EG,ar;q=0.9" })).json().detectedCurrency).toBe("EGP");
    expect((await getCurrencies({ "accept-language": "fr-CI" })).json().detectedCurrency).toBe("XOF");
    expect((await getCurrencies({ "cf-ipcountry": "XX", "accept-language": "fr" })).json().detectedCurrency).toBe(
      "USD",
    );
  });

  it("serves one currency and refuses an unsupported code with a clear message", async () => {
    const ok = await context.app.inject({ method: "GET", url: "/api/currencies/ZAR" });
    expect(ok.json()).toMatchObject({ code: "ZAR", rate: 18 });
    const refused = await context.app.inject({ method: "GET", url: "/api/currencies/XYZ" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe("VALIDATION_ERROR");
    expect(refused.json().error.message).toContain("Unsupported currency XYZ");
  });
});
