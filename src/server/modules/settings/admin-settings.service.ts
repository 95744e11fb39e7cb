import { isSuperAdmin, type PolicySubject } from "@/shared/roles";
import {
  type AdminSettings,
  type ContactSettings,
  LIVE_NEEDS_LIVE_KEYS,
  type MarketplaceSettings,
  type MarketplaceSettingsView,
  MISSING_ENCRYPTION_KEY,
  MISSING_SECRET_KEY,
  type PaymentSettingsInput,
  type PaymentSettingsView,
  type PayoutSettings,
  SANDBOX_IN_PRODUCTION,
  SANDBOX_NEEDS_NO_KEYS,
  type SocialSettings,
} from "@/shared/schemas/settings";
import { type SettingKey, secretHint } from "@/shared/settings";
import { validationError } from "../../errors";
import {
  environmentKeys,
  MODE_KEYS,
  type PaymentMode,
  type PaymentProviders,
  type ProviderEnv,
} from "../../providers/payments/create-provider";
import type { SettingsService } from "./settings.service";

type Deps = {
  settings: Pick<SettingsService, "get" | "publicView" | "update">;
  providers: Pick<PaymentProviders, "testConnection">;
  env: ProviderEnv;
};

/** A 400 in the shape of the routes' validation errors, naming the form field. */
const invalid = (field: string, message: string) => validationError(message, [{ path: field, message }]);

/**
 * The Admin Settings screen: the marketplace figures (staff with `settings`) and the payment provider and
 * its keys (the super admin). Secrets go in, never out: views and the before/after of a change show them
 * only as `{ set, hint }`.
 */
