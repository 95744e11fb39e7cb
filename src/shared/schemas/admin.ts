import { z } from "zod";
import { PAYMENT_PROVIDERS } from "../payments";
import { REQUEST_STATUSES } from "../request-status";
import { ROLES, STAFF_PERMISSIONS, STAFF_ROLES } from "../roles";
import { SETTINGS } from "../settings";

/** The staff side's API contract (`/api/admin/*`): routes, answers and forms share these. */

export const pageQuery = {
  page: z.coerce
    .number({ error: "Page must be a whole number" })
    .int({ error: "Page must be a whole number" })
    .min(1, { error: "Page must be 1 or more" })
    .max(100_000, { error: "Page must be at most 100000" })
    .default(1),
};

export const ADMIN_PAGE_SIZE = 20;

export const pageInfoSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
});

export const profileIdParamsSchema = z.object({ id: z.uuid({ error: "Unknown celebrity" }) });

// --- Celebrity management -------------------------------------------------------------------------

export const pendingApplicationSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  profession: z.string(),
  bio: z.string(),
  country: z.string(),
  categoryId: z.string(),
  priceCents: z.number().int(),
  submittedAt: z.string(),
  applicant: z.object({ name: z.string(), email: z.string() }).nullable(),
});
export type PendingApplication = z.infer<typeof pendingApplicationSchema>;

export const pendingApplicationsResponseSchema = z.object({ items: z.array(pendingApplicationSchema) });

export const adminCelebrityListQuerySchema = z.object({
  ...pageQuery,
  search: z.string().trim().max(100, { error: "Search must be at most 100 characters" }).optional(),
});

export const adminCelebritySchema = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string(),
  profession: z.string(),
  country: z.string(),
  priceCents: z.number().int(),
  verified: z.boolean(),
  featured: z.boolean(),
  hidden: z.boolean(),
  rating: z.number(),
  approvedAt: z.string().nullable(),
});
export type AdminCelebrity = z.infer<typeof adminCelebritySchema>;

export const adminCelebrityListResponseSchema = pageInfoSchema.extend({ items: z.array(adminCelebritySchema) });
export type AdminCelebrityList = z.infer<typeof adminCelebrityListResponseSchema>;

export const rejectApplicationSchema = z.object({
  reason: z.string().trim().max(500, { error: "Reason must be at most 500 characters" }).optional(),
});
export type RejectApplicationInput = z.infer<typeof rejectApplicationSchema>;

/** Verify / Unverify, Feature / Unfeature, Hide from catalogue / Show: one switch per call or several. */
export const celebrityFlagsSchema = z
  .object({ verified: z.boolean(), featured: z.boolean(), hidden: z.boolean() })
  .partial()
  .refine((flags) => Object.keys(flags).length > 0, { error: "Say which of verified, featured or hidden to change" });
export type CelebrityFlagsInput = z.infer<typeof celebrityFlagsSchema>;

export const adminCelebrityResponseSchema = z.object({ celebrity: adminCelebritySchema });

// --- Dashboard ------------------------------------------------------------------------------------

