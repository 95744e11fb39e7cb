import type { FastifyBaseLogger } from "fastify";
import { PAYMENT_PROVIDERS } from "../../../shared/payments";
import type { ConnectionTest } from "../../../shared/schemas/settings";
import type { PlainSettingKey, SettingValue } from "../../../shared/settings";
import type { Database } from "../../db/client";
import type { Env } from "../../env";
import { AppError } from "../../errors";
import { createFlutterwavePayouts } from "../payouts/flutterwave";
import { createPaystackPayouts } from "../payouts/paystack";
import type { PayoutProvider } from "../payouts/provider";
import { createSandboxPayoutProvider, type SandboxPayoutProvider } from "../payouts/sandbox";
import type { DisputeProvider } from "./dispute-provider";
import { createFlutterwaveProvider } from "./flutterwave";
import { createFlutterwaveDisputes } from "./flutterwave-disputes";
import { createPaystackProvider } from "./paystack";
import { createPaystackDisputes } from "./paystack-disputes";
import { type PaymentProvider, PaymentProviderError, type PaymentProviderKind } from "./provider";
import { createSandboxProvider, type SandboxProvider } from "./sandbox";

export type ProviderEnv = Pick<
  Env,
  | "APP_SECRET"
  | "FLUTTERWAVE_SECRET_KEY"
  | "FLUTTERWAVE_SECRET_HASH"
  | "FLUTTERWAVE_BASE_URL"
  | "PAYSTACK_SECRET_KEY"
  | "PAYSTACK_BASE_URL"
  | "isProduction"
>;

/** What provider resolution reads from the settings: the provider, and the keys staff stored for it. */
type ProviderSettings = {
  get<K extends PlainSettingKey>(key: K): Promise<SettingValue<K>>;
  getSecret(key: StoredSecretKey): Promise<string | null>;
};

/** Which key set: `test` (no real money) or `live`. The `payments.testMode` switch picks the one in force. */
export type PaymentMode = "test" | "live";
type StoredSecretKey =
  | "payments.secretKey"
  | "payments.encryptionKey"
  | "payments.testSecretKey"
  | "payments.testEncryptionKey";

/** The setting keys of one mode's key set; the unprefixed keys are the live set (the only set before). */
export const MODE_KEYS = {
  live: { publicKey: "payments.publicKey", secretKey: "payments.secretKey", encryptionKey: "payments.encryptionKey" },
  test: {
    publicKey: "payments.testPublicKey",
    secretKey: "payments.testSecretKey",
    encryptionKey: "payments.testEncryptionKey",
  },
} as const;

/**
 * The mode an environment key belongs to, read from the key itself: providers mark test keys (Paystack
 * `sk_test_`, Flutterwave `FLWSECK_TEST-`); anything else is taken as live, so it never serves test mode.
 */
export function keyMode(secretKey: string): PaymentMode {
  return /^sk_test_|^FLWSECK_TEST/i.test(secretKey) ? "test" : "live";
}

type ProviderDeps = {
  db: Database;
  settings: ProviderSettings;
  log: Pick<FastifyBaseLogger, "warn">;
  fetch?: typeof fetch;
};

export type PaymentProviders = {
  /** The kind new checkouts go to now: the `payments.provider` setting (PAYMENT_PROVIDER until staff set one). */
  currentKind(): Promise<PaymentProviderKind>;
  /**
   * The provider new checkouts go to, built with the credentials in force now; 503 when it has none (or it
   * is the sandbox in production).
   */
  current(): Promise<PaymentProvider>;
  /** Always available: old sandbox payments can still be verified and refunded after a switch. */
  sandbox: SandboxProvider;
  /**
   * The provider of a stored payment (verify, webhooks and refunds go to the one that took the money), with
   * its credentials in force now, or undefined when it has none any more.
   */
  byKind(kind: string): Promise<PaymentProvider | undefined>;
  /** The mode new checkouts use now: `payments.testMode` on is test. */
  currentMode(): Promise<PaymentMode>;
  /**
   * A provider's adapters for each mode that has keys, the mode in force first: a webhook is signed with the
   * secret of the mode its payment was made in, which may no longer be the mode in force.
   */
  allModes(kind: string): Promise<{ mode: PaymentMode; provider: PaymentProvider }[]>;
  /** Staff's "Test connection" of the current provider: never throws, answers the provider's own words. */
  testConnection(): Promise<ConnectionTest>;
  /**
   * The transfer API of the provider new payout accounts are registered with (the current payment provider,
   * with the same credentials); 503 when it has none, or it is the sandbox in production.
   */
  currentPayouts(): Promise<PayoutProvider>;
  /**
   * The transfer API of a saved payout account's provider, with its credentials in force now; undefined when
   * it has none any more, or it is the sandbox in production (no pretend payouts there).
   */
  payoutsByKind(kind: string): Promise<PayoutProvider | undefined>;
  /** The sandbox's transfers: settle or reverse them (development, demo, tests). */
  sandboxPayouts: SandboxPayoutProvider;
  disputesByKind(kind: string): Promise<DisputeProvider | undefined>;
};