export function createAdminSettings({ settings, providers, env }: Deps) {
  async function marketplace(): Promise<MarketplaceSettingsView> {
    return {
      platformFeePercent: await settings.get("marketplace.platformFeePercent"),
      deliveryDays: await settings.get("marketplace.deliveryDays"),
      maxRateAgeHours: await settings.get("payments.maxRateAgeHours"),
    };
  }

  /**
   * The payment settings, masked. Stored keys show only when they were saved for the selected provider
   * (`payments.keysProvider`): keys of another provider are not this one's and are never sent to it.
   */
  async function payments(): Promise<PaymentSettingsView> {
    const view = await settings.publicView();
    const provider = view["payments.provider"].value;
    const own = provider !== "sandbox" && view["payments.keysProvider"].value === provider;
    const hint = (key: (typeof MODE_KEYS)[PaymentMode]["secretKey" | "encryptionKey"]) =>
      own ? view[key].value : secretHint(null);
    const testMode = view["payments.testMode"].value;
    const mode: PaymentMode = testMode ? "test" : "live";
    return {
      provider,
      publicKey: view["payments.publicKey"].value,
      secretKey: hint("payments.secretKey"),
      encryptionKey: hint("payments.encryptionKey"),
      testPublicKey: view["payments.testPublicKey"].value,
      testSecretKey: hint("payments.testSecretKey"),
      testEncryptionKey: hint("payments.testEncryptionKey"),
      testMode,
      secretFromEnvironment: !hint(MODE_KEYS[mode].secretKey).set && !!environmentKeys(env, provider, mode).secretKey,
    };
  }

  async function social(): Promise<SocialSettings> {
    const [instagram, x, facebook, youtube] = await Promise.all([
      settings.get("social.instagram"),
      settings.get("social.x"),
      settings.get("social.facebook"),
      settings.get("social.youtube"),
    ]);
    return { instagram, x, facebook, youtube };
  }

  /** An empty link hides that network's icon; every visitor's next page load shows the change. */
  async function updateSocial(input: SocialSettings, actorId: string) {
    const before = await social();
    await settings.update(
      {
        set: {
          "social.instagram": input.instagram,
          "social.x": input.x,
          "social.facebook": input.facebook,
          "social.youtube": input.youtube,
        },
      },
      actorId,
    );
    return { before, after: await social() };
  }

  async function payouts(): Promise<PayoutSettings> {
    const [holdDays, schedule, minimumsMinor, approvalThresholdUsdCents, lossBorneBy] = await Promise.all([
      settings.get("payouts.holdDays"),
      settings.get("payouts.schedule"),
      settings.get("payouts.minimumsMinor"),
      settings.get("payouts.approvalThresholdUsdCents"),
      settings.get("disputes.lossBorneBy"),
    ]);
    return { holdDays, schedule, minimumsMinor, approvalThresholdUsdCents, lossBorneBy };
  }

  /** The hold period, schedule, minimums and approval threshold apply to the next release and payout run. */
  async function updatePayouts(input: PayoutSettings, actorId: string) {
    const before = await payouts();
    await settings.update(
      {
        set: {
          "payouts.holdDays": input.holdDays,
          "payouts.schedule": input.schedule,
          "payouts.minimumsMinor": input.minimumsMinor,
          "payouts.approvalThresholdUsdCents": input.approvalThresholdUsdCents,
          "disputes.lossBorneBy": input.lossBorneBy,
        },
      },
      actorId,
    );
    return { before, after: await payouts() };
  }

  async function view(actor: PolicySubject): Promise<AdminSettings> {
    return {
      marketplace: await marketplace(),
      contact: await contact(),
      payments: isSuperAdmin(actor) ? await payments() : null,
    };
  }

  async function contact(): Promise<ContactSettings> {
    return { supportEmail: await settings.get("support.email") };
  }

  /** Enquiries e-mailed from now on go to the new address (the setting reaches every instance at once). */
  async function updateContact(input: ContactSettings, actorId: string) {
    const before = await contact();
    await settings.update({ set: { "support.email": input.supportEmail } }, actorId);
    return { before, after: await contact() };
  }

  /** New figures apply to requests accepted (fee) or paid (delivery days) from now on. */
  async function updateMarketplace(input: MarketplaceSettings, actorId: string) {
    const before = await marketplace();
    await settings.update(
      {
        set: {
          "marketplace.platformFeePercent": input.platformFeePercent,
          "marketplace.deliveryDays": input.deliveryDays,
          ...(input.maxRateAgeHours === undefined ? {} : { "payments.maxRateAgeHours": input.maxRateAgeHours }),
        },
      },
      actorId,
    );
    return { before, after: await marketplace() };
  }

  /**
   * Saves the provider, both key sets' public keys, test mode and any secret entered; a secret left empty
   * keeps the stored one. Keys are stored with the provider they were entered for; entering a key for
   * another provider forgets the previous provider's other keys (both sets), so stored keys always belong to
   * one provider. Refused (nothing saved): the sandbox in production, keys for the sandbox, and a real
   * provider whose selected mode is left without a secret key (or, for Flutterwave, a webhook hash) stored or
   * in the environment; live mode without live keys says so.
   */
  async function updatePayments(input: PaymentSettingsInput, actorId: string) {
    const { provider } = input;
    const entered = {
      "payments.secretKey": input.secretKey?.trim() || undefined,
      "payments.encryptionKey": input.encryptionKey?.trim() || undefined,
      "payments.testSecretKey": input.testSecretKey?.trim() || undefined,
      "payments.testEncryptionKey": input.testEncryptionKey?.trim() || undefined,
    } as const;
    const anyEntered = Object.values(entered).some(Boolean);
    if (provider === "sandbox" && env.isProduction) throw invalid("provider", SANDBOX_IN_PRODUCTION);
    if (provider === "sandbox" && anyEntered) throw invalid("secretKey", SANDBOX_NEEDS_NO_KEYS);

    const before = await payments();
    const stored = await settings.publicView();
    const own = stored["payments.keysProvider"].value === provider;
    const set: Partial<Record<SettingKey, unknown>> = {
      "payments.provider": provider,
      "payments.publicKey": input.publicKey ?? "",
      "payments.testPublicKey": input.testPublicKey ?? "",
      "payments.testMode": input.testMode,
    };
    const reset: SettingKey[] = [];
    if (anyEntered) {
      set["payments.keysProvider"] = provider;
      for (const [key, value] of Object.entries(entered) as [keyof typeof entered, string | undefined][]) {
        if (value) set[key] = value;
        else if (!own) reset.push(key);
      }
    }

    if (provider !== "sandbox") {
      const mode: PaymentMode = input.testMode ? "test" : "live";
      const keys = MODE_KEYS[mode];
      const fromEnv = environmentKeys(env, provider, mode);
      const has = (key: keyof typeof entered, envValue: string | undefined) =>
        !!entered[key] || (own && stored[key].value.set) || !!envValue;
      const field = (name: "secretKey" | "encryptionKey") =>
        mode === "test" ? `test${name[0]?.toUpperCase()}${name.slice(1)}` : name;
      if (!has(keys.secretKey, fromEnv.secretKey)) {
        throw invalid(field("secretKey"), mode === "live" ? LIVE_NEEDS_LIVE_KEYS : MISSING_SECRET_KEY);
      }
      if (provider === "flutterwave" && !has(keys.encryptionKey, fromEnv.secretHash)) {
        throw invalid(field("encryptionKey"), MISSING_ENCRYPTION_KEY);
      }
    }

    await settings.update({ set, reset }, actorId);
    return { before, after: await payments() };
  }

  return {
    view,
    updateMarketplace,
    updateContact,
    updatePayments,
    social,
    updateSocial,
    payouts,
    updatePayouts,
    testConnection: () => providers.testConnection(),
  };
}

export type AdminSettingsService = ReturnType<typeof createAdminSettings>;
