import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { VideoStatus } from "@/shared/booking";
import type { CurrencyCode } from "@/shared/currencies";
import type { RefundStatus, RequestStatus } from "@/shared/request-status";
import type { ReportReason, ReportStatus, RequestReport } from "@/shared/schemas/request-reports";
import type { PartRefund, RequestMessage, VideoRequest } from "@/shared/schemas/requests";
import type { Database } from "../../db/client";
import { celebrityProfiles, requestReports, reviews, users, videoRequests, voiceNotes } from "../../db/schema/index";

/** A request with what every view of it shows: the celebrity, the fan's name and the review. */
export type RequestViewRow = {
  request: typeof videoRequests.$inferSelect;
  celebrity: { id: string; username: string; fullName: string; imageUrl: string | null; userId: string | null };
  fanName: string;
  reviewRating: number | null;
  reviewText: string | null;
  voiceNoteDurationMs: number | null;
  thread: RequestMessage[] | string | null;
  partRefunds: RawPartRefund[] | string | null;
  report: typeof requestReports.$inferSelect | null;
};

/** A staff refund of part of the payment as the database returns it inside the view's JSON. */
type RawPartRefund = { amountMinor: number; status: PartRefund["status"]; refundedAt: string | null };

/** The one query every request view starts from; callers add where, order and limit. */
export function selectRequestViews(db: Pick<Database, "select">) {
  return (
    db
      .select({
        request: videoRequests,
        celebrity: {
          id: celebrityProfiles.id,
          username: celebrityProfiles.username,
          fullName: celebrityProfiles.fullName,
          imageUrl: celebrityProfiles.imageUrl,
          userId: celebrityProfiles.userId,
        },
        fanName: users.name,
        reviewRating: reviews.rating,
        reviewText: reviews.text,
        voiceNoteDurationMs: voiceNotes.durationMs,
        report: requestReports,
        // The questions and answers (ADR 057), oldest first, in the same read: no query per card.
        thread: sql<
          RequestMessage[] | string | null
        >`(select json_agg(json_build_object('id', m.id, 'kind', m.kind, 'body', m.body, 'createdAt', m.created_at) order by m.created_at, m.id) from request_messages m where m.request_id = ${videoRequests.id})`,
        // Staff refunds of part of the payment (ADR 060) that moved or are moving money, oldest first.
        partRefunds: sql<
          RawPartRefund[] | string | null
        >`(select json_agg(json_build_object('amountMinor', r.amount_minor, 'status', r.status, 'refundedAt', r.refunded_at) order by r.created_at, r.id) from payment_refunds r where r.request_id = ${videoRequests.id} and r.status in ('pending', 'succeeded'))`,
      })
      .from(videoRequests)
      .innerJoin(celebrityProfiles, eq(celebrityProfiles.id, videoRequests.celebrityId))
      .innerJoin(users, eq(users.id, videoRequests.fanId))
      .leftJoin(reviews, eq(reviews.requestId, videoRequests.id))
      .leftJoin(voiceNotes, eq(voiceNotes.id, videoRequests.voiceNoteId))
      // At most one per request (a unique index): the join adds no rows.
      .leftJoin(requestReports, eq(requestReports.requestId, videoRequests.id))
      .$dynamic()
  );
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The thread as the database returned it (parsed JSON or its text, by driver), with ISO times. */
function threadOf(raw: RequestViewRow["thread"]): RequestMessage[] {
  const list: RequestMessage[] = typeof raw === "string" ? JSON.parse(raw) : (raw ?? []);
  return list.map((message) => ({ ...message, createdAt: new Date(message.createdAt).toISOString() }));
}

/** The part refunds as the database returned them (parsed JSON or its text, by driver), with ISO times. */
function partRefundsOf(raw: RequestViewRow["partRefunds"]): PartRefund[] {
  const list: RawPartRefund[] = typeof raw === "string" ? JSON.parse(raw) : (raw ?? []);
  return list.map(({ amountMinor, status, refundedAt }) => ({
    amountMinor,
    status,
    refundedAt: refundedAt === null ? null : new Date(refundedAt).toISOString(),
  }));
}

/**
 * A delivered video can be watched: the request is completed and its file stored. Not `videoStatus`, which
 * follows a re-record's upload while the delivered video stays watchable (ADR 058).
 */
export function hasDeliveredVideo(request: { status: string; videoKey: string | null }): boolean {
  return request.status === "completed" && request.videoKey !== null;
}

/** `hasDeliveredVideo` as a condition on video_requests, for queries that list or serve delivered videos. */
export const deliveredVideoCondition = and(eq(videoRequests.status, "completed"), isNotNull(videoRequests.videoKey));

/** A request's report as the API shows it (ADR 058). */
export function toReportView(report: NonNullable<RequestViewRow["report"]>): RequestReport {
  return {
    reason: report.reason as ReportReason,
    note: report.note,
    status: report.status as ReportStatus,
    staffNote: report.staffNote,
    createdAt: report.createdAt.toISOString(),
    closedAt: iso(report.closedAt),
  };
}

/** Signs a link to a request's poster frame (modules/videos/signed-urls.ts). */
export type PosterLinker = (requestId: string) => string | null;

/**
 * The API shape of a request (src/shared/schemas/requests.ts), the same for the fan, the celebrity and staff.
 * With `posterUrlOf`, a ready video carries a signed link to its poster frame.
 */
export function toVideoRequestView(
  {
    request,
    celebrity,
    fanName,
    reviewRating,
    reviewText,
    voiceNoteDurationMs,
    thread,
    partRefunds,
    report,
  }: RequestViewRow,
  posterUrlOf?: PosterLinker,
): VideoRequest {
  return {
    id: request.id,
    status: request.status as RequestStatus,
    refundStatus: request.refundStatus as RefundStatus,
    message: request.message,
    occasion: request.occasion,
    recipientName: request.recipientName,
    phoneticSpelling: request.phoneticSpelling,
    voiceNote:
      request.voiceNoteId && voiceNoteDurationMs !== null
        ? { url: `/api/requests/${request.id}/voice-note`, durationMs: voiceNoteDurationMs }
        : null,
    deadline: request.deadline,
    recordingLanguage: request.recordingLanguage,
    priceUsdCents: request.priceCents,
    rush: request.rush,
    rushPriceUsdCents: request.rushPriceCents,
    amountMinor: request.amountMinor,
    currency: request.currency as CurrencyCode,
    coveredBySubscription: request.subscriptionId !== null,
    earnings:
      request.earningsMinor !== null && request.earningsUsdCents !== null && request.platformFeePercent !== null
        ? {
            amountMinor: request.earningsMinor,
            usdCents: request.earningsUsdCents,
            feePercent: request.platformFeePercent,
          }
        : null,
    declineReason: request.declineReason,
    createdAt: request.createdAt.toISOString(),
    paidAt: iso(request.paidAt),
    acceptedAt: iso(request.acceptedAt),
    declinedAt: iso(request.declinedAt),
    cancelledAt: iso(request.cancelledAt),
    expiredAt: iso(request.expiredAt),
    completedAt: iso(request.completedAt),
    refundedAt: iso(request.refundedAt),
    partRefunds: partRefundsOf(partRefunds),
    // Only a request still waiting for its video has a deadline that matters.
    expiresAt: request.status === "pending" || request.status === "accepted" ? iso(request.expiresAt) : null,
    videoStatus: request.videoStatus as VideoStatus,
    videoError: request.videoError,
    hasVideo: hasDeliveredVideo(request),
    videoReplacedAt: iso(request.videoReplacedAt),
    report: report ? toReportView(report) : null,
    showcaseAllowed: request.showcaseAllowed,
    posterUrl: hasDeliveredVideo(request) && request.posterKey && posterUrlOf ? posterUrlOf(request.id) : null,
    celebrity: {
      id: celebrity.id,
      username: celebrity.username,
      fullName: celebrity.fullName,
      imageUrl: celebrity.imageUrl,
    },
    fan: { name: fanName },
    review: reviewRating !== null && reviewText !== null ? { rating: reviewRating, text: reviewText } : null,
    thread: threadOf(thread),
  };
}
