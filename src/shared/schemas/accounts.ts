/**
 * Accounts API contract (spec sections 3, 4, 5, 8). One schema validates the form in the browser
 * and the request on the server.
 */
import { z } from "zod";
import { CATEGORIES, COUNTRY_IDS, COUNTRY_INVALID, PROFESSIONS } from "../catalogue";
import { LOCALES } from "../locales";
import { PHONE_COUNTRY_CODES } from "../phone-countries";
import { ROLES, STAFF_TOOLS } from "../roles";
import { recordingLanguagesSchema } from "./recording-languages";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;
export const OTP_EXPIRES_SECONDS = 600;

export const MESSAGES = {
  invalidCredentials: "Invalid credentials. Please try again.",
  loginFailed: "Please check your email and password.",
  signupFailed: "Failed to create account. Please try again.",
  emailRequired: "Email is required.",
  emailInvalid: "Please enter a valid email address.",
  passwordRequired: "Password is required.",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  nameRequired: "Name is required.",
  phoneRequired: "Phone required - Please enter your phone number.",
  phoneInvalid: "Please enter a valid phone number.",
  termsRequired: "Terms required - Please agree to the terms and conditions.",
  invalidCode: "Invalid code - Please enter the 6-digit verification code.",
  tooManyAttempts: "Too many attempts. Please request a new code.",
  emailTaken: "An account with this email already exists.",
  emailNotConfirmed: "Please confirm your e-mail address first: open the link we sent you, then log in.",
  confirmLinkInvalid: "This confirmation link is invalid or has expired.",
  resetLinkInvalid: "This reset link is invalid or has expired.",
  currentPasswordWrong: "Your current password is incorrect.",
  fullNameRequired: "Full name is required.",
  bioRequired: "Bio is required.",
  priceMin: "Price must be at least 1.",
  priceNumber: "Price must be a number.",
  professionInvalid: `Profession must be one of ${PROFESSIONS.join(", ")}.`,
  countryInvalid: COUNTRY_INVALID,
  categoryInvalid: `Category must be one of ${CATEGORIES.map((category) => category.id).join(", ")}.`,
} as const;

const email = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, { error: MESSAGES.emailRequired })
  .max(254, { error: MESSAGES.emailInvalid })
  .pipe(z.email({ error: MESSAGES.emailInvalid }));

const newPassword = z
  .string({ error: MESSAGES.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { error: MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: MESSAGES.passwordTooLong });

const existingPassword = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, { error: MESSAGES.passwordRequired })
  .max(PASSWORD_MAX_LENGTH, { error: MESSAGES.passwordTooLong });

const name = z
  .string({ error: MESSAGES.nameRequired })
  .trim()
  .min(1, { error: MESSAGES.nameRequired })
  .max(100, { error: "Name must be at most 100 characters." });

/** Phone as typed; the server parses it in the chosen country (default NG) and stores E.164. */
export const phoneInputSchema = z
  .string({ error: MESSAGES.phoneRequired })
  .trim()
  .min(1, { error: MESSAGES.phoneRequired })
  .max(32, { error: MESSAGES.phoneInvalid });

/** The sign-up picker's country: local formats ('0712 345 678') are read in it. */
export const phoneCountrySchema = z.enum(PHONE_COUNTRY_CODES, { error: "Choose a country from the list." });

const token = z.string({ error: "Token is required." }).trim().min(1, { error: "Token is required." }).max(512);

// ---- sign-in, sign-up ----

export const loginSchema = z.object({
  email,
  password: existingPassword,
  rememberMe: z.boolean().default(true),
});

export const signUpDetailsSchema = z.object({
  name,
  email,
  password: newPassword,
  phone: phoneInputSchema,
  phoneCountry: phoneCountrySchema.optional(),
  acceptTerms: z.literal(true, { error: MESSAGES.termsRequired }),
});

export const otpCodeSchema = z
  .string({ error: MESSAGES.invalidCode })
  .trim()
  .regex(/^\d{6}$/, { error: MESSAGES.invalidCode });

export const phoneSendCodeSchema = z.object({ phone: phoneInputSchema, phoneCountry: phoneCountrySchema.optional() });
export const phoneSendCodeResponseSchema = z.object({
  sent: z.literal(true),
  resendInSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
  /** Only with the development console SMS provider, never in production. */
  devCode: z.string().optional(),
});

export const phoneVerifySchema = z.object({
  phone: phoneInputSchema,
  phoneCountry: phoneCountrySchema.optional(),
  code: otpCodeSchema,
});
export const phoneVerifyResponseSchema = z.object({ verificationToken: z.string() });

export const signUpSchema = signUpDetailsSchema.extend({
  verificationToken: token,
});

/**
 * Sign-up without a phone (the combined page's optional phone, or a fan whose SMS does not come): the account
 * opens once the e-mail link is followed. The answer is the same whether or not the address has an account.
 */
export const emailSignUpSchema = signUpDetailsSchema.omit({ phone: true, phoneCountry: true });

export const emailOnlySchema = z.object({ email });
export const resendVerificationSchema = emailOnlySchema;
export const confirmEmailSchema = z.object({ token });

export const forgotPasswordSchema = emailOnlySchema;
export const resetPasswordSchema = z.object({ token, newPassword });

// ---- account settings ----

export const profileUpdateSchema = z.object({
  name,
  phone: z
    .string()
    .trim()
    .max(32, { error: MESSAGES.phoneInvalid })
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
  bio: z
    .string()
    .trim()
    .max(1000, { error: "Bio must be at most 1000 characters." })
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
  country: z
    .string()
    .trim()
    .max(64)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
});

