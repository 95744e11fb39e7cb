import { and, eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Me } from "@/shared/schemas/accounts";
import {
  FACTUAL_REPORT_REASONS,
  OPEN_REPORT_STATUSES,
  REPORT_MESSAGES,
  type ReportInput,
  type ReportReason,
} from "@/shared/schemas/request-reports";
import type { VideoRequest } from "@/shared/schemas/requests";
import { DAY_MS } from "@/shared/time";
import type { Database } from "../../db/client";
import { celebrityProfiles, requestReports, users, videoRequests } from "../../db/schema/index";
import type { Transaction } from "../../db/transaction";
import { conflict, notFound } from "../../errors";
import { localeOrDefault, translate } from "../../lib/messages";
import type { Mailer } from "../../providers/mail/mailer";
import { mailTemplates } from "../../providers/mail/templates";
import type { SettingsReader } from "../settings/settings.service";
import type { BookingEvents } from "./booking-events";
import type { RequestAccess } from "./request-access";
import { hasDeliveredVideo } from "./request-view";

type Deps = {
  db: Database;
  access: Pick<RequestAccess, "asParty" | "viewOf">;
  bookingEvents: BookingEvents;
  settings: Pick<SettingsReader, "get">;
  mailer?: Mailer;
  appUrl?: string;
  log?: FastifyBaseLogger;
  now: () => Date;
};

/**
 * A redo, and someone to turn to (issue 23, item 5; ADR 058). Within the hold period after delivery the fan
 * reports a problem once: a factual error gives the star one re-record at no cost, anything else waits on
 * staff, who ask for the re-record or close the report. While a report is open the earnings release leaves
 * the request's earnings held (payouts/earnings-release.ts). The re-record itself is an upload
 * (uploads.service.ts) that processing stores over the delivered video (process-video.ts).
 */
