import { z } from "zod";

/**
 * A problem with a delivered video (issue 23, item 5; ADR 058). The first three are factual errors the star
 * can put right: they give one re-record at no cost. The others wait on staff.
 */
export const REPORT_REASONS = ["wrong_name", "wrong_occasion", "wrong_language", "poor_quality", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const FACTUAL_REPORT_REASONS: readonly ReportReason[] = ["wrong_name", "wrong_occasion", "wrong_language"];

/** redo: the star re-records; with_staff: staff decide; rerecorded and closed end it. */
export const REPORT_STATUSES = ["redo", "with_staff", "rerecorded", "closed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** A report in these holds the star's earnings for the request. */
export const OPEN_REPORT_STATUSES: readonly ReportStatus[] = ["redo", "with_staff"];

export const REPORT_NOTE_MAX = 1000;
export const REPORT_MESSAGES = {
  reason: "Choose what is wrong with the video.",
  noteRequired: "Tell us what is wrong so it can be put right.",
  noteTooLong: `Must be at most ${REPORT_NOTE_MAX} characters`,
  notDelivered: "Only a delivered video can be reported.",
  holdOver: "The time to report a problem with this video has passed.",
  alreadyReported: "A problem with this video has already been reported.",
  notOpen: "This report is no longer open.",
  tooMany: "Too many reports. Try again in an hour.",
  alreadyRerecorded: "This video was already recorded again once.",
  redoOwed: "The star already has a re-record to make.",
} as const;

const note = z.string().trim().max(REPORT_NOTE_MAX, { error: REPORT_MESSAGES.noteTooLong });

/**
 * POST /api/requests/:id/report (the fan). "Other" needs a note: without one nobody knows what to put right.
 */
export const reportInputSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reason }),
    note: note.default(""),
  })
  .refine((input) => input.reason !== "other" || input.note.length > 0, {
    error: REPORT_MESSAGES.noteRequired,
    path: ["note"],
  });
export type ReportInput = z.input<typeof reportInputSchema>;

/** Staff asking for a re-record or closing a report: what they write is sent to the star or the fan. */
export const reportDecisionSchema = z.object({
  note: note.min(1, { error: REPORT_MESSAGES.noteRequired }),
});
export type ReportDecision = z.input<typeof reportDecisionSchema>;

/** A request's report as its fan, its star and staff see it. */
export const requestReportSchema = z.object({
  reason: z.enum(REPORT_REASONS),
  note: z.string(),
  status: z.enum(REPORT_STATUSES),
  /** What staff wrote when they sent it to the star or closed it. */
  staffNote: z.string().nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type RequestReport = z.infer<typeof requestReportSchema>;
