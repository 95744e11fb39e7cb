import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Me } from "@/shared/schemas/accounts";
import { type ShareLink, type WatchVideo, watchPath } from "@/shared/schemas/watch";
import type { Database } from "../../db/client";
import { celebrityProfiles, users, videoRequests, videoShareLinks } from "../../db/schema/index";
import type { Transaction } from "../../db/transaction";
import { conflict, gone, notFound } from "../../errors";
import { hasDeliveredVideo } from "../requests/request-view";
import type { VideoUrlKind } from "../videos/signed-urls";
import type { VideosService } from "../videos/videos.service";

const TOKEN_BYTES = 32;
/** base64url of 32 bytes: anything else cannot be a token, and is answered without a database query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const REQUEST_NOT_FOUND = "Video request not found";
export const WATCH_NOT_FOUND = "This video link is not valid. Ask the person who sent it for a new one.";
export const WATCH_TURNED_OFF = "The person who sent you this video turned this link off. Ask them for a new one.";

const toLink = (row: { token: string; createdAt: Date }): ShareLink => ({
  token: row.token,
  path: watchPath(row.token),
  createdAt: row.createdAt.toISOString(),
});

/** A new live token for `requestId`, the previous live one (if any) turned off, in the caller's transaction. */
async function issueLink(tx: Transaction, requestId: string, at: Date) {
  await tx
    .update(videoShareLinks)
    .set({ revokedAt: at })
    .where(and(eq(videoShareLinks.requestId, requestId), isNull(videoShareLinks.revokedAt)));
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  const [inserted] = await tx.insert(videoShareLinks).values({ requestId, token }).returning();
  return inserted!;
}

/** The request's live watch link, or a new one when the fan has none (a scheduled send needs one to send). */
export async function liveOrNewLink(tx: Transaction, requestId: string, at: Date): Promise<ShareLink> {
  const [live] = await tx
    .select()
    .from(videoShareLinks)
    .where(and(eq(videoShareLinks.requestId, requestId), isNull(videoShareLinks.revokedAt)));
  return toLink(live ?? (await issueLink(tx, requestId, at)));
}

/**
 * Private watch links (`/watch/<token>`): the fan who booked a delivered video makes one to send the
 * recipient, who needs no account. The token (256 random bits) is the permission; revoking it ends the
 * page and its video links at once, because every file is served through the token (never a signed
 * request link that would outlive the revocation).
 */
