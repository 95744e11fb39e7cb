import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { shortRequestId } from "@/shared/booking";
import { REQUEST_STATUSES, type RequestStatus } from "@/shared/request-status";
import type {
  AdminRequest,
  AdminRequestDetail,
  AdminRequestList,
  AdminRequestListQuery,
  TimelineEntry,
} from "@/shared/schemas/admin-requests";
import { ADMIN_PAGE_SIZE } from "@/shared/schemas/pagination";
import type { Database } from "../../db/client";
import {
  celebrityProfiles,
  outbox,
  paymentRefunds,
  payments,
  requestMessages,
  requestReports,
  requestStaffNotes,
  scheduledWatchLinkSends,
  users,
  videoRequests,
  videoShareLinks,
} from "../../db/schema/index";
import { notFound } from "../../errors";
import { staffRefundSummary } from "../payments/staff-refunds";
import { hasDeliveredVideo, toReportView } from "../requests/request-view";
import type { VideoUrlSigner } from "../videos/signed-urls";

const REQUEST_NOT_FOUND = "Request not found";

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

/** "#8494267C" and "8494267c" both mean the request whose id starts with those hex digits. */
const SHORT_ID = /^#?([0-9a-f]{4,8})$/i;

const listColumns = {
  request: videoRequests,
  fanName: users.name,
  fanEmail: users.email,
  starName: celebrityProfiles.fullName,
};
type ListRow = {
  request: typeof videoRequests.$inferSelect;
  fanName: string;
  fanEmail: string;
  starName: string;
};

function toAdminRequest({ request, fanName, fanEmail, starName }: ListRow): AdminRequest {
  return {
    id: request.id,
    shortId: shortRequestId(request.id),
    status: (REQUEST_STATUSES as readonly string[]).includes(request.status)
      ? (request.status as RequestStatus)
      : "pending",
    fan: { id: request.fanId, name: fanName, email: fanEmail },
    star: { id: request.celebrityId, name: starName },
    amountMinor: request.amountMinor,
    currency: request.currency,
    refundStatus: request.refundStatus,
    videoStatus: request.videoStatus,
    createdAt: request.createdAt.toISOString(),
  };
}

const entry = (kind: TimelineEntry["kind"], at: Date, extra: Partial<TimelineEntry> = {}): TimelineEntry => ({
  kind,
  at: at.toISOString(),
  text: null,
  author: null,
  amountMinor: null,
  currency: null,
  ...extra,
});

/**
 * Staff orders (issue 23 item 6): find any request, read its timeline from what the tables already hold, watch
 * its video, and keep internal notes on it. Staff refunds are the payments module's (staff-refunds.ts); redo
 * requests are not here yet.
 */
