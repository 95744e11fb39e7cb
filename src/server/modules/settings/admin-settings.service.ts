import { isSuperAdmin, type PolicySubject } from "@/shared/roles";
import {
  type AdminSettings,
  type ContactSettings,
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
import { environmentKeys, type PaymentProviders, type ProviderEnv } from "../../providers/payments/create-provider";
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
    const secretKey = own ? view["payments.secretKey"].value : secretHint(null);
    const encryptionKey = own ? view["payments.encryptionKey"].value : secretHint(null);
    return {
      provider,
      publicKey: view["payments.publicKey"].value,
      secretKey,
      encryptionKey,
      testMode: view["payments.testMode"].value,
      secretFromEnvironment: !secretKey.set && !!environmentKeys(env, provider).secretKey,
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
   * Saves the provider, its public key, test mode and any key entered; a key left empty keeps the stored
   * one. Keys are stored with the provider they were entered for; entering a key for another provider
   * forgets the previous provider's other key too, so the stored pair always belongs to one provider.
   * Refused (nothing saved): the sandbox in production, keys for the sandbox, and a real provider left
   * without a secret key (or, for Flutterwave, a webhook hash) stored or in the environment.
   */
  async function updatePayments(input: PaymentSettingsInput, actorId: string) {
    const { provider } = input;
    const secretKey = input.secretKey?.trim() || undefined;
    const encryptionKey = input.encryptionKey?.trim() || undefined;
    if (provider === "sandbox" && env.isProduction) throw invalid("provider", SANDBOX_IN_PRODUCTION);
    if (provider === "sandbox" && (secretKey || encryptionKey)) throw invalid("secretKey", SANDBOX_NEEDS_NO_KEYS);

    const before = await payments();
    const stored = await settings.publicView();
    const own = stored["payments.keysProvider"].value === provider;
    const set: Partial<Record<SettingKey, unknown>> = {
      "payments.provider": provider,
      "payments.publicKey": input.publicKey,
      "payments.testMode": input.testMode,
    };
    const reset: SettingKey[] = [];
    if (secretKey || encryptionKey) {
      set["payments.keysProvider"] = provider;
      if (secretKey) set["payments.secretKey"] = secretKey;
      else if (!own) reset.push("payments.secretKey");
      if (encryptionKey) set["payments.encryptionKey"] = encryptionKey;
      else if (!own) reset.push("payments.encryptionKey");
    }

    if (provider !== "sandbox") {
      const fromEnv = environmentKeys(env, provider);
      const hasSecret = !!secretKey || (own && stored["payments.secretKey"].value.set) || !!fromEnv.secretKey;
      if (!hasSecret) throw invalid("secretKey", MISSING_SECRET_KEY);
      const hasHash = !!encryptionKey || (own && stored["payments.encryptionKey"].value.set) || !!fromEnv.secretHash;
      if (provider === "flutterwave" && !hasHash) throw invalid("encryptionKey", MISSING_ENCRYPTION_KEY);
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