export function createShareLinksService(deps: { db: Database; videos: VideosService }) {
  const { db } = deps;

  /** The fan's own request, or 404 (someone else's request answers exactly like a missing one). */
  async function ownRequest(requestId: string, user: Me) {
    const [request] = await db
      .select({
        id: videoRequests.id,
        fanId: videoRequests.fanId,
        status: videoRequests.status,
        videoKey: videoRequests.videoKey,
      })
      .from(videoRequests)
      .where(eq(videoRequests.id, requestId));
    if (!request || request.fanId !== user.id) throw notFound(REQUEST_NOT_FOUND);
    return request;
  }

  async function liveLink(requestId: string) {
    const [row] = await db
      .select()
      .from(videoShareLinks)
      .where(and(eq(videoShareLinks.requestId, requestId), isNull(videoShareLinks.revokedAt)));
    return row;
  }

  /**
   * The request a token points at, with what the page shows and whether the link was turned off (revoked, or
   * replaced by a new one); undefined for unknown tokens and videos not delivered.
   */
  async function byToken(token: string) {
    if (!TOKEN_SHAPE.test(token)) return undefined;
    const [row] = await db
      .select({
        requestId: videoRequests.id,
        status: videoRequests.status,
        videoKey: videoRequests.videoKey,
        posterKey: videoRequests.posterKey,
        recipientName: videoRequests.recipientName,
        occasion: videoRequests.occasion,
        completedAt: videoRequests.completedAt,
        videoReplacedAt: videoRequests.videoReplacedAt,
        revokedAt: videoShareLinks.revokedAt,
        fanName: users.name,
        celebrity: {
          fullName: celebrityProfiles.fullName,
          username: celebrityProfiles.username,
          profession: celebrityProfiles.profession,
          imageUrl: celebrityProfiles.imageUrl,
        },
      })
      .from(videoShareLinks)
      .innerJoin(videoRequests, eq(videoRequests.id, videoShareLinks.requestId))
      .innerJoin(celebrityProfiles, eq(celebrityProfiles.id, videoRequests.celebrityId))
      .innerJoin(users, eq(users.id, videoRequests.fanId))
      .where(eq(videoShareLinks.token, token));
    return row && hasDeliveredVideo(row) ? row : undefined;
  }

  /** The live link's request: 404 for a token never given out, 410 for one its sender turned off. */
  async function liveByToken(token: string) {
    const row = await byToken(token);
    if (!row) throw notFound(WATCH_NOT_FOUND);
    if (row.revokedAt) throw gone("WATCH_LINK_TURNED_OFF", WATCH_TURNED_OFF);
    return row;
  }

  return {
    ownRequest,

    async get(requestId: string, user: Me): Promise<ShareLink | null> {
      await ownRequest(requestId, user);
      const row = await liveLink(requestId);
      return row ? toLink(row) : null;
    },

    /** A new token for a delivered video; the previous live one (if any) stops working. */
    async create(requestId: string, user: Me): Promise<ShareLink> {
      const request = await ownRequest(requestId, user);
      if (!hasDeliveredVideo(request)) {
        throw conflict("VIDEO_NOT_READY", "The video is not delivered yet: it can be shared once it is.");
      }
      const row = await db.transaction((tx) => issueLink(tx, requestId, new Date()));
      return toLink(row);
    },

    /** Ends the live link (idempotent). */
    async revoke(requestId: string, user: Me) {
      await ownRequest(requestId, user);
      await db
        .update(videoShareLinks)
        .set({ revokedAt: new Date() })
        .where(and(eq(videoShareLinks.requestId, requestId), isNull(videoShareLinks.revokedAt)));
    },

    /** What a token's watch page is now (the server-written head answers 404 or 410 unless it is live). */
    async watchLinkState(token: string): Promise<WatchLinkState> {
      const row = await byToken(token);
      return !row ? "unknown" : row.revokedAt ? "turned-off" : "live";
    },

    /** What the recipient's page shows; 404 for an unknown or malformed token, 410 for a turned-off one. */
    async watch(token: string): Promise<WatchVideo> {
      const row = await liveByToken(token);
      const base = `/api/watch/${token}`;
      const firstName = row.fanName.trim().split(/\s+/)[0] || null;
      const sizes = row.videoKey
        ? await deps.videos.renditionSizes(row.requestId, row.videoKey)
        : { sizeBytes: null, lowDataSizeBytes: null };
      const withLowData = sizes.lowDataSizeBytes !== null;
      // The files are cached for an hour under their address: a re-recorded video gets a new one (ADR 058).
      const version = row.videoReplacedAt ? `?v=${row.videoReplacedAt.getTime()}` : "";
      const at = (kind: VideoUrlKind) => `${base}/${kind}${version}`;
      return {
        celebrity: row.celebrity,
        forName: row.recipientName?.trim() || firstName,
        occasion: row.occasion,
        deliveredAt: row.completedAt?.toISOString() ?? null,
        url: at("stream"),
        downloadUrl: at("download"),
        posterUrl: row.posterKey ? at("poster") : null,
        lowDataUrl: withLowData ? at("stream-360p") : null,
        lowDataDownloadUrl: withLowData ? at("download-360p") : null,
        ...sizes,
      };
    },

    /**
     * The stored file behind a live token (the same lookup as the fan's own signed links); `range` is the
     * request's Range header, so only an opening of the video is logged.
     */
    async file(token: string, kind: VideoUrlKind, range?: string) {
      const row = await liveByToken(token);
      const file = await deps.videos.file(row.requestId, kind);
      await deps.videos.recordAccess(row.requestId, kind, "watch-link", range);
      return file;
    },

    open: deps.videos.open,
  };
}

export type ShareLinksService = ReturnType<typeof createShareLinksService>;

export type WatchLinkState = "live" | "turned-off" | "unknown";
