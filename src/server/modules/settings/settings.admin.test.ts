import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  LIVE_NEEDS_LIVE_KEYS,
  MISSING_ENCRYPTION_KEY,
  MISSING_PUBLIC_KEY,
  MISSING_SECRET_KEY,
  SANDBOX_IN_PRODUCTION,
  SANDBOX_NEEDS_NO_KEYS,
} from "@/shared/schemas/settings";
import { SITE_CONTACT } from "@/shared/site-contact";
import { auditLog, payments, settings as settingsTable } from "../../db/schema/index";
import { signUp } from "../../test/accounts";
import { createTestApp } from "../../test/app";
import { storeFreshRates } from "../../test/rates";
import { signInStaff } from "../../test/staff-accounts";
import { fakeFlutterwaveApi, fakePaystackApi, paystackSignature } from "../payments/test-helpers";
import { api, bookingWorld, referenceOf } from "../requests/test-factories";

// Test-only credentials for the fake provider APIs on 127.0.0.1; never real keys.
const PAYSTACK_SECRET = "sk_test_stored_through_the_admin_api_7f3a";
const FLUTTERWAVE_SECRET = "FLWSECK_TEST-stored-through-the-admin-api-9c1e-X";
const FLUTTERWAVE_HASH = "flutterwave-webhook-hash-stored-5d2b";
const SECRETS = [PAYSTACK_SECRET, FLUTTERWAVE_SECRET, FLUTTERWAVE_HASH];

type Context = Awaited<ReturnType<typeof createTestApp>>;
type Cookies = Record<"superAdmin" | "settingsModerator" | "admin" | "fan", string>;

async function cookiesFor(context: Context): Promise<Cookies> {
  const { app, database } = context;
  return {
    superAdmin: (await signInStaff(app, database.db, "super_admin")).cookie,
    settingsModerator: (await signInStaff(app, database.db, "moderator", ["settings"])).cookie,
    admin: (await signInStaff(app, database.db, "admin", ["users", "celebrities"])).cookie,
    fan: (await signUp(app)).cookie,
  };
}

const call = (context: Context, cookie: string | undefined, options: InjectOptions) =>
  context.app.inject({ ...options, headers: { ...options.headers, ...(cookie ? { cookie } : {}) } });

const savePayments = (context: Context, cookie: string, payload: Record<string, unknown>) =>
  call(context, cookie, { method: "PUT", url: "/api/admin/settings/payments", payload });

/** The validation message a 400 answer gives for one field. */
const messageFor = (response: { json(): unknown }, field: string) =>
  (response.json() as { error: { details?: { path: string; message: string }[] } }).error.details?.find(
    (detail) => detail.path === field,
  )?.message;

