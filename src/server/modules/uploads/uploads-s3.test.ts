import { createHash, randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MINUTE_MS } from "@/shared/time";
import { uploadLocks } from "../../db/schema/index";
import { signUp } from "../../test/accounts";
import { createSecondTestApp, createTestApp } from "../../test/app";
import { type FakeS3, startFakeS3 } from "../../test/fake-s3";
import { waitFor } from "../../test/wait-for";
import { insertCategory } from "../catalogue/test-factories";
import { uploadSelfie, WEBM_BYTES } from "../celebrity-applications/test-factories";
import { insertAcceptedRequest, signedInBooking, tusCreationHeaders } from "../videos/test-factories";
import { deleteExpiredUploads } from "./upload-jobs";
import { createUploadStore, UPLOAD_EXPIRY_MS } from "./upload-store";

// Two instances on one database and one bucket, each with its own FILES_DIR: nothing of an upload is on a
// local disk, so any instance behind a round-robin balancer continues any upload.
let fakeS3: FakeS3;
let first: Awaited<ReturnType<typeof createTestApp>>;
let second: Awaited<ReturnType<typeof createSecondTestApp>>;
let booking: Awaited<ReturnType<typeof signedInBooking>>;

beforeAll(async () => {
  fakeS3 = await startFakeS3();
  // The job is queued but not run here, so the stored original can be compared byte for byte.
  first = await createTestApp({ ...fakeS3.env(), RUN_JOBS: "false" });
  second = await createSecondTestApp(first, fakeS3.env());
  booking = await signedInBooking(first.app, first.database.db);
}, 120_000);

afterAll(async () => {
  await second?.close();
  await first?.close();
  await fakeS3?.close();
});

type Instance = typeof first.app;
const TUS = { "tus-resumable": "1.0.0" };
const MiB = 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function createdUpload(on: Instance, requestId: string, length: number) {
  const response = await on.inject({
    method: "POST",
    url: "/api/uploads",
    headers: { ...tusCreationHeaders(requestId, length), cookie: booking.celebrity.cookie },
  });
  expect(response.statusCode, response.body).toBe(201);
  const url = String(response.headers.location);
  return { url, id: url.split("/").at(-1)! };
}

/** A new accepted request and an upload for it on `on`, with its first 100 of 1000 bytes sent. */
async function unfinishedUpload(on: Instance) {
  const request = await acceptedRequest();
  const { url, id } = await createdUpload(on, request.id, 1000);
  expect((await patch(on, url, 0, randomBytes(100))).statusCode).toBe(204);
  return { request, url, id };
}

function acceptedRequest() {
  return insertAcceptedRequest(first.database.db, {
    fanId: booking.fan.user.id,
    celebrityId: booking.celebrity.profile.id,
  });
}

function patch(on: Instance, url: string, offset: number, body: Buffer) {
  return on.inject({
    method: "PATCH",
    url,
    headers: {
      ...TUS,
      cookie: booking.celebrity.cookie,
      "upload-offset": String(offset),
      "content-type": "application/offset+octet-stream",
    },
    payload: body,
  });
}

function head(on: Instance, url: string, cookie = booking.celebrity.cookie) {
  return on.inject({ method: "HEAD", url, headers: { ...TUS, cookie } });
}

/** The bucket's objects and open multipart uploads that belong to upload `id`. */
function leftOf(id: string) {
  return {
    objects: [...fakeS3.objects.keys()].filter((key) => key.startsWith(id)),
    multipart: [...fakeS3.multipart.values()].filter((upload) => upload.key === id).length,
  };
}

async function requestRow(id: string) {
  const result = await first.database.db.execute(
    sql`select video_status, original_key from video_requests where id = ${id}`,
  );
  return result.rows[0] as { video_status: string; original_key: string | null };
}

async function processVideoJobs(requestId: string) {
  const result = await first.database.db.execute(
    sql`select count(*)::int as count from pgboss.job where name = 'process-video' and data->>'requestId' = ${requestId}`,
  );
  return Number((result.rows[0] as { count: number }).count);
}

