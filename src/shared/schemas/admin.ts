import { z } from "zod";
import { REQUEST_STATUSES } from "../request-status";

/** The staff side's API contract (`/api/admin/*`): routes, answers and forms share these. */

const pageQuery = {
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
