import { z } from "zod";
import { CURRENCY_CODES } from "./currencies";
import { STORED_IMAGE_URL } from "./images";
import { PAYMENT_PROVIDERS } from "./payments";
import { DEFAULT_PAYOUT_MINIMUMS } from "./payouts";
import { SITE_CONTACT } from "./site-contact";

/**
 * The settings staff change at run time: one typed registry. Each key has a zod schema (what staff may set;
 * the server validates every write with it), a default, and whether it is a secret (stored encrypted, never
 * sent to a browser). A default marked FROM_ENV is supplied by the server from its configuration
 * (PLATFORM_FEE_PERCENT, ...), so the environment stays the fallback until staff set a value.
 */

/** Marks a default the server supplies from its environment (see SettingsEnvDefaults). */
export const FROM_ENV: unique symbol = Symbol("settings.fromEnv");

function plain<S extends z.ZodType, const D extends z.output<S> | typeof FROM_ENV>(
  schema: S,
  defaultValue: D,
  description: string,
) {
  return { schema, default: defaultValue, secret: false as const, description };
}

/** A secret has no default: until staff set it, it is not set. */
function secret<S extends z.ZodType<string>>(schema: S, description: string) {
  return { schema, default: null, secret: true as const, description };
}

const secretText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, { error: `${label} cannot be empty` })
    .max(500, { error: `${label} must be at most 500 characters` })
    // It travels in an HTTP header: a space, a control or a non-ASCII character would make every call fail.
    .regex(/^[\x21-\x7E]+$/, { error: `${label} may hold only letters, digits and symbols, without spaces` });

/** A social account's link: an https URL, or "" for none (the footer then hides that icon). */
const socialUrl = (network: string) =>
  z
    .string({ error: `The ${network} link must be text` })
    .trim()
    .max(500, { error: `The ${network} link must be at most 500 characters` })
    .refine((value) => value === "" || isHttpsUrl(value), {
      error: `The ${network} link must be an https:// address, or empty`,
    });

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}

