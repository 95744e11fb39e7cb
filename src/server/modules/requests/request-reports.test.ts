import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPORT_MESSAGES } from "@/shared/schemas/request-reports";
import { DAY_MS } from "@/shared/time";
import { auditLog, outbox, requestReports, videoRequests } from "../../db/schema/index";
import { cookiesOf, latestMail } from "../../test/accounts";
import { createTestApp } from "../../test/app";
import { waitFor } from "../../test/wait-for";
import { provisionAccount } from "../accounts/provisioning";
import { generateClip, tusCreationHeaders } from "../videos/test-factories";
import { transitionRequest } from "./request-transitions";
import { api, bookingWorld, referenceOf } from "./test-factories";

// Issue 23 item 5 (ADR 058): the fan reports a problem with a delivered video; a factual error gives the star one
// re-record that replaces the video everywhere; anything else goes to staff; the earnings stay held meanwhile.

let context: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof bookingWorld>>;
let client: ReturnType<typeof api>;
let workDir: string;
let requestsStaff = "";
let usersStaff = "";

const db = () => context.database.db;
const clock = () => context.app.infrastructure.clock;

async function staffCookie(permissions: ("users" | "requests")[]) {
  const email = `reports-${randomBytes(4).toString("hex")}@example.com`;
  await provisionAccount(db(), {
    email,
    name: "Report Staff",
    password: "staff password",
    role: "moderator",
    permissions,
  });
  const login = await context.app.inject({
    method: "POST",
    url: "/api/session",
    payload: { email, password: "staff password", rememberMe: false },
  });
  return cookiesOf(login);
}

beforeAll(async () => {
  context = await createTestApp();
  world = await bookingWorld(context.app, db());
  client = api(context.app);
  workDir = mkdtempSync(join(tmpdir(), "salamu-reports-test-"));
  requestsStaff = await staffCookie(["requests"]);
  usersStaff = await staffCookie(["users"]);
}, 120_000);

afterAll(async () => {
  await context.close();
  rmSync(workDir, { recursive: true, force: true });
});