export const adminDashboardSchema = z.object({
  totals: z.object({
    users: z.number().int(),
    /** Only the super admin sees the staff count. */
    admins: z.number().int().nullable(),
    celebrities: z.number().int(),
    pendingApprovals: z.number().int(),
  }),
  /** Succeeded payments less refunds, per currency in minor units, and the sum in USD cents. */
  revenue: z.object({
    usdCents: z.number().int(),
    byCurrency: z.array(z.object({ currency: z.string(), amountMinor: z.number().int() })),
  }),
  requestsLast30Days: z.array(z.object({ status: z.enum(REQUEST_STATUSES), count: z.number().int() })),
  pendingCheckouts: z.number().int(),
  /** Contact and business enquiries still marked new (the "Unread Messages" card). */
  unreadEnquiries: z.number().int().optional(),
  /** Blog posts, all and published (the "Blog Posts" card). */
  blogPosts: z.object({ total: z.number().int(), published: z.number().int() }).optional(),
  /** The home page's banner slides (the "Slider Items" card): all of them, and how many visitors see. */
  sliderItems: z.object({ total: z.number().int(), active: z.number().int() }),
  recentCelebrities: z.array(
    z.object({
      username: z.string(),
      fullName: z.string(),
      profession: z.string(),
      country: z.string(),
      priceCents: z.number().int(),
      rating: z.number(),
    }),
  ),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

// --- Audit log ------------------------------------------------------------------------------------

export const AUDIT_ACTIONS = [
  "celebrity.approve",
  "celebrity.reject",
  "celebrity.update",
  "user.suspend",
  "user.reactivate",
  "staff.invite",
  "staff.update",
  "staff.remove",
  "settings.update",
  "refund.retry",
  "refund.manual",
  "fan.create",
  "enquiry.update",
  "enquiry.reply",
  "blog.create",
  "blog.update",
  "blog.publish",
  "blog.delete",
  "slider.create",
  "slider.update",
  "slider.delete",
  "slider.reorder",
  "page.update",
  "page.restore",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditListQuerySchema = z.object({
  ...pageQuery,
  action: z.enum(AUDIT_ACTIONS, { error: `Action must be one of ${AUDIT_ACTIONS.join(", ")}` }).optional(),
  actorId: z.string().trim().max(64).optional(),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListResponseSchema = pageInfoSchema.extend({ items: z.array(auditEntrySchema) });

// --- Users management -----------------------------------------------------------------------------

export const USER_STATUSES = ["active", "unconfirmed", "suspended"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  active: "Active",
  unconfirmed: "E-mail unconfirmed",
  suspended: "Suspended",
};

export const adminUserListQuerySchema = z.object({
  ...pageQuery,
  search: z.string().trim().max(100, { error: "Search must be at most 100 characters" }).optional(),
  role: z.enum(ROLES, { error: `Role must be one of ${ROLES.join(", ")}` }).optional(),
  status: z.enum(USER_STATUSES, { error: `Status must be one of ${USER_STATUSES.join(", ")}` }).optional(),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
  status: z.enum(USER_STATUSES),
  createdAt: z.string(),
  suspendedAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListResponseSchema = pageInfoSchema.extend({ items: z.array(adminUserSchema) });
export type AdminUserList = z.infer<typeof adminUserListResponseSchema>;
export const adminUserResponseSchema = z.object({ user: adminUserSchema });
export const userIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

export const suspendUserSchema = z.object({
  reason: z.string().trim().max(500, { error: "Reason must be at most 500 characters" }).optional(),
});

// --- Staff management (super admin) ---------------------------------------------------------------

export const INVITABLE_STAFF_ROLES = ["admin", "moderator"] as const;
export const INVITATION_HOURS = 72;

const staffPermissionsSchema = z
  .array(z.enum(STAFF_PERMISSIONS, { error: "Unknown permission" }))
  .min(1, { error: "You must select at least one permission." })
  .max(STAFF_PERMISSIONS.length)
  .transform((permissions) => [...new Set(permissions)]);

export const inviteStaffSchema = z.object({
  name: z
    .string({ error: "Name must be at least 2 characters." })
    .trim()
    .min(2, { error: "Name must be at least 2 characters." })
    .max(100, { error: "Name must be at most 100 characters." }),
  email: z
    .string({ error: "Please enter a valid email address." })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "Please enter a valid email address." })),
  role: z.enum(INVITABLE_STAFF_ROLES, { error: "Choose admin or moderator" }),
  permissions: staffPermissionsSchema,
});
export type InviteStaffInput = z.input<typeof inviteStaffSchema>;

export const updateStaffSchema = z
  .object({
    role: z.enum(INVITABLE_STAFF_ROLES, { error: "Choose admin or moderator" }),
    permissions: staffPermissionsSchema,
  })
  .partial()
  .refine((input) => Object.keys(input).length > 0, { error: "Say what to change: role or permissions" });
export type UpdateStaffInput = z.input<typeof updateStaffSchema>;

export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
  /** Invited and not yet accepted: the invitation's expiry. */
  invitationExpiresAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListResponseSchema = z.object({ items: z.array(staffMemberSchema) });
export const staffMemberResponseSchema = z.object({ member: staffMemberSchema });

/** Public: the invitee sets their password from the e-mailed link (single use, 72 hours). */
export const acceptInvitationSchema = z.object({
  token: z.string().trim().min(1, { error: "The invitation link is incomplete" }).max(200),
  password: z
    .string({ error: "Password must be at least 8 characters" })
    .min(8, { error: "Password must be at least 8 characters" })
    .max(128, { error: "Password must be at most 128 characters" }),
});
export const invitationParamsSchema = z.object({ token: z.string().trim().min(1).max(200) });
export const invitationSchema = z.object({ name: z.string(), email: z.string(), expiresAt: z.string() });

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
});
export type MarketplaceSettings = z.infer<typeof marketplaceSettingsSchema>;

/**
 * The marketplace figures as they stand: what staff set, else the environment's default, which may lie
 * outside what staff may set (PLATFORM_FEE_PERCENT=60 is used, with a warning), so not re-validated here.
 */
export const marketplaceSettingsViewSchema = z.object({
  platformFeePercent: z.number(),
  deliveryDays: z.number(),
});

const secretHintSchema = z.object({ set: z.boolean(), hint: z.string().nullable() });

export const MISSING_PUBLIC_KEY = "Missing Public Key - Please enter your payment provider public key.";
/** The server's checks of a payment settings save that the form cannot make (stored keys, environment). */
export const MISSING_SECRET_KEY = "Missing Secret Key - Please enter your payment provider secret key.";
export const MISSING_ENCRYPTION_KEY =
  "Missing Encryption Key - Please enter your Flutterwave encryption key (the secret hash of its webhooks).";
export const SANDBOX_NEEDS_NO_KEYS = "The sandbox needs no keys: leave the secret and encryption keys empty.";
export const SANDBOX_IN_PRODUCTION = "The sandbox takes no real money: choose Flutterwave or Paystack in production.";

/** Secrets left out (or empty) keep their stored value: the form never receives them to send back. */
export const paymentSettingsInputSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS, { error: "Choose sandbox, flutterwave or paystack" }),
  publicKey: z
    .string({ error: MISSING_PUBLIC_KEY })
    .trim()
    .min(1, { error: MISSING_PUBLIC_KEY })
    .max(500, { error: "The public key must be at most 500 characters" }),
  secretKey: z.string().trim().max(500, { error: "The secret key must be at most 500 characters" }).optional(),
  encryptionKey: z.string().trim().max(500, { error: "The encryption key must be at most 500 characters" }).optional(),
  testMode: z.boolean({ error: "Test mode must be true or false" }),
});
export type PaymentSettingsInput = z.input<typeof paymentSettingsInputSchema>;

