import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { convertUsdCents } from "@/shared/money";
import { HOUR_MS } from "@/shared/time";
import { payments, videoRequests } from "../../db/schema/index";
import { createTestApp } from "../../test/app";
import { fakeRatesProvider } from "../../test/fake-rates";
import { api, bookingWorld, referenceOf } from "../requests/test-factories";
import { fakePaystackApi } from "./test-helpers";

describe("charging real money only at a current exchange rate", () => {
  const SECRET_KEY = "sk_test_fake_key_for_rates_only";
  const paystack = fakePaystackApi(SECRET_KEY);
  const rates = fakeRatesProvider();
  let rateSourceHost = "";
  let context: Awaited<ReturnType<typeof createTestApp>>;
  let world: Awaited<ReturnType<typeof bookingWorld>>;
  let call: ReturnType<typeof api>;

  beforeAll(async () => {
    const rateSource = await rates.start();
    rateSourceHost = new URL(rateSource).host;
    context = await createTestApp({
      RUN_JOBS: "false",
      PAYMENT_PROVIDER: "paystack",
      PAYSTACK_SECRET_KEY: SECRET_KEY,
      PAYSTACK_BASE_URL: await paystack.start(),
      RATES_PROVIDER_URLS: rateSource,
    });
    call = api(context.app);
    world = await bookingWorld(context.app, context.database.db);
  }, 60_000);
  afterAll(async () => {
    await context.close();
    await paystack.stop();
    await rates.stop();
  });

  const requestsOfFan = async () =>
    (await context.database.db.select().from(videoRequests).where(eq(videoRequests.fanId, world.fan.user.id))).length;
  const book = (currency: string) =>
    call.requestVideo(world.fan.cookie, { celebrityId: world.celebrity.profile.id, currency });
  const refusedForRate = async (currency: string) => {
    const before = await requestsOfFan();
    const refused = await book(currency);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toEqual({
      code: "RATE_UNAVAILABLE",
      message: `We can't charge in ${currency} right now: we have no current exchange rate for it. Please pay in US dollars, or try again later.`,
    });
    // Nothing was saved: no request waiting for a payment it cannot get.
    expect(await requestsOfFan()).toBe(before);
  };

  it("refuses the built-in, indicative rates, and charges US dollars all the same", async () => {
    await refusedForRate("NGN");
    const inDollars = await book("USD");
    expect(inDollars.statusCode, inDollars.body).toBe(201);
    const [payment] = await context.database.db
      .select()
      .from(payments)
      .where(eq(payments.reference, referenceOf(inDollars.json().checkoutUrl)));
    expect(payment).toMatchObject({ currency: "USD", ratePerUsd: 1, rateSource: "built-in", rateFetchedAt: null });
  });

  it("charges at a source's fresh rate and records it on the payment; refuses it once older than the setting", async () => {
    rates.answer(200, { result: "success", base_code: "USD", rates: { NGN: 1600 } });
    const currency = context.app.modules.currency.services.currency;
    expect(await currency.refreshFromProvider()).toBe(1);
    const fetchedAt = context.app.infrastructure.clock.now();

    const created = await book("NGN");
    expect(created.statusCode, created.body).toBe(201);
    const amount = convertUsdCents(10_000, "NGN", 1600);
    expect(paystack.last.body).toMatchObject({ amount, currency: "NGN" });
    const [payment] = await context.database.db
      .select()
      .from(payments)
      .where(eq(payments.reference, referenceOf(created.json().checkoutUrl)));
    expect(payment).toMatchObject({ amountMinor: amount, ratePerUsd: 1600, rateSource: rateSourceHost });
    expect(Math.abs(payment!.rateFetchedAt!.getTime() - fetchedAt.getTime())).toBeLessThan(1000);

    // Seven hours without an answer from the source: past the default six, no new checkout in naira.
    context.app.infrastructure.clock.advance(7 * HOUR_MS);
    await refusedForRate("NGN");
    // Staff allow eight hours: the seven-hour-old rate is charged again.
    await context.app.infrastructure.settings.set("payments.maxRateAgeHours", 8, null);
    expect((await book("NGN")).statusCode).toBe(201);

    // A day on, the stored rate is not used at all: the built-in one is indicative, and never charged.
    context.app.infrastructure.clock.advance(18 * HOUR_MS);
    await context.app.infrastructure.settings.set("payments.maxRateAgeHours", 24, null);
    expect(await currency.indicativeCurrencies()).toContain("NGN");
    await refusedForRate("NGN");
  });
});