/** A request the fan paid and the star accepted. */
async function acceptedRequest(): Promise<string> {
  const booked = await client.requestVideo(world.fan.cookie, {
    celebrityId: world.celebrity.profile.id,
    currency: "USD",
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const paid = await client.sandboxComplete(world.fan.cookie, referenceOf(booked.json().checkoutUrl), "success");
  expect(paid.statusCode, paid.body).toBe(200);
  const id = booked.json().request.id as string;
  expect((await client.action(world.celebrity.cookie, id, "accept")).statusCode).toBe(200);
  return id;
}

/** Delivered without the upload pipeline (tested below and in modules/videos): its ledger posting included. */
async function deliveredRequest(): Promise<string> {
  const id = await acceptedRequest();
  await transitionRequest(
    db(),
    context.app.modules.booking.services.bookingEvents,
    id,
    "deliver",
    {
      videoStatus: "ready",
      videoKey: `videos/${id}/video.mp4`,
    },
    clock().now(),
  );
  return id;
}

/** `cookie` null: nobody signed in. */
const report = (id: string, body: unknown, cookie: string | null = world.fan.cookie) =>
  client.call("POST", `/api/requests/${id}/report`, cookie ?? undefined, body);
const staffAction = (id: string, action: "redo" | "close", note: string, cookie = requestsStaff) =>
  client.call("POST", `/api/admin/requests/${id}/report/${action}`, cookie, { note });

let clipCount = 0;
/** The star uploads a generated clip through tus; answers the request's row once processing is done. */
async function upload(id: string, options: { seconds: number; source: string }) {
  clipCount += 1;
  const clip = await readFile(
    await generateClip(join(workDir, `clip-${clipCount}.mp4`), { width: 320, height: 240, ...options }),
  );
  const created = await context.app.inject({
    method: "POST",
    url: "/api/uploads",
    headers: { ...tusCreationHeaders(id, clip.length), cookie: world.celebrity.cookie },
  });
  if (created.statusCode !== 201) return { refused: created };
  const sent = await context.app.inject({
    method: "PATCH",
    url: String(created.headers.location),
    headers: {
      "tus-resumable": "1.0.0",
      cookie: world.celebrity.cookie,
      "upload-offset": "0",
      "content-type": "application/offset+octet-stream",
    },
    payload: clip,
  });
  expect(sent.statusCode, sent.body).toBe(204);
  const row = await waitFor(
    async () => {
      const [current] = await db().select().from(videoRequests).where(eq(videoRequests.id, id));
      const done = current?.videoStatus === "failed" || (current?.videoStatus === "ready" && !current.originalKey);
      return done && current;
    },
    { timeoutMs: 120_000 },
  );
  return { row };
}

const sha = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");

async function releaseDue(at: Date) {
  return context.app.modules.payouts.services.earnings.releaseDue(at);
}

describe("a wrong name gets one re-record", () => {
  it("reports, holds the earnings, lets the star upload again, and the watch link plays the new video", async () => {
    const id = await acceptedRequest();
    const first = await upload(id, { seconds: 2, source: "testsrc2" });
    expect(first.row).toMatchObject({ status: "completed", videoStatus: "ready", videoReplacedAt: null });
    const deliveredAt = first.row!.completedAt!;

    // The fan's watch link, opened by the recipient before the report.
    const link = await client.call("POST", `/api/requests/${id}/share-link`, world.fan.cookie);
    expect(link.statusCode, link.body).toBe(201);
    const token = link.json().token as string;
    const before = await context.app.inject({ method: "GET", url: `/api/watch/${token}` });
    const oldStream = await context.app.inject({ method: "GET", url: before.json().url });
    expect(oldStream.statusCode).toBe(200);

    // Only the request's fan reports: the star 403, another fan 404, nobody signed in 401.
    const body = { reason: "wrong_name", note: "She is Adaeze, not Adanna." };
    expect((await report(id, body, world.celebrity.cookie)).statusCode).toBe(403);
    expect((await report(id, body, world.otherFan.cookie)).statusCode).toBe(404);
    expect((await report(id, body, null)).statusCode).toBe(401);

    const reported = await report(id, body);
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json().request.report).toMatchObject({
      reason: "wrong_name",
      note: "She is Adaeze, not Adanna.",
      status: "redo",
      closedAt: null,
    });
    // The fan still watches the delivered video meanwhile.
    expect(reported.json().request.hasVideo).toBe(true);
    // The star is told what is wrong, in their language.
    const mail = await latestMail(db());
    expect(mail?.to).toBe(world.celebrity.user.email);
    expect(mail?.text).toContain("Wrong name");
    expect(mail?.text).toContain("She is Adaeze, not Adanna.");
    // The star sees the report on their request.
    const seenByStar = await client.get(world.celebrity.cookie, id);
    expect(seenByStar.json().request.report.status).toBe("redo");

    // Once per request.
    const again = await report(id, { reason: "poor_quality" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(REPORT_MESSAGES.alreadyReported);

    // The hold period ends while the report is open: the earnings stay held, and the page says so.
    const afterHold = new Date(deliveredAt.getTime() + 3 * DAY_MS + 60 * 60 * 1000);
    await releaseDue(afterHold);
    const [held] = await db().select().from(videoRequests).where(eq(videoRequests.id, id));
    expect(held!.earningsReleasedAt).toBeNull();
    const pending = await context.app.modules.payouts.services.earnings.pendingOf(world.celebrity.profile.id);
    expect(pending.find((earning) => earning.requestId === id)?.availableOn).toBeNull();

    // The star re-records: the delivered request takes one more upload.
    const second = await upload(id, { seconds: 3, source: "smptebars" });
    expect(second.row).toMatchObject({
      status: "completed",
      videoStatus: "ready",
      videoDurationMs: expect.any(Number),
    });
    expect(second.row!.videoReplacedAt).not.toBeNull();
    expect(second.row!.videoDurationMs).toBeGreaterThan(2_500);
    const [closed] = await db().select().from(requestReports).where(eq(requestReports.requestId, id));
    expect(closed).toMatchObject({ status: "rerecorded" });
    expect(closed!.closedAt).not.toBeNull();

    // The same watch link plays the new video, at a new address so no cache plays the old one.
    const after = await context.app.inject({ method: "GET", url: `/api/watch/${token}` });
    expect(after.statusCode).toBe(200);
    expect(after.json().url).not.toBe(before.json().url);
    expect(after.json().url).toMatch(new RegExp(`^/api/watch/${token}/stream\\?v=\\d+$`));
    const newStream = await context.app.inject({ method: "GET", url: after.json().url });
    expect(newStream.statusCode).toBe(200);
    expect(sha(newStream.rawPayload)).not.toBe(sha(oldStream.rawPayload));
    // The fan's own signed link serves the same new file.
    const access = await client.call("GET", `/api/requests/${id}/video`, world.fan.cookie);
    const ownStream = await context.app.inject({ method: "GET", url: access.json().url });
    expect(sha(ownStream.rawPayload)).toBe(sha(newStream.rawPayload));

    // The fan hears of it; the star cannot upload a third time.
    const [fanMail] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, "mail"), eq(outbox.to, world.fan.user.email)))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    expect(fanMail?.subject).toContain("recorded your video again");
    const third = await upload(id, { seconds: 1, source: "testsrc2" });
    expect(third.refused?.statusCode).toBe(409);

    // Nothing open any more: the held earnings are released.
    expect(await releaseDue(afterHold)).toBeGreaterThanOrEqual(1);
    const [released] = await db().select().from(videoRequests).where(eq(videoRequests.id, id));
    expect(released!.earningsReleasedAt).not.toBeNull();
  }, 240_000);
});

