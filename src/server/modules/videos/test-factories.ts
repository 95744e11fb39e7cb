import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { DAY_MS } from "@/shared/time";
import type { App } from "../../app";
import type { Database } from "../../db/client";
import { celebrityProfiles, showcaseVideos, users, videoRequests, videoShareLinks } from "../../db/schema/index";
import type { Env } from "../../env";
import { createDiskStorage } from "../../providers/storage/disk";
import { videoKeys } from "../../providers/storage/storage";
import { signUp } from "../../test/accounts";
import { insertCategory, insertCelebrity, insertFan } from "../catalogue/test-factories";
import { runTool } from "./ffmpeg";
import { createShowcaseUrlSigner, createVideoUrlSigner } from "./signed-urls";

// Test data for the video module: accepted requests, signed-in parties, and small generated clips.

type RequestOverrides = Partial<typeof videoRequests.$inferInsert> & { fanId: string; celebrityId: string };

/** A paid request the celebrity has accepted, waiting for its video. */
export async function insertAcceptedRequest(db: Database, overrides: RequestOverrides) {
  const now = new Date();
  const [row] = await db
    .insert(videoRequests)
    .values({
      status: "accepted",
      message: "Please wish my sister a happy birthday!",
      priceCents: 10_000,
      amountMinor: 10_000,
      paidAt: now,
      acceptedAt: now,
      expiresAt: new Date(now.getTime() + 7 * DAY_MS),
      ...overrides,
    })
    .returning();
  return row!;
}

/** Rows only (no sessions): a fan, an approved celebrity and their accepted request. */
export async function insertBooking(db: Database) {
  const category = await insertCategory(db);
  const fan = await insertFan(db);
  const celebrityUser = await insertFan(db, { role: "celebrity" });
  const celebrity = await insertCelebrity(db, { categoryId: category.id, userId: celebrityUser.id });
  const request = await insertAcceptedRequest(db, { fanId: fan.id, celebrityId: celebrity.id });
  return { fan, celebrity, celebrityUser, request };
}

/** A signed-up user made an approved celebrity (role and profile), with a session cookie. */
export async function signUpCelebrity(app: App, db: Database, categoryId: string) {
  const account = await signUp(app);
  await db.update(users).set({ role: "celebrity" }).where(eq(users.id, account.user.id));
  const profile = await insertCelebrity(db, { categoryId, userId: account.user.id });
  return { ...account, profile };
}

/** Signed-in fan and celebrity (plus another of each) around one accepted request. */
export async function signedInBooking(app: App, db: Database) {
  const category = await insertCategory(db);
  const fan = await signUp(app);
  const otherFan = await signUp(app);
  const celebrity = await signUpCelebrity(app, db, category.id);
  const otherCelebrity = await signUpCelebrity(app, db, category.id);
  const request = await insertAcceptedRequest(db, { fanId: fan.user.id, celebrityId: celebrity.profile.id });
  return { category, fan, otherFan, celebrity, otherCelebrity, request };
}

export type ClipOptions = {
  width: number;
  height: number;
  seconds: number;
  audio?: boolean;
  /** lavfi video source; default the colour bars test pattern. */
  source?: string;
  /** A video filter after the source, e.g. noise to make the picture as hard to encode as camera footage. */
  filter?: string;
  container?: "mp4" | "webm" | "mov";
};

/** Generates a small clip with ffmpeg (test pattern + tone) and answers its path. */
export async function generateClip(path: string, options: ClipOptions, ffmpeg = "ffmpeg"): Promise<string> {
  const { width, height, seconds } = options;
  const source = options.source ?? "testsrc2";
  const container = options.container ?? "mp4";
  const audio = options.audio ?? true;
  const codecs =
    container === "webm"
      ? ["-c:v", "libvpx", "-deadline", "realtime", "-b:v", "1M", ...(audio ? ["-c:a", "libopus"] : [])]
      : ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", ...(audio ? ["-c:a", "aac"] : [])];
  await runTool(
    ffmpeg,
    [
      "-hide_banner",
      "-nostdin",
      "-y",
      "-f",
      "lavfi",
      "-i",
      `${source}${source.includes("=") ? ":" : "="}size=${width}x${height}:rate=25:duration=${seconds}` +
        (options.filter ? `,${options.filter}` : ""),
      ...(audio ? ["-f", "lavfi", "-i", `sine=frequency=440:sample_rate=48000:duration=${seconds}`] : []),
      ...codecs,
      "-shortest",
      path,
    ],
    { timeoutMs: 120_000 },
  );
  return path;
}

