import { z } from "zod";
import { DEFAULT_DECLINE_REASON, earliestAllowedDeadline, latestAllowedDeadline, VIDEO_STATUSES } from "../booking";
import { OCCASIONS } from "../catalogue";
import { CURRENCY_CODES } from "../currencies";
import { LANGUAGE_IDS } from "../languages";
import { REFUND_STATUSES, REQUEST_STATUSES } from "../request-status";
import { requestReportSchema } from "./request-reports";
import { VOICE_NOTE_MESSAGES } from "./voice-notes";

export const MESSAGE_REQUIRED = "Please provide a message for your video request";
export const DEADLINE_IN_PAST = "The deadline cannot be in the past";
export const DEADLINE_TOO_FAR = "The deadline can be at most a year from today";
export const MESSAGE_MAX_LENGTH = 1000;

/** A recording language the star does not list (POST /api/requests answers 400 on `recordingLanguage`). */
export const recordingLanguageRefused = (fullName: string) => `Choose a language ${fullName} records in.`;

/** Rush asked of a star who does not offer it (POST /api/requests answers 409 RUSH_NOT_OFFERED). */
export const rushNotOffered = (fullName: string) => `${fullName} doesn't offer rush delivery. Please book without it.`;

/** YYYY-MM-DD naming a day that exists (not 2026-02-30). */
function isCalendarDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** The request dialog of the profile page; the server validates the same schema. */
export const createVideoRequestSchema = z.object({
  celebrityId: z.uuid({ error: "Choose a celebrity to request a video from" }),
  message: z
    .string({ error: MESSAGE_REQUIRED })
    .trim()
    .min(1, { error: MESSAGE_REQUIRED })
    .max(MESSAGE_MAX_LENGTH, { error: `Message must be at most ${MESSAGE_MAX_LENGTH} characters` }),
  occasion: z.enum(OCCASIONS, { error: `Occasion must be one of ${OCCASIONS.join(", ")}` }).optional(),
  recipientName: z.string().trim().max(100, { error: "Recipient name must be at most 100 characters" }).optional(),
  /** How to say the names, spelt as they sound ("Tolu = TOH-loo"). */
  phoneticSpelling: z
    .string()
    .trim()
    .max(200, { error: "How to say the names must be at most 200 characters" })
    .optional(),
  /** A voice note the fan recorded or uploaded first (POST /api/voice-notes). */
  voiceNoteId: z.uuid({ error: VOICE_NOTE_MESSAGES.notYours }).optional(),
  deadline: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Deadline must be a date (YYYY-MM-DD)" })
    .refine((value) => isCalendarDate(value), { error: "Deadline must be a real date" })
    .refine((value) => value >= earliestAllowedDeadline(), { error: DEADLINE_IN_PAST })
    .refine((value) => value <= latestAllowedDeadline(), { error: DEADLINE_TOO_FAR })
    .optional(),
  /**
   * The language the video is to be recorded in: one of the star's languages. Absent: the one of the fan's
   * page (Accept-Language) if the star records in it, else the star's first.
   */
  recordingLanguage: z.enum(LANGUAGE_IDS, { error: "Choose the language of the video from the list" }).optional(),
  /**
   * Rush delivery (24 hours, ADR 059), when the star offers it: the server adds the star's rush price. The client
   * never sends a price; the server takes none from it.
   */
  rush: z.boolean({ error: "Rush delivery must be on or off" }).optional(),
  /** The currency the fan pays in; the amount is always computed by the server. */
  currency: z.enum(CURRENCY_CODES, { error: "Choose a supported currency" }).default("USD"),
});
export type CreateVideoRequest = z.input<typeof createVideoRequestSchema>;

export const declineRequestSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(500, { error: "Reason must be at most 500 characters" })
    .default(DEFAULT_DECLINE_REASON),
});
export type DeclineRequestInput = z.input<typeof declineRequestSchema>;

export const requestIdParamsSchema = z.object({ id: z.uuid({ error: "Unknown request" }) });

export const requestListQuerySchema = z.object({
  status: z.enum(REQUEST_STATUSES, { error: `Status must be one of ${REQUEST_STATUSES.join(", ")}` }).optional(),
});
export type RequestListQuery = z.infer<typeof requestListQuerySchema>;

