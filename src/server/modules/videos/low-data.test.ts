import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { videoRequests } from "../../db/schema/index";
import { createDiskStorage } from "../../providers/storage/disk";
import { videoKeys } from "../../providers/storage/storage";
import { createTestApp } from "../../test/app";
import { savedFileName } from "../../test/downloads";
import { insertAcceptedRequest, signedInBooking } from "./test-factories";

// Issue 13, goal 4: the 360p low-data rendition beside the 720p file, behind the same permissions.
let context: Awaited<ReturnType<typeof createTestApp>>;
let booking: Awaited<ReturnType<typeof signedInBooking>>;
/** Delivered before the 360p rendition existed: only the 720p file. */
let olderRequestId: string;
// Not real MP4s: the routes serve stored bytes as they are, which is what these tests look at.
const hdBytes = Buffer.from(Array.from({ length: 6000 }, (_, index) => index % 251));
const lowBytes = Buffer.from(Array.from({ length: 1200 }, (_, index) => (index * 7) % 253));

async function deliver(requestId: string, { lowData }: { lowData: boolean }) {
  const storage = createDiskStorage(context.env.FILES_DIR);
  await storage.put(videoKeys.video(requestId), Readable.from([hdBytes]));
  if (lowData) await storage.put(videoKeys.lowData(requestId), Readable.from([lowBytes]));
  await context.database.db
    .update(videoRequests)
    .set({ status: "completed", completedAt: new Date(), videoStatus: "ready", videoKey: videoKeys.video(requestId) })
    .where(eq(videoRequests.id, requestId));
}

beforeAll(async () => {
  context = await createTestApp();
  booking = await signedInBooking(context.app, context.database.db);
  await deliver(booking.request.id, { lowData: true });
  const older = await insertAcceptedRequest(context.database.db, {
    fanId: booking.fan.user.id,
    celebrityId: booking.celebrity.profile.id,
  });
  olderRequestId = older.id;
  await deliver(olderRequestId, { lowData: false });
}, 120_000);

afterAll(async () => {
  await context.close();
});

const get = (url: string, headers: Record<string, string> = {}) => context.app.inject({ method: "GET", url, headers });

async function access(cookie: string, id = booking.request.id) {
  const response = await get(`/api/requests/${id}/video`, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    lowDataUrl: string | null;
    lowDataDownloadUrl: string | null;
    sizeBytes: number | null;
    lowDataSizeBytes: number | null;
  };
}

