import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { VideoStatus } from "@/shared/booking";
import type { RefundStatus, RequestAction, RequestStatus } from "@/shared/request-status";
import type { Database } from "../../db/client";
import { celebrityProfiles, users } from "../../db/schema/index";
import { timeZoneOfCountry } from "../../lib/country-time-zones";
import { localeOrDefault } from "../../lib/messages";
import type { Mailer } from "../../providers/mail/mailer";
import { type MailMessage, mailTemplates } from "../../providers/mail/templates";
import type { RealtimeBus } from "../realtime/realtime-bus";
import { type RequestChange, transitionRequest, type VideoRequestRow } from "./request-transitions";

/**
 * What follows a request's change, wherever it happened (a route, the payment webhook, a job): live updates
 * to the fan and the celebrity, e-mails, and a refund when one became due.
 */
export type BookingEvents = {
  /** After a transition committed (applyTransition's announcement calls it). */
  afterTransition(change: RequestChange): Promise<void>;
  /** After a change that is not a transition (the video started processing, failed, was refused). */
  afterVideoChange(request: VideoRequestRow): Promise<void>;
  /** After a re-record replaced the delivered video (ADR 058): the live update and the fan's e-mail. */
  afterRerecord(request: VideoRequestRow): Promise<void>;
};

export type BookingEventsDeps = {
  db: Database;
  realtime: RealtimeBus;
  /**
   * Starts the refund of what was paid for a request whose refund became due, and answers true; false when
   * nothing was paid through a provider (a plan covered the request). The payments module provides it
   * (createRefundStarter), so this module never imports payments.
   */
  startRefund: (requestId: string) => Promise<boolean>;
  /** E-mails to the fan and the celebrity; without a mailer none are sent. */
  mailer?: Mailer;
  /** Links in e-mails. */
  appUrl?: string;
  log?: FastifyBaseLogger;
};

export function createBookingEvents(deps: BookingEventsDeps): BookingEvents {
  const { db } = deps;

  async function publish(request: VideoRequestRow, type: "request.created" | "request.updated") {
    const [celebrity] = await db
      .select({ userId: celebrityProfiles.userId })
      .from(celebrityProfiles)
      .where(eq(celebrityProfiles.id, request.celebrityId));
    const userIds = [request.fanId, ...(celebrity?.userId ? [celebrity.userId] : [])];
    await deps.realtime.publish(userIds, {
      type,
      requestId: request.id,
      celebrityId: request.celebrityId,
      status: request.status as RequestStatus,
      refundStatus: request.refundStatus as RefundStatus,
      videoStatus: request.videoStatus as VideoStatus,
    });
  }

  /** Sends the money back: a provider refund job for a paid request, else (nothing taken) confirms at once. */
  async function startRefund(request: VideoRequestRow) {
    if (await deps.startRefund(request.id)) return;
    await transitionRequest(db, events, request.id, "confirmRefund");
  }

  async function mailFor(request: VideoRequestRow, action: RequestAction): Promise<MailMessage | null> {
    const appUrl = deps.appUrl;
    if (!deps.mailer || !appUrl) return null;
    const [parties] = await db
      .select({
        celebrityName: celebrityProfiles.fullName,
        celebrityUserId: celebrityProfiles.userId,
        celebrityCountry: celebrityProfiles.country,
        fanName: users.name,
        fanEmail: users.email,
        fanNotifications: users.notifications,
        fanLocale: users.locale,
      })
      .from(celebrityProfiles)
      .innerJoin(users, eq(users.id, request.fanId))
      .where(eq(celebrityProfiles.id, request.celebrityId));
    if (!parties) return null;
    const fan = { name: parties.fanName, email: parties.fanEmail, locale: localeOrDefault(parties.fanLocale) };
    switch (action) {
      case "pay": {
        if (!parties.celebrityUserId) return null;
        const [celebrity] = await db.select().from(users).where(eq(users.id, parties.celebrityUserId));
        if (!celebrity?.notifications.videoRequestEmail) return null;
        return mailTemplates.requestReceived(
          appUrl,
          // The deadline in the star's own time (their country's), not UTC.
          {
            ...celebrity,
            locale: localeOrDefault(celebrity.locale),
            timeZone: timeZoneOfCountry(parties.celebrityCountry),
          },
          {
            fanName: parties.fanName,
            occasion: request.occasion,
            recipientName: request.recipientName,
            deadline: request.deadline,
            recordingLanguage: request.recordingLanguage,
            expiresAt: request.expiresAt,
            rush: request.rush,
            earnings:
              request.earningsMinor !== null && request.platformFeePercent !== null
                ? {
                    amountMinor: request.earningsMinor,
                    currency: request.currency,
                    feePercent: request.platformFeePercent,
                    plan: request.subscriptionId !== null,
                  }
                : null,
          },
        );
      }
      case "accept":
        return parties.fanNotifications.emailNotifications
          ? mailTemplates.requestAccepted(appUrl, fan, parties.celebrityName)
          : null;
      // Money is involved: the fan hears about a refund whatever their preferences.
      case "decline":
      case "expire":
        return mailTemplates.requestNotFulfilled(appUrl, fan, {
          celebrityName: parties.celebrityName,
          reason: action === "decline" ? "declined" : "expired",
          declineReason: request.declineReason,
          refunded: request.refundStatus !== "none",
        });
      case "deliver":
        return parties.fanNotifications.videoCompletedEmail
          ? mailTemplates.videoDelivered(appUrl, fan, parties.celebrityName)
          : null;
      default:
        return null;
    }
  }

  /** The fan asked for it: they hear of the new video whatever their delivery e-mail switch says. */
  async function rerecordedMail(request: VideoRequestRow): Promise<MailMessage | null> {
    if (!deps.mailer || !deps.appUrl) return null;
    const [parties] = await db
      .select({ celebrityName: celebrityProfiles.fullName, name: users.name, email: users.email, locale: users.locale })
      .from(celebrityProfiles)
      .innerJoin(users, eq(users.id, request.fanId))
      .where(eq(celebrityProfiles.id, request.celebrityId));
    if (!parties) return null;
    return mailTemplates.videoRerecorded(
      deps.appUrl,
      { name: parties.name, email: parties.email, locale: localeOrDefault(parties.locale) },
      parties.celebrityName,
    );
  }

  const events: BookingEvents = {
    async afterTransition({ before, after, action }) {
      // Each follow-up is independent: a failed live update must not stop the refund, nor a mail the rest.
      await publish(after, action === "pay" ? "request.created" : "request.updated").catch((error) =>
        deps.log?.warn({ err: error, requestId: after.id }, "live update failed"),
      );
      if (after.refundStatus === "pending" && before.refundStatus !== "pending") {
        await startRefund(after).catch((error) =>
          deps.log?.error({ err: error, requestId: after.id }, "refund not started; the retry sweep will pick it up"),
        );
      }
      try {
        const message = await mailFor(after, action);
        if (message) await deps.mailer?.send({ ...message, requestId: after.id });
      } catch (error) {
        deps.log?.warn({ err: error, requestId: after.id, action }, "booking e-mail not sent");
      }
    },
    async afterVideoChange(request) {
      await publish(request, "request.updated");
    },
    async afterRerecord(request) {
      await publish(request, "request.updated").catch((error) =>
        deps.log?.warn({ err: error, requestId: request.id }, "live update failed"),
      );
      try {
        const message = await rerecordedMail(request);
        if (message) await deps.mailer?.send({ ...message, requestId: request.id });
      } catch (error) {
        deps.log?.warn({ err: error, requestId: request.id }, "re-record e-mail not sent");
      }
    },
  };
  return events;
}