/** A question or answer is a few sentences: long enough to ask about a name or a story, short enough to read. */
export const REQUEST_MESSAGE_MAX = 1000;
export const REQUEST_MESSAGE_MESSAGES = {
  required: "Write your message first.",
  tooLong: `Must be at most ${REQUEST_MESSAGE_MAX} characters`,
  questionOpen: "Wait for the fan's answer before asking another question.",
  nothingToAnswer: "There is no question waiting for your answer.",
  closed: "Questions and answers are only possible before the video is delivered.",
  tooMany: "Too many questions. Try again in an hour.",
} as const;

/** POST /api/requests/:id/question (the star) and /answer (the fan). */
export const requestMessageInputSchema = z.object({
  body: z
    .string({ error: REQUEST_MESSAGE_MESSAGES.required })
    .trim()
    .min(1, { error: REQUEST_MESSAGE_MESSAGES.required })
    .max(REQUEST_MESSAGE_MAX, { error: REQUEST_MESSAGE_MESSAGES.tooLong }),
});
export type RequestMessageInput = z.input<typeof requestMessageInputSchema>;

/** One message of the thread: a question is the star's, an answer the fan's. */
export const requestMessageSchema = z.object({
  id: z.string(),
  kind: z.enum(["question", "answer"]),
  body: z.string(),
  createdAt: z.string(),
});
export type RequestMessage = z.infer<typeof requestMessageSchema>;

/** A refund staff gave of part of a payment (ADR 060), as the fan, the star and staff see it on the request. */
export const partRefundSchema = z.object({
  /** In the request's `currency`, minor units. */
  amountMinor: z.number().int(),
  /** Failed refunds moved no money and are not listed. */
  status: z.enum(["pending", "succeeded"]),
  refundedAt: z.string().nullable(),
});
export type PartRefund = z.infer<typeof partRefundSchema>;

export const videoRequestSchema = z.object({
  id: z.string(),
  status: z.enum(REQUEST_STATUSES),
  refundStatus: z.enum(REFUND_STATUSES),
  message: z.string(),
  occasion: z.string().nullable(),
  recipientName: z.string().nullable(),
  phoneticSpelling: z.string().nullable(),
  /** The fan's recording of how to say the names: played by the fan and the star only. */
  voiceNote: z.object({ url: z.string(), durationMs: z.number().int() }).nullable(),
  deadline: z.string().nullable(),
  /** The language id (src/shared/languages.ts) the video is to be recorded in; null for older requests. */
  recordingLanguage: z.string().nullable(),
  /** The whole price in USD cents: the star's price, plus the rush price when rush. */
  priceUsdCents: z.number().int(),
  /** Rush delivery (ADR 059): due 24 hours after payment (`expiresAt`), refunded in full if not delivered by then. */
  rush: z.boolean(),
  /** The rush part of `priceUsdCents` (0 when not rush). */
  rushPriceUsdCents: z.number().int(),
  /** What the fan paid, in `currency` minor units (0 when a subscription covered it). */
  amountMinor: z.number().int(),
  currency: z.enum(CURRENCY_CODES),
  coveredBySubscription: z.boolean(),
  /**
   * What the star earns from it, fixed when the fan paid (ADR 032): in `currency` minor units and in USD cents
   * at the rate charged, after the fee percent of that moment. Null before payment.
   */
  earnings: z.object({ amountMinor: z.number().int(), usdCents: z.number().int(), feePercent: z.number() }).nullable(),
  declineReason: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  expiredAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** Staff refunds of part of the payment, oldest first: a later full refund (`refundStatus`) gives back the rest. */
  partRefunds: z.array(partRefundSchema),
  /** When a pending or accepted request expires unless delivered. */
  expiresAt: z.string().nullable(),
  /** The upload's state: during a re-record it follows the new upload while the delivered video plays on. */
  videoStatus: z.enum(VIDEO_STATUSES),
  videoError: z.string().nullable(),
  /** A delivered video can be watched (also while its re-record is being uploaded or processed). */
  hasVideo: z.boolean(),
  /** When a re-record replaced the delivered video (ADR 058). */
  videoReplacedAt: z.string().nullable(),
  /** The problem reported with the delivered video, if any (ADR 058). */
  report: requestReportSchema.nullable(),
  /** The fan allows the celebrity to feature this delivered video on their profile. */
  showcaseAllowed: z.boolean(),
  /** A signed, expiring link to the delivered video's poster frame (null until the video is ready). */
  posterUrl: z.string().nullable(),
  celebrity: z.object({ id: z.string(), username: z.string(), fullName: z.string(), imageUrl: z.string().nullable() }),
  fan: z.object({ name: z.string() }),
  /** The fan's review of the delivered video, if any. */
  review: z.object({ rating: z.number().int(), text: z.string() }).nullable(),
  /** The star's questions before recording and the fan's answers, oldest first (ADR 057). */
  thread: z.array(requestMessageSchema),
});
export type VideoRequest = z.infer<typeof videoRequestSchema>;

