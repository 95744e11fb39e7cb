import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { VIDEO_EXTENSIONS, type VIDEO_MIME_TYPES } from "@/shared/booking";
import type { Database } from "../../db/client";
import { celebrityProfiles, requestReports, videoRequests } from "../../db/schema/index";
import { conflict, notFound } from "../../errors";
import type { JobQueue } from "../../jobs/queue";
import { type Storage, videoKeys } from "../../providers/storage/storage";
import type { BookingEvents } from "../requests/booking-events";
import type { VideoRequestRow } from "../requests/request-transitions";
import { queueVideoProcessing } from "../videos/video-jobs";
import type { UploadedFile } from "./upload-store";

export const NOT_ACCEPTED_MESSAGE = "You can upload a video only for a request you have accepted.";
export const ALREADY_PROCESSING_MESSAGE = "Your video is already being processed.";
export const ENQUEUE_FAILED_MESSAGE = "We could not start processing your video. Please upload it again.";

/**
 * Video states in which a (new) upload may start: nothing yet, an unfinished one, or a refused one; for a
 * re-record, also the delivered video it replaces.
 */
const UPLOADABLE = ["none", "uploading", "failed", "ready"];

/**
 * A request that takes a video: accepted, or delivered with a re-record owed (a report in `redo`, ADR 058).
 * The delivered video stays watchable while the new one is uploaded and processed.
 */
const takesVideo = or(
  eq(videoRequests.status, "accepted"),
  and(
    eq(videoRequests.status, "completed"),
    sql`exists (select 1 from ${requestReports} where ${requestReports.requestId} = ${videoRequests.id} and ${requestReports.status} = 'redo')`,
  ),
);

const EXTENSION_BY_TYPE: Record<(typeof VIDEO_MIME_TYPES)[number], string> = {
  "video/mp4": ".mp4",
  "video/quicktime": ".mov",
  "video/webm": ".webm",
};

/** The file extension the original is stored with: from its MIME type, else its name, else none. */
export function originalExtension(filetype: string, filename: string): string {
  const byType = EXTENSION_BY_TYPE[filetype as keyof typeof EXTENSION_BY_TYPE];
  if (byType) return byType;
  const lower = filename.toLowerCase();
  return VIDEO_EXTENSIONS.find((extension) => lower.endsWith(extension)) ?? "";
}

export type UploadsServiceDeps = {
  db: Database;
  storage: Storage;
  jobs: JobQueue;
  bookingEvents: BookingEvents;
  log: FastifyBaseLogger;
};

/** The database side of a video upload: who may upload, and what a finished upload sets in motion. */
export function createUploadsService(deps: UploadsServiceDeps) {
  async function ownedRequest(
    requestId: string,
    userId: string,
  ): Promise<(VideoRequestRow & { takesVideo: boolean }) | undefined> {
    const [row] = await deps.db
      .select({ request: videoRequests, takesVideo: sql<boolean>`${takesVideo}` })
      .from(videoRequests)
      .innerJoin(celebrityProfiles, eq(celebrityProfiles.id, videoRequests.celebrityId))
      .where(and(eq(videoRequests.id, requestId), eq(celebrityProfiles.userId, userId)));
    return row && { ...row.request, takesVideo: Boolean(row.takesVideo) };
  }

  /** The request, when `userId` is its celebrity and it waits for a video; otherwise the reason, as an error. */
  async function assertCanUpload(requestId: string, userId: string): Promise<VideoRequestRow> {
    const row = await ownedRequest(requestId, userId);
    // Another user's request answers exactly like a missing one.
    if (!row) throw notFound("Video request not found");
    if (!row.takesVideo) throw conflict("REQUEST_NOT_ACCEPTED", NOT_ACCEPTED_MESSAGE);
    // Ready on an accepted request cannot be (delivery completes it); on a re-record it is the video replaced.
    if (!UPLOADABLE.includes(row.videoStatus)) {
      throw conflict("VIDEO_ALREADY_PROCESSING", ALREADY_PROCESSING_MESSAGE);
    }
    return row;
  }

  async function setVideoState(
    requestId: string,
    from: readonly string[],
    patch: { videoStatus?: string | ReturnType<typeof sql>; videoError?: string | null; originalKey?: string | null },
  ) {
    const [updated] = await deps.db
      .update(videoRequests)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(videoRequests.id, requestId), takesVideo, inArray(videoRequests.videoStatus, [...from])))
      .returning();
    if (updated) await deps.bookingEvents.afterVideoChange(updated);
    return updated;
  }

  return {
    assertCanUpload,

    /** An upload was created: the celebrity's dashboard shows it in progress. */
    async started(requestId: string) {
      await setVideoState(requestId, UPLOADABLE, { videoStatus: "uploading", videoError: null });
    },

    /** The celebrity abandoned the upload. */
    async cancelled(requestId: string) {
      // Back to what there was: nothing, or the delivered video a re-record was to replace.
      await setVideoState(requestId, ["uploading"], {
        videoStatus: sql`case when ${videoRequests.videoKey} is null then 'none' else 'ready' end`,
      });
    },

    /**
     * All bytes arrived: store the file as the request's original, mark it processing and queue the
     * job. Throws (409) when the request no longer takes a video; the caller discards the file then.
     */
    async finished(upload: {
      requestId: string;
      userId: string;
      uploadId: string;
      source: UploadedFile;
      filetype: string;
      filename: string;
    }) {
      const row = await assertCanUpload(upload.requestId, upload.userId);
      const key = videoKeys.original(
        upload.requestId,
        upload.uploadId,
        originalExtension(upload.filetype, upload.filename),
      );
      const contentType = upload.filetype || undefined;
      if ("path" in upload.source) await deps.storage.putFile(key, upload.source.path, { move: true, contentType });
      // Already in the bucket: moved there, never downloaded through this instance.
      else await deps.storage.move(upload.source.storageKey, key, { contentType });
      const updated = await setVideoState(upload.requestId, UPLOADABLE, {
        videoStatus: "processing",
        videoError: null,
        originalKey: key,
      });
      if (!updated) {
        // Expired, or another upload won the race, while this one was being stored.
        await deps.storage.delete(key);
        throw conflict("REQUEST_NOT_ACCEPTED", NOT_ACCEPTED_MESSAGE);
      }
      if (row.originalKey && row.originalKey !== key) await deps.storage.delete(row.originalKey);

      try {
        await queueVideoProcessing(deps.jobs, upload.requestId);
      } catch (error) {
        deps.log.error({ err: error, requestId: upload.requestId }, "could not queue video processing");
        await deps.storage.delete(key);
        await setVideoState(upload.requestId, ["processing"], {
          videoStatus: "failed",
          videoError: ENQUEUE_FAILED_MESSAGE,
          originalKey: null,
        });
      }
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