/** The headers of a tus creation request for `requestId`. */
export function tusCreationHeaders(requestId: string, length: number, file = { name: "hello.mp4", type: "video/mp4" }) {
  const metadata = { requestId, filename: file.name, filetype: file.type };
  return {
    "tus-resumable": "1.0.0",
    "upload-length": String(length),
    "upload-metadata": Object.entries(metadata)
      .map(([key, value]) => `${key} ${Buffer.from(value).toString("base64")}`)
      .join(","),
  };
}

/**
 * For the authorization matrix: between a fan and a celebrity (by user id), an accepted request with two
 * unfinished uploads by the celebrity, and a delivered request with its files and signed links.
 */
export async function videoMatrixFixture(
  context: { app: App; database: { db: Database }; env: Env },
  parties: { fanId: string; celebrityUserId: string; celebrityCookie: string },
) {
  const { db } = context.database;
  const [profile] = await db
    .select()
    .from(celebrityProfiles)
    .where(eq(celebrityProfiles.userId, parties.celebrityUserId));
  if (!profile) throw new Error("the celebrity has no profile");
  const accepted = await insertAcceptedRequest(db, { fanId: parties.fanId, celebrityId: profile.id });
  const delivered = await insertAcceptedRequest(db, {
    fanId: parties.fanId,
    celebrityId: profile.id,
    status: "completed",
    completedAt: new Date(),
    videoStatus: "ready",
  });
  const storage = createDiskStorage(context.env.FILES_DIR);
  const videoKey = videoKeys.video(delivered.id);
  const posterKey = videoKeys.poster(delivered.id);
  await storage.put(videoKey, Readable.from([Buffer.from("\0\0\0\x18ftypisom matrix video bytes", "latin1")]));
  await storage.put(posterKey, Readable.from([Buffer.from([0xff, 0xd8, 0xff, 0xd9])]));
  const lowDataBytes = () => Readable.from([Buffer.from("\0\0\0\x18ftypisom matrix 360p bytes", "latin1")]);
  await storage.put(videoKeys.lowData(delivered.id), lowDataBytes());
  await db.update(videoRequests).set({ videoKey, posterKey }).where(eq(videoRequests.id, delivered.id));
  // Another delivered request with a live private watch link (the matrix's share-link calls touch only
  // `delivered`, so this token stays live whatever order the rows run in).
  const shared = await insertAcceptedRequest(db, {
    fanId: parties.fanId,
    celebrityId: profile.id,
    status: "completed",
    completedAt: new Date(),
    videoStatus: "ready",
    videoKey,
    posterKey,
  });
  await storage.put(videoKeys.lowData(shared.id), lowDataBytes());
  const watchToken = randomBytes(32).toString("base64url");
  await db.insert(videoShareLinks).values({ requestId: shared.id, token: watchToken });

  async function openUpload() {
    const response = await context.app.inject({
      method: "POST",
      url: "/api/uploads",
      headers: { ...tusCreationHeaders(accepted.id, 100), cookie: parties.celebrityCookie },
    });
    if (response.statusCode !== 201) throw new Error(`upload ${response.statusCode}: ${response.body}`);
    return String(response.headers.location);
  }
  return {
    acceptedId: accepted.id,
    deliveredId: delivered.id,
    watchToken,
    links: createVideoUrlSigner(context.env.APP_SECRET).sign(delivered.id, { withPoster: true, withLowData: true }),
    patchUploadUrl: await openUpload(),
    deleteUploadUrl: await openUpload(),
  };
}

/**
 * For the authorization matrix: a video featured on a celebrity's profile (its own fan, celebrity and
 * files, untouched by the matrix actors' calls), with its public signed links.
 */
export async function showcaseMatrixFixture(context: { database: { db: Database }; env: Env }) {
  const { db } = context.database;
  const { request, celebrity } = await insertBooking(db);
  const storage = createDiskStorage(context.env.FILES_DIR);
  await storage.put(videoKeys.video(request.id), Readable.from([Buffer.from("featured video bytes")]));
  await storage.put(videoKeys.poster(request.id), Readable.from([Buffer.from([0xff, 0xd8, 0xff, 0xd9])]));
  await storage.put(videoKeys.lowData(request.id), Readable.from([Buffer.from("featured 360p bytes")]));
  await db
    .update(videoRequests)
    .set({
      status: "completed",
      completedAt: new Date(),
      videoStatus: "ready",
      videoKey: videoKeys.video(request.id),
      posterKey: videoKeys.poster(request.id),
      showcaseAllowed: true,
    })
    .where(eq(videoRequests.id, request.id));
  const [entry] = await db
    .insert(showcaseVideos)
    .values({ requestId: request.id, celebrityId: celebrity.id, position: 1 })
    .returning();
  return createShowcaseUrlSigner(context.env.APP_SECRET).sign(entry!.id, { withPoster: true, withLowData: true });
}