const PROVIDER_LABELS: Record<PaymentProviderKind, string> = {
  sandbox: "The sandbox",
  flutterwave: "Flutterwave",
  paystack: "Paystack",
};

const isKind = (kind: string): kind is PaymentProviderKind => (PAYMENT_PROVIDERS as readonly string[]).includes(kind);

/**
 * The keys the environment holds for a provider: the fallback until staff store keys for it. Given a mode,
 * only keys of that mode (see keyMode): a test key in the environment never serves live mode, nor the reverse.
 */
export function environmentKeys(env: ProviderEnv, kind: PaymentProviderKind, mode?: PaymentMode) {
  const none = { secretKey: undefined, secretHash: undefined };
  const keys =
    kind === "flutterwave"
      ? { secretKey: env.FLUTTERWAVE_SECRET_KEY, secretHash: env.FLUTTERWAVE_SECRET_HASH }
      : kind === "paystack"
        ? { secretKey: env.PAYSTACK_SECRET_KEY, secretHash: undefined }
        : none;
  if (mode && keys.secretKey && keyMode(keys.secretKey) !== mode) return none;
  return keys;
}

type Credentials = { secretKey?: string; secretHash?: string; unreadable: boolean };

/**
 * Payment providers resolved on every use from the current settings, so keys staff save apply to the next
 * checkout, verification, webhook or refund on every instance (the settings cache is dropped by NOTIFY)
 * without a restart. A stored secret is used only for the provider it was saved for (`payments.keysProvider`);
 * any other provider uses its environment keys. Base URLs stay the environment's.
 */
