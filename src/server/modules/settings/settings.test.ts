import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PAYOUT_MINIMUMS } from "@/shared/payouts";
import type { SettingsEnvDefaults } from "@/shared/settings";
import { type DatabaseHandle, openPostgres } from "../../db/client";
import { users } from "../../db/schema/index";
import { AppError } from "../../errors";
import { createSecretBox } from "../../lib/secret-box";
import { createTestDatabase, type TestDatabase } from "../../test/database";
import { waitFor } from "../../test/wait-for";
import { createSettingsService, type SettingsService } from "./settings.service";

const APP_SECRET = "test-secret-test-secret-test-secret-0123";
const ENV_DEFAULTS: SettingsEnvDefaults = {
  "marketplace.platformFeePercent": 25,
  "marketplace.deliveryDays": 7,
  "payments.provider": "sandbox",
};
// Long enough that only a notification, never the TTL, can explain another instance seeing a change.
const NO_EXPIRY_MS = 10 * 60 * 1000;
const SECRET = "FLWSECK_TEST-0123456789abcdef-X";

const warnings: unknown[] = [];
const log = { warn: (...args: unknown[]) => void warnings.push(args) };

let database: TestDatabase;
let actorId: string;
const opened: SettingsService[] = [];

async function service(
  options: { database?: DatabaseHandle; envDefaults?: SettingsEnvDefaults; cacheMs?: number; secret?: string } = {},
) {
  const created = await createSettingsService({
    database: options.database ?? database,
    box: createSecretBox(options.secret ?? APP_SECRET),
    envDefaults: options.envDefaults ?? ENV_DEFAULTS,
    log,
    cacheMs: options.cacheMs ?? NO_EXPIRY_MS,
  });
  opened.push(created);
  return created;
}

/** The stored row as the database holds it (jsonb as text). */
async function rawValue(key: string): Promise<string | undefined> {
  const { rows } = await database.executeSql("SELECT value::text AS value FROM settings WHERE key = $1", [key]);
  return rows[0]?.value as string | undefined;
}

async function validationError(action: Promise<unknown>): Promise<AppError> {
  const error = await action.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ statusCode: 400, code: "VALIDATION_ERROR" });
  return error as AppError;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const [actor] = await database.db
    .insert(users)
    .values({ name: "Staff Member", email: "staff-settings@example.com", role: "admin" })
    .returning({ id: users.id });
  actorId = actor!.id;
});

afterAll(async () => {
  for (const each of opened) await each.close();
  await database.close();
});

