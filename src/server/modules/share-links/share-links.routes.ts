import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SIGNED_URL_SECONDS } from "@/shared/booking";
import { errorResponses } from "@/shared/schemas/errors";
import { requestIdParamsSchema } from "@/shared/schemas/requests";
import {
  scheduledSendInputSchema,
  scheduledSendResponseSchema,
  shareLinkResponseSchema,
  shareLinkSchema,
  watchTokenParamsSchema,
  watchVideoSchema,
} from "@/shared/schemas/watch";
import { tooManyRequests } from "../../errors";
import type { Guards } from "../accounts/auth-guards";
import { sendStoredFile } from "../videos/send-stored-file";
import { binaryResponses, isDownload } from "../videos/signed-file-responses";
import { VIDEO_URL_KINDS, type VideoUrlKind } from "../videos/signed-urls";
import type { ScheduledSends } from "./scheduled-sends.service";
import type { ShareLinksService } from "./share-links.service";

const tags = ["videos"];
const errors = errorResponses(400, 401, 404, 409);
/** A fan schedules a handful of sends; more in an hour is a script (each one texts a stranger's phone). */
const SCHEDULE_CHANGES_PER_HOUR = 20;
/** Looking tokens up is cheap, but no one needs hundreds a minute: it slows anyone trying to guess (they cannot). */
const WATCH_LOOKUPS_PER_MINUTE = 60;

const SUMMARIES: Record<VideoUrlKind, string> = {
  stream: "Play the video behind a private watch link (HTTP Range supported)",
  download: "Download the video behind a private watch link",
  poster: "The poster image of the video behind a private watch link",
  "stream-360p": "Play the 360p low-data rendition behind a private watch link (HTTP Range supported)",
  "download-360p": "Download the 360p low-data rendition behind a private watch link",
};

/** The fan's private watch links (create, read, revoke) and the public page's data and files. */
export const shareLinksRoutes: FastifyPluginAsyncZod<{
  shareLinks: ShareLinksService;
  scheduledSends: ScheduledSends;
  guards: Guards;
}> = async (app, { shareLinks, scheduledSends, guards }) => {
  const me = guards.userOf;
  // Keyed by the fan (after the session check): each send texts or mails someone who never asked for it.
  const scheduleLimit = app.createRateLimit({
    max: SCHEDULE_CHANGES_PER_HOUR,
    timeWindow: "1 hour",
    keyGenerator: (request) => `scheduled-send:${guards.userOf(request).id}`,
  });

  app.get(
    "/requests/:id/share-link",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "The fan's live private watch link for a delivered video, or null",
        params: requestIdParamsSchema,
        response: { 200: shareLinkResponseSchema, ...errors },
      },
    },
    async (request) => ({ link: await shareLinks.get(request.params.id, me(request)) }),
  );

  app.post(
    "/requests/:id/share-link",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Make a new private watch link (the previous one stops working)",
        description: "Only the fan who booked the request, once the video is delivered.",
        params: requestIdParamsSchema,
        response: { 201: shareLinkSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await shareLinks.create(request.params.id, me(request))),
  );

  app.delete(
    "/requests/:id/share-link",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Revoke the private watch link: its page and video answer 404 from now on",
        params: requestIdParamsSchema,
        response: { 204: z.null().describe("Revoked"), ...errors },
      },
    },
    async (request, reply) => {
      await shareLinks.revoke(request.params.id, me(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/requests/:id/scheduled-send",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "The watch link the fan scheduled for the recipient (to go, sent or cancelled), or null",
        params: requestIdParamsSchema,
        response: { 200: scheduledSendResponseSchema, ...errors },
      },
    },
    async (request) => ({ scheduledSend: await scheduledSends.get(request.params.id, me(request)) }),
  );

  app.put(
    "/requests/:id/scheduled-send",
    {
      onRequest: [
        guards.requireUser,
        async (request: FastifyRequest) => {
          const limit = await scheduleLimit(request);
          if (!limit.isAllowed && limit.isExceeded)
            throw tooManyRequests("RATE_LIMITED", "Too many changes to scheduled sends. Try again in an hour.");
        },
      ],
      schema: {
        tags,
        summary: "Send the private watch link to the recipient at a day and time on their clock (or move it)",
        description:
          "Only the fan who booked the request, once the video is delivered. By text message (E.164 or the fan's " +
          "country's local form) or e-mail; the moment must be ahead and within a year. 409 once it was sent.",
        params: requestIdParamsSchema,
        body: scheduledSendInputSchema,
        response: { 200: scheduledSendResponseSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) => ({
      scheduledSend: await scheduledSends.schedule(request.params.id, me(request), request.body),
    }),
  );

  app.delete(
    "/requests/:id/scheduled-send",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Cancel the scheduled send while it is still to go (409 once sent)",
        params: requestIdParamsSchema,
        response: { 200: scheduledSendResponseSchema, ...errors },
      },
    },
    async (request) => ({ scheduledSend: await scheduledSends.cancel(request.params.id, me(request)) }),
  );

  app.get(
    "/watch/:token",
    {
      config: { rateLimit: { max: WATCH_LOOKUPS_PER_MINUTE, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary: "A private watch page's video (no account: the token is the permission)",
        params: watchTokenParamsSchema,
        response: { 200: watchVideoSchema, ...errorResponses(400, 404, 410) },
      },
    },
    async (request, reply) => {
      const video = await shareLinks.watch(request.params.token);
      // Personal: never in a shared cache, and the answer ends when the fan revokes the link.
      reply.header("cache-control", "private, no-store");
      reply.header("x-robots-tag", "noindex, nofollow");
      return video;
    },
  );

  for (const kind of VIDEO_URL_KINDS) {
    app.get(
      `/watch/:token/${kind}`,
      {
        schema: {
          tags,
          summary: SUMMARIES[kind],
          params: watchTokenParamsSchema,
          response: { ...binaryResponses, ...errorResponses(410) },
        },
      },
      async (request, reply) => {
        const file = await shareLinks.file(request.params.token, kind, request.headers.range);
        reply.header("x-robots-tag", "noindex, nofollow");
        return sendStoredFile(request, reply, file, shareLinks.open, {
          cacheControl: `private, max-age=${SIGNED_URL_SECONDS}`,
          attachmentName: isDownload(kind) ? file.downloadName : undefined,
        });
      },
    );
  }
};