/**
 * The e-mails an account may turn off (issue 24, item 23: each switch does what it says). Mail about money
 * (receipts, refunds, payouts), sign-in and security, and a delivered video's own link is always sent.
 * - `emailNotifications`: a fan's request updates (a star accepted the request).
 * - `videoRequestEmail`: a star's new requests.
 * - `videoCompletedEmail`: a fan's "your video is ready".
 * There is no push channel, so there is no push switch.
 */
export const notificationPrefsSchema = z.object({
  emailNotifications: z.boolean(),
  videoRequestEmail: z.boolean(),
  videoCompletedEmail: z.boolean(),
});

export const DEFAULT_NOTIFICATION_PREFS: NotificationPrefs = {
  emailNotifications: true,
  videoRequestEmail: true,
  videoCompletedEmail: true,
};

/** PUT /api/me/locale: the language the account reads Salamu in (its e-mails and SMS are written in it). */
export const localeUpdateSchema = z.object({
  locale: z.enum(LOCALES, { error: "Choose a language from the list." }),
});

export const changePasswordSchema = z.object({
  currentPassword: existingPassword,
  newPassword,
});

export const changeEmailSchema = z.object({
  newEmail: email,
  password: existingPassword,
});

// ---- celebrity application ----

export const socialMediaSchema = z.object({
  instagram: z.string().trim().max(200).optional(),
  twitter: z.string().trim().max(200).optional(),
  tiktok: z.string().trim().max(200).optional(),
  youtube: z.string().trim().max(200).optional(),
});

const categoryIds = CATEGORIES.map((category) => category.id) as [string, ...string[]];

export const celebrityApplicationSchema = z.object({
  fullName: z.string({ error: MESSAGES.fullNameRequired }).trim().min(1, { error: MESSAGES.fullNameRequired }).max(100),
  profession: z.enum(PROFESSIONS, { error: MESSAGES.professionInvalid }),
  bio: z.string({ error: MESSAGES.bioRequired }).trim().min(1, { error: MESSAGES.bioRequired }).max(2000),
  country: z.enum(COUNTRY_IDS, { error: MESSAGES.countryInvalid }),
  priceUsd: z
    .number({ error: MESSAGES.priceNumber })
    .min(1, { error: MESSAGES.priceMin })
    .max(100_000, { error: "Price must be at most 100000." }),
  categoryId: z.enum(categoryIds, { error: MESSAGES.categoryInvalid }),
  /** The languages the applicant records in; older clients send none. */
  languages: recordingLanguagesSchema.default([]),
  socialMedia: socialMediaSchema.default({}),
});

export const celebrityApplicationProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string(),
  profession: z.string(),
  bio: z.string(),
  country: z.string(),
  categoryId: z.string(),
  priceCents: z.number().int(),
  languages: z.array(z.string()),
  socialMedia: z.record(z.string(), z.string()),
  approved: z.boolean(),
  verified: z.boolean(),
  createdAt: z.string(),
  /** The code to read aloud in the selfie video (issued by the server; only the applicant and staff see it). */
  selfieCode: z.string().nullable(),
  /** When the selfie video arrived, or null while there is none. */
  selfieUploadedAt: z.string().nullable(),
});

export const celebrityApplicationResponseSchema = z.object({ profile: celebrityApplicationProfileSchema });
export const myCelebrityApplicationResponseSchema = z.object({
  profile: celebrityApplicationProfileSchema.nullable(),
  /** The platform fee in force (%): the application form shows what the celebrity would earn per video. */
  platformFeePercent: z.number(),
});
export type MyCelebrityApplicationResponse = z.infer<typeof myCelebrityApplicationResponseSchema>;

// ---- the signed-in user ----

export const meSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  /** E.164 */
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  role: z.enum(ROLES),
  permissions: z.array(z.string()),
  bio: z.string().nullable(),
  country: z.string().nullable(),
  notifications: notificationPrefsSchema,
  /** The account's language (src/shared/locales.ts): its e-mails and SMS are written in it. */
  locale: z.enum(LOCALES),
  celebrityProfile: z
    .object({ id: z.string(), username: z.string(), approved: z.boolean(), verified: z.boolean() })
    .nullable(),
  /** Staff only: the staff tools this server has (Create Fan exists outside production only). */
  staffTools: z.array(z.enum(STAFF_TOOLS)).optional(),
  createdAt: z.string(),
});

export const meResponseSchema = z.object({ user: meSchema });

/** GET /api/session: the signed-in user, or null for a visitor (200 either way). */
export const sessionResponseSchema = z.object({ user: meSchema.nullable() });

export type LoginInput = z.input<typeof loginSchema>;
export type SignUpDetailsInput = z.input<typeof signUpDetailsSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;
export type EmailSignUpInput = z.input<typeof emailSignUpSchema>;
export type PhoneSendCodeResponse = z.infer<typeof phoneSendCodeResponseSchema>;
export type PhoneVerifyResponse = z.infer<typeof phoneVerifyResponseSchema>;
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type NotificationPrefs = z.infer<typeof notificationPrefsSchema>;
export type LocaleUpdateInput = z.input<typeof localeUpdateSchema>;
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;
export type CelebrityApplicationInput = z.input<typeof celebrityApplicationSchema>;
export type CelebrityApplicationProfile = z.infer<typeof celebrityApplicationProfileSchema>;
export type Me = z.infer<typeof meSchema>;
export type MeResponse = z.infer<typeof meResponseSchema>;
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
export type PhoneSendCodeInput = z.input<typeof phoneSendCodeSchema>;
export type PhoneVerifyInput = z.input<typeof phoneVerifySchema>;
export type ResendVerificationInput = z.input<typeof resendVerificationSchema>;
export type ConfirmEmailInput = z.input<typeof confirmEmailSchema>;
export type CelebrityApplicationResponse = z.infer<typeof celebrityApplicationResponseSchema>;
