import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { MAX_SHOWCASE_VIDEOS } from "@/shared/catalogue";
import type { Me } from "@/shared/schemas/accounts";
import type { ShowcaseVideo } from "@/shared/schemas/catalogue";
import { PROFILE_MESSAGES, type ShowcaseCandidate } from "@/shared/schemas/celebrity-profile";
import type { Database } from "../../db/client";
import { celebrityProfiles, showcaseVideos, users, videoRequests } from "../../db/schema/index";
import { conflict, notFound, validationError } from "../../errors";
import { type Storage, videoKeys } from "../../providers/storage/storage";
import { reviewerDisplayName } from "../catalogue/catalogue.service";
import { isListedCelebrity } from "../catalogue/listed";
import { deliveredVideoCondition, hasDeliveredVideo } from "../requests/request-view";
import type { StoredFile } from "../videos/send-stored-file";
import type { ShowcaseUrlKind, ShowcaseUrlSigner, VideoUrlSigner } from "../videos/signed-urls";
import { VIDEO_NOT_READY_MESSAGE } from "../videos/videos.service";

/** Candidates listed to the celebrity: plenty to choose from, bounded. */
const CANDIDATE_LIMIT = 100;

const OCCASION_TITLES: Record<string, string> = {
  Birthdays: "Birthday message",
  Anniversaries: "Anniversary message",
  "Pep talks": "Pep talk",
  Roasts: "Roast",
  Business: "Business shoutout",
};

/** What the profile calls a featured video: its occasion, never the fan's or the recipient's name. */
const showcaseTitle = (occasion: string | null) => (occasion && OCCASION_TITLES[occasion]) ?? "Personalised video";

/**
 * A delivered video that may be featured: delivered (the request's video, not `videoStatus`, which follows a
 * re-record's upload while the delivered video plays on: ADR 058), and its fan allowed it.
 */
const featurable = and(deliveredVideoCondition, eq(videoRequests.showcaseAllowed, true));

/**
 * The public side of the showcase: the picks a profile lists, with public signed links. Needs nothing but
 * the infrastructure, so the catalogue (which the showcase's writers clear) can read it without a cycle.
 */
export function createPublicShowcase(deps: { db: Database; storage: Storage; showcaseSigner: ShowcaseUrlSigner }) {
  const { db } = deps;

  /** The public Videos tab: the picks still allowed, in the celebrity's order, with public signed links. */
  async function publicVideos(celebrityId: string): Promise<ShowcaseVideo[]> {
    const rows = await db
      .select({
        id: showcaseVideos.id,
        requestId: videoRequests.id,
        occasion: videoRequests.occasion,
        completedAt: videoRequests.completedAt,
        posterKey: videoRequests.posterKey,
      })
      .from(showcaseVideos)
      .innerJoin(videoRequests, eq(videoRequests.id, showcaseVideos.requestId))
      .where(and(eq(showcaseVideos.celebrityId, celebrityId), eq(videoRequests.celebrityId, celebrityId), featurable))
      .orderBy(asc(showcaseVideos.position), asc(showcaseVideos.id))
      .limit(MAX_SHOWCASE_VIDEOS);
    // The 360p file is where the processing job (or the demo clip job) put it, if it did: a stat each (ADR 024).
    const lowDataSizes = await Promise.all(rows.map((row) => deps.storage.size(videoKeys.lowData(row.requestId))));
    return rows.map((row, index) => ({
      id: row.id,
      title: showcaseTitle(row.occasion),
      ...deps.showcaseSigner.sign(row.id, {
        withPoster: Boolean(row.posterKey),
        withLowData: lowDataSizes[index] !== null,
      }),
      createdAt: (row.completedAt ?? new Date(0)).toISOString(),
    }));
  }

  return { publicVideos };
}

/**
 * Showcase videos. A fan allows (or stops allowing) one of their delivered videos to be featured; the
 * celebrity picks up to MAX_SHOWCASE_VIDEOS of the allowed ones; the public profile lists the picks with
 * public signed links, served only while both still hold.
 */