export function createRequestReports({ db, access, bookingEvents, settings, mailer, appUrl, log, now }: Deps) {
  /** The delivered request under its row lock (the earnings release takes the same lock before it releases). */
  async function lockDelivered(tx: Transaction, requestId: string) {
    const [request] = await tx.select().from(videoRequests).where(eq(videoRequests.id, requestId)).for("update");
    if (!request) throw notFound("Video request not found");
    if (!hasDeliveredVideo(request)) throw conflict("NOT_DELIVERED", REPORT_MESSAGES.notDelivered);
    return request;
  }

  /** A failed notice is logged, never turned into an error: what it tells of is saved. */
  const quietly = (what: string, requestId: string, work: () => Promise<unknown>) =>
    work().catch((error) => log?.warn({ err: error, requestId }, `${what} not sent`));

  /** The star hears they owe a re-record: what is wrong, in their language, whatever their e-mail switches. */
  async function tellStar(requestId: string, reason: ReportReason, note: string) {
    if (!mailer || !appUrl) return;
    const [row] = await db
      .select({ fanId: videoRequests.fanId, name: users.name, email: users.email, locale: users.locale })
      .from(videoRequests)
      .innerJoin(celebrityProfiles, eq(celebrityProfiles.id, videoRequests.celebrityId))
      .innerJoin(users, eq(users.id, celebrityProfiles.userId))
      .where(eq(videoRequests.id, requestId));
    if (!row) return;
    const [fan] = await db.select({ name: users.name }).from(users).where(eq(users.id, row.fanId));
    const locale = localeOrDefault(row.locale);
    await mailer.send({
      ...mailTemplates.rerecordRequested(
        appUrl,
        { name: row.name, email: row.email, locale },
        { fanName: fan?.name ?? "", reason: translate(locale, `shared.reportReason.${reason}`), note },
      ),
      requestId,
    });
  }

  async function announce(requestId: string) {
    const [request] = await db.select().from(videoRequests).where(eq(videoRequests.id, requestId));
    if (request) await quietly("live update", requestId, () => bookingEvents.afterVideoChange(request));
  }

  /** The fan reports a problem with the delivered video: once, within the hold period. */
  async function report(user: Me, requestId: string, input: { reason: ReportReason; note: string }) {
    await access.asParty(user, requestId, "fan", "Only the request's fan reports a problem with its video.");
    const holdDays = await settings.get("payouts.holdDays");
    const redo = FACTUAL_REPORT_REASONS.includes(input.reason);
    await db.transaction(async (tx) => {
      const request = await lockDelivered(tx, requestId);
      const at = now();
      const holdEnds = (request.completedAt?.getTime() ?? 0) + holdDays * DAY_MS;
      if (request.earningsReleasedAt || holdEnds <= at.getTime())
        throw conflict("REPORT_WINDOW_OVER", REPORT_MESSAGES.holdOver);
      const [inserted] = await tx
        .insert(requestReports)
        .values({
          requestId,
          reason: input.reason,
          note: input.note,
          status: redo ? "redo" : "with_staff",
          reportedBy: user.id,
          createdAt: at,
          redoAskedAt: redo ? at : null,
        })
        .onConflictDoNothing({ target: requestReports.requestId })
        .returning({ id: requestReports.id });
      if (!inserted) throw conflict("ALREADY_REPORTED", REPORT_MESSAGES.alreadyReported);
      await tx.update(videoRequests).set({ updatedAt: at }).where(eq(videoRequests.id, requestId));
    });
    await announce(requestId);
    if (redo) await quietly("re-record notice", requestId, () => tellStar(requestId, input.reason, input.note));
    return access.viewOf(requestId);
  }

  /**
   * Staff ask the star for the re-record: on the fan's report waiting on staff, or on their own when the fan
   * wrote elsewhere (a report made for them). A request gets one re-record.
   */
  async function askRedo(staffId: string, requestId: string, note: string) {
    const { before, after } = await db.transaction(async (tx) => {
      await lockDelivered(tx, requestId);
      const at = now();
      const [existing] = await tx.select().from(requestReports).where(eq(requestReports.requestId, requestId));
      if (existing?.status === "rerecorded") throw conflict("ALREADY_RERECORDED", REPORT_MESSAGES.alreadyRerecorded);
      if (existing?.status === "redo") throw conflict("REPORT_NOT_OPEN", REPORT_MESSAGES.redoOwed);
      const decided = { status: "redo", handledBy: staffId, staffNote: note, redoAskedAt: at, closedAt: null };
      const [row] = existing
        ? await tx.update(requestReports).set(decided).where(eq(requestReports.id, existing.id)).returning()
        : await tx
            .insert(requestReports)
            .values({ requestId, reason: "other", note: "", reportedBy: staffId, createdAt: at, ...decided })
            .returning();
      await tx.update(videoRequests).set({ updatedAt: at }).where(eq(videoRequests.id, requestId));
      return { before: existing ?? null, after: row! };
    });
    await announce(requestId);
    await quietly("re-record notice", requestId, () => tellStar(requestId, after.reason as ReportReason, note));
    return { before, after };
  }

  /** Staff close an open report without a (further) re-record; the fan is told what they wrote. */
  async function close(staffId: string, requestId: string, note: string) {
    const { before, after } = await db.transaction(async (tx) => {
      await lockDelivered(tx, requestId);
      const at = now();
      const [existing] = await tx
        .select()
        .from(requestReports)
        .where(and(eq(requestReports.requestId, requestId), inArray(requestReports.status, [...OPEN_REPORT_STATUSES])));
      if (!existing) throw conflict("REPORT_NOT_OPEN", REPORT_MESSAGES.notOpen);
      const [row] = await tx
        .update(requestReports)
        .set({ status: "closed", handledBy: staffId, staffNote: note, closedAt: at })
        .where(eq(requestReports.id, existing.id))
        .returning();
      await tx.update(videoRequests).set({ updatedAt: at }).where(eq(videoRequests.id, requestId));
      return { before: existing, after: row! };
    });
    await announce(requestId);
    await quietly("report decision", requestId, () => tellFan(requestId, note));
    return { before, after };
  }

  async function tellFan(requestId: string, note: string) {
    if (!mailer || !appUrl) return;
    const [row] = await db
      .select({ celebrityName: celebrityProfiles.fullName, name: users.name, email: users.email, locale: users.locale })
      .from(videoRequests)
      .innerJoin(celebrityProfiles, eq(celebrityProfiles.id, videoRequests.celebrityId))
      .innerJoin(users, eq(users.id, videoRequests.fanId))
      .where(eq(videoRequests.id, requestId));
    if (!row) return;
    await mailer.send({
      ...mailTemplates.reportClosed(
        appUrl,
        { name: row.name, email: row.email, locale: localeOrDefault(row.locale) },
        { celebrityName: row.celebrityName, note },
      ),
      requestId,
    });
  }

  return {
    report: (user: Me, requestId: string, input: Required<ReportInput>): Promise<VideoRequest> =>
      report(user, requestId, input as { reason: ReportReason; note: string }),
    askRedo,
    close,
  };
}

export type RequestReports = ReturnType<typeof createRequestReports>;
