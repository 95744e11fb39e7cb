import { mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNED_URL_SECONDS } from "@/shared/booking";
import { videoRequests } from "../../db/schema/index";
import { createDiskStorage } from "../../providers/storage/disk";
import { videoKeys } from "../../providers/storage/storage";
import { cookiesOf } from "../../test/accounts";
import { createTestApp } from "../../test/app";
import { savedFileName } from "../../test/downloads";
import { waitFor } from "../../test/wait-for";
import { provisionAccount } from "../accounts/provisioning";
import { decideRange } from "./byte-range";
import { createVideoUrlSigner } from "./signed-urls";
import { generateClip, insertAcceptedRequest, signedInBooking } from "./test-factories";

let context: Awaited<ReturnType<typeof createTestApp>>;
let booking: Awaited<ReturnType<typeof signedInBooking>>;
let staffCookie: string;
let workDir: string;
let videoBytes: Buffer;
let posterBytes: Buffer;

beforeAll(async () => {
  context = await createTestApp();
  const { db } = context.database;
  booking = await signedInBooking(context.app, db);
  await provisionAccount(db, {
    email: "video-moderator@example.com",
    name: "Video Moderator",
    password: "moderator password",
    role: "moderator",
    permissions: [],
  });
  const login = await context.app.inject({
    method: "POST",
    url: "/api/session",
    payload: { email: "video-moderator@example.com", password: "moderator password", rememberMe: false },
  });
  staffCookie = cookiesOf(login);

  // A delivered request: its files in the app's storage, as the processing job leaves them.
  workDir = mkdtempSync(join(tmpdir(), "salamu-videos-test-"));
  const clip = await generateClip(join(workDir, "clip.mp4"), { width: 320, height: 240, seconds: 2 });
  videoBytes = await readFile(clip);
  posterBytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]);
  const storage = createDiskStorage(context.env.FILES_DIR);
  await storage.putFile(videoKeys.video(booking.request.id), clip);
  const { Readable } = await import("node:stream");
  await storage.put(videoKeys.poster(booking.request.id), Readable.from([posterBytes]));
  await db
    .update(videoRequests)
    .set({
      status: "completed",
      completedAt: new Date(),
      videoStatus: "ready",
      videoKey: videoKeys.video(booking.request.id),
      posterKey: videoKeys.poster(booking.request.id),
      videoDurationMs: 2000,
    })
    .where(eq(videoRequests.id, booking.request.id));
}, 120_000);

afterAll(async () => {
  await context.close();
  rmSync(workDir, { recursive: true, force: true });
});

function access(cookie: string | undefined, id = booking.request.id) {
  return context.app.inject({
    method: "GET",
    url: `/api/requests/${id}/video`,
    headers: cookie ? { cookie } : {},
  });
}