export function createShowcaseService(deps: {
  db: Database;
  storage: Storage;
  videoSigner: VideoUrlSigner;
  showcaseSigner: ShowcaseUrlSigner;
  clearCatalogueCache: () => void;
}) {
  const { db } = deps;
  const { publicVideos } = createPublicShowcase(deps);

  /** The fan's switch in My Videos; only the fan who booked it (anyone else: 404), only once delivered. */
  async function setConsent(user: Me, requestId: string, allowed: boolean) {
    const [request] = await db
      .select({ fanId: videoRequests.fanId, status: videoRequests.status, videoKey: videoRequests.videoKey })
      .from(videoRequests)
      .where(eq(videoRequests.id, requestId));
    if (!request || request.fanId !== user.id) throw notFound("Video request not found");
    if (!hasDeliveredVideo(request)) throw conflict("VIDEO_NOT_READY", VIDEO_NOT_READY_MESSAGE);
    await db.transaction(async (tx) => {
      await tx
        .update(videoRequests)
        .set({ showcaseAllowed: allowed, updatedAt: new Date() })
        .where(eq(videoRequests.id, requestId));
      // Withdrawn consent takes the video off the profile at once (the links stop working too).
      if (!allowed) await tx.delete(showcaseVideos).where(eq(showcaseVideos.requestId, requestId));
    });
    deps.clearCatalogueCache();
    return { requestId, allowed };
  }

  /** The celebrity's delivered videos that fans allowed, featured ones first, with private preview links. */
  async function candidates(celebrityId: string): Promise<ShowcaseCandidate[]> {
    const rows = await db
      .select({
        requestId: videoRequests.id,
        occasion: videoRequests.occasion,
        fanName: users.name,
        recipientName: videoRequests.recipientName,
        completedAt: videoRequests.completedAt,
        posterKey: videoRequests.posterKey,
        position: showcaseVideos.position,
      })
      .from(videoRequests)
      .innerJoin(users, eq(users.id, videoRequests.fanId))
      .leftJoin(showcaseVideos, eq(showcaseVideos.requestId, videoRequests.id))
      .where(and(eq(videoRequests.celebrityId, celebrityId), featurable))
      .orderBy(sql`${showcaseVideos.position} asc nulls last`, desc(videoRequests.completedAt), asc(videoRequests.id))
      .limit(CANDIDATE_LIMIT);
    return rows.map((row) => {
      const links = deps.videoSigner.sign(row.requestId, { withPoster: Boolean(row.posterKey) });
      return {
        requestId: row.requestId,
        occasion: row.occasion,
        // The celebrity sees who allowed the video as the profile shows reviewers: "Ada O.".
        fanName: reviewerDisplayName(row.fanName),
        recipientName: row.recipientName?.trim() || null,
        completedAt: row.completedAt?.toISOString() ?? null,
        videoUrl: links.url,
        posterUrl: links.posterUrl,
        position: row.position,
      };
    });
  }

  /** Replaces the celebrity's picks, in the given order; every id must be one of their candidates. */
  async function setPicks(celebrityId: string, requestIds: string[]): Promise<ShowcaseCandidate[]> {
    if (requestIds.length > MAX_SHOWCASE_VIDEOS) {
      throw validationError(PROFILE_MESSAGES.showcaseTooMany);
    }
    await db.transaction(async (tx) => {
      if (requestIds.length > 0) {
        const allowed = await tx
          .select({ id: videoRequests.id })
          .from(videoRequests)
          .where(and(inArray(videoRequests.id, requestIds), eq(videoRequests.celebrityId, celebrityId), featurable));
        if (allowed.length !== requestIds.length) {
          throw conflict("SHOWCASE_NOT_ALLOWED", PROFILE_MESSAGES.showcaseNotAllowed);
        }
      }
      await tx.delete(showcaseVideos).where(eq(showcaseVideos.celebrityId, celebrityId));
      if (requestIds.length > 0) {
        await tx
          .insert(showcaseVideos)
          .values(requestIds.map((requestId, index) => ({ requestId, celebrityId, position: index + 1 })));
      }
    });
    deps.clearCatalogueCache();
    return candidates(celebrityId);
  }

  /** The file behind a public link, checked again now: still featured, still allowed, profile still public. */
  async function file(showcaseId: string, kind: ShowcaseUrlKind): Promise<StoredFile> {
    const [row] = await db
      .select({ requestId: videoRequests.id, videoKey: videoRequests.videoKey, posterKey: videoRequests.posterKey })
      .from(showcaseVideos)
      .innerJoin(videoRequests, eq(videoRequests.id, showcaseVideos.requestId))
      .innerJoin(celebrityProfiles, eq(celebrityProfiles.id, showcaseVideos.celebrityId))
      .where(
        and(
          eq(showcaseVideos.id, showcaseId),
          eq(videoRequests.celebrityId, showcaseVideos.celebrityId),
          featurable,
          isListedCelebrity,
        ),
      );
    const key = !row ? null : fileKey(row, kind);
    if (!key) throw notFound("Video not found");
    const size = await deps.storage.size(key);
    if (size === null) throw notFound("Video not found");
    return { key, size, contentType: kind === "poster" ? "image/jpeg" : "video/mp4" };
  }

  return {
    setConsent,
    candidates,
    setPicks,
    publicVideos,
    file,
    open: (key: string, range?: { start: number; end: number }) => deps.storage.get(key, range),
  };
}

/** The stored file behind a showcase link's kind: the 360p one sits beside the 720p (ADR 024). */
function fileKey(row: { requestId: string; videoKey: string | null; posterKey: string | null }, kind: ShowcaseUrlKind) {
  if (kind === "poster") return row.posterKey;
  if (kind === "stream-360p") return row.videoKey ? videoKeys.lowData(row.requestId) : null;
  return row.videoKey;
}

export type ShowcaseService = ReturnType<typeof createShowcaseService>;
