import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PROFILE_MESSAGES } from "@/shared/schemas/celebrity-profile";
import { celebrityProfiles, showcaseVideos, videoRequests } from "../../db/schema/index";
import { createDiskStorage } from "../../providers/storage/disk";
import { videoKeys } from "../../providers/storage/storage";
import { createTestApp } from "../../test/app";
import { reviewerDisplayName } from "../catalogue/catalogue.service";
import { createShowcaseUrlSigner } from "../videos/signed-urls";
import { insertAcceptedRequest, signedInBooking } from "../videos/test-factories";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let context: TestApp;
let world: Awaited<ReturnType<typeof signedInBooking>>;
const db = () => context.database.db;
const inject = (options: InjectOptions) => context.app.inject(options);
const VIDEO_BYTES = Buffer.from("\0\0\0\x18ftypisom showcase video bytes for the test", "latin1");
const POSTER_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 9, 9, 0xff, 0xd9]);
const LOW_DATA_BYTES = Buffer.from("\0\0\0\x18ftypisom the 360p rendition", "latin1");

/** A delivered request of the world's fan and celebrity, its files in storage (the 360p one if asked). */
async function deliveredVideo(
  overrides: {
    fanId?: string;
    celebrityId?: string;
    occasion?: string;
    recipientName?: string | null;
    withLowData?: boolean;
  } = {},
) {
  const request = await insertAcceptedRequest(db(), {
    fanId: overrides.fanId ?? world.fan.user.id,
    celebrityId: overrides.celebrityId ?? world.celebrity.profile.id,
    occasion: overrides.occasion ?? "Birthdays",
    recipientName: overrides.recipientName ?? null,
    status: "completed",
    completedAt: new Date(),
    videoStatus: "ready",
  });
  const storage = createDiskStorage(context.env.FILES_DIR);
  await storage.put(videoKeys.video(request.id), Readable.from([VIDEO_BYTES]));
  await storage.put(videoKeys.poster(request.id), Readable.from([POSTER_BYTES]));
  if (overrides.withLowData) await storage.put(videoKeys.lowData(request.id), Readable.from([LOW_DATA_BYTES]));
  await db()
    .update(videoRequests)
    .set({ videoKey: videoKeys.video(request.id), posterKey: videoKeys.poster(request.id) })
    .where(eq(videoRequests.id, request.id));
  return request;
}

const allow = (cookie: string, requestId: string, allowed = true) =>
  inject({ method: "PUT", url: `/api/requests/${requestId}/showcase`, headers: { cookie }, payload: { allowed } });
const pick = (cookie: string, requestIds: string[]) =>
  inject({ method: "PUT", url: "/api/celebrity/showcase", headers: { cookie }, payload: { requestIds } });
const publicVideos = async () =>
  (await inject({ method: "GET", url: `/api/celebrities/${world.celebrity.profile.username}/videos` })).json()
    .items as {
    id: string;
    title: string;
    videoUrl: string;
    lowDataVideoUrl: string | null;
    posterUrl: string | null;
  }[];

beforeAll(async () => {
  context = await createTestApp();
  world = await signedInBooking(context.app, db());
}, 60_000);
afterAll(async () => {
  await context.close();
});
beforeEach(async () => {
  await db().delete(showcaseVideos);
  await db().update(videoRequests).set({ showcaseAllowed: false });
  await db().update(celebrityProfiles).set({ hidden: false });
});

describe("the fan's consent: PUT /api/requests/:id/showcase", () => {
  it("is off by default, and only the fan who booked a delivered video may turn it on or off", async () => {
    const video = await deliveredVideo();
    const mine = await inject({ method: "GET", url: "/api/requests/mine", headers: { cookie: world.fan.cookie } });
    expect(mine.json().requests.find((r: { id: string }) => r.id === video.id).showcaseAllowed).toBe(false);

    for (const stranger of [world.otherFan.cookie, world.celebrity.cookie, world.otherCelebrity.cookie]) {
      const refused = await allow(stranger, video.id);
      expect(refused.statusCode).toBe(404);
    }
    const allowed = await allow(world.fan.cookie, video.id);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ requestId: video.id, allowed: true });
    const after = await inject({
      method: "GET",
      url: `/api/requests/${video.id}`,
      headers: { cookie: world.fan.cookie },
    });
    expect(after.json().request.showcaseAllowed).toBe(true);
  });

  it("refuses a video that is not delivered yet", async () => {
    const response = await allow(world.fan.cookie, world.request.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe("VIDEO_NOT_READY");
  });
});

