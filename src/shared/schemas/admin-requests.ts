import { z } from "zod";
import { REQUEST_STATUSES } from "../request-status";
import { pageInfoSchema, pageQuery } from "./pagination";
import { requestReportSchema } from "./request-reports";

/** Staff's side of fans' requests (`/api/admin/requests/*`, permission `requests`; issue 23 item 6). */

export const STAFF_NOTE_MAX = 2000;

export const adminRequestListQuerySchema = z.object({
  ...pageQuery,
  /** A short id ("8494267c", "#8494267c"), the fan's name or e-mail, or the star's name. */
  search: z.string().trim().max(100, { error: "Search must be at most 100 characters" }).optional(),
  status: z.enum(REQUEST_STATUSES, { error: `Status must be one of ${REQUEST_STATUSES.join(", ")}` }).optional(),
});
export type AdminRequestListQuery = z.infer<typeof adminRequestListQuerySchema>;

export const adminRequestSchema = z.object({
  id: z.string(),
  shortId: z.string(),
  status: z.enum(REQUEST_STATUSES),
  fan: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  star: z.object({ id: z.string(), name: z.string() }),
  amountMinor: z.number().int(),
  currency: z.string(),
  refundStatus: z.string(),
  videoStatus: z.string(),
  createdAt: z.string(),
});
export type AdminRequest = z.infer<typeof adminRequestSchema>;

export const adminRequestListResponseSchema = pageInfoSchema.extend({ items: z.array(adminRequestSchema) });
export type AdminRequestList = z.infer<typeof adminRequestListResponseSchema>;

export const TIMELINE_KINDS = [
  "created",
  "paid",
  "accepted",
  "declined",
  "cancelled",
  "expired",
  "delivered",
  "refund",
  "staff_refund",
  "share_link_created",
  "share_link_revoked",
  "send_scheduled",
  "send_sent",
  "note",
  "question",
  "answer",
  "reported",
  "redo_asked",
  "rerecorded",
  "report_closed",
  "mail_sent",
  "sms_sent",
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const timelineEntrySchema = z.object({
  kind: z.enum(TIMELINE_KINDS),
  at: z.string(),
  /** What the entry needs besides its kind: a note's text and author, a refund's amount, a send's channel. */
  text: z.string().nullable(),
  author: z.string().nullable(),
  amountMinor: z.number().int().nullable(),
  currency: z.string().nullable(),
  /** A staff refund's state (pending, succeeded, failed); null for every other entry. */
  status: z.enum(["pending", "succeeded", "failed"]).nullable().optional(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const adminRequestDetailSchema = z.object({
  request: adminRequestSchema.extend({
    message: z.string(),
    occasion: z.string().nullable(),
    recipientName: z.string().nullable(),
    deadline: z.string().nullable(),
    declineReason: z.string().nullable(),
  }),
  /**
   * What staff may still refund of the request's provider payment (ADR 060); null when nothing was paid through
   * a provider (a plan covered it) or the payment is being or was refunded in full (decline, expiry, cancel).
   */
  refunds: z
    .object({
      currency: z.string(),
      paidMinor: z.number().int(),
      /** Confirmed by the provider. */
      refundedMinor: z.number().int(),
      /** Asked for, not yet confirmed. */
      pendingMinor: z.number().int(),
      refundableMinor: z.number().int(),
      /** Delivered: a refund comes out of the star's held earnings and the fee, in proportion. */
      delivered: z.boolean(),
      /** The star's earnings left the hold period: staff can no longer refund here. */
      released: z.boolean(),
    })
    .nullable(),
  /** Oldest first. */
  timeline: z.array(timelineEntrySchema),
  /** The problem the fan reported with the delivered video, if any (ADR 058). */
  report: requestReportSchema.nullable(),
  /** Signed links to watch the delivered video (null before delivery). */
  video: z
    .object({
      url: z.string(),
      downloadUrl: z.string(),
      posterUrl: z.string().nullable(),
      lowDataUrl: z.string().nullable(),
      lowDataDownloadUrl: z.string().nullable(),
      expiresAt: z.string(),
    })
    .nullable(),
});
export type AdminRequestDetail = z.infer<typeof adminRequestDetailSchema>;

export const adminRequestParamsSchema = z.object({ id: z.uuid({ error: "Request not found" }) });

export const staffNoteSchema = z.object({
  text: z
    .string({ error: "Write a note" })
    .trim()
    .min(1, { error: "Write a note" })
    .max(STAFF_NOTE_MAX, { error: `Note must be at most ${STAFF_NOTE_MAX} characters` }),
});
export type StaffNoteInput = z.infer<typeof staffNoteSchema>;

export const STAFF_REFUND_REASON_MAX = 500;

/**
 * POST /api/admin/requests/:id/refunds: part or all of what is left (ADR 060). `amountMinor` is in the
 * payment's currency; the client makes one `idempotencyKey` per refund it means, so a double click or a
 * retry answers the same refund.
 */
export const staffRefundSchema = z.object({
  amountMinor: z
    .number({ error: "Enter the amount to refund" })
    .int({ error: "Enter the amount to refund" })
    .positive({ error: "The amount to refund must be more than zero" }),
  reason: z
    .string({ error: "Give the reason for the refund" })
    .trim()
    .min(1, { error: "Give the reason for the refund" })
    .max(STAFF_REFUND_REASON_MAX, { error: `Reason must be at most ${STAFF_REFUND_REASON_MAX} characters` }),
  idempotencyKey: z.uuid({ error: "Refresh the page and try again" }),
});
export type StaffRefundInput = z.infer<typeof staffRefundSchema>;

export const staffRefundResponseSchema = z.object({
  refund: z.object({
    id: z.string(),
    amountMinor: z.number().int(),
    currency: z.string(),
    reason: z.string(),
    status: z.enum(["pending", "succeeded", "failed"]),
    createdAt: z.string(),
  }),
});
export type StaffRefundResponse = z.infer<typeof staffRefundResponseSchema>;
