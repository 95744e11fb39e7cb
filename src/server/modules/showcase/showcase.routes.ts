import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { showcaseConsentSchema } from "@/shared/schemas/celebrity-profile";
import { errorResponses } from "@/shared/schemas/errors";
import { requestIdParamsSchema } from "@/shared/schemas/requests";
import { AppError } from "../../errors";
import type { Guards } from "../accounts/auth-guards";
import { sendStoredFile } from "../videos/send-stored-file";
import { binaryResponses, type SignedQuery, signedQuerySchema } from "../videos/signed-file-responses";
import { SHOWCASE_URL_KINDS, type ShowcaseUrlKind, type ShowcaseUrlSigner } from "../videos/signed-urls";
import type { ShowcaseService } from "./showcase.service";

const tags = ["videos"];

const showcaseIdParamsSchema = z.object({ id: z.uuid({ error: "Unknown video" }) });
const consentResponseSchema = z.object({ requestId: z.string(), allowed: z.boolean() });

// Public, but consent can be withdrawn: browsers may keep a file ten minutes, shared caches not at all.
const SHOWCASE_CACHE_CONTROL = "private, max-age=600";

export const showcaseRoutes: FastifyPluginAsyncZod<{
  showcase: ShowcaseService;
  signer: ShowcaseUrlSigner;
  guards: Guards;
}> = async (app, { showcase, signer, guards }) => {
  app.put(
    "/requests/:id/showcase",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Allow (or stop allowing) the celebrity to feature your delivered video on their profile",
        description:
          "Only the fan who booked the request. Off by default; turning it off removes the video from the profile.",
        params: requestIdParamsSchema,
        body: showcaseConsentSchema,
        response: {
          200: consentResponseSchema,
          ...errorResponses(400, 401, 404, 409),
        },
      },
    },
    async (request) => showcase.setConsent(guards.userOf(request), request.params.id, request.body.allowed),
  );

  async function serve(kind: ShowcaseUrlKind, request: FastifyRequest, reply: FastifyReply) {
    const { id } = request.params as { id: string };
    const { expires, signature } = request.query as SignedQuery;
    if (!signer.verify(id, kind, expires, signature)) {
      throw new AppError(403, "INVALID_VIDEO_LINK", "This video link is invalid or has expired.");
    }
    const file = await showcase.file(id, kind);
    return sendStoredFile(request, reply, file, showcase.open, { cacheControl: SHOWCASE_CACHE_CONTROL });
  }

  const summaries: Record<ShowcaseUrlKind, string> = {
    stream: "Play a video featured on a celebrity's profile (public signed link; HTTP Range supported)",
    "stream-360p": "Play the 360p low-data rendition of a featured video (public signed link; HTTP Range supported)",
    poster: "The poster image of a video featured on a celebrity's profile (public signed link)",
  };
  for (const kind of SHOWCASE_URL_KINDS) {
    app.get(
      `/showcase/:id/${kind}`,
      {
        schema: {
          tags,
          summary: summaries[kind],
          params: showcaseIdParamsSchema,
          querystring: signedQuerySchema,
          response: binaryResponses,
        },
      },
      (request, reply) => serve(kind, request, reply),
    );
  }
};