describe("an upload on S3, continued by any instance", () => {
  it("completes with PATCHes alternating between instances, stored once, processed once", async () => {
    const request = await acceptedRequest();
    // A whole 5 MiB+ part, then a short tail (kept as <id>.part), then the rest: every kind of S3 write.
    const source = randomBytes(11 * MiB + 7);
    const [a, b] = [6 * MiB, 9 * MiB];
    const { url, id } = await createdUpload(first.app, request.id, source.length);
    expect(fakeS3.objects.has(`${id}.info`)).toBe(true);

    const one = await patch(first.app, url, 0, source.subarray(0, a));
    expect(one.statusCode, one.body).toBe(204);
    const seenBySecond = await head(second.app, url);
    expect(seenBySecond.statusCode).toBe(200);
    expect(seenBySecond.headers["upload-offset"]).toBe(String(a));
    expect(seenBySecond.headers["upload-length"]).toBe(String(source.length));
    // The owner check reads the metadata the first instance wrote: others are still refused on the second.
    expect((await head(second.app, url, booking.otherCelebrity.cookie)).statusCode).toBe(404);

    const two = await patch(second.app, url, a, source.subarray(a, b));
    expect(two.statusCode, two.body).toBe(204);
    expect(two.headers["upload-offset"]).toBe(String(b));
    expect((await head(first.app, url)).headers["upload-offset"]).toBe(String(b));
    expect((await requestRow(request.id)).video_status).toBe("uploading");

    const three = await patch(first.app, url, b, source.subarray(b));
    expect(three.statusCode, three.body).toBe(204);
    expect(three.headers["upload-offset"]).toBe(String(source.length));

    const row = await requestRow(request.id);
    expect(row.video_status).toBe("processing");
    expect(row.original_key).toBe(`videos/${request.id}/original-${id}.mp4`);
    const stored = [...fakeS3.objects.keys()].filter((key) => key.startsWith(`videos/${request.id}/`));
    expect(stored).toEqual([row.original_key]);
    const original = fakeS3.objects.get(row.original_key!);
    expect(sha256(original!.body)).toBe(sha256(source));
    expect(original!.contentType).toBe("video/mp4");
    // Moved within the bucket, never downloaded through an instance; nothing of the upload is left.
    const calls = (operation: string, key: string) =>
      fakeS3.requestsSeen.filter((line) => line.endsWith(`/bucket/${key}?x-id=${operation}`));
    expect(calls("CopyObject", row.original_key!)).toHaveLength(1);
    expect(calls("GetObject", id)).toEqual([]);
    expect(leftOf(id)).toEqual({ objects: [], multipart: 0 });
    expect(await processVideoJobs(request.id)).toBe(1);

    // Handed over: neither instance knows the upload any more, and asking does not hand it over twice.
    expect((await head(second.app, url)).statusCode).toBe(404);
    expect((await head(first.app, url)).statusCode).toBe(404);
    expect(await processVideoJobs(request.id)).toBe(1);
  });

  it("lets one PATCH at a time write an upload: a PATCH on the other instance ends the one in flight", async () => {
    const request = await acceptedRequest();
    const source = randomBytes(300_000);
    const { url } = await createdUpload(first.app, request.id, source.length);
    // A slow phone's PATCH on the first instance: 100 KB arrive, then nothing more for now.
    const slow = new PassThrough();
    const inFlight = first.app.inject({
      method: "PATCH",
      url,
      headers: {
        ...TUS,
        cookie: booking.celebrity.cookie,
        "upload-offset": "0",
        "content-type": "application/offset+octet-stream",
      },
      payload: slow,
    });
    slow.write(source.subarray(0, 100_000));
    await waitFor(async () => (await first.database.db.select().from(uploadLocks)).length === 1);

    // The client gave up on it and resumes on the second instance, which asks the first to let go.
    const resumed = await patch(second.app, url, 0, source.subarray(0, 150_000));
    const ended = await inFlight;
    expect(ended.statusCode, ended.body).toBe(204);
    const kept = Number(ended.headers["upload-offset"]);
    expect(kept).toBe(100_000);
    // The second PATCH waited for the lock, then found the first one's bytes: its offset no longer holds.
    expect(resumed.statusCode, resumed.body).toBe(409);
    expect((await head(second.app, url)).headers["upload-offset"]).toBe(String(kept));
    slow.end();

    const rest = await patch(second.app, url, kept, source.subarray(kept));
    expect(rest.statusCode, rest.body).toBe(204);
    expect(sha256(fakeS3.objects.get((await requestRow(request.id)).original_key!)!.body)).toBe(sha256(source));
    expect(await first.database.db.select().from(uploadLocks)).toEqual([]);
  });

  it("lets the other instance abandon an upload, leaving nothing in the bucket", async () => {
    const { request, url, id } = await unfinishedUpload(first.app);
    expect(fakeS3.objects.has(`${id}.part`)).toBe(true);

    const deleted = await second.app.inject({
      method: "DELETE",
      url,
      headers: { ...TUS, cookie: booking.celebrity.cookie },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await requestRow(request.id)).video_status).toBe("none");
    expect(leftOf(id)).toEqual({ objects: [], multipart: 0 });
  });

  // Last: it moves the first instance's clock two days on.
  it("removes an expired unfinished upload from the bucket in the clean-uploads job, and nothing else", async () => {
    const { url, id } = await unfinishedUpload(second.app);
    expect(leftOf(id)).toEqual({ objects: [`${id}.info`, `${id}.part`], multipart: 1 });
    // The storage's own multipart puts (a video being written) are not the job's to touch.
    fakeS3.multipart.set("storage-put", { key: "videos/x/video.mp4", initiated: new Date(), parts: new Map() });

    const job = { store: createUploadStore(first.env), clock: first.app.infrastructure.clock };
    job.clock.advance(UPLOAD_EXPIRY_MS - MINUTE_MS);
    expect(await deleteExpiredUploads(job)).toBe(0);
    expect(leftOf(id).multipart).toBe(1);

    job.clock.advance(2 * MINUTE_MS);
    expect(await deleteExpiredUploads(job)).toBe(1);
    expect(leftOf(id)).toEqual({ objects: [], multipart: 0 });
    expect(fakeS3.multipart.has("storage-put")).toBe(true);
    expect((await head(first.app, url)).statusCode).toBe(404);
  });
});

