import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { celebrityProfiles, videoRequests } from "../db/schema/index";
import { probe } from "../modules/videos/ffmpeg";
import { createStorage } from "../providers/storage/create-storage";
import { cookiesOf } from "../test/accounts";
import { createTestApp } from "../test/app";
import { DEMO_ACCOUNTS, DEMO_CELEBRITY_USERNAME, seedDemoAccounts } from "./demo-accounts";
import { DEMO_CELEBRITIES } from "./demo-data";
import { seedDemoData } from "./seed";
import { demoClipPlan, makeDemoClips } from "./showcase-clips";

let context: Awaited<ReturnType<typeof createTestApp>>;
const tools = { ffmpeg: "ffmpeg", ffprobe: "ffprobe" };
const featured = DEMO_CELEBRITIES.find((celebrity) => celebrity.featured)!;
const other = DEMO_CELEBRITIES.find((celebrity) => !celebrity.featured)!;

beforeAll(async () => {
  context = await createTestApp();
  await seedDemoData(context.database.db);
  await seedDemoAccounts(context.database.db);
});
afterAll(async () => {
  await context.close();
});

const deps = () => ({ db: context.database.db, storage: createStorage(context.env), tools });
const videosOf = async (username: string) =>
  (await context.app.inject({ method: "GET", url: `/api/celebrities/${username}/videos` })).json().items as {
    title: string;
    videoUrl: string;
    lowDataVideoUrl: string | null;
    posterUrl: string | null;
  }[];

/** What ffprobe reads in a served file. */
async function probePayload(bytes: Buffer, name: string) {
  const file = join(context.env.DATA_DIR, name);
  await writeFile(file, bytes);
  return probe(tools, file);
}

describe("demo showcase clips", () => {
  it("are not made by the seed: the Videos tabs wait for the background job", async () => {
    expect(await videosOf(featured.username)).toEqual([]);
  });

  it("draws each star's clip, stores a playable MP4 and a poster, and features them on the profile", async () => {
    // One featured star (two showcase clips, four other deliveries) proves it; the job draws every star's
    // clips the same way.
    expect(featured.username).toBe(DEMO_CELEBRITY_USERNAME);
    const made = await makeDemoClips(deps(), [featured.username]);
    expect(made).toBe(2 + featured.bookings);

    const videos = await videosOf(featured.username);
    expect(videos).toHaveLength(2);
    expect(await videosOf(other.username)).toEqual([]);

    const [first] = videos;
    const stream = await context.app.inject({ method: "GET", url: first!.videoUrl });
    expect(stream.statusCode).toBe(200);
    expect(stream.headers["content-type"]).toBe("video/mp4");
    const played = await probePayload(stream.rawPayload, "clip-check.mp4");
    expect(played.video).toEqual({ width: 720, height: 1280 });
    expect(played.hasAudio).toBe(true);
    expect(played.durationMs).toBeGreaterThanOrEqual(2500);
    expect(played.durationMs).toBeLessThanOrEqual(3500);

    const ranged = await context.app.inject({ method: "GET", url: first!.videoUrl, headers: { range: "bytes=0-99" } });
    expect(ranged.statusCode).toBe(206);

    expect(first!.posterUrl).toBeTruthy();
    const poster = await context.app.inject({ method: "GET", url: first!.posterUrl! });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers["content-type"]).toBe("image/jpeg");
    expect([...poster.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  }, 120_000);

  it("covers every delivered demo request, so none says 'No video file kept'", async () => {
    const delivered = await context.database.db
      .select({ id: videoRequests.id })
      .from(videoRequests)
      .where(eq(videoRequests.status, "completed"));
    expect(demoClipPlan().map((item) => item.requestId)).toEqual(
      expect.arrayContaining(delivered.map((request) => request.id)),
    );
    expect(demoClipPlan()).toHaveLength(delivered.length);
  });

  it("gives each of the star's deliveries, private ones too, a stored video that plays", async () => {
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === "celebrity")!;
    const session = await context.app.inject({
      method: "POST",
      url: "/api/session",
      payload: { email: account.email, password: account.password, rememberMe: true },
    });
    const cookie = cookiesOf(session);
    const delivered = await context.database.db
      .select({ id: videoRequests.id, showcaseAllowed: videoRequests.showcaseAllowed })
      .from(videoRequests)
      .innerJoin(celebrityProfiles, eq(celebrityProfiles.id, videoRequests.celebrityId))
      .where(and(eq(celebrityProfiles.username, featured.username), eq(videoRequests.status, "completed")));
    expect(delivered).toHaveLength(2 + featured.bookings);
    expect(delivered.filter((request) => !request.showcaseAllowed)).toHaveLength(featured.bookings);
    for (const request of delivered) {
      const access = await context.app.inject({
        method: "GET",
        url: `/api/requests/${request.id}/video`,
        headers: { cookie },
      });
      expect(access.statusCode, access.body).toBe(200);
      const stream = await context.app.inject({ method: "GET", url: access.json().url, headers: { cookie } });
      expect(stream.statusCode).toBe(200);
      expect(stream.headers["content-type"]).toBe("video/mp4");
      const played = await probePayload(stream.rawPayload, `delivery-${request.id}.mp4`);
      expect(played.video).toEqual({ width: 720, height: 1280 });
      expect(played.hasAudio).toBe(true);
    }
  });

  it("has a 360p rendition too, for the player's data saver: a smaller picture and a smaller file", async () => {
    const [first] = await videosOf(featured.username);
    expect(first!.lowDataVideoUrl).toMatch(/^\/api\/showcase\/[\w-]+\/stream-360p\?expires=\d+&signature=/);
    const hd = await context.app.inject({ method: "GET", url: first!.videoUrl });
    const low = await context.app.inject({ method: "GET", url: first!.lowDataVideoUrl! });
    expect(low.statusCode).toBe(200);
    expect(low.headers["content-type"]).toBe("video/mp4");
    expect(low.rawPayload.length).toBeLessThan(hd.rawPayload.length);
    const played = await probePayload(low.rawPayload, "clip-check-360p.mp4");
    expect(played.video).toEqual({ width: 360, height: 640 });
    expect(played.hasAudio).toBe(true);
    expect(played.durationMs).toBeGreaterThanOrEqual(2500);

    const ranged = await context.app.inject({
      method: "GET",
      url: first!.lowDataVideoUrl!,
      headers: { range: "bytes=0-99" },
    });
    expect(ranged.statusCode).toBe(206);
  });

  it("skips clips already made, so the job can run at every boot", async () => {
    expect(await makeDemoClips(deps(), [featured.username])).toBe(0);
    expect(await videosOf(featured.username)).toHaveLength(2);
  });

  it("leaves the Videos tab empty, without failing, when ffmpeg is missing", async () => {
    const missing = { ...deps(), tools: { ffmpeg: "/nonexistent/ffmpeg", ffprobe: "/nonexistent/ffprobe" } };
    const third = DEMO_CELEBRITIES.find((celebrity) => ![featured, other].includes(celebrity))!;
    expect(await makeDemoClips(missing, [third.username])).toBe(0);
    expect(await videosOf(third.username)).toEqual([]);
  });
});