describe("the celebrity's picks: GET and PUT /api/celebrity/showcase", () => {
  it("lists only videos the fans allowed, with private preview links", async () => {
    const allowed = await deliveredVideo({ recipientName: "Grandma Ada" });
    await deliveredVideo(); // not allowed
    await allow(world.fan.cookie, allowed.id);
    const response = await inject({
      method: "GET",
      url: "/api/celebrity/showcase",
      headers: { cookie: world.celebrity.cookie },
    });
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ requestId: allowed.id, occasion: "Birthdays", position: null });
    // As reviews show fans: first name and last initial.
    expect(items[0].fanName).toBe(reviewerDisplayName(world.fan.user.name));
    // The picker names a clip for whom it greets (issue 24 item 20).
    expect(items[0].recipientName).toBe("Grandma Ada");
    expect(items[0].videoUrl).toMatch(new RegExp(`^/api/videos/${allowed.id}/stream\\?`));
  });

  it("features up to 3 allowed videos in the chosen order, and refuses others", async () => {
    const videos = [];
    for (const occasion of ["Birthdays", "Roasts", "Pep talks", "Business"]) {
      const video = await deliveredVideo({ occasion });
      await allow(world.fan.cookie, video.id);
      videos.push(video);
    }
    const tooMany = await pick(
      world.celebrity.cookie,
      videos.map((video) => video.id),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toContain(PROFILE_MESSAGES.showcaseTooMany);

    const notAllowed = await deliveredVideo();
    const refused = await pick(world.celebrity.cookie, [notAllowed.id]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: "SHOWCASE_NOT_ALLOWED",
      message: PROFILE_MESSAGES.showcaseNotAllowed,
    });
    // Another celebrity cannot feature this celebrity's videos.
    expect((await pick(world.otherCelebrity.cookie, [videos[0]!.id])).statusCode).toBe(409);

    const picked = await pick(world.celebrity.cookie, [videos[2]!.id, videos[0]!.id]);
    expect(picked.statusCode).toBe(200);
    expect(
      picked
        .json()
        .items.slice(0, 2)
        .map((item: { requestId: string; position: number }) => [item.requestId, item.position]),
    ).toEqual([
      [videos[2]!.id, 1],
      [videos[0]!.id, 2],
    ]);
    expect((await publicVideos()).map((video) => video.title)).toEqual(["Pep talk", "Birthday message"]);
  });
});

