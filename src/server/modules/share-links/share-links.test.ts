import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { videoRequests, videoShareLinks } from "../../db/schema/index";
import { createDiskStorage } from "../../providers/storage/disk";
import { videoKeys } from "../../providers/storage/storage";
import { createTestApp } from "../../test/app";
import { fakeWebBuild } from "../../test/web-build";
import { insertAcceptedRequest, signedInBooking } from "../videos/test-factories";

let context: Awaited<ReturnType<typeof createTestApp>>;
let booking: Awaited<ReturnType<typeof signedInBooking>>;
// Not a real MP4: the routes serve stored bytes as they are, which is what these tests look at.
const videoBytes = Buffer.from(Array.from({ length: 5000 }, (_, index) => index % 251));

beforeAll(async () => {
  context = await createTestApp({ WEB_DIST_DIR: fakeWebBuild() });
  const { db } = context.database;
  booking = await signedInBooking(context.app, db);
  const storage = createDiskStorage(context.env.FILES_DIR);
  await storage.put(videoKeys.video(booking.request.id), Readable.from([videoBytes]));
  await storage.put(videoKeys.poster(booking.request.id), Readable.from([Buffer.from([0xff, 0xd8, 0xff, 0xd9])]));
  await db
    .update(videoRequests)
    .set({
      status: "completed",
      completedAt: new Date(),
      videoStatus: "ready",
      recipientName: "Amina",
      occasion: "Birthday",
      videoKey: videoKeys.video(booking.request.id),
      posterKey: videoKeys.poster(booking.request.id),
    })
    .where(eq(videoRequests.id, booking.request.id));
}, 120_000);

afterAll(async () => {
  await context.close();
});

const linkUrl = (id = booking.request.id) => `/api/requests/${id}/share-link`;

function call(method: "GET" | "POST" | "DELETE", cookie: string | undefined, id = booking.request.id) {
  return context.app.inject({ method, url: linkUrl(id), headers: cookie ? { cookie } : {} });
}