describe("admin settings", () => {
  const paystack = fakePaystackApi(PAYSTACK_SECRET);
  const flutterwave = fakeFlutterwaveApi(FLUTTERWAVE_SECRET);
  const logLines: string[] = [];
  let context: Context;
  let cookies: Cookies;

  beforeAll(async () => {
    const [paystackUrl, flutterwaveUrl] = [await paystack.start(), await flutterwave.start()];
    // The sandbox by default and no provider keys in the environment: a key can only come from the API.
    context = await createTestApp(
      { PAYSTACK_BASE_URL: paystackUrl, FLUTTERWAVE_BASE_URL: flutterwaveUrl, LOG_LEVEL: "trace" },
      { logStream: { write: (line) => void logLines.push(line) } },
    );
    await storeFreshRates(context.database.db);
    cookies = await cookiesFor(context);
  }, 60_000);
  afterAll(async () => {
    await context.close();
    await paystack.stop();
    await flutterwave.stop();
  });

  it("shows the marketplace figures to staff with `settings`, and the payment settings to the super admin only", async () => {
    const asModerator = await call(context, cookies.settingsModerator, { url: "/api/admin/settings" });
    expect(asModerator.statusCode).toBe(200);
    expect(asModerator.json()).toEqual({
      marketplace: { platformFeePercent: 25, deliveryDays: 7, maxRateAgeHours: 6 },
      contact: { supportEmail: SITE_CONTACT.email },
      payments: null,
    });

    const asSuperAdmin = await call(context, cookies.superAdmin, { url: "/api/admin/settings" });
    expect(asSuperAdmin.json().payments).toEqual({
      provider: "sandbox",
      publicKey: "",
      secretKey: { set: false, hint: null },
      encryptionKey: { set: false, hint: null },
      testPublicKey: "",
      testSecretKey: { set: false, hint: null },
      testEncryptionKey: { set: false, hint: null },
      testMode: true,
      secretFromEnvironment: false,
    });

    expect((await call(context, cookies.admin, { url: "/api/admin/settings" })).statusCode).toBe(403);
    expect((await call(context, cookies.fan, { url: "/api/admin/settings" })).statusCode).toBe(403);
    expect((await call(context, undefined, { url: "/api/admin/settings" })).statusCode).toBe(401);
  });

  it("saves the support e-mail for staff with `settings`, refusing what is not an e-mail, and audits the change", async () => {
    const put = (cookie: string, payload: unknown) =>
      call(context, cookie, { method: "PUT", url: "/api/admin/settings/contact", payload: payload as object });
    for (const supportEmail of ["not an e-mail", "", "a@", 42]) {
      const response = await put(cookies.settingsModerator, { supportEmail });
      expect(response.statusCode, String(supportEmail)).toBe(400);
      expect(messageFor(response, "supportEmail")).toBe("The support e-mail must be an e-mail address");
    }
    expect((await put(cookies.admin, { supportEmail: "help@salamu.example" })).statusCode).toBe(403);
    expect((await put(cookies.fan, { supportEmail: "help@salamu.example" })).statusCode).toBe(403);

    const saved = await put(cookies.settingsModerator, { supportEmail: "  help@salamu.example " });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().contact).toEqual({ supportEmail: "help@salamu.example" });
    expect(await context.app.infrastructure.settings.get("support.email")).toBe("help@salamu.example");
    const [entry] = await context.database.db.select().from(auditLog).where(eq(auditLog.targetId, "contact"));
    expect(entry).toMatchObject({
      action: "settings.update",
      before: { supportEmail: SITE_CONTACT.email },
      after: { supportEmail: "help@salamu.example" },
    });
  });

  it("saves Salamu's social accounts as https links (empty hides), audits it, and the public site shows only those", async () => {
    const put = (cookie: string, payload: unknown) =>
      call(context, cookie, { method: "PUT", url: "/api/admin/settings/social", payload: payload as object });
    const none = { instagram: "", x: "", facebook: "", youtube: "" };
    expect((await call(context, cookies.settingsModerator, { url: "/api/admin/settings/social" })).json()).toEqual(
      none,
    );

    const refused = await put(cookies.settingsModerator, { ...none, instagram: "http://instagram.com/salamu" });
    expect(refused.statusCode).toBe(400);
    expect(messageFor(refused, "instagram")).toBe("The Instagram link must be an https:// address, or empty");
    expect((await put(cookies.settingsModerator, { ...none, x: "javascript:alert(1)" })).statusCode).toBe(400);
    expect((await put(cookies.admin, { ...none, x: "https://x.com/salamu" })).statusCode).toBe(403);

    const saved = await put(cookies.settingsModerator, { ...none, x: " https://x.com/salamu " });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...none, x: "https://x.com/salamu" });
    const site = await context.app.inject({ method: "GET", url: "/api/site" });
    expect(site.json()).toMatchObject({
      social: [{ network: "x", url: "https://x.com/salamu" }],
      deliveryDays: await context.app.infrastructure.settings.get("marketplace.deliveryDays"),
    });
    const [entry] = await context.database.db.select().from(auditLog).where(eq(auditLog.targetId, "social"));
    expect(entry).toMatchObject({
      action: "settings.update",
      before: none,
      after: { ...none, x: "https://x.com/salamu" },
    });

    await put(cookies.settingsModerator, none);
    expect((await context.app.inject({ method: "GET", url: "/api/site" })).json().social).toEqual([]);
  });

  it("saves the payout settings within their ranges, with clear messages, audited, and the payouts read them", async () => {
    const put = (cookie: string, payload: unknown) =>
      call(context, cookie, { method: "PUT", url: "/api/admin/settings/payouts", payload: payload as object });
    const current = (await call(context, cookies.settingsModerator, { url: "/api/admin/settings/payouts" })).json();
    expect(current).toMatchObject({ holdDays: 3, schedule: "weekly", approvalThresholdUsdCents: 50_000 });
    const next = {
      holdDays: 5,
      schedule: "daily",
      minimumsMinor: { USD: 2_000, KES: 100_000 },
      approvalThresholdUsdCents: 100_000,
      lossBorneBy: "star",
    };
    const tooLong = await put(cookies.settingsModerator, { ...next, holdDays: 31 });
    expect(tooLong.statusCode).toBe(400);
    expect(messageFor(tooLong, "holdDays")).toBe("The hold period must be between 0 and 30 days");
    const badCurrency = await put(cookies.settingsModerator, { ...next, minimumsMinor: { XYZ: 5 } });
    expect(badCurrency.statusCode).toBe(400);
    expect((await put(cookies.admin, next)).statusCode).toBe(403);
    expect((await call(context, cookies.superAdmin, { url: "/api/admin/settings/payouts" })).json()).toEqual(current);

    const saved = await put(cookies.settingsModerator, next);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(next);
    expect(await context.app.infrastructure.settings.get("payouts.holdDays")).toBe(5);
    expect(await context.app.infrastructure.settings.get("disputes.lossBorneBy")).toBe("star");
    const [entry] = await context.database.db.select().from(auditLog).where(eq(auditLog.targetId, "payouts"));
    expect(entry).toMatchObject({ action: "settings.update", before: current, after: next });
    await put(cookies.settingsModerator, current);
  });

  it("saves the platform fee and delivery days within their ranges, with clear messages, and audits the change", async () => {
    const put = (cookie: string, payload: unknown) =>
      call(context, cookie, { method: "PUT", url: "/api/admin/settings/marketplace", payload: payload as object });
    const refused: [unknown, string, string][] = [
      [
        { platformFeePercent: 60, deliveryDays: 7 },
        "platformFeePercent",
        "The platform fee must be between 0 and 50 percent",
      ],
      [
        { platformFeePercent: -1, deliveryDays: 7 },
        "platformFeePercent",
        "The platform fee must be between 0 and 50 percent",
      ],
      [{ platformFeePercent: "20", deliveryDays: 7 }, "platformFeePercent", "The platform fee must be a number"],
      [{ platformFeePercent: 20, deliveryDays: 0 }, "deliveryDays", "Delivery days must be between 1 and 30"],
      [{ platformFeePercent: 20, deliveryDays: 31 }, "deliveryDays", "Delivery days must be between 1 and 30"],
      [{ platformFeePercent: 20, deliveryDays: 2.5 }, "deliveryDays", "Delivery days must be a whole number"],
      [{ platformFeePercent: 20 }, "deliveryDays", "Delivery days must be a number"],
      [
        { platformFeePercent: 20, deliveryDays: 7, maxRateAgeHours: 48 },
        "maxRateAgeHours",
        "The rate age must be between 1 and 24 hours",
      ],
    ];
    for (const [payload, field, message] of refused) {
      const response = await put(cookies.settingsModerator, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_ERROR");
      expect(messageFor(response, field)).toBe(message);
    }
    expect((await put(cookies.admin, { platformFeePercent: 20, deliveryDays: 10 })).statusCode).toBe(403);
    expect(await context.app.infrastructure.settings.get("marketplace.platformFeePercent")).toBe(25);

    const saved = await put(cookies.settingsModerator, { platformFeePercent: 12.5, deliveryDays: 10 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ marketplace: { platformFeePercent: 12.5, deliveryDays: 10 }, payments: null });
    // The services read the settings when a request is accepted or paid: the next one gets these.
    expect(await context.app.infrastructure.settings.get("marketplace.deliveryDays")).toBe(10);
    // The rate age, left out above, stayed; sent, it is saved for the next checkout.
    expect(await context.app.infrastructure.settings.get("payments.maxRateAgeHours")).toBe(6);
    const withRateAge = await put(cookies.settingsModerator, {
      platformFeePercent: 12.5,
      deliveryDays: 10,
      maxRateAgeHours: 12,
    });
    expect(withRateAge.json().marketplace).toEqual({ platformFeePercent: 12.5, deliveryDays: 10, maxRateAgeHours: 12 });
    expect(await context.app.infrastructure.settings.get("payments.maxRateAgeHours")).toBe(12);

    const [entry] = await context.database.db.select().from(auditLog).where(eq(auditLog.targetId, "marketplace"));
    expect(entry).toMatchObject({
      action: "settings.update",
      targetType: "settings",
      before: { platformFeePercent: 25, deliveryDays: 7 },
      after: { platformFeePercent: 12.5, deliveryDays: 10 },
    });
    await put(cookies.settingsModerator, { platformFeePercent: 25, deliveryDays: 7 });
  });

  it("refuses payment settings to anyone but the super admin, and incomplete ones with clear messages", async () => {
    const valid = { provider: "sandbox", publicKey: "pk_test_anything", testMode: false };
    expect((await savePayments(context, cookies.settingsModerator, valid)).statusCode).toBe(403);
    expect((await savePayments(context, cookies.admin, valid)).statusCode).toBe(403);
    expect(
      (await call(context, cookies.settingsModerator, { method: "POST", url: "/api/admin/settings/payments/test" }))
        .statusCode,
    ).toBe(403);

    const refused: [Record<string, unknown>, string, string][] = [
      [{ ...valid, publicKey: undefined }, "publicKey", MISSING_PUBLIC_KEY],
      [{ ...valid, publicKey: "   " }, "publicKey", MISSING_PUBLIC_KEY],
      [{ ...valid, provider: "stripe" }, "provider", "Choose sandbox, flutterwave or paystack"],
      [{ ...valid, testMode: "yes" }, "testMode", "Test mode must be true or false"],
      [{ ...valid, provider: "paystack" }, "secretKey", LIVE_NEEDS_LIVE_KEYS],
      [{ ...valid, provider: "paystack", secretKey: "   " }, "secretKey", LIVE_NEEDS_LIVE_KEYS],
      [
        { ...valid, provider: "paystack", testMode: true, testPublicKey: "pk_test_x" },
        "testSecretKey",
        MISSING_SECRET_KEY,
      ],
      [{ ...valid, provider: "flutterwave", secretKey: FLUTTERWAVE_SECRET }, "encryptionKey", MISSING_ENCRYPTION_KEY],
      [{ ...valid, secretKey: PAYSTACK_SECRET }, "secretKey", SANDBOX_NEEDS_NO_KEYS],
    ];
    for (const [payload, field, message] of refused) {
      const response = await savePayments(context, cookies.superAdmin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(messageFor(response, field), JSON.stringify(payload)).toBe(message);
      for (const secret of SECRETS) expect(response.body).not.toContain(secret);
    }
    // Nothing was stored by a refused save.
    expect(
      await context.database.db.select().from(settingsTable).where(eq(settingsTable.key, "payments.provider")),
    ).toEqual([]);
  });

  it("acceptance: Paystack test keys saved through the API take the next checkout, with no restart and no leak", async () => {
    const { superAdmin } = cookies;
    const world = await bookingWorld(context.app, context.database.db);
    const calls = api(context.app);

    const saved = await savePayments(context, superAdmin, {
      provider: "paystack",
      publicKey: " pk_test_public_key_0001 ",
      secretKey: ` ${PAYSTACK_SECRET} `,
      testMode: false,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().payments).toEqual({
      provider: "paystack",
      publicKey: "pk_test_public_key_0001",
      secretKey: { set: true, hint: `…${PAYSTACK_SECRET.slice(-4)}` },
      encryptionKey: { set: false, hint: null },
      testPublicKey: "",
      testSecretKey: { set: false, hint: null },
      testEncryptionKey: { set: false, hint: null },
      testMode: false,
      secretFromEnvironment: false,
    });

    // The next checkout goes to Paystack with the stored key: no restart.
    paystack.reset();
    const created = await calls.requestVideo(world.fan.cookie, {
      celebrityId: world.celebrity.profile.id,
      currency: "NGN",
    });
    expect(created.statusCode).toBe(201);
    const reference = referenceOf(created.json().checkoutUrl);
    expect(created.json().checkoutUrl).toBe(`https://checkout.paystack.test/${reference}`);
    expect(paystack.last).toMatchObject({ method: "POST", path: "/transaction/initialize" });
    expect(paystack.last.headers.authorization).toBe(`Bearer ${PAYSTACK_SECRET}`);

    // Its webhooks are checked with the same key.
    const transaction = paystack.transaction(reference);
    transaction.status = "succeeded";
    const event = JSON.stringify({
      event: "charge.success",
      data: { id: transaction.id, reference, status: "success" },
    });
    const deliver = (signature: string) =>
      context.app.inject({
        method: "POST",
        url: "/api/payments/webhooks/paystack",
        headers: { "content-type": "application/json", "x-paystack-signature": signature },
        payload: event,
      });
    expect((await deliver(paystackSignature("sk_test_someone_else", event))).statusCode).toBe(401);
    expect((await deliver(paystackSignature(PAYSTACK_SECRET, event))).json()).toEqual({
      received: true,
      result: "applied",
    });
    const [payment] = await context.database.db.select().from(payments).where(eq(payments.reference, reference));
    expect(payment).toMatchObject({ provider: "paystack", status: "succeeded" });

    // "Test connection" asks Paystack with the stored key.
    const tested = await call(context, superAdmin, { method: "POST", url: "/api/admin/settings/payments/test" });
    expect(tested.json()).toEqual({ ok: true, message: "Paystack accepted the secret key: Balances retrieved" });
    expect(paystack.last.headers.authorization).toBe(`Bearer ${PAYSTACK_SECRET}`);

    // The secret is in no answer, no audit entry and no log line; at rest it is sealed.
    const settingsView = await call(context, superAdmin, { url: "/api/admin/settings" });
    const auditList = await call(context, superAdmin, { url: "/api/admin/audit?action=settings.update" });
    const entry = auditList.json().items.find((item: { targetId: string }) => item.targetId === "payments");
    expect(entry.after).toMatchObject({
      provider: "paystack",
      secretKey: { set: true, hint: `…${PAYSTACK_SECRET.slice(-4)}` },
    });
    expect(entry.before).toMatchObject({ provider: "sandbox", secretKey: { set: false, hint: null } });
    const auditRows = JSON.stringify(await context.database.db.select().from(auditLog));
    const storedRows = JSON.stringify(await context.database.db.select().from(settingsTable));
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join("\n")).toContain("/api/admin/settings/payments");
    for (const text of [
      saved.body,
      tested.body,
      settingsView.body,
      auditList.body,
      auditRows,
      storedRows,
      ...logLines,
    ]) {
      expect(text).not.toContain(PAYSTACK_SECRET);
    }
  });

  it("never sends a key to another provider than the one it was saved for", async () => {
    const { superAdmin } = cookies;
    // Flutterwave with its own keys: the Paystack key is forgotten with the provider it belonged to.
    const toFlutterwave = await savePayments(context, superAdmin, {
      provider: "flutterwave",
      publicKey: "FLWPUBK_TEST-public-0001",
      secretKey: FLUTTERWAVE_SECRET,
      encryptionKey: FLUTTERWAVE_HASH,
      testMode: false,
    });
    expect(toFlutterwave.statusCode).toBe(200);
    expect(toFlutterwave.json().payments).toMatchObject({
      provider: "flutterwave",
      secretKey: { set: true, hint: `…${FLUTTERWAVE_SECRET.slice(-4)}` },
      encryptionKey: { set: true, hint: `…${FLUTTERWAVE_HASH.slice(-4)}` },
    });
    const world = await bookingWorld(context.app, context.database.db);
    paystack.reset();
    const created = await api(context.app).requestVideo(world.fan.cookie, {
      celebrityId: world.celebrity.profile.id,
      currency: "NGN",
    });
    expect(created.statusCode).toBe(201);
    expect(flutterwave.last.headers.authorization).toBe(`Bearer ${FLUTTERWAVE_SECRET}`);
    expect(paystack.requests).toHaveLength(0);

    // Back to Paystack without a key: the stored keys are Flutterwave's, and the environment has none.
    const back = await savePayments(context, superAdmin, {
      provider: "paystack",
      publicKey: "pk_test_public_key_0001",
      testMode: false,
    });
    expect(back.statusCode).toBe(400);
    expect(messageFor(back, "secretKey")).toBe(LIVE_NEEDS_LIVE_KEYS);

    // The sandbox keeps Flutterwave's keys stored (for its payments) but shows none as its own.
    const toSandbox = await savePayments(context, superAdmin, {
      provider: "sandbox",
      publicKey: "none",
      testMode: false,
    });
    expect(toSandbox.json().payments).toMatchObject({ provider: "sandbox", secretKey: { set: false, hint: null } });
    expect(await context.app.infrastructure.settings.get("payments.keysProvider")).toBe("flutterwave");
  });

  it("answers a refused key as ok: false in the provider's words, never a 5xx", async () => {
    const { superAdmin } = cookies;
    const saved = await savePayments(context, superAdmin, {
      provider: "paystack",
      publicKey: "pk_test_public_key_0001",
      secretKey: "sk_test_revoked_key_000000",
      testMode: false,
    });
    expect(saved.statusCode).toBe(200);
    const tested = await call(context, superAdmin, { method: "POST", url: "/api/admin/settings/payments/test" });
    expect(tested.statusCode).toBe(200);
    expect(tested.json()).toEqual({ ok: false, message: "Paystack connection test failed: HTTP 401: Invalid key" });
    await savePayments(context, superAdmin, { provider: "sandbox", publicKey: "none", testMode: false });
    const sandbox = await call(context, superAdmin, { method: "POST", url: "/api/admin/settings/payments/test" });
    expect(sandbox.json()).toMatchObject({ ok: true });
  });
});