async function links() {
  const response = await access(booking.fan.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { url: string; downloadUrl: string; posterUrl: string; expiresAt: string };
}

describe("GET /api/requests/:id/video", () => {
  it("gives the fan, the celebrity and staff signed links valid for an hour", async () => {
    for (const cookie of [booking.fan.cookie, booking.celebrity.cookie, staffCookie]) {
      const response = await access(cookie);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.url).toMatch(
        new RegExp(`^/api/videos/${booking.request.id}/stream\\?expires=\\d+&signature=[\\w-]+$`),
      );
      expect(body.downloadUrl).toContain("/download?");
      expect(body.posterUrl).toContain("/poster?");
      const lifetime = (Date.parse(body.expiresAt) - Date.now()) / 1000;
      expect(lifetime).toBeGreaterThan(SIGNED_URL_SECONDS - 10);
      expect(lifetime).toBeLessThanOrEqual(SIGNED_URL_SECONDS);
      expect(response.headers["cache-control"]).toBe("private, no-store");
    }
  });

  it("answers 401 to anonymous users and 404 to another fan or another celebrity", async () => {
    expect((await access(undefined)).statusCode).toBe(401);
    expect((await access(booking.otherFan.cookie)).statusCode).toBe(404);
    expect((await access(booking.otherCelebrity.cookie)).statusCode).toBe(404);
    expect((await access(booking.fan.cookie, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
  });

  it("answers 409 'Video not ready' before delivery", async () => {
    const waiting = await insertAcceptedRequest(context.database.db, {
      fanId: booking.fan.user.id,
      celebrityId: booking.celebrity.profile.id,
    });
    const response = await access(booking.fan.cookie, waiting.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({ code: "VIDEO_NOT_READY", message: "Video not ready" });
  });
});

describe("GET /api/videos/:id/{stream,download,poster}", () => {
  it("streams the whole video with the right headers", async () => {
    const { url } = await links();
    const response = await context.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("video/mp4");
    expect(response.headers["accept-ranges"]).toBe("bytes");
    expect(response.headers["cache-control"]).toBe("private, max-age=3600");
    expect(Number(response.headers["content-length"])).toBe(videoBytes.length);
    expect(response.rawPayload.equals(videoBytes)).toBe(true);
  });

  it("serves exactly the asked-for bytes of a Range, and 416 outside the file", async () => {
    const { url } = await links();
    const cases = [
      { range: "bytes=0-99", start: 0, end: 99 },
      { range: "bytes=1000-", start: 1000, end: videoBytes.length - 1 },
      { range: "bytes=-500", start: videoBytes.length - 500, end: videoBytes.length - 1 },
      { range: `bytes=100-${videoBytes.length + 1000}`, start: 100, end: videoBytes.length - 1 },
    ];
    for (const { range, start, end } of cases) {
      const response = await context.app.inject({ method: "GET", url, headers: { range } });
      expect(response.statusCode, range).toBe(206);
      expect(response.headers["content-range"]).toBe(`bytes ${start}-${end}/${videoBytes.length}`);
      expect(Number(response.headers["content-length"])).toBe(end - start + 1);
      expect(response.rawPayload.equals(videoBytes.subarray(start, end + 1)), range).toBe(true);
    }
    const outside = await context.app.inject({
      method: "GET",
      url,
      headers: { range: `bytes=${videoBytes.length}-` },
    });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers["content-range"]).toBe(`bytes */${videoBytes.length}`);
    expect(outside.json()).toHaveProperty("error.code", "RANGE_NOT_SATISFIABLE");
  });

  it("answers HEAD with the size and no body", async () => {
    const { url } = await links();
    const response = await context.app.inject({ method: "HEAD", url });
    expect(response.statusCode).toBe(200);
    expect(Number(response.headers["content-length"])).toBe(videoBytes.length);
    expect(response.rawPayload.length).toBe(0);
  });

  it("downloads as an attachment named for the star, the occasion and who it is for, and serves the poster", async () => {
    await context.database.db
      .update(videoRequests)
      .set({ occasion: "Birthdays", recipientName: "مريم" })
      .where(eq(videoRequests.id, booking.request.id));
    const { downloadUrl, posterUrl } = await links();
    const download = await context.app.inject({ method: "GET", url: downloadUrl });
    expect(download.statusCode).toBe(200);
    const star = booking.celebrity.profile.fullName;
    expect(savedFileName(download.headers["content-disposition"])).toBe(`${star} - Birthdays - for مريم.mp4`);
    // Older clients read the plain name: the same, its Arabic letters replaced.
    expect(download.headers["content-disposition"]).toContain(
      `attachment; filename="${star} - Birthdays - for ____.mp4"`,
    );
    expect(download.rawPayload.equals(videoBytes)).toBe(true);
    const poster = await context.app.inject({ method: "GET", url: posterUrl });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers["content-type"]).toBe("image/jpeg");
    expect(poster.rawPayload.equals(posterBytes)).toBe(true);
  });

  it("lists the delivered video with a signed link to its poster frame, for the fan's and the celebrity's cards", async () => {
    for (const [cookie, url] of [
      [booking.fan.cookie, "/api/requests/mine"],
      [booking.celebrity.cookie, "/api/requests/incoming"],
    ] as const) {
      const list = (await context.app.inject({ method: "GET", url, headers: { cookie } })).json();
      const card = list.requests.find((request: { id: string }) => request.id === booking.request.id);
      expect(card.posterUrl, url).toMatch(new RegExp(`^/api/videos/${booking.request.id}/poster\\?expires=`));
      const poster = await context.app.inject({ method: "GET", url: card.posterUrl });
      expect(poster.statusCode).toBe(200);
      expect(poster.rawPayload.equals(posterBytes)).toBe(true);
    }
    // No poster link before the video is ready.
    const waiting = await insertAcceptedRequest(context.database.db, {
      fanId: booking.fan.user.id,
      celebrityId: booking.celebrity.profile.id,
    });
    const mine = (
      await context.app.inject({ method: "GET", url: "/api/requests/mine", headers: { cookie: booking.fan.cookie } })
    ).json();
    expect(mine.requests.find((request: { id: string }) => request.id === waiting.id).posterUrl).toBeNull();
  });

  it("refuses tampered, foreign, re-purposed and expired links with 403", async () => {
    const { url } = await links();
    const parsed = new URL(url, "http://x");
    const signature = parsed.searchParams.get("signature")!;
    const expires = Number(parsed.searchParams.get("expires"));
    const flipped = `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    const base = `/api/videos/${booking.request.id}`;
    const forged = [
      `${base}/stream?expires=${expires}&signature=${flipped}`,
      `${base}/stream?expires=${expires + 3600}&signature=${signature}`,
      `${base}/download?expires=${expires}&signature=${signature}`,
      `/api/videos/00000000-0000-4000-8000-000000000000/stream?expires=${expires}&signature=${signature}`,
      `${base}/stream?expires=${expires}`,
      `${base}/stream`,
    ];
    for (const link of forged) {
      const response = await context.app.inject({ method: "GET", url: link });
      expect(response.statusCode, link).toBe(403);
      expect(response.json()).toHaveProperty("error.code", "INVALID_VIDEO_LINK");
    }
    // A correctly signed link whose hour is over.
    const signer = createVideoUrlSigner(context.env.APP_SECRET, () => Date.now() - 2 * SIGNED_URL_SECONDS * 1000);
    const expired = signer.sign(booking.request.id, { withPoster: true });
    expect((await context.app.inject({ method: "GET", url: expired.url })).statusCode).toBe(403);
  });
});

describe("decideRange", () => {
  it("follows RFC 9110 for one range and ignores what it does not serve", () => {
    expect(decideRange(undefined, 10)).toEqual({ kind: "full" });
    expect(decideRange("bytes=0-0", 10)).toEqual({ kind: "partial", start: 0, end: 0 });
    expect(decideRange("bytes=5-", 10)).toEqual({ kind: "partial", start: 5, end: 9 });
    expect(decideRange("bytes=-3", 10)).toEqual({ kind: "partial", start: 7, end: 9 });
    expect(decideRange("bytes=-30", 10)).toEqual({ kind: "partial", start: 0, end: 9 });
    expect(decideRange("bytes=10-", 10)).toEqual({ kind: "unsatisfiable" });
    expect(decideRange("bytes=-0", 10)).toEqual({ kind: "unsatisfiable" });
    expect(decideRange("bytes=5-2", 10)).toEqual({ kind: "full" });
    expect(decideRange("bytes=0-1,4-5", 10)).toEqual({ kind: "full" });
    expect(decideRange("items=0-1", 10)).toEqual({ kind: "full" });
    expect(decideRange("bytes=0-1", 0)).toEqual({ kind: "unsatisfiable" });
  });
});

describe("the whole loop", () => {
  it("uploads through tus, processes in the job queue, completes the request and plays", async () => {
    const request = await insertAcceptedRequest(context.database.db, {
      fanId: booking.fan.user.id,
      celebrityId: booking.celebrity.profile.id,
    });
    const clip = await readFile(
      await generateClip(join(workDir, "loop.webm"), { width: 640, height: 360, seconds: 1, container: "webm" }),
    );
    const metadata = [
      `requestId ${Buffer.from(request.id).toString("base64")}`,
      `filename ${Buffer.from("loop.webm").toString("base64")}`,
      `filetype ${Buffer.from("video/webm").toString("base64")}`,
    ].join(",");
    const created = await context.app.inject({
      method: "POST",
      url: "/api/uploads",
      headers: {
        "tus-resumable": "1.0.0",
        cookie: booking.celebrity.cookie,
        "upload-length": String(clip.length),
        "upload-metadata": metadata,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const sent = await context.app.inject({
      method: "PATCH",
      url: String(created.headers.location),
      headers: {
        "tus-resumable": "1.0.0",
        cookie: booking.celebrity.cookie,
        "upload-offset": "0",
        "content-type": "application/offset+octet-stream",
      },
      payload: clip,
    });
    expect(sent.statusCode, sent.body).toBe(204);

    const row = await waitFor(
      async () => {
        const [current] = await context.database.db
          .select()
          .from(videoRequests)
          .where(eq(videoRequests.id, request.id));
        // Done: refused, or delivered and the original cleared (a moment after `ready`).
        const done = current?.videoStatus === "failed" || (current?.videoStatus === "ready" && !current.originalKey);
        return done && current;
      },
      { timeoutMs: 30_000, message: "the video job to finish" },
    );
    expect(row).toMatchObject({ status: "completed", videoStatus: "ready", originalKey: null });
    const response = await access(booking.fan.cookie, request.id);
    expect(response.statusCode).toBe(200);
    const stream = await context.app.inject({
      method: "GET",
      url: response.json().url,
      headers: { range: "bytes=0-11" },
    });
    expect(stream.statusCode).toBe(206);
    expect(stream.rawPayload.toString("latin1", 4, 8)).toBe("ftyp");
  }, 60_000);
});
