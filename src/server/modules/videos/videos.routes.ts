import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { SIGNED_URL_SECONDS } from "@/shared/booking";
import { errorResponses } from "@/shared/schemas/errors";
import { requestIdParamsSchema, videoAccessSchema } from "@/shared/schemas/requests";
import { AppError } from "../../errors";
import type { Guards } from "../accounts/auth-guards";
import { sendStoredFile } from "./send-stored-file";
import { binaryResponses, isDownload, type SignedQuery, signedQuerySchema } from "./signed-file-responses";
import { VIDEO_URL_KINDS, type VideoUrlKind, type VideoUrlSigner } from "./signed-urls";
import type { VideosService } from "./videos.service";

const tags = ["videos"];

const SUMMARIES: Record<VideoUrlKind, string> = {
  stream: "Play a delivered video (signed link; HTTP Range supported)",
  download: "Download a delivered video as an attachment (signed link; HTTP Range supported)",
  poster: "The poster image of a delivered video (signed link)",
  "stream-360p": "Play the 360p low-data rendition of a delivered video (signed link; HTTP Range supported)",
  "download-360p": "Download the 360p low-data rendition as an attachment (signed link; HTTP Range supported)",
};

export const videosRoutes: FastifyPluginAsyncZod<{
  videos: VideosService;
  signer: VideoUrlSigner;
  guards: Guards;
}> = async (app, { videos, signer, guards }) => {
  app.get(
    "/requests/:id/video",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Signed links (valid 3600 s) to watch, download and preview a delivered video, in 720p and 360p",
        description: "For the fan who booked the request, the celebrity it was for, and staff.",
        params: requestIdParamsSchema,
        response: {
          200: videoAccessSchema,
          ...errorResponses(400, 401, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const access = await videos.access(request.params.id, guards.userOf(request));
      // Signed links are personal and short-lived: keep them out of shared caches.
      reply.header("cache-control", "private, no-store");
      return access;
    },
  );

  async function serve(kind: VideoUrlKind, request: FastifyRequest, reply: FastifyReply) {
    const { id } = request.params as { id: string };
    const { expires, signature } = request.query as SignedQuery;
    if (!signer.verify(id, kind, expires, signature)) {
      throw new AppError(403, "INVALID_VIDEO_LINK", "This video link is invalid or has expired.");
    }
    const file = await videos.file(id, kind);
    await videos.recordAccess(id, kind, "signed-link", request.headers.range);
    return sendStoredFile(request, reply, file, videos.open, {
      cacheControl: `private, max-age=${SIGNED_URL_SECONDS}`,
      attachmentName: isDownload(kind) ? file.downloadName : undefined,
    });
  }

  for (const kind of VIDEO_URL_KINDS) {
    app.get(
      `/videos/:id/${kind}`,
      {
        schema: {
          tags,
          summary: SUMMARIES[kind],
          params: requestIdParamsSchema,
          querystring: signedQuerySchema,
          response: binaryResponses,
        },
      },
      (request, reply) => serve(kind, request, reply),
    );
  }
};
