import { z } from "zod";
import { PAYMENT_PROVIDERS } from "../payments";
import { SETTINGS } from "../settings";

/** Admin Settings (`/api/admin/settings/*`): marketplace figures, payment provider, contact and social accounts. */

// --- Settings -------------------------------------------------------------------------------------

export const marketplaceSettingsSchema = z.object({
  platformFeePercent: z
    .number({ error: "The platform fee must be a number" })
    .min(0, { error: "The platform fee must be between 0 and 50 percent" })
    .max(50, { error: "The platform fee must be between 0 and 50 percent" }),
  deliveryDays: z
    .number({ error: "Delivery days must be a number" })
    .int({ error: "Delivery days must be a whole number" })
    .min(1, { error: "Delivery days must be between 1 and 30" })
    .max(30, { error: "Delivery days must be between 1 and 30" }),
  /** The oldest exchange rate a real payment is charged at; left out, it stays as it is. */
  maxRateAgeHours: SETTINGS["payments.maxRateAgeHours"].schema.optional(),
});
export type MarketplaceSettings = z.infer<typeof marketplaceSettingsSchema>;

/**
 * The marketplace figures as they stand: what staff set, else the environment's default, which may lie
 * outside what staff may set (PLATFORM_FEE_PERCENT=60 is used, with a warning), so not re-validated here.
 */
export const marketplaceSettingsViewSchema = z.object({
  platformFeePercent: z.number(),
  deliveryDays: z.number(),
  maxRateAgeHours: z.number(),
});
export type MarketplaceSettingsView = z.infer<typeof marketplaceSettingsViewSchema>;

const secretHintSchema = z.object({ set: z.boolean(), hint: z.string().nullable() });

export const MISSING_PUBLIC_KEY = "Missing Public Key - Please enter your payment provider public key.";
/** The server's checks of a payment settings save that the form cannot make (stored keys, environment). */
export const MISSING_SECRET_KEY = "Missing Secret Key - Please enter your payment provider secret key.";
export const MISSING_ENCRYPTION_KEY =
  "Missing Encryption Key - Please enter your Flutterwave encryption key (the secret hash of its webhooks).";
export const SANDBOX_NEEDS_NO_KEYS = "The sandbox needs no keys: leave the secret and encryption keys empty.";
export const LIVE_NEEDS_LIVE_KEYS =
  "Live mode takes real money and needs live keys: enter the live secret key before turning test mode off.";
export const SANDBOX_IN_PRODUCTION = "The sandbox takes no real money: choose Flutterwave or Paystack in production.";

const publicKeySchema = z
  .string({ error: MISSING_PUBLIC_KEY })
  .trim()
  .max(500, { error: "The public key must be at most 500 characters" });
const secretInputSchema = (label: string) =>
  z
    .string()
    .trim()
    .max(500, { error: `${label} must be at most 500 characters` })
    .optional();

/**
 * Two key sets: the live one (`publicKey`, `secretKey`, `encryptionKey`) and the test one (`test…`); test
 * mode picks the set new payments use, and that set's public key is required. Secrets left out (or empty)
 * keep their stored value: the form never receives them to send back.
 */
export const paymentSettingsInputSchema = z
  .object({
    provider: z.enum(PAYMENT_PROVIDERS, { error: "Choose sandbox, flutterwave or paystack" }),
    publicKey: publicKeySchema.default(""),
    secretKey: secretInputSchema("The secret key"),
    encryptionKey: secretInputSchema("The encryption key"),
    testPublicKey: publicKeySchema.default(""),
    testSecretKey: secretInputSchema("The secret key"),
    testEncryptionKey: secretInputSchema("The encryption key"),
    testMode: z.boolean({ error: "Test mode must be true or false" }),
  })
  .superRefine((value, ctx) => {
    const field = value.testMode ? "testPublicKey" : "publicKey";
    if (!value[field]) ctx.addIssue({ code: "custom", path: [field], message: MISSING_PUBLIC_KEY });
  });
export type PaymentSettingsInput = z.input<typeof paymentSettingsInputSchema>;
export type PaymentSettingsValues = z.output<typeof paymentSettingsInputSchema>;

export const paymentSettingsViewSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The live set. */
  publicKey: z.string(),
  secretKey: secretHintSchema,
  encryptionKey: secretHintSchema,
  /** The test set. */
  testPublicKey: z.string(),
  testSecretKey: secretHintSchema,
  testEncryptionKey: secretHintSchema,
  /** On: new payments use the test set (no real money). Off: the live set, real money. */
  testMode: z.boolean(),
  /** Where the selected mode's secret comes from when none is stored: the server's environment. */
  secretFromEnvironment: z.boolean(),
});
export type PaymentSettingsView = z.infer<typeof paymentSettingsViewSchema>;

/** Admin Settings > Contact: where staff receive enquiries (the `support.email` setting, its own validation). */
export const contactSettingsSchema = z.object({ supportEmail: SETTINGS["support.email"].schema });
export type ContactSettings = z.infer<typeof contactSettingsSchema>;
/** Salamu's social accounts (Settings > Social accounts): https links; empty hides that icon in the footer. */
export const socialSettingsSchema = z.object({
  instagram: SETTINGS["social.instagram"].schema,
  x: SETTINGS["social.x"].schema,
  facebook: SETTINGS["social.facebook"].schema,
  youtube: SETTINGS["social.youtube"].schema,
});
export type SocialSettings = z.infer<typeof socialSettingsSchema>;

export const adminSettingsResponseSchema = z.object({
  marketplace: marketplaceSettingsViewSchema,
  contact: z.object({ supportEmail: z.string() }),
  /** Only the super admin sees payment settings. */
  payments: paymentSettingsViewSchema.nullable(),
});
export type AdminSettings = z.infer<typeof adminSettingsResponseSchema>;

export const connectionTestResponseSchema = z.object({ ok: z.boolean(), message: z.string() });
export type ConnectionTest = z.infer<typeof connectionTestResponseSchema>;

/**
 * Admin Settings > Payouts (issue 19): `GET /api/admin/settings/payouts` answers these values and
 * `PUT /api/admin/settings/payouts` saves them (permission `settings`, audited as `settings.update` with
 * targetId "payouts"). Each field is its setting's own schema.
 */
export const payoutSettingsSchema = z.object({
  holdDays: SETTINGS["payouts.holdDays"].schema,
  schedule: SETTINGS["payouts.schedule"].schema,
  /** Minor units per currency; a currency left out uses the USD minimum at today's rate. */
  minimumsMinor: SETTINGS["payouts.minimumsMinor"].schema,
  approvalThresholdUsdCents: SETTINGS["payouts.approvalThresholdUsdCents"].schema,
  lossBorneBy: SETTINGS["disputes.lossBorneBy"].schema,
});
export type PayoutSettings = z.infer<typeof payoutSettingsSchema>;