describe("anything else goes to staff", () => {
  it("waits on staff, who ask the star for a re-record (audited); the star may upload only then", async () => {
    const id = await deliveredRequest();
    const reported = await report(id, { reason: "poor_quality", note: "The sound cuts out." });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json().request.report.status).toBe("with_staff");
    // No re-record without staff.
    const refused = await context.app.inject({
      method: "POST",
      url: "/api/uploads",
      headers: { ...tusCreationHeaders(id, 1000), cookie: world.celebrity.cookie },
    });
    expect(refused.statusCode).toBe(409);

    // Staff without the permission, fans and stars are refused; a note is required.
    expect((await staffAction(id, "redo", "Please record it again.", usersStaff)).statusCode).toBe(403);
    expect((await staffAction(id, "redo", "Please record it again.", world.celebrity.cookie)).statusCode).toBe(403);
    expect((await staffAction(id, "redo", "   ")).statusCode).toBe(400);

    const asked = await staffAction(id, "redo", "The sound drops at 0:12: please record it again.");
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().report).toMatchObject({ status: "redo", staffNote: expect.stringContaining("0:12") });
    const mail = await latestMail(db());
    expect(mail?.to).toBe(world.celebrity.user.email);
    expect(mail?.text).toContain("0:12");
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "request.redo"), eq(auditLog.targetId, id)));
    expect(audit?.before).toEqual({ status: "with_staff" });

    const allowed = await context.app.inject({
      method: "POST",
      url: "/api/uploads",
      headers: { ...tusCreationHeaders(id, 1000), cookie: world.celebrity.cookie },
    });
    expect(allowed.statusCode, allowed.body).toBe(201);
    // Abandoned: the delivered video is still the one shown.
    await context.app.inject({
      method: "DELETE",
      url: String(allowed.headers.location),
      headers: { "tus-resumable": "1.0.0", cookie: world.celebrity.cookie },
    });
    const [row] = await db().select().from(videoRequests).where(eq(videoRequests.id, id));
    expect(row).toMatchObject({ status: "completed", videoStatus: "ready" });
    // Staff read it all on the request's timeline: the report, their ask, and the e-mails sent about it.
    const page = await client.call("GET", `/api/admin/requests/${id}`, requestsStaff);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().report).toMatchObject({ status: "redo", reason: "poor_quality" });
    const timeline = page.json().timeline as { kind: string; text: string | null }[];
    expect(timeline.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(["delivered", "reported", "redo_asked"]),
    );
    expect(timeline).toContainEqual(
      expect.objectContaining({ kind: "mail_sent", text: expect.stringContaining(world.celebrity.user.email) }),
    );
  });

  it("closes a report with a note to the fan; the earnings are released again", async () => {
    const id = await deliveredRequest();
    const [delivered] = await db().select().from(videoRequests).where(eq(videoRequests.id, id));
    expect((await report(id, { reason: "other", note: "I expected it to be longer." })).statusCode).toBe(200);
    const afterHold = new Date(delivered!.completedAt!.getTime() + 3 * DAY_MS + 60 * 60 * 1000);
    await releaseDue(afterHold);
    expect((await db().select().from(videoRequests).where(eq(videoRequests.id, id)))[0]!.earningsReleasedAt).toBeNull();

    const closed = await staffAction(id, "close", "Videos run up to a minute; this one is 45 seconds as booked.");
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().report.status).toBe("closed");
    const mail = await latestMail(db());
    expect(mail?.to).toBe(world.fan.user.email);
    expect(mail?.text).toContain("45 seconds as booked");
    // Closed once: a second close is refused, and the fan cannot report again.
    expect((await staffAction(id, "close", "Again.")).statusCode).toBe(409);
    expect((await report(id, { reason: "wrong_name" })).statusCode).toBe(409);

    await releaseDue(afterHold);
    expect(
      (await db().select().from(videoRequests).where(eq(videoRequests.id, id)))[0]!.earningsReleasedAt,
    ).not.toBeNull();
  });

  it("lets staff ask for a re-record when the fan wrote to support instead of reporting", async () => {
    const id = await deliveredRequest();
    const asked = await staffAction(id, "redo", "The fan wrote in: the name is Chiamaka.");
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().report).toMatchObject({ status: "redo", reason: "other" });
    expect((await staffAction(id, "redo", "Twice.")).statusCode).toBe(409);
  });
});

describe("what a report refuses", () => {
  it("refuses a bad reason, a missing note for 'other', an undelivered request and a report after the hold", async () => {
    const id = await deliveredRequest();
    const badReason = await report(id, { reason: "too_short" });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().error.message).toContain(REPORT_MESSAGES.reason);
    const noNote = await report(id, { reason: "other", note: "  " });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.message).toContain(REPORT_MESSAGES.noteRequired);
    const tooLong = await report(id, { reason: "wrong_name", note: "x".repeat(1001) });
    expect(tooLong.statusCode).toBe(400);

    const undelivered = await acceptedRequest();
    const early = await report(undelivered, { reason: "wrong_name" });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(REPORT_MESSAGES.notDelivered);

    // Three days (the hold period) after delivery it is too late; nothing was saved by the refusals.
    clock().advance(3 * DAY_MS + 1000);
    const late = await report(id, { reason: "wrong_name" });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(REPORT_MESSAGES.holdOver);
    expect(await db().select().from(requestReports).where(eq(requestReports.requestId, id))).toEqual([]);
  });
});
