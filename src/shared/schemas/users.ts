import { z } from "zod";
import { REQUEST_STATUSES } from "../request-status";
import { ROLES, STAFF_PERMISSIONS } from "../roles";
import { pageInfoSchema, pageQuery } from "./pagination";

/** Staff's side of user accounts (`/api/admin/users/*`, `/api/admin/create-fan`). */

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
export type AdminUserResponse = z.infer<typeof adminUserResponseSchema>;
export const userIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

export const suspendUserSchema = z.object({
  reason: z.string().trim().max(500, { error: "Reason must be at most 500 characters" }).optional(),
});
export type SuspendUserInput = z.infer<typeof suspendUserSchema>;

// --- One user's page (`/api/admin/users/:id`) ----------------------------------------------------

/** How many of each list the page shows: the newest. */
export const USER_DETAIL_LIST_LIMIT = 20;

/** An anonymised account's e-mail ends with this (RFC 2606: it can never receive mail). */
export const ANONYMISED_EMAIL_DOMAIN = "anonymised.invalid";
export const ANONYMISED_NAME = "Anonymised user";

export const adminUserRequestSchema = z.object({
  id: z.string(),
  status: z.enum(REQUEST_STATUSES),
  /** The star (on the fan's list) or the fan (on the star's). */
  otherParty: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
});
export type AdminUserRequest = z.infer<typeof adminUserRequestSchema>;

export const adminUserPaymentSchema = z.object({
  id: z.string(),
  reference: z.string(),
  purpose: z.string(),
  provider: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  status: z.string(),
  refundStatus: z.string(),
  createdAt: z.string(),
});
export type AdminUserPayment = z.infer<typeof adminUserPaymentSchema>;

export const adminUserSessionSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type AdminUserSession = z.infer<typeof adminUserSessionSchema>;

export const adminUserDetailSchema = z.object({
  user: adminUserSchema.extend({
    emailVerified: z.boolean(),
    /** Masked (calling code and last three digits): staff never need the whole number here. */
    phone: z.string().nullable(),
    phoneVerified: z.boolean(),
    anonymised: z.boolean(),
  }),
  requestsAsFan: z.array(adminUserRequestSchema),
  /** Null when the account has no celebrity profile. */
  requestsAsStar: z.array(adminUserRequestSchema).nullable(),
  payments: z.array(adminUserPaymentSchema),
  sessions: z.array(adminUserSessionSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
export const userSessionParamsSchema = userIdParamsSchema.extend({ sessionId: z.string().trim().min(1).max(128) });

// --- Create fan (test tool, outside production) ---------------------------------------------------

export const createdFanSchema = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  password: z.string(),
  verificationEmailSent: z.boolean(),
});
export type CreatedFan = z.infer<typeof createdFanSchema>;
