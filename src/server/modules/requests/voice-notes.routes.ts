import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "@/shared/schemas/errors";
import { requestIdParamsSchema } from "@/shared/schemas/requests";
import { VOICE_NOTE_MAX_BYTES, VOICE_NOTE_MESSAGES, voiceNoteSchema } from "@/shared/schemas/voice-notes";
import { AppError, invalidRequest, tooManyRequests } from "../../errors";
import { oneFileLimits, readUploadedFile } from "../../lib/uploaded-file";
import type { Guards } from "../accounts/auth-guards";
import { sendStoredFile } from "../videos/send-stored-file";
import { binaryResponses } from "../videos/signed-file-responses";
import type { VoiceNotes } from "./voice-notes";

const tags = ["requests"];
/** Retakes are normal ("no, slower"); dozens an hour from one fan is someone filling the disk. */
const VOICE_NOTES_PER_HOUR = 30;

/** The fan's voice note of how to say the names: made before the request, then played by its parties. */
export const voiceNotesRoutes: FastifyPluginAsyncZod<{ voiceNotes: VoiceNotes; guards: Guards }> = async (
  app,
  { voiceNotes, guards },
) => {
  const me = guards.userOf;
  // Keyed by the fan, after the session check: many fans share one address behind a carrier's NAT.
  const uploadLimit = app.createRateLimit({
    max: VOICE_NOTES_PER_HOUR,
    timeWindow: "1 hour",
    keyGenerator: (request) => `voice-note:${guards.userOf(request).id}`,
  });

  // Only this route parses multipart bodies: the plugin lives in its own scope.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: oneFileLimits(VOICE_NOTE_MAX_BYTES) });
    uploads.post(
      "/voice-notes",
      {
        onRequest: [
          guards.requireUser,
          async (request: FastifyRequest) => {
            const limit = await uploadLimit(request);
            if (!limit.isAllowed && limit.isExceeded)
              throw tooManyRequests("RATE_LIMITED", "Too many voice notes. Try again in an hour.");
          },
        ],
        schema: {
          tags,
          summary: "Store a voice note of how to say the names (audio, at most 15 seconds; multipart/form-data)",
          description:
            "Decoded and re-encoded as mono AAC; a file that is not audio answers 415, one over 15 seconds 400. " +
            "Name the answer's id as `voiceNoteId` in POST /api/requests.",
          consumes: ["multipart/form-data"],
          response: { 201: voiceNoteSchema, ...errorResponses(400, 401, 413, 415, 429) },
        },
      },
      async (request, reply) => {
        const bytes = await readUploadedFile(request, {
          maxBytes: VOICE_NOTE_MAX_BYTES,
          missing: () => invalidRequest("VOICE_NOTE_REQUIRED", VOICE_NOTE_MESSAGES.required),
          tooLarge: () => new AppError(413, "FILE_TOO_LARGE", VOICE_NOTE_MESSAGES.tooLarge),
        });
        return reply.status(201).send(await voiceNotes.create(me(request), bytes));
      },
    );
  });

  app.get(
    "/requests/:id/voice-note",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Play the request's voice note (its fan, its star once paid, staff; HTTP Range supported)",
        params: requestIdParamsSchema,
        response: { ...binaryResponses, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const file = await voiceNotes.fileOf(me(request), request.params.id);
      return sendStoredFile(request, reply, file, voiceNotes.open, { cacheControl: "private, max-age=3600" });
    },
  );
};
