import { z } from "zod";
import { STAFF_PERMISSIONS, STAFF_ROLES } from "../roles";

/** Staff members and their invitations (`/api/admin/staff/*`, `/api/accounts/invitations/*`). */

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
export type InviteStaffValues = z.output<typeof inviteStaffSchema>;

export const updateStaffSchema = z
  .object({
    role: z.enum(INVITABLE_STAFF_ROLES, { error: "Choose admin or moderator" }),
    permissions: staffPermissionsSchema,
  })
  .partial()
  .refine((input) => Object.keys(input).length > 0, { error: "Say what to change: role or permissions" });
export type UpdateStaffInput = z.input<typeof updateStaffSchema>;
export type UpdateStaffValues = z.output<typeof updateStaffSchema>;

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
export type StaffList = z.infer<typeof staffListResponseSchema>;
export const staffMemberResponseSchema = z.object({ member: staffMemberSchema });
export type StaffMemberResponse = z.infer<typeof staffMemberResponseSchema>;

/** Public: the invitee sets their password from the e-mailed link (single use, 72 hours). */
export const acceptInvitationSchema = z.object({
  token: z.string().trim().min(1, { error: "The invitation link is incomplete" }).max(200),
  password: z
    .string({ error: "Password must be at least 8 characters" })
    .min(8, { error: "Password must be at least 8 characters" })
    .max(128, { error: "Password must be at most 128 characters" }),
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;
export const invitationParamsSchema = z.object({ token: z.string().trim().min(1).max(200) });
export const invitationSchema = z.object({ name: z.string(), email: z.string(), expiresAt: z.string() });
export type Invitation = z.infer<typeof invitationSchema>;