describe("settings service", () => {
  it("answers the defaults, from the environment where the registry says so", async () => {
    const settings = await service();
    expect(await settings.get("marketplace.platformFeePercent")).toBe(25);
    expect(await settings.get("marketplace.deliveryDays")).toBe(7);
    expect(await settings.get("payments.provider")).toBe("sandbox");
    expect(await settings.getAll()).toEqual({
      "marketplace.platformFeePercent": 25,
      "marketplace.deliveryDays": 7,
      "payouts.holdDays": 3,
      "payouts.schedule": "weekly",
      "payouts.minimumsMinor": DEFAULT_PAYOUT_MINIMUMS,
      "payouts.approvalThresholdUsdCents": 50_000,
      "disputes.lossBorneBy": "platform",
      "payments.provider": "sandbox",
      "payments.publicKey": "",
      "payments.testPublicKey": "",
      "payments.keysProvider": null,
      "payments.testMode": true,
      "payments.maxRateAgeHours": 6,
      "support.email": "support@salamu.app",
      "branding.logoUrl": null,
      "branding.faviconUrl": null,
      "social.instagram": "",
      "social.x": "",
      "social.facebook": "",
      "social.youtube": "",
    });
    expect(await settings.getSecret("payments.secretKey")).toBeNull();

    const otherEnv = await service({
      envDefaults: { ...ENV_DEFAULTS, "marketplace.platformFeePercent": 12.5, "payments.provider": "paystack" },
    });
    expect(await otherEnv.get("marketplace.platformFeePercent")).toBe(12.5);
    expect(await otherEnv.get("payments.provider")).toBe("paystack");
    const view = await otherEnv.publicView();
    expect(view["marketplace.platformFeePercent"]).toEqual({
      value: 12.5,
      isDefault: true,
      updatedAt: null,
      updatedBy: null,
    });
  });

  it("stores what staff set, validated, and goes back to the default on reset", async () => {
    const settings = await service();
    await settings.set("marketplace.platformFeePercent", 20, actorId);
    await settings.set("marketplace.deliveryDays", 10, actorId);
    await settings.set("payments.publicKey", "  FLWPUBK_TEST-abc  ", actorId);
    await settings.set("payments.testMode", false, null);
    expect(await settings.get("marketplace.platformFeePercent")).toBe(20);
    expect(await settings.get("marketplace.deliveryDays")).toBe(10);
    expect(await settings.get("payments.publicKey")).toBe("FLWPUBK_TEST-abc");
    expect(await settings.get("payments.testMode")).toBe(false);
    expect(await rawValue("marketplace.platformFeePercent")).toBe("20");

    const view = await settings.publicView();
    expect(view["marketplace.platformFeePercent"]).toMatchObject({ value: 20, isDefault: false, updatedBy: actorId });
    expect(Date.parse(view["marketplace.platformFeePercent"].updatedAt!)).not.toBeNaN();
    expect(view["payments.testMode"]).toMatchObject({ value: false, isDefault: false, updatedBy: null });

    for (const key of ["marketplace.deliveryDays", "payments.publicKey", "payments.testMode"] as const) {
      await settings.reset(key);
    }
    expect(await settings.get("marketplace.deliveryDays")).toBe(7);
    expect(await settings.get("payments.publicKey")).toBe("");
    expect(await settings.get("payments.testMode")).toBe(true);
    await settings.reset("marketplace.platformFeePercent");
  });

  it("refuses a bad value with a clear 400 and keeps what was stored", async () => {
    const settings = await service();
    await settings.set("marketplace.platformFeePercent", 30, actorId);

    const tooHigh = await validationError(settings.set("marketplace.platformFeePercent", 60, actorId));
    expect(tooHigh.message).toBe("The platform fee must be between 0 and 50 percent");
    expect(tooHigh.details).toEqual([
      { path: "marketplace.platformFeePercent", message: "The platform fee must be between 0 and 50 percent" },
    ]);
    expect((await validationError(settings.set("marketplace.platformFeePercent", "20", actorId))).message).toBe(
      "The platform fee must be a number",
    );
    expect((await validationError(settings.set("marketplace.deliveryDays", 2.5, actorId))).message).toBe(
      "Delivery days must be a whole number",
    );
    expect((await validationError(settings.set("marketplace.deliveryDays", 0, actorId))).message).toBe(
      "Delivery days must be between 1 and 30",
    );
    expect((await validationError(settings.set("payments.provider", "stripe", actorId))).message).toBe(
      "Choose sandbox, flutterwave or paystack",
    );
    expect((await validationError(settings.set("payments.secretKey", "   ", actorId))).message).toBe(
      "The secret key cannot be empty",
    );
    // A key travels in an HTTP header: one that could never be sent is refused when saved, not at checkout.
    for (const key of ["sk_test 123", "sk_test_é", "sk\u0007bell"]) {
      expect((await validationError(settings.set("payments.secretKey", key, actorId))).message, key).toBe(
        "The secret key may hold only letters, digits and symbols, without spaces",
      );
    }
    await expect(settings.set("payments.unknown" as "payments.provider", "x", actorId)).rejects.toMatchObject({
      statusCode: 404,
      code: "NOT_FOUND",
    });

    expect(await settings.get("marketplace.platformFeePercent")).toBe(30);
    expect(await rawValue("payments.secretKey")).toBeUndefined();
    expect(await rawValue("payments.unknown")).toBeUndefined();
    await settings.reset("marketplace.platformFeePercent");
  });

  it("writes several settings in one go, or none of them when one is bad", async () => {
    const settings = await service();
    await settings.set("payments.publicKey", "pk_test_before", actorId);

    const bad = await validationError(
      settings.update(
        { set: { "payments.provider": "paystack", "payments.secretKey": SECRET, "marketplace.deliveryDays": 0 } },
        actorId,
      ),
    );
    expect(bad.message).toBe("Delivery days must be between 1 and 30");
    expect(await rawValue("payments.provider")).toBeUndefined();
    expect(await rawValue("payments.secretKey")).toBeUndefined();

    await settings.update(
      {
        set: { "payments.provider": "paystack", "payments.secretKey": SECRET, "payments.keysProvider": "paystack" },
        reset: ["payments.publicKey"],
      },
      actorId,
    );
    expect(await settings.get("payments.provider")).toBe("paystack");
    expect(await settings.get("payments.keysProvider")).toBe("paystack");
    expect(await settings.getSecret("payments.secretKey")).toBe(SECRET);
    expect(await rawValue("payments.publicKey")).toBeUndefined();
    for (const key of ["payments.provider", "payments.secretKey", "payments.keysProvider"] as const) {
      await settings.reset(key);
    }
  });

  it("keeps secrets encrypted at rest and shows them only masked", async () => {
    const settings = await service();
    await settings.set("payments.secretKey", `  ${SECRET}  `, actorId);
    await settings.set("payments.encryptionKey", "short-hash", actorId);

    const raw = await rawValue("payments.secretKey");
    expect(raw).toMatch(/^"v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+"$/);
    expect(raw).not.toContain(SECRET);
    expect(raw).not.toContain("FLWSECK");
    expect(await rawValue("payments.encryptionKey")).not.toContain("short-hash");

    // Only a caller that needs the real value gets it.
    expect(await settings.getSecret("payments.secretKey")).toBe(SECRET);
    expect(await settings.getSecret("payments.encryptionKey")).toBe("short-hash");

    const view = await settings.publicView();
    expect(view["payments.secretKey"]).toMatchObject({
      value: { set: true, hint: "…ef-X" },
      isDefault: false,
      updatedBy: actorId,
    });
    // Too short to show any of it.
    expect(view["payments.encryptionKey"].value).toEqual({ set: true, hint: "…" });
    expect(JSON.stringify(view)).not.toContain(SECRET);
    expect(JSON.stringify(view)).not.toContain("short-hash");
    expect(await settings.getAll()).not.toHaveProperty("payments.secretKey");

    // An envelope moved to another key does not open there (the key is authenticated with it).
    await database.executeSql(
      "UPDATE settings SET value = (SELECT value FROM settings WHERE key = 'payments.secretKey') WHERE key = 'payments.encryptionKey'",
    );
    const fresh = await service();
    await expect(fresh.getSecret("payments.encryptionKey")).rejects.toThrow(/cannot be decrypted/);

    // Under another APP_SECRET the secrets are set but unreadable: masked without a hint, never an error.
    const rotated = await service({ secret: "another-secret-another-secret-another-0123" });
    expect((await rotated.publicView())["payments.secretKey"].value).toEqual({ set: true, hint: null });
    await expect(rotated.getSecret("payments.secretKey")).rejects.toThrow(/APP_SECRET/);

    await settings.reset("payments.secretKey");
    await settings.reset("payments.encryptionKey");
    expect(await settings.getSecret("payments.secretKey")).toBeNull();
    expect((await settings.publicView())["payments.secretKey"]).toEqual({
      value: { set: false, hint: null },
      isDefault: true,
      updatedAt: null,
      updatedBy: null,
    });
  });

  it("a change on one instance reaches the other without a restart", async () => {
    // On PostgreSQL the second instance has its own connections; PGlite lives in one process, one handle.
    const secondHandle = database.connectionString ? openPostgres(database.connectionString, 2) : undefined;
    try {
      const instanceA = await service();
      const instanceB = await service({ database: secondHandle });
      // B has read (and cached) the defaults.
      expect(await instanceB.get("marketplace.platformFeePercent")).toBe(25);
      expect(await instanceB.getSecret("payments.secretKey")).toBeNull();

      await instanceA.set("marketplace.platformFeePercent", 15, actorId);
      await waitFor(async () => (await instanceB.get("marketplace.platformFeePercent")) === 15, {
        message: "instance B to see the new fee",
      });
      await instanceA.set("payments.secretKey", SECRET, actorId);
      await waitFor(async () => (await instanceB.getSecret("payments.secretKey")) === SECRET, {
        message: "instance B to see the new secret",
      });
      await instanceA.reset("marketplace.platformFeePercent");
      await waitFor(async () => (await instanceB.get("marketplace.platformFeePercent")) === 25, {
        message: "instance B to see the fee reset",
      });
      await instanceA.reset("payments.secretKey");
    } finally {
      for (const each of opened.splice(0)) await each.close();
      await secondHandle?.close();
    }
  });

  it("sees a change that came without a notification once its cache expires", async () => {
    const settings = await service({ cacheMs: 100 });
    expect(await settings.get("marketplace.deliveryDays")).toBe(7);
    // Written behind the service's back: no NOTIFY, as when one is lost during a reconnect.
    await database.executeSql(
      "INSERT INTO settings (key, value) VALUES ('marketplace.deliveryDays', '12'::jsonb) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    );
    await waitFor(async () => (await settings.get("marketplace.deliveryDays")) === 12, {
      message: "the TTL to expire the cached rows",
    });

    // A stored value that no longer passes its schema is ignored for the default, and said.
    warnings.length = 0;
    await database.executeSql("UPDATE settings SET value = '\"soon\"'::jsonb WHERE key = 'marketplace.deliveryDays'");
    await waitFor(async () => (await settings.get("marketplace.deliveryDays")) === 7, {
      message: "the invalid stored value to fall back to the default",
    });
    expect(warnings.length).toBeGreaterThan(0);
    await settings.reset("marketplace.deliveryDays");
  });

  it("warns when a default from the environment is outside what staff may set", async () => {
    warnings.length = 0;
    const settings = await service({ envDefaults: { ...ENV_DEFAULTS, "marketplace.platformFeePercent": 60 } });
    expect(await settings.get("marketplace.platformFeePercent")).toBe(60);
    expect(JSON.stringify(warnings)).toContain("marketplace.platformFeePercent");
  });
});
