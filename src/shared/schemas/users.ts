import { z } from "zod";
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

// --- Create fan (test tool, outside production) ---------------------------------------------------

export const createdFanSchema = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  password: z.string(),
  verificationEmailSent: z.boolean(),
});
export type CreatedFan = z.infer<typeof createdFanSchema>;