describe("admin settings in production", () => {
  const paystack = fakePaystackApi("sk_live_environment_key_0001");
  let context: Context;
  let superAdmin = "";

  beforeAll(async () => {
    context = await createTestApp({
      NODE_ENV: "production",
      MESSAGES_LOG_ONLY: "true",
      // Outside what staff may set: still used (with a warning), and shown as it is.
      PLATFORM_FEE_PERCENT: "60",
      PAYMENT_PROVIDER: "paystack",
      PAYSTACK_SECRET_KEY: "sk_live_environment_key_0001",
      PAYSTACK_BASE_URL: await paystack.start(),
    });
    await storeFreshRates(context.database.db);
    superAdmin = (await signInStaff(context.app, context.database.db, "super_admin")).cookie;
  }, 60_000);
  afterAll(async () => {
    await context.close();
    await paystack.stop();
  });

  it("refuses the sandbox, and uses the environment's key until one is stored", async () => {
    const shown = await call(context, superAdmin, { url: "/api/admin/settings" });
    expect(shown.json().marketplace).toEqual({ platformFeePercent: 60, deliveryDays: 7, maxRateAgeHours: 6 });
    expect(shown.json().payments).toMatchObject({
      provider: "paystack",
      secretKey: { set: false, hint: null },
      // The environment's key is a live one (sk_live_): it serves live mode only, and test mode is the default.
      testMode: true,
      secretFromEnvironment: false,
    });
    const sandbox = await savePayments(context, superAdmin, {
      provider: "sandbox",
      publicKey: "none",
      testMode: false,
    });
    expect(sandbox.statusCode).toBe(400);
    expect(messageFor(sandbox, "provider")).toBe(SANDBOX_IN_PRODUCTION);
    expect(await context.app.infrastructure.settings.get("payments.provider")).toBe("paystack");

    // A public key alone: the environment's secret key serves.
    const saved = await savePayments(context, superAdmin, {
      provider: "paystack",
      publicKey: "pk_live_public",
      testMode: false,
    });
    expect(saved.statusCode).toBe(200);
    const tested = await call(context, superAdmin, { method: "POST", url: "/api/admin/settings/payments/test" });
    expect(tested.json()).toEqual({ ok: true, message: "Paystack accepted the secret key: Balances retrieved" });
  });
});