export function createPaymentProviders(env: ProviderEnv, deps: ProviderDeps): PaymentProviders {
  const { settings, log } = deps;
  const sandbox = createSandboxProvider({ db: deps.db, appSecret: env.APP_SECRET });
  const sandboxPayouts = createSandboxPayoutProvider({ db: deps.db, appSecret: env.APP_SECRET });

  /** A stored secret of `kind`'s, or null; an envelope that no longer opens (APP_SECRET changed) is said. */
  async function storedSecret(key: StoredSecretKey, kind: PaymentProviderKind) {
    if ((await settings.get("payments.keysProvider")) !== kind) return { value: null, unreadable: false };
    try {
      return { value: await settings.getSecret(key), unreadable: false };
    } catch (error) {
      log.warn({ err: error, key }, "stored payment key cannot be decrypted; using the environment's");
      return { value: null, unreadable: true };
    }
  }

  const currentMode = async (): Promise<PaymentMode> => ((await settings.get("payments.testMode")) ? "test" : "live");

  /** The keys of `mode` (the mode in force when not given): that set's stored keys, else the environment's. */
  async function credentials(kind: "flutterwave" | "paystack", mode?: PaymentMode): Promise<Credentials> {
    const keys = MODE_KEYS[mode ?? (await currentMode())];
    const fromEnv = environmentKeys(env, kind, mode ?? (await currentMode()));
    const secret = await storedSecret(keys.secretKey, kind);
    const hash = kind === "flutterwave" ? await storedSecret(keys.encryptionKey, kind) : undefined;
    return {
      secretKey: secret.value ?? fromEnv.secretKey,
      secretHash: hash?.value ?? fromEnv.secretHash,
      unreadable: secret.unreadable || !!hash?.unreadable,
    };
  }

  function build(kind: PaymentProviderKind, keys: Credentials): PaymentProvider | undefined {
    if (kind === "sandbox") return sandbox;
    if (kind === "paystack") {
      return keys.secretKey
        ? createPaystackProvider({ secretKey: keys.secretKey, baseUrl: env.PAYSTACK_BASE_URL, fetch: deps.fetch })
        : undefined;
    }
    return keys.secretKey && keys.secretHash
      ? createFlutterwaveProvider({
          secretKey: keys.secretKey,
          secretHash: keys.secretHash,
          baseUrl: env.FLUTTERWAVE_BASE_URL,
          fetch: deps.fetch,
        })
      : undefined;
  }

  async function resolve(kind: PaymentProviderKind, mode?: PaymentMode) {
    const keys = kind === "sandbox" ? { unreadable: false } : await credentials(kind, mode);
    return { provider: build(kind, keys), unreadable: keys.unreadable };
  }

  const currentKind = () => settings.get("payments.provider");

  async function current(): Promise<PaymentProvider> {
    const kind = await currentKind();
    if (kind === "sandbox" && env.isProduction) {
      // A setting copied from another environment must not let payers "pay" without money.
      throw new AppError(503, "PAYMENT_PROVIDER_UNAVAILABLE", "Payments are not available right now.");
    }
    const { provider } = await resolve(kind);
    if (!provider) {
      throw new AppError(503, "PAYMENT_PROVIDER_UNAVAILABLE", "Payments are not available right now.");
    }
    return provider;
  }

  async function byKind(kind: string): Promise<PaymentProvider | undefined> {
    return isKind(kind) ? (await resolve(kind)).provider : undefined;
  }

  async function allModes(kind: string) {
    if (!isKind(kind)) return [];
    if (kind === "sandbox") return [{ mode: "test" as const, provider: sandbox }];
    const first = await currentMode();
    const modes: PaymentMode[] = first === "test" ? ["test", "live"] : ["live", "test"];
    const found: { mode: PaymentMode; provider: PaymentProvider }[] = [];
    for (const mode of modes) {
      const { provider } = await resolve(kind, mode);
      if (provider) found.push({ mode, provider });
    }
    return found;
  }

  async function testConnection(): Promise<ConnectionTest> {
    const kind = await currentKind();
    const label = PROVIDER_LABELS[kind];
    if (kind === "sandbox" && env.isProduction) {
      return { ok: false, message: "The sandbox takes no real money and is off in production." };
    }
    const { provider, unreadable } = await resolve(kind);
    if (!provider) {
      const missing = unreadable
        ? "the stored keys cannot be decrypted (was APP_SECRET changed?); enter them again"
        : kind === "flutterwave"
          ? "no secret key and encryption key (webhook hash) are stored or set in the environment"
          : "no secret key is stored or set in the environment";
      return { ok: false, message: `${label}: ${missing}.` };
    }
    try {
      return { ok: true, message: await provider.checkConnection() };
    } catch (error) {
      // Provider errors name the operation and the provider's answer, never a key.
      if (error instanceof PaymentProviderError) return { ok: false, message: error.message };
      log.warn({ err: error, provider: kind }, "payment provider connection test failed");
      return { ok: false, message: `${label} could not be asked: unexpected error.` };
    }
  }

  /** The same keys as payments: a provider that cannot take payments (no webhook hash) pays nothing either. */
  function buildPayouts(kind: PaymentProviderKind, keys: Credentials): PayoutProvider | undefined {
    if (kind === "sandbox") return env.isProduction ? undefined : sandboxPayouts;
    if (kind === "paystack") {
      return keys.secretKey
        ? createPaystackPayouts({ secretKey: keys.secretKey, baseUrl: env.PAYSTACK_BASE_URL, fetch: deps.fetch })
        : undefined;
    }
    return keys.secretKey && keys.secretHash
      ? createFlutterwavePayouts({ secretKey: keys.secretKey, baseUrl: env.FLUTTERWAVE_BASE_URL, fetch: deps.fetch })
      : undefined;
  }

  async function resolvePayouts(kind: PaymentProviderKind) {
    const keys = kind === "sandbox" ? { unreadable: false } : await credentials(kind);
    return buildPayouts(kind, keys);
  }

  async function currentPayouts(): Promise<PayoutProvider> {
    const provider = await resolvePayouts(await currentKind());
    if (!provider) throw new AppError(503, "PAYMENT_PROVIDER_UNAVAILABLE", "Payouts are not available right now.");
    return provider;
  }

  async function payoutsByKind(kind: string): Promise<PayoutProvider | undefined> {
    return isKind(kind) ? resolvePayouts(kind) : undefined;
  }

  /** The disputes API of a stored payment's provider, with its credentials now; none for the sandbox. */
  async function disputesByKind(kind: string): Promise<DisputeProvider | undefined> {
    if (kind !== "paystack" && kind !== "flutterwave") return undefined;
    const { secretKey } = await credentials(kind);
    if (!secretKey) return undefined;
    const options = { secretKey, fetch: deps.fetch };
    return kind === "paystack"
      ? createPaystackDisputes({ ...options, baseUrl: env.PAYSTACK_BASE_URL })
      : createFlutterwaveDisputes({ ...options, baseUrl: env.FLUTTERWAVE_BASE_URL });
  }

  return {
    currentKind,
    current,
    currentMode,
    allModes,
    sandbox,
    byKind,
    testConnection,
    currentPayouts,
    payoutsByKind,
    sandboxPayouts,
    disputesByKind,
  };
}