export function createRequestsAdminService({ db, signer }: { db: Database; signer: VideoUrlSigner }) {
  const joined = () =>
    db
      .select(listColumns)
      .from(videoRequests)
      .innerJoin(users, eq(users.id, videoRequests.fanId))
      .innerJoin(celebrityProfiles, eq(celebrityProfiles.id, videoRequests.celebrityId));

  async function list(query: AdminRequestListQuery): Promise<AdminRequestList> {
    const conditions: (SQL | undefined)[] = [];
    if (query.search) {
      const pattern = `%${escapeLike(query.search.toLowerCase())}%`;
      const matches = [
        sql`lower(${users.name}) like ${pattern}`,
        sql`lower(${users.email}) like ${pattern}`,
        sql`lower(${celebrityProfiles.fullName}) like ${pattern}`,
      ];
      const shortId = SHORT_ID.exec(query.search)?.[1];
      if (shortId) matches.push(sql`${videoRequests.id}::text like ${`${shortId.toLowerCase()}%`}`);
      conditions.push(sql`(${sql.join(matches, sql` or `)})`);
    }
    if (query.status) conditions.push(eq(videoRequests.status, query.status));
    const where = and(...conditions);
    const [rows, [totals]] = await Promise.all([
      joined()
        .where(where)
        .orderBy(desc(videoRequests.createdAt), desc(videoRequests.id))
        .limit(ADMIN_PAGE_SIZE)
        .offset((query.page - 1) * ADMIN_PAGE_SIZE),
      db
        .select({ total: count() })
        .from(videoRequests)
        .innerJoin(users, eq(users.id, videoRequests.fanId))
        .innerJoin(celebrityProfiles, eq(celebrityProfiles.id, videoRequests.celebrityId))
        .where(where),
    ]);
    const total = totals?.total ?? 0;
    return {
      items: rows.map(toAdminRequest),
      total,
      page: query.page,
      pageSize: ADMIN_PAGE_SIZE,
      totalPages: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
    };
  }

  async function findOrThrow(requestId: string): Promise<ListRow> {
    const [row] = await joined().where(eq(videoRequests.id, requestId)).limit(1);
    if (!row) throw notFound(REQUEST_NOT_FOUND);
    return row;
  }

  async function timelineOf(request: ListRow["request"]): Promise<TimelineEntry[]> {
    const [paymentRows, staffRefunds, links, sends, notes, messages, reports, sent] = await Promise.all([
      db.select().from(payments).where(eq(payments.requestId, request.id)),
      db
        .select({ refund: paymentRefunds, author: users.name })
        .from(paymentRefunds)
        .leftJoin(users, eq(users.id, paymentRefunds.staffId))
        .where(eq(paymentRefunds.requestId, request.id)),
      db.select().from(videoShareLinks).where(eq(videoShareLinks.requestId, request.id)),
      db.select().from(scheduledWatchLinkSends).where(eq(scheduledWatchLinkSends.requestId, request.id)),
      db
        .select({ note: requestStaffNotes, author: users.name })
        .from(requestStaffNotes)
        .leftJoin(users, eq(users.id, requestStaffNotes.authorId))
        .where(eq(requestStaffNotes.requestId, request.id))
        .orderBy(asc(requestStaffNotes.createdAt)),
      db.select().from(requestMessages).where(eq(requestMessages.requestId, request.id)),
      db.select().from(requestReports).where(eq(requestReports.requestId, request.id)),
      // What was sent about it (e-mails and text messages to the fan, the star or the recipient).
      db
        .select({ channel: outbox.channel, to: outbox.to, subject: outbox.subject, createdAt: outbox.createdAt })
        .from(outbox)
        .where(eq(outbox.requestId, request.id)),
    ]);
    const entries: TimelineEntry[] = [entry("created", request.createdAt)];
    const money = { amountMinor: request.amountMinor, currency: request.currency };
    if (request.paidAt) entries.push(entry("paid", request.paidAt, money));
    if (request.acceptedAt) entries.push(entry("accepted", request.acceptedAt));
    if (request.declinedAt) entries.push(entry("declined", request.declinedAt, { text: request.declineReason }));
    if (request.cancelledAt) entries.push(entry("cancelled", request.cancelledAt));
    if (request.expiredAt) entries.push(entry("expired", request.expiredAt));
    // No table keeps when the file was uploaded: delivery (the upload processed and sent) stands for it.
    if (request.completedAt) entries.push(entry("delivered", request.completedAt));
    for (const payment of paymentRows) {
      if (payment.refundedAt) {
        entries.push(
          entry("refund", payment.refundedAt, {
            amountMinor: payment.amountMinor,
            currency: payment.currency,
            text: payment.refundNote,
          }),
        );
      }
    }
    for (const { refund, author } of staffRefunds) {
      entries.push(
        entry("staff_refund", refund.createdAt, {
          amountMinor: refund.amountMinor,
          currency: refund.currency,
          text: refund.reason,
          author: author ?? null,
          status: refund.status as TimelineEntry["status"],
        }),
      );
    }
    for (const link of links) {
      entries.push(entry("share_link_created", link.createdAt));
      if (link.revokedAt) entries.push(entry("share_link_revoked", link.revokedAt));
    }
    for (const send of sends) {
      // When the fan asked for it, on the recipient's clock, as they chose it.
      const when = `${send.localDate} ${send.localTime} (${send.timeZone})`;
      entries.push(entry("send_scheduled", send.createdAt, { text: when }));
      if (send.sentAt) entries.push(entry("send_sent", send.sentAt, { text: send.channel }));
    }
    for (const message of messages)
      entries.push(entry(message.kind as "question" | "answer", message.createdAt, { text: message.body }));
    for (const report of reports) {
      entries.push(entry("reported", report.createdAt, { text: report.note || null }));
      // Asked by staff, not given at once for a factual error.
      if (report.redoAskedAt && report.handledBy)
        entries.push(entry("redo_asked", report.redoAskedAt, { text: report.staffNote }));
      if (report.closedAt)
        entries.push(
          entry(report.status === "rerecorded" ? "rerecorded" : "report_closed", report.closedAt, {
            text: report.status === "closed" ? report.staffNote : null,
          }),
        );
    }
    for (const message of sent) {
      if (message.channel === "sms") entries.push(entry("sms_sent", message.createdAt, { text: message.to }));
      else entries.push(entry("mail_sent", message.createdAt, { text: `${message.to}: ${message.subject}` }));
    }
    for (const { note, author } of notes) {
      entries.push(entry("note", note.createdAt, { text: note.text, author: author ?? null }));
    }
    return entries.sort((a, b) => a.at.localeCompare(b.at));
  }

  async function detail(requestId: string): Promise<AdminRequestDetail> {
    const row = await findOrThrow(requestId);
    const { request } = row;
    const ready = hasDeliveredVideo(request);
    const [report] = await db.select().from(requestReports).where(eq(requestReports.requestId, request.id));
    // The 720p rendition only: staff check the video, they do not need the low-data copy.
    const video = ready ? signer.sign(request.id, { withPoster: Boolean(request.posterKey) }) : null;
    return {
      request: {
        ...toAdminRequest(row),
        message: request.message,
        occasion: request.occasion,
        recipientName: request.recipientName,
        deadline: request.deadline,
        declineReason: request.declineReason,
      },
      refunds: await staffRefundSummary(db, request.id),
      timeline: await timelineOf(request),
      report: report ? toReportView(report) : null,
      video,
    };
  }

  async function addNote(authorId: string, requestId: string, text: string) {
    await findOrThrow(requestId);
    const [note] = await db.insert(requestStaffNotes).values({ requestId, authorId, text }).returning();
    if (!note) throw new Error("The note was not saved");
    return note;
  }

  return { list, detail, addNote };
}

export type RequestsAdminService = ReturnType<typeof createRequestsAdminService>;
