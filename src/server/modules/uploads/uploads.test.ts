import { createHash, randomBytes } from "node:crypto";
import { readFile, stat, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_VIDEO_BYTES, VIDEO_TOO_LARGE_MESSAGE, VIDEO_WRONG_TYPE_MESSAGE } from "@/shared/booking";
import { videoRequests } from "../../db/schema/index";
import { createDiskStorage } from "../../providers/storage/disk";
import { createTestApp } from "../../test/app";
import { waitFor } from "../../test/wait-for";
import { insertAcceptedRequest, signedInBooking } from "../videos/test-factories";
import { uploadsDirectory } from "./upload-store";

let context: Awaited<ReturnType<typeof createTestApp>>;
let booking: Awaited<ReturnType<typeof signedInBooking>>;
let origin: string;

beforeAll(async () => {
  // The job is queued but not run here, so the stored original can be compared byte for byte.
  context = await createTestApp({ RUN_JOBS: "false" });
  booking = await signedInBooking(context.app, context.database.db);
  origin = await context.app.listen({ port: 0, host: "127.0.0.1" });
}, 120_000);

afterAll(async () => {
  await context.close();
});

const TUS = { "tus-resumable": "1.0.0" };

function tusMetadata(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString("base64")}`)
    .join(",");
}

type Creation = { requestId?: string; length?: number; filetype?: string; filename?: string };

function create(cookie: string | undefined, options: Creation = {}) {
  const { requestId = booking.request.id, length = 1000, filetype = "video/mp4", filename = "hello.mp4" } = options;
  return context.app.inject({
    method: "POST",
    url: "/api/uploads",
    headers: {
      ...TUS,
      ...(cookie ? { cookie } : {}),
      "upload-length": String(length),
      "upload-metadata": tusMetadata({ requestId, filename, filetype }),
    },
  });
}

async function createdUpload(length: number, requestId = booking.request.id) {
  const response = await create(booking.celebrity.cookie, { length, requestId });
  expect(response.statusCode, response.body).toBe(201);
  return String(response.headers.location);
}

function patch(url: string, cookie: string | undefined, offset: number, body: Buffer) {
  return context.app.inject({
    method: "PATCH",
    url,
    headers: {
      ...TUS,
      ...(cookie ? { cookie } : {}),
      "upload-offset": String(offset),
      "content-type": "application/offset+octet-stream",
    },
    payload: body,
  });
}

function head(url: string, cookie: string | undefined) {
  return context.app.inject({ method: "HEAD", url, headers: { ...TUS, ...(cookie ? { cookie } : {}) } });
}

async function requestRow(id = booking.request.id) {
  const [row] = await context.database.db.select().from(videoRequests).where(eq(videoRequests.id, id));
  return row!;
}

/** Sends `total` bytes' worth of PATCH over a real socket but only `sent` of them, then drops the connection. */
function interruptedPatch(url: string, cookie: string, body: Buffer, sent: number): Promise<void> {
  return new Promise((resolve) => {
    const outgoing = httpRequest(`${origin}${url}`, {
      method: "PATCH",
      headers: {
        ...TUS,
        cookie,
        "upload-offset": "0",
        "content-type": "application/offset+octet-stream",
        "content-length": String(body.length),
      },
    });
    outgoing.on("error", () => resolve());
    outgoing.on("response", () => resolve());
    outgoing.write(body.subarray(0, sent), () => {
      // Once the server has some of the bytes on disk, cut the connection mid-body.
      const partial = join(uploadsDirectory(context.env.FILES_DIR), url.split("/").at(-1)!);
      waitFor(async () => ((await stat(partial).catch(() => undefined))?.size ?? 0) > 0, {
        message: "the first bytes on disk",
      })
        .then(() => outgoing.destroy())
        .catch(() => outgoing.destroy())
        .finally(resolve);
    });
  });
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("creating an upload", () => {
  it("lets the request's celebrity start one: 201, a Location, the video shown as uploading", async () => {
    const response = await create(booking.celebrity.cookie);
    expect(response.statusCode).toBe(201);
    expect(response.headers.location).toMatch(/^\/api\/uploads\/[a-f0-9]{32}$/);
    expect(response.headers["tus-resumable"]).toBe("1.0.0");
    // Same origin only, and the app's security headers still on the hijacked answer.
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-request-id"]).toBeTruthy();
    expect((await requestRow()).videoStatus).toBe("uploading");
  });

  it("refuses everyone else: anonymous 401; the fan, another fan and another celebrity 404", async () => {
    expect((await create(undefined)).statusCode).toBe(401);
    for (const cookie of [booking.fan.cookie, booking.otherFan.cookie, booking.otherCelebrity.cookie]) {
      const response = await create(cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toHaveProperty("error.code", "NOT_FOUND");
    }
  });

  it("refuses a video over 200 MB with the spec's message", async () => {
    const response = await create(booking.celebrity.cookie, { length: MAX_VIDEO_BYTES + 1 });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe(VIDEO_TOO_LARGE_MESSAGE);
    expect((await create(booking.celebrity.cookie, { length: MAX_VIDEO_BYTES })).statusCode).toBe(201);
  });

  it("refuses a file that is not a video type with the spec's message", async () => {
    const response = await create(booking.celebrity.cookie, { filetype: "application/pdf", filename: "contract.pdf" });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe(VIDEO_WRONG_TYPE_MESSAGE);
    const byName = await create(booking.celebrity.cookie, { filetype: "", filename: "clip.MOV" });
    expect(byName.statusCode).toBe(201);
  });

  it("answers 400 without a length or a request id, and 409 for a request not accepted", async () => {
    const noLength = await context.app.inject({
      method: "POST",
      url: "/api/uploads",
      headers: {
        ...TUS,
        cookie: booking.celebrity.cookie,
        "upload-metadata": tusMetadata({ requestId: booking.request.id, filetype: "video/mp4" }),
      },
    });
    expect(noLength.statusCode).toBe(400);
    const noRequest = await context.app.inject({
      method: "POST",
      url: "/api/uploads",
      headers: { ...TUS, cookie: booking.celebrity.cookie, "upload-length": "10" },
    });
    expect(noRequest.statusCode).toBe(400);
    const pending = await insertAcceptedRequest(context.database.db, {
      fanId: booking.fan.user.id,
      celebrityId: booking.celebrity.profile.id,
      status: "pending",
      acceptedAt: null,
    });
    const response = await create(booking.celebrity.cookie, { requestId: pending.id });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(/accepted/);
  });

  it("keeps the tus protocol errors in the JSON error shape", async () => {
    const url = await createdUpload(100);
    const wrongOffset = await patch(url, booking.celebrity.cookie, 50, Buffer.alloc(10));
    expect(wrongOffset.statusCode).toBe(409);
    expect(wrongOffset.headers["content-type"]).toMatch(/application\/json/);
    expect(wrongOffset.json()).toHaveProperty("error.code", "UPLOAD_OFFSET_CONFLICT");
    const tooMuch = await patch(url, booking.celebrity.cookie, 0, Buffer.alloc(101));
    expect(tooMuch.statusCode).toBe(413);
    expect(tooMuch.json()).toHaveProperty("error.code");
    const options = await context.app.inject({ method: "OPTIONS", url: "/api/uploads" });
    expect(options.statusCode).toBe(204);
    expect(options.headers["tus-max-size"]).toBe(String(MAX_VIDEO_BYTES));
  });
});

describe("sending the bytes", () => {
  it("lets nobody but the uploader see or add to an upload", async () => {
    const url = await createdUpload(64);
    for (const cookie of [booking.fan.cookie, booking.otherFan.cookie, booking.otherCelebrity.cookie]) {
      expect((await patch(url, cookie, 0, Buffer.alloc(64))).statusCode).toBe(404);
      expect((await head(url, cookie)).statusCode).toBe(404);
      const deleted = await context.app.inject({ method: "DELETE", url, headers: { ...TUS, cookie } });
      expect(deleted.statusCode).toBe(404);
    }
    expect((await patch(url, undefined, 0, Buffer.alloc(64))).statusCode).toBe(401);
    expect((await head(url, booking.celebrity.cookie)).headers["upload-offset"]).toBe("0");
    expect((await head("/api/uploads/not-an-upload-id", booking.celebrity.cookie)).statusCode).toBe(404);
    expect((await head("/api/uploads/..%2F..%2Fapp-secret", booking.celebrity.cookie)).statusCode).toBe(404);
  });

  it("resumes an interrupted upload to a file with the same checksum, then queues processing", async () => {
    const source = randomBytes(3 * 1024 * 1024 + 123);
    const url = await createdUpload(source.length);
    await interruptedPatch(url, booking.celebrity.cookie, source, 1024 * 1024 + 7);

    const resumed = await head(url, booking.celebrity.cookie);
    expect(resumed.statusCode).toBe(200);
    const offset = Number(resumed.headers["upload-offset"]);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(source.length);

    const rest = await patch(url, booking.celebrity.cookie, offset, source.subarray(offset));
    expect(rest.statusCode, rest.body).toBe(204);
    expect(rest.headers["upload-offset"]).toBe(String(source.length));

    const row = await requestRow();
    expect(row.videoStatus).toBe("processing");
    expect(row.originalKey).toMatch(new RegExp(`^videos/${booking.request.id}/original-[a-f0-9]{32}\\.mp4$`));
    const storage = createDiskStorage(context.env.FILES_DIR);
    const stored = (await storage.localFile(row.originalKey!)).path;
    expect(sha256(await readFile(stored))).toBe(sha256(source));

    const jobs = await context.database.db.execute(
      sql`select data from pgboss.job where name = 'process-video' order by created_on desc limit 1`,
    );
    expect((jobs.rows[0] as { data: unknown }).data).toEqual({ requestId: booking.request.id });
    // The finished upload is handed over: tus no longer knows it, and no new upload starts while it is processed.
    expect((await head(url, booking.celebrity.cookie)).statusCode).toBe(404);
    const again = await create(booking.celebrity.cookie);
    expect(again.statusCode).toBe(409);
  });

  it("finishes on HEAD an upload whose bytes all arrived but whose hand-over did not happen", async () => {
    const other = await insertAcceptedRequest(context.database.db, {
      fanId: booking.fan.user.id,
      celebrityId: booking.celebrity.profile.id,
    });
    const source = randomBytes(2048);
    const url = await createdUpload(source.length, other.id);
    // As if the last PATCH was written but the server stopped before handing the file over.
    await writeFile(join(uploadsDirectory(context.env.FILES_DIR), url.split("/").at(-1)!), source);
    const response = await head(url, booking.celebrity.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers["upload-offset"]).toBe(String(source.length));
    const row = await requestRow(other.id);
    expect(row.videoStatus).toBe("processing");
    const stored = await createDiskStorage(context.env.FILES_DIR).localFile(row.originalKey!);
    expect(sha256(await readFile(stored.path))).toBe(sha256(source));
  });

  it("lets the celebrity abandon an unfinished upload", async () => {
    const { request } = booking;
    const other = await insertAcceptedRequest(context.database.db, {
      fanId: booking.fan.user.id,
      celebrityId: booking.celebrity.profile.id,
    });
    const url = await createdUpload(10, other.id);
    expect((await requestRow(other.id)).videoStatus).toBe("uploading");
    const deleted = await context.app.inject({
      method: "DELETE",
      url,
      headers: { ...TUS, cookie: booking.celebrity.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await requestRow(other.id)).videoStatus).toBe("none");
    expect((await head(url, booking.celebrity.cookie)).statusCode).toBe(404);
    expect(request.id).not.toBe(other.id);
  });
});
