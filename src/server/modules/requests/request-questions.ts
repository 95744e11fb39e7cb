import { and, asc, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger } from "fastify";
import type { Me } from "@/shared/schemas/accounts";
import { REQUEST_MESSAGE_MESSAGES, type VideoRequest } from "@/shared/schemas/requests";
import type { Database } from "../../db/client";
import { celebrityProfiles, requestMessages, users, videoRequests } from "../../db/schema/index";
import { conflict, notFound } from "../../errors";
import { localeOrDefault } from "../../lib/messages";
import type { Mailer } from "../../providers/mail/mailer";
import { mailTemplates, smsTemplates } from "../../providers/mail/templates";
import type { MessageOutbox } from "../../providers/messages/outbox";
import type { BookingEvents } from "./booking-events";
import type { RequestAccess } from "./request-access";

/** The fan's row beside the star's (both are users) when the star is told of an answer. */
const fans = alias(users, "fans");

/** How long a waiting question pauses the delivery clock at most (ADR 057). */
export const QUESTION_PAUSE_MS = 48 * 60 * 60 * 1000;

/** How long a question waits unanswered before the fan is reminded of it, once: half the pause. */
export const QUESTION_REMINDER_AFTER_MS = QUESTION_PAUSE_MS / 2;

/** The states in which the star has yet to record: the only ones a question makes sense in. */
const OPEN_STATUS_LIST = ["pending", "accepted"];
const OPEN_STATUSES = new Set(OPEN_STATUS_LIST);

/** Reminders sent per sweep at most; the next hour's sweep takes the rest. */
const REMINDERS_PER_SWEEP = 200;

type Deps = {
  db: Database;
  access: Pick<RequestAccess, "asParty" | "viewOf">;
  bookingEvents: BookingEvents;
  mailer?: Mailer;
  messages?: Pick<MessageOutbox, "add">;
  appUrl?: string;
  log?: FastifyBaseLogger;
  now: () => Date;
};

/**
 * Ask before recording (issue 23, item 2; ADR 057): the request's star asks the fan one question at a time;
 * the fan answers on the request. Asking adds 48 hours to the delivery deadline; answering takes back what
 * the wait did not use, so the clock is paused for the wait, at most 48 hours.
 */
