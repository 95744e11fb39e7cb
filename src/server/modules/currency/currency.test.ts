import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { currencyRates } from "../../db/schema/index";
import { createTestApp } from "../../test/app";

/** A stand-in for open.er-api.com on 127.0.0.1, answering with whatever the test sets. */
function fakeRatesProvider() {
  let reply: { status: number; body: unknown } = { status: 200, body: {} };
  let requests = 0;
  const server: Server = createServer((_request, response) => {
    requests += 1;
    response.writeHead(reply.status, { "content-type": "application/json" });
    response.end(JSON.stringify(reply.body));
  });
  return {
    async start() {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v6/latest/USD`;
    },
    answer(status: number, body: unknown) {
      reply = { status, body };
    },
    get requests() {
      return requests;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("currencies", () => {
  const provider = fakeRatesProvider();
  let context: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    const url = await provider.start();
    context = await createTestApp({ RATES_PROVIDER_URL: url });
  });
  afterAll(async () => {
    await context.close();
    await provider.stop();
  });
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