async function createLink() {
  const response = await call("POST", booking.fan.cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { token: string; path: string; createdAt: string };
}

const watch = (token: string, suffix = "", headers: Record<string, string> = {}) =>
  context.app.inject({ method: "GET", url: `/api/watch/${token}${suffix}`, headers });

describe("private watch links", () => {
  it("lets the fan make a link that anyone opens without an account", async () => {
    const link = await createLink();
    expect(link.path).toBe(`/watch/${link.token}`);
    expect((await call("GET", booking.fan.cookie)).json()).toEqual({ link });

    const response = await watch(link.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.headers["x-robots-tag"]).toContain("noindex");
    const body = response.json();
    expect(body).toMatchObject({
      celebrity: { fullName: booking.celebrity.profile.fullName, username: booking.celebrity.profile.username },
      forName: "Amina",
      occasion: "Birthday",
      url: `/api/watch/${link.token}/stream`,
      downloadUrl: `/api/watch/${link.token}/download`,
      posterUrl: `/api/watch/${link.token}/poster`,
    });
    // Nothing of the fan's private request leaks: no request id, no message.
    expect(response.body).not.toContain(booking.request.id);
    expect(response.body).not.toContain(booking.request.message);
  });

  it("streams the video with HTTP Range, and downloads it as an attachment", async () => {
    const { token } = await createLink();
    const whole = await watch(token, "/stream");
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-type"]).toBe("video/mp4");
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.headers["cache-control"]).toBe("private, max-age=3600");
    expect(whole.rawPayload.equals(videoBytes)).toBe(true);

    const part = await watch(token, "/stream", { range: "bytes=100-199" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 100-199/${videoBytes.length}`);
    expect(part.rawPayload.equals(videoBytes.subarray(100, 200))).toBe(true);

    expect((await watch(token, "/stream", { range: "bytes=99999-" })).statusCode).toBe(416);

    const download = await watch(token, "/download");
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toMatch(
      /^attachment; filename=".+\.mp4"; filename\*=UTF-8''.+\.mp4$/,
    );
    expect((await watch(token, "/poster")).headers["content-type"]).toBe("image/jpeg");
  });

  it("ends the page and its files at once when the fan revokes (410: turned off); a new link has a new token", async () => {
    const first = await createLink();
    const revoke = await call("DELETE", booking.fan.cookie);
    expect(revoke.statusCode).toBe(204);
    expect((await call("GET", booking.fan.cookie)).json()).toEqual({ link: null });
    for (const suffix of ["", "/stream", "/download", "/poster"]) {
      const ended = await watch(first.token, suffix);
      expect(ended.statusCode).toBe(410);
      // The recipient learns the sender turned it off, not that it never existed.
      expect(ended.json().error).toEqual({
        code: "WATCH_LINK_TURNED_OFF",
        message: "The person who sent you this video turned this link off. Ask them for a new one.",
      });
    }
    // Revoking twice changes nothing.
    expect((await call("DELETE", booking.fan.cookie)).statusCode).toBe(204);

    const second = await createLink();
    expect(second.token).not.toBe(first.token);
    expect((await watch(second.token)).statusCode).toBe(200);
    expect((await watch(first.token)).statusCode).toBe(410);

    // Re-creating replaces the live link: the previous token stops working.
    const third = await createLink();
    expect((await watch(second.token)).statusCode).toBe(410);
    expect((await watch(third.token)).statusCode).toBe(200);
  });

  it("answers 404 to unknown and malformed tokens", async () => {
    const unknown = randomBytes(32).toString("base64url");
    const response = await watch(unknown);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("NOT_FOUND");
    for (const token of ["abc", "not a token", `${unknown}x`, "a".repeat(90)]) {
      expect((await watch(encodeURIComponent(token))).statusCode).toBe(404);
      expect((await watch(encodeURIComponent(token), "/stream")).statusCode).toBe(404);
    }
    // Fastify refuses a path parameter over 100 characters before any lookup.
    expect((await watch("a".repeat(201))).statusCode).toBe(414);
  });

  it("answers the watch page's HTML 404 for unknown and malformed tokens, 410 for revoked, 200 and noindex while live", async () => {
    const page = (token: string) => context.app.inject({ method: "GET", url: `/watch/${token}` });
    const live = await createLink();
    const open = await page(live.token);
    expect(open.statusCode).toBe(200);
    expect(open.headers["content-type"]).toContain("text/html");
    expect(open.body).toContain("<title>A personalised video for you | Salamu</title>");
    expect(open.body).toMatch(/<meta name="robots" content="noindex/);

    for (const token of [randomBytes(32).toString("base64url"), "abc"]) {
      const missing = await page(token);
      expect(missing.statusCode, token).toBe(404);
      // Still the app (it renders its 404 page), kept out of search.
      expect(missing.body).toContain('<div id="root">');
      expect(missing.body).toMatch(/<meta name="robots" content="noindex/);
    }

    expect((await call("DELETE", booking.fan.cookie)).statusCode).toBe(204);
    const turnedOff = await page(live.token);
    expect(turnedOff.statusCode).toBe(410);
    expect(turnedOff.body).toMatch(/<meta name="robots" content="noindex/);
  });

  it("issues tokens that cannot be guessed: 256 random bits, base64url, never repeated", async () => {
    const tokens = new Set<string>();
    for (let index = 0; index < 20; index += 1) {
      const { token } = await createLink();
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
      tokens.add(token);
    }
    expect(tokens.size).toBe(20);
    // Only the last one is live.
    const rows = await context.database.db
      .select()
      .from(videoShareLinks)
      .where(eq(videoShareLinks.requestId, booking.request.id));
    expect(rows.filter((row) => row.revokedAt === null)).toHaveLength(1);
  });

  it("lets no one else read, make or revoke a fan's link", async () => {
    const link = await createLink();
    for (const cookie of [booking.otherFan.cookie, booking.celebrity.cookie, booking.otherCelebrity.cookie]) {
      for (const method of ["GET", "POST", "DELETE"] as const) {
        expect((await call(method, cookie)).statusCode).toBe(404);
      }
    }
    for (const method of ["GET", "POST", "DELETE"] as const) {
      expect((await call(method, undefined)).statusCode).toBe(401);
    }
    expect((await call("GET", booking.fan.cookie, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    // The fan's link still works.
    expect((await watch(link.token)).statusCode).toBe(200);
  });

  it("refuses a link before the video is delivered (409)", async () => {
    const waiting = await insertAcceptedRequest(context.database.db, {
      fanId: booking.fan.user.id,
      celebrityId: booking.celebrity.profile.id,
    });
    const response = await call("POST", booking.fan.cookie, waiting.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe("VIDEO_NOT_READY");
  });
});
