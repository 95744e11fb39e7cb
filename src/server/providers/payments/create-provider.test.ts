import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PaymentProviderKind } from "@/shared/payments";
import { settings as settingsTable } from "../../db/schema/index";
import { createSecretBox } from "../../lib/secret-box";
import { createSettingsService, type SettingsService } from "../../modules/settings/settings.service";
import { createTestDatabase, type TestDatabase } from "../../test/database";
import { createPaymentProviders, type ProviderEnv } from "./create-provider";
import { fakeProviderServer } from "./fake-provider-server";

// Test-only credentials for the fake servers; never real keys.
const APP_SECRET = "provider-test-secret-provider-test-secret";
const STORED_KEY = "sk_test_stored_by_staff_0001";
const ENV_KEY = "sk_test_from_environment_0002";
const FLW_STORED_KEY = "FLWSECK_TEST-stored-0003";
const FLW_ENV_KEY = "FLWSECK_TEST-environment-0004";

let database: TestDatabase;
const opened: SettingsService[] = [];
const warnings: unknown[] = [];
const log = { warn: (...args: unknown[]) => void warnings.push(args) };

/** A provider API that records who asked and accepts any key but "sk_test_refused…". */
const fake = fakeProviderServer((request) => {
  if (request.headers.authorization?.startsWith("Bearer sk_test_refused")) {
    return { status: 401, body: { status: false, message: "Invalid key" } };
  }
  if (request.path === "/transaction/initialize") {
    return { status: 200, body: { status: true, message: "ok", data: { authorization_url: "https://pay.test/x" } } };
  }
  if (request.path === "/v3/payments") {
    return { status: 200, body: { status: "success", message: "Hosted Link", data: { link: "https://pay.test/y" } } };
  }
  if (request.path === "/balance") return { status: 200, body: { status: true, message: "Balances retrieved" } };
  return undefined;
});
let baseUrl = "";

beforeAll(async () => {
  database = await createTestDatabase();
  baseUrl = await fake.start();
});
afterAll(async () => {
  for (const each of opened) await each.close();
  await database.close();
  await fake.stop();
});
beforeEach(async () => {
  fake.reset();
  await database.db.delete(settingsTable);
});

async function world(options: { provider?: PaymentProviderKind; env?: Partial<ProviderEnv>; appSecret?: string } = {}) {
  const settings = await createSettingsService({
    database,
    box: createSecretBox(options.appSecret ?? APP_SECRET),
    envDefaults: {
      "marketplace.platformFeePercent": 25,
      "marketplace.deliveryDays": 7,
      "payments.provider": options.provider ?? "sandbox",
    },
    log,
  });
  opened.push(settings);
  const env: ProviderEnv = {
    APP_SECRET,
    isProduction: false,
    PAYSTACK_BASE_URL: baseUrl,
    FLUTTERWAVE_BASE_URL: baseUrl,
    ...options.env,
  };
  return { settings, providers: createPaymentProviders(env, { db: database.db, settings, log }) };
}

const checkoutInput = {
  reference: "SALAMU-1700000000000-7",
  amountMinor: 150_000,
  currency: "NGN" as const,
  customer: { email: "fan@example.test", name: "Ada Fan" },
  description: "Birthday video",
  redirectUrl: "http://localhost:3000/payment/return",
};

