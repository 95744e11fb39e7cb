import { z } from "zod";

/**
 * Every code an error of the server carries, by status (a few codes answer more than one). The server's
 * `AppError` takes only these; the web compares `ApiError.code` with `ERROR_CODES.X`, never a literal.
 * Fastify's own client errors (malformed JSON, unsupported media type, multipart limits) keep their `FST_` code.
 */
const CODES = [
  // 400
  "BAD_REQUEST",
  "VALIDATION_ERROR",
  "ACCOUNT_NOT_RESOLVED",
  "BAD_AMOUNT",
  "BAD_URL",
  "BELOW_PAYOUT_MINIMUM",
  "IMAGE_REQUIRED",
  "IMAGE_TOO_LARGE",
  "INVALID_CODE",
  "INVALID_EMAIL",
  "INVALID_PASSWORD",
  "INVALID_PHONE",
  "INVALID_TOKEN",
  "INVALID_VERIFICATION",
  "MALFORMED_UPLOAD",
  "NAME_CHECK_UNAVAILABLE",
  "SAME_EMAIL",
  "UNKNOWN_BANK",
  "UNSUPPORTED_CURRENCY",
  "RATE_UNAVAILABLE",
  "VOICE_NOTE_REQUIRED",
  "WEAK_PASSWORD",
  // 401
  "UNAUTHENTICATED",
  "INVALID_CREDENTIALS",
  "INVALID_SIGNATURE",
  // 403
  "FORBIDDEN",
  "ACCOUNT_SUSPENDED",
  "EMAIL_NOT_CONFIRMED",
  "CROSS_SITE_REQUEST",
  "INVALID_VIDEO_LINK",
  // 404
  "NOT_FOUND",
  "CELEBRITY_MOVED",
  // 408
  "REQUEST_TIMEOUT",
  // 410
  "WATCH_LINK_TURNED_OFF",
  // 409
  "ALREADY_APPLIED",
  "ALREADY_APPROVED",
  "APPLICATION_NOT_PENDING",
  "ALREADY_REVIEWED",
  "ALREADY_SETTLED",
  "ALREADY_STAFF",
  "CANNOT_ACT_ON_SELF",
  "CANNOT_BOOK_YOURSELF",
  "DISPUTE_CLOSED",
  "DISPUTE_EVIDENCE_MISSING",
  "EMAIL_TAKEN",
  "FULLY_BOOKED",
  "ILLEGAL_TRANSITION",
  "INSUFFICIENT_BALANCE",
  "INVITATION_ACCEPTED",
  "LAST_SUPER_ADMIN",
  "NOT_A_FAN",
  "NO_OPEN_QUESTION",
  "QUESTION_OPEN",
  "REQUEST_CLOSED",
  "ALREADY_REPORTED",
  "REPORT_WINDOW_OVER",
  "REPORT_NOT_OPEN",
  "ALREADY_RERECORDED",
  "NOT_APPROVED",
  "NOT_AWAITING_PAYMENT",
  "NOT_DELIVERED",
  "NO_PAYOUT_ACCOUNT",
  "PAYMENT_CHARGED_BACK",
  "PAYOUT_NOT_WAITING",
  "PLAN_ACTIVE",
  "PLAN_NOT_ACCEPTED",
  "QUOTE_CHANGED",
  "REFUND_NOT_WAITING",
  "REFUND_IN_PROGRESS",
  "REFUND_TOO_LARGE",
  "NOT_REFUNDABLE",
  "EARNINGS_RELEASED",
  "IDEMPOTENCY_KEY_REUSED",
  "REQUEST_NOT_ACCEPTED",
  "REQUESTS_PAUSED",
  "RUSH_NOT_OFFERED",
  "SCHEDULED_SEND_SENT",
  "SELFIE_MISSING",
  "SHOWCASE_NOT_ALLOWED",
  "SLIDER_AT_BOTTOM",
  "SLIDER_AT_TOP",
  "SUPER_ADMIN_PROTECTED",
  "UPLOAD_OFFSET_CONFLICT",
  "USERNAME_TAKEN",
  "USER_ANONYMISED",
  "VIDEO_ALREADY_PROCESSING",
  "VIDEO_NOT_READY",
  // 410
  "INVITATION_INVALID",
  "UPLOAD_EXPIRED",
  // 412
  "TUS_RESUMABLE_REQUIRED",
  // 413
  "FILE_TOO_LARGE",
  "VIDEO_TOO_LARGE",
  // 414
  "URI_TOO_LONG",
  // 415
  "INVALID_FILE_TYPE",
  "UNSUPPORTED_MEDIA_TYPE",
  "UNSUPPORTED_VIDEO_TYPE",
  // 416
  "RANGE_NOT_SATISFIABLE",
  // 429
  "RATE_LIMITED",
  "RESEND_TOO_SOON",
  "TOO_MANY_ATTEMPTS",
  "TOO_MANY_CODES",
  "TOO_MANY_RESET_REQUESTS",
  "TOO_MANY_SIGN_IN_ATTEMPTS",
  "TOO_MANY_SIGN_UP_REQUESTS",
  "TOO_MANY_STREAMS",
  // 431
  "HEADERS_TOO_LARGE",
  // 460 (tus)
  "CHECKSUM_MISMATCH",
  // any other failed upload
  "UPLOAD_ERROR",
  // 500
  "INTERNAL_ERROR",
  // 502
  "PAYMENT_PROVIDER_ERROR",
  "SMS_FAILED",
  // 503
  "PAYMENT_PROVIDER_UNAVAILABLE",
  "SERVICE_UNAVAILABLE",
] as const;

export type ErrorCode = (typeof CODES)[number];

/** `ERROR_CODES.NOT_FOUND === "NOT_FOUND"`: the one spelling of each code, for both sides. */
export const ERROR_CODES = Object.fromEntries(CODES.map((code) => [code, code])) as {
  readonly [Code in ErrorCode]: Code;
};

/** Every error leaves the server in this shape. */
export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});

export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/**
 * A route's error answers for its OpenAPI document: each status listed answers `errorResponseSchema`.
 * One call per route file, so every route of an area documents the same failures.
 */
export function errorResponses<Status extends number>(...statuses: Status[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    Status,
    typeof errorResponseSchema
  >;
}
