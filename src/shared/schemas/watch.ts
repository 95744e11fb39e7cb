import { z } from "zod";
import { videoRenditionsSchema } from "./requests";

/** The path of a private watch page: `/watch/<token>` (the token is the whole permission). */
export const watchPath = (token: string) => `/watch/${token}`;

/** A fan's live private link to a delivered video. */
export const shareLinkSchema = z.object({
  token: z.string(),
  /** `/watch/<token>`, relative to the site. */
  path: z.string(),
  createdAt: z.string(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** GET /api/requests/:id/share-link: the live link, or null when none was made or it was revoked. */
export const shareLinkResponseSchema = z.object({ link: shareLinkSchema.nullable() });
export type ShareLinkResponse = z.infer<typeof shareLinkResponseSchema>;

/** Any string up to 200 characters is looked up (an unknown or malformed one is simply not found: 404). */
export const watchTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** GET /api/watch/:token: what the recipient's page shows, with links that work only while the token lives. */
export const watchVideoSchema = z.object({
  celebrity: z.object({
    fullName: z.string(),
    username: z.string(),
    profession: z.string(),
    imageUrl: z.string().nullable(),
  }),
  /** Who the video is for: the recipient the fan named, else the fan's first name. */
  forName: z.string().nullable(),
  occasion: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  url: z.string(),
  downloadUrl: z.string(),
  posterUrl: z.string().nullable(),
  ...videoRenditionsSchema.shape,
});
export type WatchVideo = z.infer<typeof watchVideoSchema>;

/** How long ahead a watch link may be scheduled: a birthday next year, not a typo decades away. */
export const SCHEDULED_SEND_MAX_DAYS = 366;

export const SCHEDULED_SEND_MESSAGES = {
  channel: "Choose text message or e-mail.",
  phone: "Enter the recipient's phone number, with its country code (+234…).",
  email: "Enter the recipient's e-mail address.",
  date: "Choose the day to send it.",
  time: "Choose the time to send it.",
  timeZone: "Choose the recipient's time zone from the list.",
  notAhead: "Choose a moment that is still to come.",
  tooFar: `Choose a day within ${SCHEDULED_SEND_MAX_DAYS} days.`,
} as const;

/** An IANA zone this runtime knows ("Africa/Lagos"): the browser's list and the server's agree on these. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * PUT /api/requests/:id/scheduled-send: send the private watch link to the recipient at a day and time on the
 * recipient's clock (8:00 on the birthday in Lagos), by text message or e-mail. The server reads the
 * phone in international form or in the fan's country's local form.
 */
export const scheduledSendInputSchema = z
  .object({
    channel: z.enum(["sms", "mail"], { error: SCHEDULED_SEND_MESSAGES.channel }),
    // Empty or not, what is wrong with it depends on the channel: checked below.
    to: z.string({ error: SCHEDULED_SEND_MESSAGES.phone }).trim().max(254),
    date: z
      .string({ error: SCHEDULED_SEND_MESSAGES.date })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: SCHEDULED_SEND_MESSAGES.date }),
    time: z
      .string({ error: SCHEDULED_SEND_MESSAGES.time })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: SCHEDULED_SEND_MESSAGES.time }),
    timeZone: z
      .string({ error: SCHEDULED_SEND_MESSAGES.timeZone })
      .refine(isTimeZone, { error: SCHEDULED_SEND_MESSAGES.timeZone }),
  })
  .superRefine((input, context) => {
    if (input.channel === "mail" && !z.email().safeParse(input.to).success)
      context.addIssue({ code: "custom", path: ["to"], message: SCHEDULED_SEND_MESSAGES.email });
    if (input.channel === "sms" && !/^[+0-9][0-9 ()-]{5,31}$/.test(input.to))
      context.addIssue({ code: "custom", path: ["to"], message: SCHEDULED_SEND_MESSAGES.phone });
  });
export type ScheduledSendInput = z.infer<typeof scheduledSendInputSchema>;

/** A scheduled send as the fan sees it: the recipient's moment, the same moment in UTC, and what became of it. */
export const scheduledSendSchema = z.object({
  channel: z.enum(["sms", "mail"]),
  /** The recipient's number (E.164) or address, as the fan gave it. */
  to: z.string(),
  date: z.string(),
  time: z.string(),
  timeZone: z.string(),
  sendAt: z.string(),
  status: z.enum(["scheduled", "sent", "cancelled"]),
  sentAt: z.string().nullable(),
});
export type ScheduledSend = z.infer<typeof scheduledSendSchema>;

export const scheduledSendResponseSchema = z.object({ scheduledSend: scheduledSendSchema.nullable() });
export type ScheduledSendResponse = z.infer<typeof scheduledSendResponseSchema>;
