import { z } from "zod";
import { DISPUTE_STATUSES, PAYOUT_STATUSES } from "../payouts";
import { payoutSchema } from "./payouts";

/**
 * Staff's Finance area (permission `finance`; the super admin has it). Routes under /api/admin/finance:
 *   GET  /summary?from=YYYY-MM-DD&to=YYYY-MM-DD        totals per currency over the period
 *   GET  /payouts?status=awaiting_approval              the payout queue (and failed ones: status=failed)
 *   POST /payouts/:id/approve                           send it (audited)
 *   POST /payouts/:id/hold       { reason }             keep it back, with a reason the star sees (audited)
 *   GET  /disputes?status=open                          disputes, soonest deadline first
 *   GET  /disputes/:id                                  one dispute with its evidence pack
 *   POST /disputes/:id/evidence  { note? }              send the evidence pack to the provider (audited)
 *   POST /disputes/:id/resolve   { decision, note }     accept or contest at the provider (audited)
 *   GET  /export.csv?kind=ledger|payouts|disputes&from=&to=
 */

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Dates are written YYYY-MM-DD" })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: "That date does not exist" });

export const financePeriodSchema = z
  .object({ from: isoDay.optional(), to: isoDay.optional() })
  .refine((period) => !period.from || !period.to || period.from <= period.to, {
    error: "The period must start before it ends",
    path: ["to"],
  });
export type FinancePeriod = z.infer<typeof financePeriodSchema>;

/** One currency's money over the period (minor units); the balances (owed, in transit) are as of now. */
export const financeTotalsSchema = z.object({
  currency: z.string(),
  /** What fans paid (requests and plans). */
  fansPaid: z.number().int(),
  refunds: z.number().int(),
  /** Fees kept on delivered videos: the platform's revenue. */
  feesEarned: z.number().int(),
  /** What plans collected. */
  plansPaid: z.number().int(),
  /** Stars' pending + available + frozen balances. */
  owedToStars: z.number().int(),
  inTransit: z.number().int(),
  paidOut: z.number().int(),
  transferFees: z.number().int(),
  /** Amount of payments under an open dispute. */
  disputed: z.number().int(),
  disputeLosses: z.number().int(),
});
export type FinanceTotals = z.infer<typeof financeTotalsSchema>;
export const financeSummarySchema = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  totals: z.array(financeTotalsSchema),
});
export type FinanceSummary = z.infer<typeof financeSummarySchema>;

export const financePayoutsQuerySchema = z.object({ status: z.enum(PAYOUT_STATUSES).optional() });
export const financePayoutSchema = payoutSchema.extend({
  celebrity: z.object({ id: z.string(), name: z.string(), username: z.string() }),
  approvalReason: z.string().nullable(),
  /** `otp` while the Paystack account still asks for an OTP: staff finish it at Paystack. */
  providerStatus: z.string().nullable(),
  provider: z.string(),
});
export type FinancePayout = z.infer<typeof financePayoutSchema>;
export const financePayoutsResponseSchema = z.object({ payouts: z.array(financePayoutSchema) });
export type FinancePayoutsResponse = z.infer<typeof financePayoutsResponseSchema>;

export const holdPayoutSchema = z.object({
  reason: z
    .string({ error: "Say why the payout is held" })
    .trim()
    .min(3, { error: "Say why the payout is held" })
    .max(500, { error: "The reason must be at most 500 characters" }),
});
export type HoldPayoutInput = z.infer<typeof holdPayoutSchema>;

export const disputeIdParamsSchema = z.object({ id: z.uuid({ error: "Unknown dispute" }) });
export const financeDisputesQuerySchema = z.object({ status: z.enum(DISPUTE_STATUSES).optional() });

/** What the data says about the disputed payment, assembled for the provider. */
export const evidencePackSchema = z.object({
  requestText: z.string().nullable(),
  occasion: z.string().nullable(),
  recipientName: z.string().nullable(),
  payerName: z.string(),
  payerEmail: z.string(),
  payerCountry: z.string().nullable(),
  paidAt: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** Watches and downloads of the delivered video (time, kind). */
  accessLog: z.array(z.object({ at: z.string(), kind: z.string() })),
  review: z.object({ rating: z.number().int(), text: z.string(), at: z.string() }).nullable(),
});
export type EvidencePack = z.infer<typeof evidencePackSchema>;

export const disputeSchema = z.object({
  id: z.string(),
  provider: z.string(),
  providerDisputeId: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  providerStatus: z.string().nullable(),
  reason: z.string().nullable(),
  currency: z.string(),
  amountMinor: z.number().int(),
  frozenMinor: z.number().int(),
  dueAt: z.string().nullable(),
  paymentReference: z.string(),
  requestId: z.string().nullable(),
  celebrityName: z.string().nullable(),
  evidenceSubmittedAt: z.string().nullable(),
  costBorneBy: z.enum(["platform", "star"]).nullable(),
  resolution: z.string().nullable(),
  openedAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type Dispute = z.infer<typeof disputeSchema>;
export const disputesResponseSchema = z.object({ disputes: z.array(disputeSchema) });
export type DisputesResponse = z.infer<typeof disputesResponseSchema>;
export const disputeDetailSchema = z.object({ dispute: disputeSchema, evidence: evidencePackSchema });
export type DisputeDetail = z.infer<typeof disputeDetailSchema>;

export const submitEvidenceSchema = z.object({
  note: z.string().trim().max(2000, { error: "The note must be at most 2,000 characters" }).optional(),
});
export const resolveDisputeSchema = z.object({
  decision: z.enum(["accept", "contest"], { error: "Choose accept or contest" }),
  note: z
    .string({ error: "Say why" })
    .trim()
    .min(3, { error: "Say why" })
    .max(2000, { error: "The note must be at most 2,000 characters" }),
});
export type ResolveDisputeInput = z.infer<typeof resolveDisputeSchema>;

export const financeExportQuerySchema = z
  .object({ kind: z.enum(["ledger", "payouts", "disputes"], { error: "Choose ledger, payouts or disputes" }) })
  .and(financePeriodSchema);