describe("public showcase links", () => {
  async function featured(options: { withLowData?: boolean } = {}) {
    const video = await deliveredVideo(options);
    await allow(world.fan.cookie, video.id);
    await pick(world.celebrity.cookie, [video.id]);
    const [entry] = await publicVideos();
    return { video, entry: entry! };
  }

  it("play without a session (with Range) and show the poster, never naming the fan's request", async () => {
    const { video, entry } = await featured();
    expect(entry.videoUrl).not.toContain(video.id);
    const stream = await inject({ method: "GET", url: entry.videoUrl });
    expect(stream.statusCode).toBe(200);
    expect(stream.headers["content-type"]).toBe("video/mp4");
    expect(stream.headers["cache-control"]).toBe("private, max-age=600");
    expect(stream.rawPayload.equals(VIDEO_BYTES)).toBe(true);
    const part = await inject({ method: "GET", url: entry.videoUrl, headers: { range: "bytes=0-3" } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(VIDEO_BYTES.subarray(0, 4))).toBe(true);
    const poster = await inject({ method: "GET", url: entry.posterUrl! });
    expect(poster.statusCode).toBe(200);
    expect(poster.rawPayload.equals(POSTER_BYTES)).toBe(true);
  });

  it("stay on the profile, playing the delivered video, while its re-record is uploaded and processed", async () => {
    const { video } = await featured();
    for (const videoStatus of ["uploading", "processing", "failed"] as const) {
      // A re-record (ADR 058): the upload's state moves, the delivered video stays until the new one is ready.
      await db().update(videoRequests).set({ videoStatus }).where(eq(videoRequests.id, video.id));
      const listed = await publicVideos();
      expect(listed, videoStatus).toHaveLength(1);
      const stream = await inject({ method: "GET", url: listed[0]!.videoUrl });
      expect(stream.statusCode, videoStatus).toBe(200);
      expect(stream.rawPayload.equals(VIDEO_BYTES)).toBe(true);
      // The fan may still change their mind, and the star still pick it.
      expect((await allow(world.fan.cookie, video.id)).statusCode).toBe(200);
      expect((await pick(world.celebrity.cookie, [video.id])).statusCode).toBe(200);
    }
  });

  it("offer the 360p rendition when the video has one, served like the 720p (Range, same checks)", async () => {
    const { video, entry } = await featured({ withLowData: true });
    expect(entry.lowDataVideoUrl).toMatch(
      new RegExp(`^/api/showcase/${entry.id}/stream-360p\\?expires=\\d+&signature=`),
    );
    expect(entry.lowDataVideoUrl).not.toContain(video.id);
    const low = await inject({ method: "GET", url: entry.lowDataVideoUrl! });
    expect(low.statusCode).toBe(200);
    expect(low.headers["content-type"]).toBe("video/mp4");
    expect(low.headers["cache-control"]).toBe("private, max-age=600");
    expect(low.rawPayload.equals(LOW_DATA_BYTES)).toBe(true);
    const part = await inject({ method: "GET", url: entry.lowDataVideoUrl!, headers: { range: "bytes=0-3" } });
    expect(part.statusCode).toBe(206);
    // The 720p link's signature does not open the 360p file.
    const query = entry.videoUrl.split("?")[1];
    expect((await inject({ method: "GET", url: `/api/showcase/${entry.id}/stream-360p?${query}` })).statusCode).toBe(
      403,
    );
    // Withdrawn consent ends the 360p link too.
    await allow(world.fan.cookie, video.id, false);
    expect((await inject({ method: "GET", url: entry.lowDataVideoUrl! })).statusCode).toBe(404);
  });

  it("offer no 360p link for a video processed before there was one", async () => {
    const { entry } = await featured();
    expect(entry.lowDataVideoUrl).toBeNull();
  });

  it("refuse a tampered or foreign signature", async () => {
    const { video, entry } = await featured();
    const tampered = entry.videoUrl.replace(/signature=[^&]+/, "signature=AAAA");
    expect((await inject({ method: "GET", url: tampered })).statusCode).toBe(403);
    // A showcase signature does not open the private video of the same request, nor the poster link the stream.
    const query = entry.videoUrl.split("?")[1];
    expect((await inject({ method: "GET", url: `/api/videos/${video.id}/stream?${query}` })).statusCode).toBe(403);
    expect((await inject({ method: "GET", url: `/api/showcase/${entry.id}/poster?${query}` })).statusCode).toBe(403);
    // Nor does a private link's signature open a showcase one.
    const signer = createShowcaseUrlSigner("another secret, another key, another link");
    expect(
      (await inject({ method: "GET", url: signer.sign(entry.id, { withPoster: true }).videoUrl })).statusCode,
    ).toBe(403);
  });

  it("stop working the moment the fan withdraws consent, the celebrity unpicks, or staff hide the profile", async () => {
    const first = await featured();
    expect((await allow(world.fan.cookie, first.video.id, false)).statusCode).toBe(200);
    expect((await inject({ method: "GET", url: first.entry.videoUrl })).statusCode).toBe(404);
    expect(await publicVideos()).toEqual([]);

    const second = await featured();
    await pick(world.celebrity.cookie, []);
    expect((await inject({ method: "GET", url: second.entry.videoUrl })).statusCode).toBe(404);

    const third = await featured();
    await db()
      .update(celebrityProfiles)
      .set({ hidden: true })
      .where(eq(celebrityProfiles.id, world.celebrity.profile.id));
    expect((await inject({ method: "GET", url: third.entry.posterUrl! })).statusCode).toBe(404);
  });
});

describe("the profile's videos, kept in the catalogue's cache as in production", () => {
  let uncached: TestApp;
  let uncachedWorld: typeof world;
  beforeAll(async () => {
    [uncached, uncachedWorld] = [context, world];
    context = await createTestApp({ CATALOGUE_CACHE_SECONDS: "600" });
    world = await signedInBooking(context.app, db());
  }, 60_000);
  afterAll(async () => {
    await context.close();
    [context, world] = [uncached, uncachedWorld];
  });

  it("show what the star features, and what the fan withdraws, in the very next answer", async () => {
    const video = await deliveredVideo();
    expect(await publicVideos()).toEqual([]);
    expect((await allow(world.fan.cookie, video.id)).statusCode).toBe(200);
    // Allowed, not featured yet: still not on the profile (and that answer is now the one kept).
    expect(await publicVideos()).toEqual([]);
    expect((await pick(world.celebrity.cookie, [video.id])).statusCode).toBe(200);
    expect(await publicVideos()).toHaveLength(1);
    expect((await allow(world.fan.cookie, video.id, false)).statusCode).toBe(200);
    expect(await publicVideos()).toEqual([]);
  });
});
