import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { Metadata, Server, type Upload } from "@tus/server";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MAX_SELFIE_BYTES, SELFIE_MESSAGES } from "@/shared/application-selfie";
import {
  isAcceptedVideoFile,
  MAX_VIDEO_BYTES,
  VIDEO_TOO_LARGE_MESSAGE,
  VIDEO_WRONG_TYPE_MESSAGE,
} from "@/shared/booking";
import type { ErrorCode } from "@/shared/schemas/errors";
import { AppError, badRequest, errorBody, notFound } from "../../errors";
import { takeOverResponse } from "../../plugins/security-headers";
import type { Guards } from "../accounts/auth-guards";
import type { ApplicationSelfies } from "../celebrity-applications/application-selfie";
import type { UploadLocker } from "./upload-locker";
import { UPLOAD_ID, type UploadIdParams, type UploadStore, uploadIdParamsSchema } from "./upload-store";
import type { UploadsService } from "./uploads.service";

const tags = ["videos"];
const UPLOADS_PATH = "/api/uploads";

/**
 * What the server vouches for in a new upload's metadata: the client cannot set these itself. `purpose`
 * "selfie" is an applicant's selfie video (ADR 054; no request), else a request's video.
 */
type Claim = { userId: string; requestId: string; purpose: "request" | "selfie"; filename: string; filetype: string };

const isSelfie = (metadata: Record<string, string | null> | undefined) => metadata?.purpose === "selfie";

class TusHookError extends Error {
  constructor(
    readonly status_code: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    // tus sends `body` as the response text; ours is already the JSON error shape.
    Object.defineProperty(this, "body", { value: JSON.stringify(errorBody(code, message)) });
  }
}

const TUS_ERROR_CODES: Record<number, ErrorCode> = {
  400: "BAD_REQUEST",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "UPLOAD_OFFSET_CONFLICT",
  410: "UPLOAD_EXPIRED",
  412: "TUS_RESUMABLE_REQUIRED",
  413: "VIDEO_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  460: "CHECKSUM_MISMATCH",
};

/** The `{ error: { code, message } }` body of a failed tus response (tus itself answers in plain text). */
function errorBodyOf(status: number, text: string): string {
  try {
    const parsed = JSON.parse(text) as { error?: { code?: unknown } };
    if (typeof parsed.error?.code === "string") return text;
  } catch {
    // plain text from tus
  }
  const message =
    status >= 500 ? "Something went wrong on our side. Please try again." : text.trim() || "The upload failed.";
  const code = status >= 500 ? "INTERNAL_ERROR" : (TUS_ERROR_CODES[status] ?? "UPLOAD_ERROR");
  return JSON.stringify(errorBody(code, message));
}

/** The Fastify request as the web Request tus works on; the body stays a stream (backpressured). */
function toWebRequest(raw: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = raw.method ?? "GET";
  const hasBody = method === "POST" || method === "PATCH";
  return new Request(`http://localhost${raw.url ?? "/"}`, {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(raw) as unknown as ReadableStream<Uint8Array>) : null,
    duplex: "half",
  } as RequestInit);
}

/** Per-upload header parsing of a creation request, with the spec's messages for size and type. */
function parseCreation(headers: FastifyRequest["headers"]) {
  let metadata: Record<string, string | null> = {};
  const rawMetadata = headers["upload-metadata"];
  try {
    if (typeof rawMetadata === "string" && rawMetadata) metadata = Metadata.parse(rawMetadata) ?? {};
  } catch {
    throw badRequest("Upload-Metadata is not valid tus metadata.");
  }
  const purpose = metadata.purpose === "selfie" ? ("selfie" as const) : ("request" as const);
  const requestId = purpose === "selfie" ? "" : (metadata.requestId ?? "");
  if (purpose === "request" && !z.uuid().safeParse(requestId).success) {
    throw badRequest("Say which request this video is for (requestId).");
  }
  const lengthHeader = headers["upload-length"];
  const length = typeof lengthHeader === "string" && /^\d{1,15}$/.test(lengthHeader) ? Number(lengthHeader) : null;
  return {
    purpose,
    requestId,
    filename: (metadata.filename ?? "").slice(0, 255),
    filetype: (metadata.filetype ?? "").slice(0, 100),
    length,
  };
}