export function createRequestQuestions({ db, access, bookingEvents, mailer, messages, appUrl, log, now }: Deps) {
  /** Writes one message under the request's row lock, after checking the thread allows it. */
  async function post(requestId: string, authorId: string, kind: "question" | "answer", body: string) {
    return db.transaction(async (tx) => {
      const [request] = await tx.select().from(videoRequests).where(eq(videoRequests.id, requestId)).for("update");
      if (!request) throw notFound("Video request not found");
      if (!OPEN_STATUSES.has(request.status) || !request.expiresAt)
        throw conflict("REQUEST_CLOSED", REQUEST_MESSAGE_MESSAGES.closed);
      const [last] = await tx
        .select()
        .from(requestMessages)
        .where(eq(requestMessages.requestId, requestId))
        .orderBy(desc(requestMessages.createdAt), desc(requestMessages.id))
        .limit(1);
      const open = last?.kind === "question" ? last : undefined;
      const at = now();
      let expiresAt: Date;
      if (kind === "question") {
        if (open) throw conflict("QUESTION_OPEN", REQUEST_MESSAGE_MESSAGES.questionOpen);
        expiresAt = new Date(request.expiresAt.getTime() + QUESTION_PAUSE_MS);
      } else {
        if (!open) throw conflict("NO_OPEN_QUESTION", REQUEST_MESSAGE_MESSAGES.nothingToAnswer);
        const waited = Math.max(0, at.getTime() - open.createdAt.getTime());
        expiresAt = new Date(request.expiresAt.getTime() - QUESTION_PAUSE_MS + Math.min(waited, QUESTION_PAUSE_MS));
      }
      await tx.insert(requestMessages).values({ requestId, authorId, kind, body, createdAt: at });
      const [after] = await tx
        .update(videoRequests)
        .set({ expiresAt, updatedAt: at })
        .where(eq(videoRequests.id, requestId))
        .returning();
      return after!;
    });
  }

  /**
   * The fan hears of the question (or, a day later, is reminded of it) by e-mail (when they take e-mails) and SMS
   * (when a phone is known).
   */
  async function tellFan(requestId: string, question: string, notice: "asked" | "reminder" = "asked") {
    if (!appUrl) return;
    const [row] = await db
      .select({
        celebrityName: celebrityProfiles.fullName,
        name: users.name,
        email: users.email,
        phone: users.phone,
        locale: users.locale,
        notifications: users.notifications,
      })
      .from(videoRequests)
      .innerJoin(celebrityProfiles, eq(celebrityProfiles.id, videoRequests.celebrityId))
      .innerJoin(users, eq(users.id, videoRequests.fanId))
      .where(eq(videoRequests.id, requestId));
    if (!row) return;
    const locale = localeOrDefault(row.locale);
    const details = { celebrityName: row.celebrityName, question };
    if (mailer && row.notifications.emailNotifications) {
      const recipient = { name: row.name, email: row.email, locale };
      await mailer.send({
        ...mailTemplates.questionAsked(appUrl, recipient, details, notice === "reminder"),
        requestId,
      });
    }
    if (messages && row.phone) {
      await messages.add({
        channel: "sms",
        to: row.phone,
        subject: `${notice === "asked" ? "Question" : "Question reminder"} from ${row.celebrityName}`,
        text: smsTemplates.questionAsked(appUrl, details, locale, notice === "reminder"),
        html: "",
        requestId,
      });
    }
  }

  /** The star hears of the answer by e-mail (when they take e-mails): they are waiting on it to record. */
  async function tellStar(requestId: string, answer: string) {
    if (!appUrl || !mailer) return;
    const [row] = await db
      .select({
        fanName: fans.name,
        name: users.name,
        email: users.email,
        locale: users.locale,
        notifications: users.notifications,
      })
      .from(videoRequests)
      .innerJoin(celebrityProfiles, eq(celebrityProfiles.id, videoRequests.celebrityId))
      .innerJoin(users, eq(users.id, celebrityProfiles.userId))
      .innerJoin(fans, eq(fans.id, videoRequests.fanId))
      .where(eq(videoRequests.id, requestId));
    if (!row?.notifications.emailNotifications) return;
    const locale = localeOrDefault(row.locale);
    await mailer.send({
      ...mailTemplates.questionAnswered(
        appUrl,
        { name: row.name, email: row.email, locale },
        { fanName: row.fanName, answer },
      ),
      requestId,
    });
  }

  async function ask(user: Me, requestId: string, body: string): Promise<VideoRequest> {
    await access.asParty(user, requestId, "celebrity", "Only the request's star asks questions.");
    const after = await post(requestId, user.id, "question", body);
    // The question is saved: a failed notice is logged, never turned into an error the star would retry.
    await bookingEvents
      .afterVideoChange(after)
      .catch((error) => log?.warn({ err: error, requestId }, "live update failed"));
    await tellFan(requestId, body).catch((error) => log?.warn({ err: error, requestId }, "question notice not sent"));
    return access.viewOf(requestId);
  }

  async function answer(user: Me, requestId: string, body: string): Promise<VideoRequest> {
    await access.asParty(user, requestId, "fan", "Only the request's fan answers its questions.");
    const after = await post(requestId, user.id, "answer", body);
    await bookingEvents
      .afterVideoChange(after)
      .catch((error) => log?.warn({ err: error, requestId }, "live update failed"));
    await tellStar(requestId, body).catch((error) => log?.warn({ err: error, requestId }, "answer notice not sent"));
    return access.viewOf(requestId);
  }

  /**
   * The hourly sweep: each question still the last message of an open request a day after it was asked is
   * recalled to the fan, once. The reminder is claimed (remindedAt) before it is sent, so two workers never
   * both send it; a crash between the two loses that one reminder, never sends it twice.
   */
  async function remindUnanswered(): Promise<number> {
    const at = now();
    const due = await db
      .select({ id: requestMessages.id, requestId: requestMessages.requestId, body: requestMessages.body })
      .from(requestMessages)
      .innerJoin(videoRequests, eq(videoRequests.id, requestMessages.requestId))
      .where(
        and(
          eq(requestMessages.kind, "question"),
          isNull(requestMessages.remindedAt),
          lte(requestMessages.createdAt, new Date(at.getTime() - QUESTION_REMINDER_AFTER_MS)),
          inArray(videoRequests.status, OPEN_STATUS_LIST),
          // Unanswered: nothing was written on the request after it.
          sql`not exists (select 1 from request_messages later where later.request_id = ${requestMessages.requestId} and later.id <> ${requestMessages.id} and later.created_at >= ${requestMessages.createdAt})`,
        ),
      )
      .orderBy(asc(requestMessages.createdAt))
      .limit(REMINDERS_PER_SWEEP);
    let sent = 0;
    for (const question of due) {
      const [claimed] = await db
        .update(requestMessages)
        .set({ remindedAt: at })
        .where(and(eq(requestMessages.id, question.id), isNull(requestMessages.remindedAt)))
        .returning({ id: requestMessages.id });
      if (!claimed) continue;
      await tellFan(question.requestId, question.body, "reminder").catch((error) =>
        log?.warn({ err: error, requestId: question.requestId }, "question reminder not sent"),
      );
      sent += 1;
    }
    return sent;
  }

  return { ask, answer, remindUnanswered };
}

export type RequestQuestions = ReturnType<typeof createRequestQuestions>;
