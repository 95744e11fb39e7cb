import { z } from "zod";
import { pageInfoSchema, pageQuery } from "./pagination";

/** The audit log of staff actions (`/api/admin/audit`). */

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
  "payout.approve",
  "payout.hold",
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
  // issue 19: a star changed where they are paid (their own action, recorded for account-takeover enquiries)
  "payout_account.change",
  "dispute.evidence",
  "dispute.resolve",
  // issue 21: staff sent a message that had failed every attempt again
  "message.retry",
  // issue 24: a user's page (e-mail confirmed by hand, a session signed out, erasure on request)
  "user.verify_email",
  "user.revoke_session",
  "user.anonymise",
  // issue 23 item 6: staff orders (an internal note on a request)
  "request.note",
  // issue 23 item 6: a refund, in full or in part, by staff
  "request.refund",
  // issue 23 item 5: a report decided by staff (a re-record asked for, or closed)
  "request.redo",
  "request.report_close",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditListQuerySchema = z.object({
  ...pageQuery,
  action: z.enum(AUDIT_ACTIONS, { error: `Action must be one of ${AUDIT_ACTIONS.join(", ")}` }).optional(),
  actorId: z.string().trim().max(64).optional(),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

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
export type AuditList = z.infer<typeof auditListResponseSchema>;