export const SOCIAL_NETWORKS = ["instagram", "x", "facebook", "youtube"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SETTINGS = {
  "marketplace.platformFeePercent": plain(
    z
      .number({ error: "The platform fee must be a number" })
      .min(0, { error: "The platform fee must be between 0 and 50 percent" })
      .max(50, { error: "The platform fee must be between 0 and 50 percent" }),
    FROM_ENV,
    "Percent of a video's price the platform keeps; fixed on a request when the celebrity accepts it.",
  ),
  "marketplace.deliveryDays": plain(
    z
      .number({ error: "Delivery days must be a number" })
      .int({ error: "Delivery days must be a whole number" })
      .min(1, { error: "Delivery days must be between 1 and 30" })
      .max(30, { error: "Delivery days must be between 1 and 30" }),
    FROM_ENV,
    "Days a celebrity has from payment to deliver before the request expires and is refunded.",
  ),
  "payouts.holdDays": plain(
    z
      .number({ error: "The hold period must be a number of days" })
      .int({ error: "The hold period must be a whole number of days" })
      .min(0, { error: "The hold period must be between 0 and 30 days" })
      .max(30, { error: "The hold period must be between 0 and 30 days" }),
    3,
    "Days after delivery before a star's earnings become available to pay out (a dispute keeps them frozen).",
  ),
  "payouts.schedule": plain(
    z.enum(["daily", "weekly", "monthly", "off"], { error: "Choose daily, weekly, monthly or off" }),
    "weekly",
    "How often available balances above the minimum are paid out automatically.",
  ),
  "payouts.minimumsMinor": plain(
    z.partialRecord(
      z.enum(CURRENCY_CODES, { error: "A minimum must be for a currency Salamu supports" }),
      z
        .number({ error: "A minimum must be a number" })
        .int({ error: "A minimum must be a whole number of minor units" })
        .min(0, { error: "A minimum cannot be negative" })
        .max(1_000_000_000, { error: "A minimum must be at most 1,000,000,000 minor units" }),
    ),
    DEFAULT_PAYOUT_MINIMUMS,
    "The smallest payout per currency, in minor units (a currency not listed uses the USD minimum at today's rate).",
  ),
  "payouts.approvalThresholdUsdCents": plain(
    z
      .number({ error: "The approval threshold must be a number" })
      .int({ error: "The approval threshold must be a whole number of cents" })
      .min(0, { error: "The approval threshold cannot be negative" }),
    50_000,
    "Payouts worth more than this (USD cents) wait for staff approval, as does the first payout to a new account.",
  ),
  "disputes.lossBorneBy": plain(
    z.enum(["platform", "star"], { error: "Choose platform or star" }),
    "platform",
    "Who bears a lost dispute's cost: the platform, or the star whose video it paid for (taken from their balance).",
  ),
  "payments.provider": plain(
    z.enum(PAYMENT_PROVIDERS, { error: "Choose sandbox, flutterwave or paystack" }),
    FROM_ENV,
    "The provider new checkouts go to.",
  ),
  "payments.publicKey": plain(
    z
      .string({ error: "The public key must be text" })
      .trim()
      .max(500, { error: "The public key must be at most 500 characters" }),
    "",
    "The provider's live public key (not secret); empty when not set.",
  ),
  "payments.secretKey": secret(secretText("The secret key"), "The provider's live secret API key."),
  "payments.encryptionKey": secret(
    secretText("The encryption key"),
    "Flutterwave's encryption key / webhook secret hash (the verif-hash of its webhooks).",
  ),
  // The test set: used while `payments.testMode` is on. The three keys above are the live set (they were
  // the only set before issue 24 item 24, and the switch never chose between sets).
  "payments.testPublicKey": plain(
    z
      .string({ error: "The public key must be text" })
      .trim()
      .max(500, { error: "The public key must be at most 500 characters" }),
    "",
    "The provider's test public key (not secret); empty when not set.",
  ),
  "payments.testSecretKey": secret(secretText("The test secret key"), "The provider's test secret API key."),
  "payments.testEncryptionKey": secret(
    secretText("The test encryption key"),
    "Flutterwave's test encryption key / webhook secret hash.",
  ),
  "payments.keysProvider": plain(
    z.enum(PAYMENT_PROVIDERS, { error: "Choose sandbox, flutterwave or paystack" }).nullable(),
    null,
    "The provider the stored secret and encryption keys were saved for: they are sent to no other provider.",
  ),
  "payments.testMode": plain(
    z.boolean({ error: "Test mode must be true or false" }),
    true,
    "Which key set new payments use: the test set (no real money) when on, the live set when off.",
  ),
  "payments.maxRateAgeHours": plain(
    z
      .number({ error: "The rate age must be a number" })
      .int({ error: "The rate age must be a whole number of hours" })
      .min(1, { error: "The rate age must be between 1 and 24 hours" })
      .max(24, { error: "The rate age must be between 1 and 24 hours" }),
    6,
    "The oldest exchange rate a real payment is charged at; past it (or at the built-in indicative rates) checkout asks the fan to pay in USD or later.",
  ),
  "support.email": plain(
    z
      .string({ error: "The support e-mail must be an e-mail address" })
      .trim()
      .max(254, { error: "The support e-mail must be at most 254 characters" })
      .pipe(z.email({ error: "The support e-mail must be an e-mail address" })),
    SITE_CONTACT.email,
    "Where staff receive contact and business enquiries; replies to senders come from (reply-to) this address.",
  ),
  "branding.logoUrl": plain(
    z.string().regex(STORED_IMAGE_URL, { error: "The logo must be an uploaded image" }).nullable(),
    null,
    "The header logo staff uploaded; null shows the built-in logo.",
  ),
  "branding.faviconUrl": plain(
    z.string().regex(STORED_IMAGE_URL, { error: "The favicon must be an uploaded image" }).nullable(),
    null,
    "The favicon staff uploaded; null uses the built-in one.",
  ),
  "social.instagram": plain(
    socialUrl("Instagram"),
    "",
    "Salamu's Instagram account (https URL); empty hides the icon.",
  ),
  "social.x": plain(socialUrl("X"), "", "Salamu's X (Twitter) account (https URL); empty hides the icon."),
  "social.facebook": plain(socialUrl("Facebook"), "", "Salamu's Facebook page (https URL); empty hides the icon."),
  "social.youtube": plain(socialUrl("YouTube"), "", "Salamu's YouTube channel (https URL); empty hides the icon."),
} as const;

type Registry = typeof SETTINGS;

export type SettingKey = keyof Registry;
export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];

export function isSettingKey(value: unknown): value is SettingKey {
  return typeof value === "string" && Object.hasOwn(SETTINGS, value);
}

/** The value of a setting, as its schema outputs it. */
export type SettingValue<K extends SettingKey> = z.output<Registry[K]["schema"]>;

export type SecretSettingKey = { [K in SettingKey]: Registry[K]["secret"] extends true ? K : never }[SettingKey];
export type PlainSettingKey = Exclude<SettingKey, SecretSettingKey>;

/** Every plain (non-secret) setting with its current value. */
export type PlainSettings = { [K in PlainSettingKey]: SettingValue<K> };

export type EnvDefaultSettingKey = {
  [K in SettingKey]: Registry[K]["default"] extends typeof FROM_ENV ? K : never;
}[SettingKey];

/** The defaults the server reads from its environment, one per FROM_ENV setting. */
export type SettingsEnvDefaults = { [K in EnvDefaultSettingKey]: SettingValue<K> };

/** How a secret is shown: whether it is set, and its last four characters ("…abcd") when it is long enough. */
export type SecretSettingView = { set: boolean; hint: string | null };

/** What staff see of a setting: secrets masked, and whether the value is the default or who set it when. */
export type SettingView<K extends SettingKey> = {
  value: K extends SecretSettingKey ? SecretSettingView : SettingValue<K>;
  isDefault: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
};

export type SettingsView = { [K in SettingKey]: SettingView<K> };

/** The masked form of a secret: never more than its last four characters, and none of a short one. */
export function secretHint(value: string | null): SecretSettingView {
  if (!value) return { set: false, hint: null };
  return { set: true, hint: value.length >= 12 ? `…${value.slice(-4)}` : "…" };
}
