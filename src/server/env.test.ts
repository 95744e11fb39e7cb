import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadEnv, startupWarnings } from "./env";

const freshDataDir = () => mkdtempSync(join(tmpdir(), "salamu-env-"));
/** A real provider's configuration; the base URL is loopback because no call is made. */
const PAYSTACK = {
  PAYMENT_PROVIDER: "paystack",
  PAYSTACK_SECRET_KEY: "sk_test_env",
  PAYSTACK_BASE_URL: "http://127.0.0.1:9",
};
/** A mail server and an SMS provider, which production requires; loopback, never called. */
const MESSAGES = { SMTP_URL: "smtp://127.0.0.1:9", SMS_PROVIDER_URL: "http://127.0.0.1:9/sms" };
/** Everything production requires, in a fresh data folder. */
const productionSettings = () => ({
  NODE_ENV: "production",
  APP_SECRET: "p".repeat(40),
  DATA_DIR: freshDataDir(),
  ...PAYSTACK,
  ...MESSAGES,
});

describe("loadEnv", () => {
  it("generates the development APP_SECRET once and keeps it in the data folder", () => {
    const DATA_DIR = freshDataDir();
    const first = loadEnv({ DATA_DIR });
    const second = loadEnv({ DATA_DIR });
    expect(first.APP_SECRET).toHaveLength(64);
    expect(second.APP_SECRET).toBe(first.APP_SECRET);
    expect(readFileSync(join(DATA_DIR, "app-secret"), "utf8").trim()).toBe(first.APP_SECRET);
  });

  it("requires APP_SECRET in production", () => {
    expect(() => loadEnv({ NODE_ENV: "production", DATA_DIR: freshDataDir() })).toThrow(/APP_SECRET: required/);
    const env = loadEnv(productionSettings());
    expect(env.isProduction).toBe(true);
  });

  it("refuses the sandbox payment provider in production, where it would hand out videos for no money", () => {
    const production = { NODE_ENV: "production", APP_SECRET: "p".repeat(40), DATA_DIR: freshDataDir(), ...MESSAGES };
    expect(() => loadEnv(production)).toThrow(/PAYMENT_PROVIDER: the sandbox takes no real money/);
    expect(() => loadEnv({ ...production, PAYMENT_PROVIDER: "sandbox" })).toThrow(/PAYMENT_PROVIDER/);
    expect(loadEnv({ ...production, ...PAYSTACK }).PAYMENT_PROVIDER).toBe("paystack");
    expect(loadEnv({ DATA_DIR: freshDataDir() }).PAYMENT_PROVIDER).toBe("sandbox");
  });

  it("refuses invalid values with the variable's name", () => {
    expect(() => loadEnv({ PORT: "eighty", DATA_DIR: freshDataDir() })).toThrow(/PORT/);
    expect(() => loadEnv({ APP_SECRET: "short", DATA_DIR: freshDataDir() })).toThrow(/at least 32 characters/);
    expect(() => loadEnv({ RATES_PROVIDER_URLS: "not a url", DATA_DIR: freshDataDir() })).toThrow(
      /RATES_PROVIDER_URLS/,
    );
    const four = ["a", "b", "c", "d"].map((host) => `https://${host}.example/latest`).join(",");
    expect(() => loadEnv({ RATES_PROVIDER_URLS: four, DATA_DIR: freshDataDir() })).toThrow(/at most three/);
    expect(
      loadEnv({ RATES_PROVIDER_URLS: " https://a.example/x , https://b.example/y", DATA_DIR: freshDataDir() })
        .RATES_PROVIDER_URLS,
    ).toEqual(["https://a.example/x", "https://b.example/y"]);
  });

  it("refuses production without a mail server and an SMS provider unless told it sends nothing, then warns", () => {
    const production = productionSettings();
    expect(() => loadEnv({ ...production, SMTP_URL: undefined })).toThrow(/SMTP_URL: required in production/);
    expect(() => loadEnv({ ...production, SMS_PROVIDER_URL: undefined })).toThrow(
      /SMS_PROVIDER_URL: required in production/,
    );
    expect(startupWarnings(loadEnv(production))).toEqual([]);
    const logOnly = loadEnv({
      ...production,
      SMTP_URL: undefined,
      SMS_PROVIDER_URL: undefined,
      MESSAGES_LOG_ONLY: "true",
    });
    expect(startupWarnings(logOnly)).toEqual([expect.stringMatching(/no e-mail and no SMS is sent/)]);
    // Development keeps its outbox and console without being told.
    expect(loadEnv({ DATA_DIR: freshDataDir() }).MESSAGES_LOG_ONLY).toBe(false);
  });

  it("trusts proxies by number or address, never whatever X-Forwarded-For a client writes", () => {
    const DATA_DIR = freshDataDir();
    expect(loadEnv({ DATA_DIR }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ DATA_DIR, TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ DATA_DIR, TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ DATA_DIR, TRUST_PROXY: "10.0.0.0/8, 192.168.1.7, ::1" }).TRUST_PROXY).toBe(
      "10.0.0.0/8,192.168.1.7,::1",
    );
    expect(() => loadEnv({ DATA_DIR, TRUST_PROXY: "true" })).toThrow(/every client choose its own address/);
    expect(() => loadEnv({ DATA_DIR, TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY takes/);
    expect(() => loadEnv({ DATA_DIR, TRUST_PROXY: "balancer" })).toThrow(/TRUST_PROXY takes/);
  });

  it("takes a redis:// or rediss:// REDIS_URL for shared rate limits, and nothing else", () => {
    const DATA_DIR = freshDataDir();
    expect(loadEnv({ DATA_DIR }).REDIS_URL).toBeUndefined();
    expect(loadEnv({ DATA_DIR, REDIS_URL: "rediss://user:pw@cache.example:6380/0" }).REDIS_URL).toBe(
      "rediss://user:pw@cache.example:6380/0",
    );
    expect(() => loadEnv({ DATA_DIR, REDIS_URL: "http://cache.example" })).toThrow(/REDIS_URL must be a redis/);
    expect(() => loadEnv({ DATA_DIR, REDIS_URL: "localhost:6379" })).toThrow(/REDIS_URL/);
  });

  it("uses demo data on the embedded database only, unless told otherwise", () => {
    const DATA_DIR = freshDataDir();
    expect(loadEnv({ DATA_DIR }).DEMO_DATA).toBe(true);
    expect(loadEnv({ DATA_DIR, DATABASE_URL: "postgres://x@127.0.0.1/db" }).DEMO_DATA).toBe(false);
    expect(loadEnv({ DATA_DIR, DATABASE_URL: "postgres://x@127.0.0.1/db", DEMO_DATA: "true" }).DEMO_DATA).toBe(true);
    expect(loadEnv({ DATA_DIR, PORT: "4321" }).APP_URL).toBe("http://localhost:4321");
  });

  it("never loads the demo accounts in production unless asked, and then warns at start-up", () => {
    // Production on the embedded database: the published demo passwords must not sign anyone in.
    const production = productionSettings();
    const quiet = loadEnv(production);
    expect(quiet.DEMO_DATA).toBe(false);
    expect(startupWarnings(quiet)).toEqual([]);
    const asked = loadEnv({ ...production, DEMO_DATA: "true" });
    expect(asked.DEMO_DATA).toBe(true);
    expect(startupWarnings(asked).join("\n")).toMatch(/DEMO_DATA is on in production/);
    expect(startupWarnings(loadEnv({ DATA_DIR: freshDataDir() }))).toEqual([]);
  });
});
