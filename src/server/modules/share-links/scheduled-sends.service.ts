import { and, asc, eq, lte } from "drizzle-orm";
import { type Locale, localizedPath } from "@/shared/locales";
import { normalisePhone, phoneCountryOf } from "@/shared/phone";
import type { Me } from "@/shared/schemas/accounts";
import {
  SCHEDULED_SEND_MAX_DAYS,
  SCHEDULED_SEND_MESSAGES,
  type ScheduledSend,
  type ScheduledSendInput,
} from "@/shared/schemas/watch";
import { DAY_MS } from "@/shared/time";
import type { Database } from "../../db/client";
import { celebrityProfiles, scheduledWatchLinkSends, users, videoRequests } from "../../db/schema/index";
import { conflict, validationError } from "../../errors";
import type { Clock } from "../../lib/clock";
import { isCalendarDay, zonedMoment } from "../../lib/zoned-time";
import type { Mailer } from "../../providers/mail/mailer";
import { appLink, mailTemplates, smsTemplates } from "../../providers/mail/templates";
import type { MessageOutbox } from "../../providers/messages/outbox";
import { hasDeliveredVideo } from "../requests/request-view";
import { liveOrNewLink, type ShareLinksService } from "./share-links.service";

type Row = typeof scheduledWatchLinkSends.$inferSelect;

/** How many due sends one sweep takes (the next minute's sweep takes the rest). */
const SWEEP_BATCH = 100;

const toView = (row: Row): ScheduledSend => ({
  channel: row.channel as ScheduledSend["channel"],
  to: row.destination,
  date: row.localDate,
  time: row.localTime,
  timeZone: row.timeZone,
  sendAt: row.sendAt.toISOString(),
  status: row.status as ScheduledSend["status"],
  sentAt: row.sentAt?.toISOString() ?? null,
});

type Deps = {
  db: Database;
  shareLinks: ShareLinksService;
  mailer: Mailer;
  messages: MessageOutbox;
  clock: Clock;
  appUrl: string;
};

/**
 * The fan's watch link sent for them on the day (issue 23, item 4): a text message or an e-mail to the
 * recipient at a wall time on the recipient's clock. The fan changes or cancels it until it goes; the sweep
 * (every minute, and the development clock) sends each due one once.
 */