describe("the 360p low-data rendition of a delivered video", () => {
  it("gives the fan and the celebrity signed 360p links beside the 720p ones, with both sizes", async () => {
    for (const cookie of [booking.fan.cookie, booking.celebrity.cookie]) {
      const body = await access(cookie);
      expect(body.lowDataUrl).toMatch(
        new RegExp(`^/api/videos/${booking.request.id}/stream-360p\\?expires=\\d+&signature=[\\w-]+$`),
      );
      expect(body.lowDataDownloadUrl).toContain("/download-360p?");
      expect(body.sizeBytes).toBe(hdBytes.length);
      expect(body.lowDataSizeBytes).toBe(lowBytes.length);
    }
  });

  it("streams the 360p file with HTTP Range (206) and downloads it as its own attachment", async () => {
    const { lowDataUrl, lowDataDownloadUrl } = await access(booking.fan.cookie);
    const whole = await get(lowDataUrl!);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-type"]).toBe("video/mp4");
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.rawPayload.equals(lowBytes)).toBe(true);

    const part = await get(lowDataUrl!, { range: "bytes=100-299" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 100-299/${lowBytes.length}`);
    expect(part.rawPayload.equals(lowBytes.subarray(100, 300))).toBe(true);

    const download = await get(lowDataDownloadUrl!);
    expect(download.statusCode).toBe(200);
    expect(savedFileName(download.headers["content-disposition"])).toBe(
      `${booking.celebrity.profile.fullName} (360p).mp4`,
    );
    expect(download.rawPayload.equals(lowBytes)).toBe(true);
  });

  it("refuses 360p links without a valid signature, or signed for the 720p file, with 403; another fan gets no links", async () => {
    const { lowDataUrl } = await access(booking.fan.cookie);
    const parsed = new URL(lowDataUrl!, "http://x");
    const expires = parsed.searchParams.get("expires");
    const signature = parsed.searchParams.get("signature")!;
    const flipped = `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    const base = `/api/videos/${booking.request.id}`;
    const streamLink = new URL(
      (await get(`${base.replace("/videos/", "/requests/")}/video`, { cookie: booking.fan.cookie })).json().url,
      "http://x",
    );
    for (const link of [
      `${base}/stream-360p`,
      `${base}/stream-360p?expires=${expires}&signature=${flipped}`,
      `${base}/download-360p?expires=${expires}&signature=${signature}`,
      `${base}/stream-360p${streamLink.search}`,
    ]) {
      const response = await get(link);
      expect(response.statusCode, link).toBe(403);
      expect(response.json()).toHaveProperty("error.code", "INVALID_VIDEO_LINK");
    }
    const other = await get(`/api/requests/${booking.request.id}/video`, { cookie: booking.otherFan.cookie });
    expect(other.statusCode).toBe(404);
  });

  it("answers null 360p links for a video delivered before the rendition existed, and 404 to a signed link to it", async () => {
    const body = await access(booking.fan.cookie, olderRequestId);
    expect(body).toMatchObject({ lowDataUrl: null, lowDataDownloadUrl: null, lowDataSizeBytes: null });
    expect(body.sizeBytes).toBe(hdBytes.length);
    const hd = new URL(
      (await get(`/api/requests/${olderRequestId}/video`, { cookie: booking.fan.cookie })).json().url,
      "http://x",
    );
    expect(hd.pathname).toBe(`/api/videos/${olderRequestId}/stream`);
  });

  it("offers both renditions on the private watch page, served through the token (Range, attachment, revocation)", async () => {
    const created = await context.app.inject({
      method: "POST",
      url: `/api/requests/${booking.request.id}/share-link`,
      headers: { cookie: booking.fan.cookie },
    });
    const { token } = created.json() as { token: string };
    const page = (await get(`/api/watch/${token}`)).json();
    expect(page).toMatchObject({
      url: `/api/watch/${token}/stream`,
      downloadUrl: `/api/watch/${token}/download`,
      lowDataUrl: `/api/watch/${token}/stream-360p`,
      lowDataDownloadUrl: `/api/watch/${token}/download-360p`,
      sizeBytes: hdBytes.length,
      lowDataSizeBytes: lowBytes.length,
    });
    const part = await get(`/api/watch/${token}/stream-360p`, { range: "bytes=0-99" });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(lowBytes.subarray(0, 100))).toBe(true);
    const download = await get(`/api/watch/${token}/download-360p`);
    expect(savedFileName(download.headers["content-disposition"])).toMatch(/ \(360p\)\.mp4$/);

    await context.app.inject({
      method: "DELETE",
      url: `/api/requests/${booking.request.id}/share-link`,
      headers: { cookie: booking.fan.cookie },
    });
    // Turned off: the recipient is told so (410), not that it never existed.
    expect((await get(`/api/watch/${token}/stream-360p`)).statusCode).toBe(410);

    // The older video's watch page has no 360p links, and its 360p route is a 404.
    const older = await context.app.inject({
      method: "POST",
      url: `/api/requests/${olderRequestId}/share-link`,
      headers: { cookie: booking.fan.cookie },
    });
    const olderToken = (older.json() as { token: string }).token;
    expect((await get(`/api/watch/${olderToken}`)).json()).toMatchObject({
      lowDataUrl: null,
      lowDataDownloadUrl: null,
    });
    expect((await get(`/api/watch/${olderToken}/stream-360p`)).statusCode).toBe(404);
  });
});