export const uploadsRoutes: FastifyPluginAsyncZod<{
  uploads: UploadsService;
  /** Applicants' selfie videos (the celebrity-applications module). */
  selfies: ApplicationSelfies;
  guards: Guards;
  /** Where unfinished uploads are kept, so that any instance can continue them. */
  store: UploadStore;
  /** One PATCH at a time per upload across instances. */
  locker: UploadLocker;
  /** Told how many bytes each PATCH added. */
  countUploadBytes: (bytes: number) => void;
}> = async (app, { uploads, selfies, guards, store, locker, countUploadBytes }) => {
  // A shutting-down server ends the PATCHes in flight early, keeping what arrived (ADR 040).
  app.addHook("preClose", async () => locker.releaseAll());
  const claims = new WeakMap<object, Claim>();

  /** Hands a complete upload to the request; its tus record goes (the bytes were moved into storage). */
  async function finish(upload: Upload) {
    const metadata = upload.metadata ?? {};
    try {
      if (isSelfie(metadata)) {
        await selfies.finished({
          userId: metadata.userId ?? "",
          uploadId: upload.id,
          source: store.bytesOf(upload.id),
          filetype: metadata.filetype ?? "",
          filename: metadata.filename ?? "",
        });
      } else
        await uploads.finished({
          requestId: metadata.requestId ?? "",
          userId: metadata.userId ?? "",
          uploadId: upload.id,
          source: store.bytesOf(upload.id),
          filetype: metadata.filetype ?? "",
          filename: metadata.filename ?? "",
        });
    } catch (error) {
      // The request no longer takes this video: nothing to resume, so nothing to keep.
      if (error instanceof AppError && error.statusCode < 500) await store.discard(upload.id);
      throw error;
    }
    await store.forget(upload.id);
  }

  const tus = new Server({
    path: UPLOADS_PATH,
    datastore: store.datastore,
    locker,
    maxSize: MAX_VIDEO_BYTES,
    relativeLocation: true,
    // Same-origin only: no Access-Control-Allow-Origin on any answer.
    allowedOrigins: [],
    disableTerminationForFinishedUploads: true,
    namingFunction: () => randomBytes(16).toString("hex"),
    async onUploadCreate(request) {
      const claim = claims.get(request);
      if (!claim) throw new TusHookError(403, "FORBIDDEN", "You do not have permission to do this.");
      if (claim.purpose === "request") await uploads.started(claim.requestId);
      return { metadata: { ...claim } };
    },
    async onUploadFinish(_request, upload) {
      try {
        await finish(upload);
      } catch (error) {
        if (error instanceof AppError) throw new TusHookError(error.statusCode, error.code, error.message);
        throw error;
      }
      return {};
    },
  });

  /** Writes tus's answer on the raw response: tus headers, our JSON error shape, no CORS headers. */
  async function send(request: FastifyRequest, raw: ServerResponse, response: Response) {
    raw.setHeader("x-request-id", request.id);
    for (const [name, value] of response.headers) {
      if (!name.startsWith("access-control-")) raw.setHeader(name, value);
    }
    let body = await response.text();
    if (response.status >= 400) {
      if (response.status >= 500) request.log.error({ status: response.status, body }, "upload failed");
      body = errorBodyOf(response.status, body);
      raw.setHeader("content-type", "application/json; charset=utf-8");
      raw.setHeader("content-length", Buffer.byteLength(body));
    }
    raw.statusCode = response.status;
    raw.end(body);
  }

  /**
   * Passes the request to tus on the raw response. Fastify's reply is taken over with its headers so far
   * (the security headers among them); onSend hooks are skipped: `send` sets the rest.
   */
  async function handOver(
    request: FastifyRequest,
    reply: FastifyReply,
    claim?: Claim,
    /** Runs before the answer leaves, so a client that saw it also sees what it changed. */
    beforeAnswer?: (status: number) => Promise<void>,
  ): Promise<number> {
    const webRequest = toWebRequest(request.raw);
    if (claim) claims.set(webRequest, claim);
    const raw = takeOverResponse(reply);
    let response: Response;
    try {
      response = await tus.handleWeb(webRequest);
      await beforeAnswer?.(response.status);
    } catch (error) {
      request.log.error({ err: error }, "upload failed");
      response = new Response("", { status: 500 });
    }
    await send(request, raw, response);
    return response.status;
  }

  /** The caller's own upload, or 404 (someone else's upload answers like a missing one). */
  async function ownedUpload(request: FastifyRequest) {
    const user = guards.userOf(request);
    const { id } = request.params as UploadIdParams;
    const upload = UPLOAD_ID.test(id) ? await store.datastore.getUpload(id).catch(() => null) : null;
    if (!upload || upload.metadata?.userId !== user.id) throw notFound("Upload not found");
    return { upload, requestId: upload.metadata.requestId ?? "", userId: user.id, selfie: isSelfie(upload.metadata) };
  }

  // tus bodies are raw bytes (application/offset+octet-stream): Fastify must leave the stream to tus.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));

  app.options(
    "/uploads",
    { schema: { tags, summary: "tus protocol discovery (versions, extensions, maximum size)" } },
    async (request, reply) => {
      await handOver(request, reply);
    },
  );

  app.post(
    "/uploads",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Start a resumable (tus) video upload for an accepted request, or an applicant's selfie video",
        description:
          "Celebrity only, for their own accepted request. Headers: Tus-Resumable 1.0.0, Upload-Length " +
          "(at most 200 MB), Upload-Metadata with requestId, filename, filetype (MP4, MOV or WebM). " +
          "With purpose=selfie instead of requestId: the applicant's selfie video, at most 25 MB.",
      },
    },
    async (request, reply) => {
      const user = guards.userOf(request);
      const creation = parseCreation(request.headers);
      const selfie = creation.purpose === "selfie";
      if (selfie) await selfies.assertCanUpload(user.id);
      else await uploads.assertCanUpload(creation.requestId, user.id);
      if (creation.length === null) throw badRequest("Upload-Length is required (the size of the video in bytes).");
      if (creation.length > (selfie ? MAX_SELFIE_BYTES : MAX_VIDEO_BYTES)) {
        throw new AppError(413, "VIDEO_TOO_LARGE", selfie ? SELFIE_MESSAGES.tooLarge : VIDEO_TOO_LARGE_MESSAGE);
      }
      if (!isAcceptedVideoFile({ type: creation.filetype, name: creation.filename })) {
        throw new AppError(
          415,
          "UNSUPPORTED_VIDEO_TYPE",
          selfie ? SELFIE_MESSAGES.wrongType : VIDEO_WRONG_TYPE_MESSAGE,
        );
      }
      await handOver(request, reply, {
        userId: user.id,
        requestId: creation.requestId,
        purpose: creation.purpose,
        filename: creation.filename,
        filetype: creation.filetype,
      });
    },
  );

  app.route({
    method: "HEAD",
    url: "/uploads/:id",
    onRequest: guards.requireUser,
    schema: {
      tags,
      summary: "How many bytes of an upload the server has (to resume it)",
      params: uploadIdParamsSchema,
    },
    handler: async (request, reply) => {
      const { upload } = await ownedUpload(request);
      const complete = upload.size !== undefined && upload.offset === upload.size;
      if (!complete) {
        await handOver(request, reply);
        return;
      }
      // Every byte arrived but the hand-over failed (e.g. storage was down): finish it now, and say it is done.
      await finish(upload);
      return reply
        .header("tus-resumable", "1.0.0")
        .header("upload-offset", String(upload.offset))
        .header("upload-length", String(upload.size))
        .header("cache-control", "no-store")
        .status(200)
        .send();
    },
  });

  app.patch(
    "/uploads/:id",
    {
      onRequest: guards.requireUser,
      schema: { tags, summary: "Send the next bytes of an upload (Upload-Offset)", params: uploadIdParamsSchema },
    },
    async (request, reply) => {
      const { upload, requestId, userId, selfie } = await ownedUpload(request);
      // The request must still be waiting for this video (not expired, not already processing another).
      if (selfie) await selfies.assertCanUpload(userId);
      else await uploads.assertCanUpload(requestId, userId);
      await handOver(request, reply);
      // What the upload grew by, as tus answered it (a PATCH cut short still stored what arrived).
      const offset = Number(reply.raw.getHeader("upload-offset"));
      if (Number.isFinite(offset) && offset > (upload.offset ?? 0)) countUploadBytes(offset - (upload.offset ?? 0));
    },
  );

  app.delete(
    "/uploads/:id",
    {
      onRequest: guards.requireUser,
      schema: { tags, summary: "Abandon an unfinished upload", params: uploadIdParamsSchema },
    },
    async (request, reply) => {
      const { upload, requestId, selfie } = await ownedUpload(request);
      await handOver(request, reply, undefined, async (status) => {
        if (status !== 204) return;
        // Whatever tus's removal leaves (with S3, the short tail kept between PATCHes in <id>.part).
        await store.discard(upload.id);
        if (!selfie) await uploads.cancelled(requestId);
      });
    },
  );
};