export const videoRequestResponseSchema = z.object({ request: videoRequestSchema });
export type VideoRequestResponse = z.infer<typeof videoRequestResponseSchema>;
export const videoRequestListResponseSchema = z.object({ requests: z.array(videoRequestSchema) });
export type VideoRequestListResponse = z.infer<typeof videoRequestListResponseSchema>;

/** POST /api/requests: the new request and where to pay (null when a subscription covered it). */
export const createVideoRequestResponseSchema = z.object({
  request: videoRequestSchema,
  checkoutUrl: z.string().nullable(),
});
export type CreateVideoRequestResponse = z.infer<typeof createVideoRequestResponseSchema>;

export const checkoutResponseSchema = z.object({ checkoutUrl: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** GET /api/celebrity/stats: every figure computed from the celebrity's own requests and reviews. */
export const celebrityStatsSchema = z.object({
  pending: z.number().int(),
  accepted: z.number().int(),
  completed: z.number().int(),
  /** Completed requests' prices less the platform fee, USD cents. */
  earningsUsdCents: z.number().int(),
  platformFeePercent: z.number(),
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
});
export type CelebrityStats = z.infer<typeof celebrityStatsSchema>;

export const earningsEntrySchema = z.object({
  requestId: z.string(),
  completedAt: z.string(),
  fanName: z.string(),
  occasion: z.string().nullable(),
  grossUsdCents: z.number().int(),
  feeUsdCents: z.number().int(),
  netUsdCents: z.number().int(),
});
export type EarningsEntry = z.infer<typeof earningsEntrySchema>;

export const earningsResponseSchema = z.object({
  entries: z.array(earningsEntrySchema),
  totals: z.object({
    count: z.number().int(),
    grossUsdCents: z.number().int(),
    feeUsdCents: z.number().int(),
    netUsdCents: z.number().int(),
  }),
  platformFeePercent: z.number(),
});
export type EarningsResponse = z.infer<typeof earningsResponseSchema>;

export const reviewInputSchema = z.object({
  rating: z
    .number({ error: "Choose a rating from 1 to 5 stars" })
    .int({ error: "Choose a rating from 1 to 5 stars" })
    .min(1, { error: "Choose a rating from 1 to 5 stars" })
    .max(5, { error: "Choose a rating from 1 to 5 stars" }),
  text: z
    .string({ error: "Please write a few words about your video" })
    .trim()
    .min(1, { error: "Please write a few words about your video" })
    .max(1000, { error: "Review must be at most 1000 characters" }),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** GET /api/requests/:id/video: signed, expiring URLs for the player, the download and the poster. */
/** Sizes of the two renditions in bytes (null when unknown), so a fan on mobile data sees what a download costs. */
export const videoRenditionsSchema = z.object({
  /** The 360p low-data rendition (issue 13); null for videos processed before it existed. */
  lowDataUrl: z.string().nullable(),
  lowDataDownloadUrl: z.string().nullable(),
  sizeBytes: z.number().int().nonnegative().nullable(),
  lowDataSizeBytes: z.number().int().nonnegative().nullable(),
});
export type VideoRenditions = z.infer<typeof videoRenditionsSchema>;

export const videoAccessSchema = z
  .object({
    url: z.string(),
    downloadUrl: z.string(),
    posterUrl: z.string().nullable(),
    expiresAt: z.string(),
  })
  .extend(videoRenditionsSchema.shape);
export type VideoAccess = z.infer<typeof videoAccessSchema>;

/** Server-sent event `request` on /api/events: a request the user is a party to changed. */
export const requestEventSchema = z.object({
  type: z.enum(["request.created", "request.updated"]),
  requestId: z.string(),
  celebrityId: z.string(),
  status: z.enum(REQUEST_STATUSES),
  refundStatus: z.enum(REFUND_STATUSES),
  videoStatus: z.enum(VIDEO_STATUSES),
});
export type RequestEvent = z.infer<typeof requestEventSchema>;