export function createScheduledSends({ db, shareLinks, mailer, messages, clock, appUrl }: Deps) {
  async function stored(requestId: string) {
    const [row] = await db
      .select()
      .from(scheduledWatchLinkSends)
      .where(eq(scheduledWatchLinkSends.requestId, requestId));
    return row;
  }

  /** What the fan gave, checked beyond its shape: a phone that is a number, a moment still ahead. */
  function resolve(input: ScheduledSendInput, user: Me) {
    const destination =
      input.channel === "sms" ? normalisePhone(input.to, phoneCountryOf(user.phone ?? "") ?? undefined) : input.to;
    if (!destination) throw validationError(SCHEDULED_SEND_MESSAGES.phone);
    if (!isCalendarDay(input.date)) throw validationError(SCHEDULED_SEND_MESSAGES.date);
    const sendAt = zonedMoment(input.date, input.time, input.timeZone);
    const now = clock.now();
    if (sendAt.getTime() <= now.getTime()) throw validationError(SCHEDULED_SEND_MESSAGES.notAhead);
    if (sendAt.getTime() > now.getTime() + SCHEDULED_SEND_MAX_DAYS * DAY_MS)
      throw validationError(SCHEDULED_SEND_MESSAGES.tooFar);
    return { destination, sendAt };
  }

  async function deliveredRequest(requestId: string, user: Me) {
    const request = await shareLinks.ownRequest(requestId, user);
    if (!hasDeliveredVideo(request)) {
      throw conflict("VIDEO_NOT_READY", "The video is not delivered yet: it can be sent once it is.");
    }
  }

  /** Sends one due send, once: the row is locked and marked sent in the transaction that writes the message. */
  async function sendOne(id: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          send: scheduledWatchLinkSends,
          fanName: users.name,
          fanLocale: users.locale,
          starName: celebrityProfiles.fullName,
          recipientName: videoRequests.recipientName,
          status: videoRequests.status,
          videoKey: videoRequests.videoKey,
        })
        .from(scheduledWatchLinkSends)
        .innerJoin(videoRequests, eq(videoRequests.id, scheduledWatchLinkSends.requestId))
        .innerJoin(users, eq(users.id, videoRequests.fanId))
        .innerJoin(celebrityProfiles, eq(celebrityProfiles.id, videoRequests.celebrityId))
        .where(and(eq(scheduledWatchLinkSends.id, id), eq(scheduledWatchLinkSends.status, "scheduled")))
        .for("update", { of: scheduledWatchLinkSends, skipLocked: true });
      if (!row) return false; // sent or cancelled meanwhile, or another instance holds it
      const at = clock.now();
      // A video taken down since (it would not play) is not sent: the send is cancelled, the fan sees it.
      if (!hasDeliveredVideo(row)) {
        await tx
          .update(scheduledWatchLinkSends)
          .set({ status: "cancelled", updatedAt: at })
          .where(eq(scheduledWatchLinkSends.id, id));
        return false;
      }
      const link = await liveOrNewLink(tx, row.send.requestId, at);
      const locale = row.fanLocale as Locale;
      const gift = {
        fanName: row.fanName.trim().split(/\s+/)[0] || row.fanName,
        starName: row.starName,
        recipientName: row.recipientName?.trim() || null,
        url: appLink(appUrl, localizedPath(locale, link.path)),
      };
      if (row.send.channel === "mail")
        await mailer.send(
          { ...mailTemplates.watchLinkGift(row.send.destination, gift, locale), requestId: row.send.requestId },
          tx,
        );
      else
        await messages.add(
          {
            channel: "sms",
            to: row.send.destination,
            subject: "watch-link-gift",
            text: smsTemplates.watchLinkGift(gift, locale),
            html: "",
            link: gift.url,
            requestId: row.send.requestId,
          },
          tx,
        );
      await tx
        .update(scheduledWatchLinkSends)
        .set({ status: "sent", sentAt: at, updatedAt: at })
        .where(eq(scheduledWatchLinkSends.id, id));
      return true;
    });
  }

  return {
    async get(requestId: string, user: Me): Promise<ScheduledSend | null> {
      await shareLinks.ownRequest(requestId, user);
      const row = await stored(requestId);
      return row ? toView(row) : null;
    },

    /** Schedules the send, or moves one still to go; 409 once it was sent. */
    async schedule(requestId: string, user: Me, input: ScheduledSendInput): Promise<ScheduledSend> {
      await deliveredRequest(requestId, user);
      const { destination, sendAt } = resolve(input, user);
      const values = {
        channel: input.channel,
        destination,
        localDate: input.date,
        localTime: input.time,
        timeZone: input.timeZone,
        sendAt,
        status: "scheduled",
        sentAt: null,
        updatedAt: clock.now(),
      };
      const [row] = await db
        .insert(scheduledWatchLinkSends)
        .values({ requestId, ...values })
        .onConflictDoUpdate({
          target: scheduledWatchLinkSends.requestId,
          set: values,
          // A send that went is history: changing it would say it is still to go.
          setWhere: eq(scheduledWatchLinkSends.status, "scheduled"),
        })
        .returning();
      if (!row) throw conflict("SCHEDULED_SEND_SENT", "This link was already sent: it cannot be changed any more.");
      return toView(row);
    },

    /** Cancels a send still to go; 409 once it was sent, nothing to do when there is none. */
    async cancel(requestId: string, user: Me): Promise<ScheduledSend | null> {
      await shareLinks.ownRequest(requestId, user);
      const row = await stored(requestId);
      if (!row) return null;
      if (row.status === "sent")
        throw conflict("SCHEDULED_SEND_SENT", "This link was already sent: it cannot be cancelled.");
      const [cancelled] = await db
        .update(scheduledWatchLinkSends)
        .set({ status: "cancelled", updatedAt: clock.now() })
        .where(and(eq(scheduledWatchLinkSends.id, row.id), eq(scheduledWatchLinkSends.status, row.status)))
        .returning();
      if (!cancelled) throw conflict("SCHEDULED_SEND_SENT", "This link was already sent: it cannot be cancelled.");
      return toView(cancelled);
    },

    /** Sends what is due by the app's clock; answers how many went. Safe to run twice or on two instances. */
    async sendDue(): Promise<number> {
      const due = await db
        .select({ id: scheduledWatchLinkSends.id })
        .from(scheduledWatchLinkSends)
        .where(and(eq(scheduledWatchLinkSends.status, "scheduled"), lte(scheduledWatchLinkSends.sendAt, clock.now())))
        .orderBy(asc(scheduledWatchLinkSends.sendAt))
        .limit(SWEEP_BATCH);
      let sent = 0;
      for (const { id } of due) if (await sendOne(id)) sent += 1;
      return sent;
    },
  };
}

export type ScheduledSends = ReturnType<typeof createScheduledSends>;