describe("a selfie video on S3 (ADR 054)", () => {
  it("is moved within the bucket under selfies/, and served by the other instance to its applicant", async () => {
    await insertCategory(first.database.db, { id: "comedians", name: "Comedians" });
    const applicant = await signUp(first.app);
    const applied = await first.app.inject({
      method: "POST",
      url: "/api/celebrity-applications",
      headers: { cookie: applicant.cookie },
      payload: {
        fullName: "Bucket Selfie",
        profession: "comedian",
        bio: "Stand-up.",
        country: "kenya",
        priceUsd: 20,
        categoryId: "comedians",
      },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const done = await uploadSelfie(first.app, applicant.cookie);
    expect(done.statusCode, done.body).toBe(204);

    const profileId = applied.json().profile.id as string;
    const stored = [...fakeS3.objects.keys()].filter((key) => key.startsWith(`selfies/${profileId}/`));
    expect(stored).toHaveLength(1);
    expect(fakeS3.objects.get(stored[0]!)!.body.equals(WEBM_BYTES)).toBe(true);
    const served = await second.app.inject({
      url: "/api/celebrity-applications/mine/selfie",
      headers: { cookie: applicant.cookie, range: "bytes=0-3" },
    });
    expect(served.statusCode).toBe(206);
    expect(served.rawPayload.equals(WEBM_BYTES.subarray(0, 4))).toBe(true);
  });
});
