import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOUR_MS } from "@/shared/time";
import { voiceNotes as voiceNoteRows } from "../../db/schema/index";
import { multipartPayload } from "../../lib/image-test-factories";
import { createTestApp } from "../../test/app";
import { api, bookingWorld, referenceOf } from "./test-factories";
import { voiceNoteKey } from "./voice-notes";

let context: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof bookingWorld>>;
const dir = mkdtempSync(join(tmpdir(), "salamu-voice-test-"));

/** A tone of `seconds` as a browser records it (WebM/Opus), made by ffmpeg. */
function recording(seconds: number, name: string): Buffer {
  const path = join(dir, name);
  execFileSync("ffmpeg", [
    "-v",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    `sine=frequency=440:duration=${seconds}`,
    "-c:a",
    "libopus",
    path,
  ]);
  return readFileSync(path);
}

beforeAll(async () => {
  context = await createTestApp();
  world = await bookingWorld(context.app, context.database.db);
}, 120_000);

afterAll(async () => {
  await context.close();
});

const upload = (bytes: Buffer, cookie: string | null = world.fan.cookie, contentType = "audio/webm") => {
  const { payload, headers } = multipartPayload({ field: "voiceNote", filename: "voice.webm", contentType, bytes });
  return context.app.inject({
    method: "POST",
    url: "/api/voice-notes",
    payload,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
};
const listen = (id: string, cookie?: string) =>
  context.app.inject({ method: "GET", url: `/api/requests/${id}/voice-note`, headers: cookie ? { cookie } : {} });

describe("a voice note of how to say the names", () => {
  it("is re-encoded, named by the request, and played by its fan and star only", async () => {
    const stored = await upload(recording(3, "three.webm"));
    expect(stored.statusCode, stored.body).toBe(201);
    const note = stored.json() as { id: string; durationMs: number };
    expect(note.durationMs).toBeGreaterThan(2500);
    expect(note.durationMs).toBeLessThan(3500);

    const client = api(context.app);
    const booked = await client.requestVideo(world.fan.cookie, {
      celebrityId: world.celebrity.profile.id,
      recipientName: "Oluwatobiloba",
      phoneticSpelling: "Oluwatobiloba = oh-loo-wah-TOH-bee-loh-bah",
      voiceNoteId: note.id,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { request, checkoutUrl } = booked.json();
    expect(request.phoneticSpelling).toBe("Oluwatobiloba = oh-loo-wah-TOH-bee-loh-bah");
    expect(request.voiceNote).toEqual({ url: `/api/requests/${request.id}/voice-note`, durationMs: note.durationMs });

    const played = await listen(request.id, world.fan.cookie);
    expect(played.statusCode).toBe(200);
    expect(played.headers["content-type"]).toBe("audio/mp4");
    // What is served is ffmpeg's AAC in MP4, never the uploaded WebM.
    expect(played.rawPayload.subarray(4, 8).toString()).toBe("ftyp");
    expect(played.headers["cache-control"]).toContain("private");

    // The star hears it once the request is paid (before, it is not theirs to see at all).
    expect((await listen(request.id, world.celebrity.cookie)).statusCode).toBe(404);
    await client.sandboxComplete(world.fan.cookie, referenceOf(checkoutUrl), "success");
    const forStar = await client.get(world.celebrity.cookie, request.id);
    expect(forStar.json().request.voiceNote.durationMs).toBe(note.durationMs);
    expect((await listen(request.id, world.celebrity.cookie)).statusCode).toBe(200);
    // Nobody else does.
    expect((await listen(request.id, world.otherFan.cookie)).statusCode).toBe(404);
    expect((await listen(request.id, world.otherCelebrity.cookie)).statusCode).toBe(404);
    expect((await listen(request.id)).statusCode).toBe(401);
  });

  it("refuses what is not a short recording, with a clear message", async () => {
    const long = await upload(recording(20, "twenty.webm"));
    expect(long.statusCode, long.body).toBe(400);
    expect(long.json().error.message).toBe("Keep the voice note to 15 seconds or less.");

    const text = await upload(Buffer.from("this is not audio at all, just text"), world.fan.cookie, "audio/webm");
    expect(text.statusCode).toBe(415);
    expect(text.json().error.message).toMatch(/not a recording we can play/);

    const huge = await upload(Buffer.alloc(3 * 1024 * 1024 + 10, 1));
    expect(huge.statusCode).toBe(413);

    const none = await context.app.inject({
      method: "POST",
      url: "/api/voice-notes",
      headers: { cookie: world.fan.cookie, "content-type": "application/json" },
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    expect((await upload(recording(2, "anon.webm"), null)).statusCode).toBe(401);
  });

  it("is the fan's own: another's voice note cannot be named, and nothing is booked", async () => {
    const others = (await upload(recording(2, "other.webm"), world.otherFan.cookie)).json() as { id: string };
    const client = api(context.app);
    const before = (await client.call("GET", "/api/requests/mine", world.fan.cookie)).json().requests.length;
    const refused = await client.requestVideo(world.fan.cookie, {
      celebrityId: world.celebrity.profile.id,
      voiceNoteId: others.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe("That voice note was not found. Record it again.");
    expect((await client.call("GET", "/api/requests/mine", world.fan.cookie)).json().requests).toHaveLength(before);
  });

  it("is deleted, file and all, a day after it was recorded when no request names it", async () => {
    const { db } = context.database;
    const voiceNotes = context.app.modules.requests.services.voiceNotes;
    const storage = context.app.infrastructure.storage;
    const unused = (await upload(recording(1, "unused.webm"))).json() as { id: string };
    const used = (await upload(recording(1, "used.webm"))).json() as { id: string };
    const booked = await api(context.app).requestVideo(world.fan.cookie, {
      celebrityId: world.celebrity.profile.id,
      voiceNoteId: used.id,
    });
    expect(booked.statusCode).toBe(201);

    // Within the day: both kept (the fan may still be writing the request).
    expect(await voiceNotes.deleteUnused(new Date(Date.now() + 23 * HOUR_MS))).toBe(0);
    // A day on: the one no request names goes, with its file; the other stays and still plays.
    const removed = await voiceNotes.deleteUnused(new Date(Date.now() + 25 * HOUR_MS));
    expect(removed).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ id: voiceNoteRows.id })
      .from(voiceNoteRows)
      .where(inArray(voiceNoteRows.id, [unused.id, used.id]));
    expect(left.map((row) => row.id)).toEqual([used.id]);
    expect(await storage.size(voiceNoteKey(unused.id))).toBeNull();
    expect((await listen(booked.json().request.id, world.fan.cookie)).statusCode).toBe(200);
  });
});