export const paymentSettingsViewSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  publicKey: z.string(),
  secretKey: secretHintSchema,
  encryptionKey: secretHintSchema,
  testMode: z.boolean(),
  /** Where the secret comes from when none is stored: the server's environment. */
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

// --- Refunds that need staff ----------------------------------------------------------------------

export const refundAttentionSchema = z.object({
  paymentId: z.string(),
  reference: z.string(),
  provider: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  refundStatus: z.string(),
  refundError: z.string().nullable(),
  refundFailures: z.number().int(),
  payer: z.object({ name: z.string(), email: z.string() }),
  requestId: z.string().nullable(),
  updatedAt: z.string(),
});
export type RefundAttention = z.infer<typeof refundAttentionSchema>;
export const refundAttentionListSchema = z.object({ items: z.array(refundAttentionSchema) });
/** The payment's refund after staff acted on it (re-queued, or marked refunded by hand). */
export const refundAttentionResponseSchema = z.object({ refund: refundAttentionSchema });
export const paymentIdParamsSchema = z.object({ paymentId: z.uuid({ error: "Unknown payment" }) });
export const manualRefundSchema = z.object({
  note: z
    .string({ error: "Write a note: how and when the payer was refunded" })
    .trim()
    .min(1, { error: "Write a note: how and when the payer was refunded" })
    .max(1000, { error: "The note must be at most 1000 characters" }),
});

// --- Create fan (test tool, outside production) ---------------------------------------------------

export const createdFanSchema = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  password: z.string(),
  verificationEmailSent: z.boolean(),
});
export type CreatedFan = z.infer<typeof createdFanSchema>;