describe("payment test and live key sets", () => {
  // Test-only credentials for the fake Paystack on 127.0.0.1: one account's test and live keys.
  const TEST_SECRET = "sk_test_key_set_for_test_mode_41c9";
  const LIVE_SECRET = "sk_live_key_set_for_live_mode_8e07";
  const paystack = fakePaystackApi([TEST_SECRET, LIVE_SECRET]);
  let context: Context;
  let superAdmin = "";

  beforeAll(async () => {
    context = await createTestApp({ PAYSTACK_BASE_URL: await paystack.start() });
    await storeFreshRates(context.database.db);
    superAdmin = (await signInStaff(context.app, context.database.db, "super_admin")).cookie;
  }, 60_000);
  afterAll(async () => {
    await context.close();
    await paystack.stop();
  });

  it("pays with the set the switch selects, and a test payment confirmed after going live still verifies", async () => {
    const world = await bookingWorld(context.app, context.database.db);
    const calls = api(context.app);
    const checkout = async () => {
      paystack.reset();
      const created = await calls.requestVideo(world.fan.cookie, {
        celebrityId: world.celebrity.profile.id,
        currency: "NGN",
      });
      expect(created.statusCode).toBe(201);
      return { reference: referenceOf(created.json().checkoutUrl), authorization: paystack.last.headers.authorization };
    };
    const keys = { provider: "paystack", publicKey: "pk_live_0001", testPublicKey: "pk_test_0001" };

    // Live mode without live keys is refused, and nothing is saved.
    const noLive = await savePayments(context, superAdmin, { ...keys, testSecretKey: TEST_SECRET, testMode: false });
    expect(noLive.statusCode).toBe(400);
    expect(messageFor(noLive, "secretKey")).toBe(LIVE_NEEDS_LIVE_KEYS);

    const inTest = await savePayments(context, superAdmin, { ...keys, testSecretKey: TEST_SECRET, testMode: true });
    expect(inTest.statusCode).toBe(200);
    expect(inTest.json().payments).toMatchObject({
      testMode: true,
      testSecretKey: { set: true, hint: `…${TEST_SECRET.slice(-4)}` },
      secretKey: { set: false, hint: null },
    });
    const testPayment = await checkout();
    expect(testPayment.authorization).toBe(`Bearer ${TEST_SECRET}`);

    // Test mode off, live keys entered: the next payment uses the live secret.
    const live = await savePayments(context, superAdmin, { ...keys, secretKey: LIVE_SECRET, testMode: false });
    expect(live.statusCode).toBe(200);
    expect(live.json().payments).toMatchObject({
      testMode: false,
      secretKey: { set: true, hint: `…${LIVE_SECRET.slice(-4)}` },
      testSecretKey: { set: true, hint: `…${TEST_SECRET.slice(-4)}` },
    });
    const livePayment = await checkout();
    expect(livePayment.authorization).toBe(`Bearer ${LIVE_SECRET}`);
    for (const text of [inTest.body, live.body]) {
      expect(text).not.toContain(TEST_SECRET);
      expect(text).not.toContain(LIVE_SECRET);
    }

    // The test payment's webhook, signed with the test secret, arrives after the switch: it still verifies.
    const transaction = paystack.transaction(testPayment.reference);
    transaction.status = "succeeded";
    const event = JSON.stringify({
      event: "charge.success",
      data: { id: transaction.id, reference: testPayment.reference, status: "success" },
    });
    const deliver = (secret: string) =>
      context.app.inject({
        method: "POST",
        url: "/api/payments/webhooks/paystack",
        headers: { "content-type": "application/json", "x-paystack-signature": paystackSignature(secret, event) },
        payload: event,
      });
    expect((await deliver("sk_test_someone_else")).statusCode).toBe(401);
    expect((await deliver(TEST_SECRET)).json()).toEqual({ received: true, result: "applied" });
    expect(paystack.last.headers.authorization).toBe(`Bearer ${TEST_SECRET}`);
    const [payment] = await context.database.db
      .select()
      .from(payments)
      .where(eq(payments.reference, testPayment.reference));
    expect(payment).toMatchObject({ status: "succeeded" });
  });
});