describe("createPaymentProviders", () => {
  it("uses the configured provider for new checkouts and finds every configured one by kind", async () => {
    const sandboxOnly = (await world()).providers;
    expect(await sandboxOnly.currentKind()).toBe("sandbox");
    expect((await sandboxOnly.current()).kind).toBe("sandbox");
    expect(await sandboxOnly.byKind("flutterwave")).toBeUndefined();
    expect(await sandboxOnly.byKind("stripe")).toBeUndefined();

    const paystack = (await world({ provider: "paystack", env: { PAYSTACK_SECRET_KEY: ENV_KEY } })).providers;
    expect((await paystack.current()).kind).toBe("paystack");
    // Old sandbox payments can still be verified and refunded after the switch.
    expect((await paystack.byKind("sandbox"))?.kind).toBe("sandbox");

    const flutterwave = (
      await world({
        provider: "flutterwave",
        env: { FLUTTERWAVE_SECRET_KEY: FLW_ENV_KEY, FLUTTERWAVE_SECRET_HASH: "env-hash" },
      })
    ).providers;
    expect((await flutterwave.current()).kind).toBe("flutterwave");
  });

  it("sends the key staff stored to the next checkout, without a restart, and only to its own provider", async () => {
    const { settings, providers } = await world({ env: { PAYSTACK_SECRET_KEY: ENV_KEY } });
    await settings.update(
      {
        set: {
          "payments.provider": "paystack",
          "payments.testSecretKey": STORED_KEY,
          "payments.keysProvider": "paystack",
        },
      },
      null,
    );
    await (await providers.current()).createCheckout(checkoutInput);
    expect(fake.last).toMatchObject({ path: "/transaction/initialize" });
    expect(fake.last.headers.authorization).toBe(`Bearer ${STORED_KEY}`);

    // Keys saved for another provider are never sent to this one: Paystack falls back to its env key.
    await settings.set("payments.keysProvider", "flutterwave", null);
    await (await providers.byKind("paystack"))?.createCheckout(checkoutInput);
    expect(fake.last.headers.authorization).toBe(`Bearer ${ENV_KEY}`);

    // Without an env key either, Paystack has no credentials: no provider, and new checkouts answer 503.
    const bare = await world({ provider: "paystack" });
    await bare.settings.set("payments.keysProvider", "flutterwave", null);
    expect(await bare.providers.byKind("paystack")).toBeUndefined();
    await expect(bare.providers.current()).rejects.toMatchObject({
      statusCode: 503,
      code: "PAYMENT_PROVIDER_UNAVAILABLE",
    });
  });

  it("checks Flutterwave webhooks with the stored encryption key, else the environment's hash", async () => {
    const { settings, providers } = await world({
      provider: "flutterwave",
      env: { FLUTTERWAVE_SECRET_KEY: FLW_ENV_KEY, FLUTTERWAVE_SECRET_HASH: "env-hash" },
    });
    const rawBody = JSON.stringify({ event: "charge.completed", data: { id: 1, tx_ref: "SALAMU-1700000000000-7" } });
    const signedWith = async (hash: string) =>
      (await providers.byKind("flutterwave"))?.parseWebhook({ headers: { "verif-hash": hash }, rawBody });

    expect(await signedWith("env-hash")).toMatchObject({ reference: "SALAMU-1700000000000-7" });
    await settings.update(
      {
        set: {
          "payments.testSecretKey": FLW_STORED_KEY,
          "payments.testEncryptionKey": "stored-hash",
          "payments.keysProvider": "flutterwave",
        },
      },
      null,
    );
    expect(await signedWith("stored-hash")).toMatchObject({ reference: "SALAMU-1700000000000-7" });
    expect(await signedWith("env-hash")).toBeNull();
    await (await providers.current()).createCheckout(checkoutInput);
    expect(fake.last.headers.authorization).toBe(`Bearer ${FLW_STORED_KEY}`);
  });

  it("refuses the sandbox for new checkouts in production, and still finds it for old payments", async () => {
    const { providers } = await world({ env: { isProduction: true } });
    await expect(providers.current()).rejects.toMatchObject({ statusCode: 503 });
    expect((await providers.byKind("sandbox"))?.kind).toBe("sandbox");
    expect(await providers.testConnection()).toEqual({
      ok: false,
      message: "The sandbox takes no real money and is off in production.",
    });
  });

  it("tests the current provider's connection and answers a refusal in the provider's words, never throwing", async () => {
    const sandbox = await world();
    expect(await sandbox.providers.testConnection()).toMatchObject({ ok: true });

    const { settings, providers } = await world({ provider: "paystack" });
    expect(await providers.testConnection()).toEqual({
      ok: false,
      message: "Paystack: no secret key is stored or set in the environment.",
    });
    await settings.update({ set: { "payments.testSecretKey": STORED_KEY, "payments.keysProvider": "paystack" } }, null);
    expect(await providers.testConnection()).toEqual({
      ok: true,
      message: "Paystack accepted the secret key: Balances retrieved",
    });
    expect(fake.last.headers.authorization).toBe(`Bearer ${STORED_KEY}`);

    const refusedKey = "sk_test_refused_0000000005";
    await settings.set("payments.testSecretKey", refusedKey, null);
    const refused = await providers.testConnection();
    expect(refused).toEqual({ ok: false, message: "Paystack connection test failed: HTTP 401: Invalid key" });
    expect(JSON.stringify(refused)).not.toContain(refusedKey);

    // Keys sealed under another APP_SECRET do not open: said plainly, and no key is sent anywhere.
    const rotated = await world({ provider: "paystack", appSecret: "another-app-secret-another-app-secret-01" });
    fake.reset();
    expect(await rotated.providers.testConnection()).toEqual({
      ok: false,
      message: "Paystack: the stored keys cannot be decrypted (was APP_SECRET changed?); enter them again.",
    });
    expect(fake.requests).toHaveLength(0);

    const unreachable = await world({ provider: "paystack", env: { PAYSTACK_BASE_URL: "http://127.0.0.1:9" } });
    expect(await unreachable.providers.testConnection()).toEqual({
      ok: false,
      message: "Paystack connection test failed: provider unreachable",
    });
  });
  it("resolves payouts like payments: the current provider's transfers with its keys, never the sandbox in production", async () => {
    const sandbox = (await world()).providers;
    expect((await sandbox.currentPayouts()).kind).toBe("sandbox");
    expect(await sandbox.payoutsByKind("sandbox")).toBe(sandbox.sandboxPayouts);
    expect(await sandbox.payoutsByKind("paystack")).toBeUndefined();
    expect(await sandbox.payoutsByKind("stripe")).toBeUndefined();

    const production = (await world({ env: { isProduction: true } })).providers;
    await expect(production.currentPayouts()).rejects.toMatchObject({
      statusCode: 503,
      code: "PAYMENT_PROVIDER_UNAVAILABLE",
    });
    expect(await production.payoutsByKind("sandbox")).toBeUndefined();

    const { settings, providers } = await world({ provider: "paystack", env: { PAYSTACK_SECRET_KEY: ENV_KEY } });
    const paystack = await providers.currentPayouts();
    expect(paystack.kind).toBe("paystack");
    await paystack.verifyTransfer("salamu-po-0000000000000001");
    expect(fake.last).toMatchObject({ path: "/transfer/verify/salamu-po-0000000000000001" });
    expect(fake.last.headers.authorization).toBe(`Bearer ${ENV_KEY}`);
    await settings.update({ set: { "payments.testSecretKey": STORED_KEY, "payments.keysProvider": "paystack" } }, null);
    await (await providers.payoutsByKind("paystack"))?.verifyTransfer("salamu-po-0000000000000001");
    expect(fake.last.headers.authorization).toBe(`Bearer ${STORED_KEY}`);

    // Flutterwave without its webhook hash takes no payments, and pays nothing either.
    const noHash = await world({ provider: "flutterwave", env: { FLUTTERWAVE_SECRET_KEY: FLW_ENV_KEY } });
    await expect(noHash.providers.currentPayouts()).rejects.toMatchObject({ statusCode: 503 });
    const flutterwave = await world({
      provider: "flutterwave",
      env: { FLUTTERWAVE_SECRET_KEY: FLW_ENV_KEY, FLUTTERWAVE_SECRET_HASH: "env-hash" },
    });
    expect((await flutterwave.providers.currentPayouts()).kind).toBe("flutterwave");
  });
});
