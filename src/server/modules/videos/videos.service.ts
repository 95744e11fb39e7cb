import { eq } from "drizzle-orm";
import { shortRequestId } from "@/shared/booking";
import { isStaff } from "@/shared/roles";
import type { Me } from "@/shared/schemas/accounts";
import type { Database } from "../../db/client";
import { celebrityProfiles, videoAccessLog, videoRequests } from "../../db/schema/index";
import { conflict, notFound } from "../../errors";
import { type Storage, videoKeys } from "../../providers/storage/storage";
import { hasDeliveredVideo } from "../requests/request-view";
import type { VideoUrlKind, VideoUrlSigner } from "./signed-urls";

export const VIDEO_NOT_READY_MESSAGE = "Video not ready";
const REQUEST_NOT_FOUND = "Video request not found";

/** Who may watch a request's video: the fan who booked it, the celebrity it was for, and staff. */
export function createVideosService(deps: { db: Database; storage: Storage; signer: VideoUrlSigner }) {
  async function requestWithOwner(requestId: string) {
    const [row] = await deps.db
      .select({ request: videoRequests, celebrityUserId: celebrityProfiles.userId })
      .from(videoRequests)
      .innerJoin(celebrityProfiles, eq(celebrityProfiles.id, videoRequests.celebrityId))
      .where(eq(videoRequests.id, requestId));
    return row;
  }

  /** Both files' sizes (a stat each, no read); the 360p one is null when that file was never made. */
  async function renditionSizes(requestId: string, videoKey: string) {
    const [sizeBytes, lowDataSizeBytes] = await Promise.all([
      deps.storage.size(videoKey),
      deps.storage.size(videoKeys.lowData(requestId)),
    ]);
    return { sizeBytes, lowDataSizeBytes };
  }

  return {
    /** Signed links for the player, the download and the poster; 404 to anyone else, 409 before delivery. */
    async access(requestId: string, user: Me) {
      const row = await requestWithOwner(requestId);
      const allowed = row && (row.request.fanId === user.id || row.celebrityUserId === user.id || isStaff(user));
      // Someone else's request answers exactly like a missing one.
      if (!row || !allowed) throw notFound(REQUEST_NOT_FOUND);
      if (!hasDeliveredVideo(row.request) || !row.request.videoKey) {
        throw conflict("VIDEO_NOT_READY", VIDEO_NOT_READY_MESSAGE);
      }
      const { sizeBytes, lowDataSizeBytes } = await renditionSizes(requestId, row.request.videoKey);
      return {
        ...deps.signer.sign(requestId, {
          withPoster: Boolean(row.request.posterKey),
          withLowData: lowDataSizeBytes !== null,
        }),
        sizeBytes,
        lowDataSizeBytes,
      };
    },

    renditionSizes,

    /** The stored object a verified link points at, with its size. */
    async file(requestId: string, kind: VideoUrlKind) {
      const [request] = await deps.db
        .select({
          status: videoRequests.status,
          videoKey: videoRequests.videoKey,
          posterKey: videoRequests.posterKey,
          occasion: videoRequests.occasion,
          recipientName: videoRequests.recipientName,
          celebrityName: celebrityProfiles.fullName,
        })
        .from(videoRequests)
        .innerJoin(celebrityProfiles, eq(celebrityProfiles.id, videoRequests.celebrityId))
        .where(eq(videoRequests.id, requestId));
      const lowData = kind === "stream-360p" || kind === "download-360p";
      const key =
        kind === "poster"
          ? request?.posterKey
          : lowData && request?.videoKey
            ? videoKeys.lowData(requestId)
            : request?.videoKey;
      if (!request || !hasDeliveredVideo(request) || !key) throw notFound("Video not found");
      const size = await deps.storage.size(key);
      if (size === null) throw notFound("Video not found");
      return {
        key,
        size,
        contentType: kind === "poster" ? "image/jpeg" : "video/mp4",
        downloadName: videoDownloadName({ ...request, requestId, lowData }),
      };
    },

    open: (key: string, range?: { start: number; end: number }) => deps.storage.get(key, range),

    /**
     * Notes that a served file opened the video for watching or downloading (the disputes evidence pack reads
     * it). A player's later byte ranges and the poster are not openings.
     */
    async recordAccess(requestId: string, kind: VideoUrlKind, via: "signed-link" | "watch-link", range?: string) {
      if (kind === "poster") return;
      if (range && !/^bytes=0-/.test(range.trim())) return;
      await deps.db.insert(videoAccessLog).values({ requestId, kind, via });
    },
  };
}

export type VideosService = ReturnType<typeof createVideosService>;

/**
 * A downloaded video's file name, as the fan will find it among their files: the star, the occasion and
 * who it is for ("Adaeze Nwabuike - Birthdays - for Amara.mp4"; " (360p)" for the low-data one). Characters
 * no file system takes are dropped; an empty part is left out.
 */
function videoDownloadName(video: {
  celebrityName: string;
  occasion: string | null;
  recipientName: string | null;
  requestId: string;
  lowData: boolean;
}): string {
  const clean = (text: string | null) =>
    (text ?? "")
      .replace(/[\p{Cc}\p{Cf}/\\:*?"<>|]+/gu, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 60);
  const parts = [clean(video.celebrityName), clean(video.occasion)];
  const recipient = clean(video.recipientName);
  if (recipient) parts.push(`for ${recipient}`);
  const name = parts.filter(Boolean).join(" - ") || `Salamu ${shortRequestId(video.requestId)}`;
  return `${name}${video.lowData ? " (360p)" : ""}.mp4`;
}
