import type { Database } from "../../db/client";
import type { Env } from "../../env";
import { createFlutterwaveProvider } from "./flutterwave";
import { createPaystackProvider } from "./paystack";
import type { PaymentProvider, PaymentProviderKind } from "./provider";
import { createSandboxProvider, type SandboxProvider } from "./sandbox";

type ProviderEnv = Pick<
  Env,
  | "PAYMENT_PROVIDER"
  | "APP_URL"
  | "APP_SECRET"
  | "FLUTTERWAVE_SECRET_KEY"
  | "FLUTTERWAVE_SECRET_HASH"
  | "FLUTTERWAVE_BASE_URL"
  | "PAYSTACK_SECRET_KEY"
  | "PAYSTACK_BASE_URL"
>;

type ProviderDeps = { db: Database; fetch?: typeof fetch };

export type PaymentProviders = {
  /** The provider new checkouts go to (PAYMENT_PROVIDER). */
  current: PaymentProvider;
  /** Always available: old sandbox payments can still be verified and refunded after a switch. */
  sandbox: SandboxProvider;
  /**
   * The provider of a stored payment (verify, webhooks and refunds go to the one that took the money), or
   * undefined when its credentials are not configured any more.
   */
  byKind(kind: string): PaymentProvider | undefined;
};

function configured(env: ProviderEnv, deps: ProviderDeps) {
  const sandbox = createSandboxProvider({ db: deps.db, appSecret: env.APP_SECRET });
  const flutterwave =
    env.FLUTTERWAVE_SECRET_KEY && env.FLUTTERWAVE_SECRET_HASH
      ? createFlutterwaveProvider({
          secretKey: env.FLUTTERWAVE_SECRET_KEY,
          secretHash: env.FLUTTERWAVE_SECRET_HASH,
          baseUrl: env.FLUTTERWAVE_BASE_URL,
          fetch: deps.fetch,
        })
      : undefined;
  const paystack = env.PAYSTACK_SECRET_KEY
    ? createPaystackProvider({ secretKey: env.PAYSTACK_SECRET_KEY, baseUrl: env.PAYSTACK_BASE_URL, fetch: deps.fetch })
    : undefined;
  return { sandbox, flutterwave, paystack } satisfies Record<PaymentProviderKind, PaymentProvider | undefined>;
}

/** The provider PAYMENT_PROVIDER names (env.ts already refused a provider without its credentials). */
export function createPaymentProvider(env: ProviderEnv, deps: ProviderDeps): PaymentProvider {
  return createPaymentProviders(env, deps).current;
}

export function createPaymentProviders(env: ProviderEnv, deps: ProviderDeps): PaymentProviders {
  const all = configured(env, deps);
  const current = all[env.PAYMENT_PROVIDER];
  if (!current) throw new Error(`Payment provider ${env.PAYMENT_PROVIDER} is not configured`);
  return {
    current,
    sandbox: all.sandbox,
    byKind: (kind) => (kind === "sandbox" || kind === "flutterwave" || kind === "paystack" ? all[kind] : undefined),
  };
}
