import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shortRequestId } from "@/shared/booking";
import { auditLog, payments, scheduledWatchLinkSends, videoRequests, videoShareLinks } from "../../db/schema/index";
import { cookiesOf } from "../../test/accounts";
import { createTestApp } from "../../test/app";
import { provisionAccount } from "../accounts/provisioning";
import { api, bookingWorld, referenceOf } from "../requests/test-factories";

// Issue 23 item 6 (first slice): staff orders. Find any request, read its timeline, watch its video, add notes.

let context: Awaited<ReturnType<typeof createTestApp>>;
let requestsModerator = "";
let usersModerator = "";
let superAdmin = { cookie: "", id: "" };

const inject = (options: InjectOptions) => context.app.inject(options);
const login = (email: string, password: string) =>
  inject({ method: "POST", url: "/api/session", payload: { email, password, rememberMe: false } });

async function makeStaff(role: "moderator" | "super_admin", permissions: ("users" | "requests")[] = []) {
  const email = `orders-${role}-${Math.random().toString(36).slice(2)}@example.com`;
  const { userId } = await provisionAccount(context.database.db, {
    email,
    name: `Staff ${role}`,
    password: "staff password",
    role,
    permissions,
  });
  return { cookie: cookiesOf(await login(email, "staff password")), id: userId };
}

/** A fan who booked the world's star and paid; the star accepted and delivered. */
async function deliveredBooking() {
  const world = await bookingWorld(context.app, context.database.db);
  const call = api(context.app);
  const created = await call.requestVideo(world.fan.cookie, {
    celebrityId: world.celebrity.profile.id,
    currency: "USD",
  });
  const requestId = created.json().request.id as string;
  expect(
    (await call.sandboxComplete(world.fan.cookie, referenceOf(created.json().checkoutUrl), "success")).statusCode,
  ).toBe(200);
  expect((await call.action(world.celebrity.cookie, requestId, "accept")).statusCode).toBe(200);
  // The upload pipeline (ffmpeg) is tested in modules/videos; here the delivered state is what matters.
  await context.database.db
    .update(videoRequests)
    .set({ status: "completed", completedAt: new Date(), videoStatus: "ready", videoKey: `videos/${requestId}.mp4` })
    .where(eq(videoRequests.id, requestId));
  await context.database.db.insert(videoShareLinks).values({ requestId, token: `token-${requestId}` });
  return { world, requestId };
}

const search = (cookie: string, query: string) =>
  inject({ url: `/api/admin/requests?search=${encodeURIComponent(query)}`, headers: { cookie } });

beforeAll(async () => {
  context = await createTestApp();
  requestsModerator = (await makeStaff("moderator", ["requests"])).cookie;
  usersModerator = (await makeStaff("moderator", ["users"])).cookie;
  superAdmin = await makeStaff("super_admin");
});
afterAll(() => context.close());

describe("finding a request", () => {
  it("finds it by its short id (with or without #), the fan's e-mail or name, and the star's name", async () => {
    const { world, requestId } = await deliveredBooking();
    const other = await deliveredBooking();
    const short = shortRequestId(requestId);
    for (const query of [short, `#${short.toUpperCase()}`, world.fan.email, world.celebrity.profile.fullName]) {
      const response = await search(requestsModerator, query);
      expect(response.statusCode, query).toBe(200);
      const ids = response.json().items.map((item: { id: string }) => item.id);
      expect(ids, query).toContain(requestId);
      expect(ids, query).not.toContain(other.requestId);
    }
    const [found] = (await search(requestsModerator, short)).json().items;
    expect(found).toMatchObject({
      id: requestId,
      shortId: short,
      status: "completed",
      fan: { id: world.fan.user.id, email: world.fan.email },
      star: { name: world.celebrity.profile.fullName },
      amountMinor: 10_000,
      currency: "USD",
    });
  });

  it("lists newest first, paged, and filters by status", async () => {
    const first = await deliveredBooking();
    const second = await deliveredBooking();
    const list = (
      await inject({ url: "/api/admin/requests?status=completed", headers: { cookie: superAdmin.cookie } })
    ).json();
    expect(list).toMatchObject({ page: 1, pageSize: 20 });
    const ids = list.items.map((item: { id: string }) => item.id);
    expect(ids.indexOf(second.requestId)).toBeLessThan(ids.indexOf(first.requestId));
    expect(list.items.every((item: { status: string }) => item.status === "completed")).toBe(true);
    const bad = await inject({ url: "/api/admin/requests?status=lost", headers: { cookie: superAdmin.cookie } });
    expect(bad.statusCode).toBe(400);
  });
});

describe("a request's page", () => {
  it("shows the details, the timeline from the tables, and a signed link to the video", async () => {
    const { world, requestId } = await deliveredBooking();
    const response = await inject({ url: `/api/admin/requests/${requestId}`, headers: { cookie: requestsModerator } });
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail.request).toMatchObject({ id: requestId, message: "Happy birthday to my sister Ada!" });
    expect(detail.request.fan.email).toBe(world.fan.email);
    const kinds = detail.timeline.map((entry: { kind: string }) => entry.kind);
    expect(kinds.filter((kind: string) => kind !== "mail_sent")).toEqual([
      "created",
      "paid",
      "accepted",
      "delivered",
      "share_link_created",
    ]);
    expect(detail.timeline[1]).toMatchObject({ amountMinor: 10_000, currency: "USD" });
    // The e-mails sent about it are there too: the star's "new request", the fan's receipt and "accepted".
    const mails = detail.timeline.filter((entry: { kind: string }) => entry.kind === "mail_sent");
    expect(mails).toContainEqual(
      expect.objectContaining({
        text: expect.stringMatching(new RegExp(`^${world.celebrity.email}: New Salamu video request`)),
      }),
    );
    expect(mails).toContainEqual(expect.objectContaining({ text: expect.stringContaining(world.fan.email) }));
    expect(detail.video.url).toMatch(new RegExp(`^/api/videos/${requestId}/stream\\?expires=\\d+&signature=`));
  });

  it("adds refunds, revoked links and the scheduled send to the timeline", async () => {
    const { requestId } = await deliveredBooking();
    const { db } = context.database;
    const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    await db
      .update(videoShareLinks)
      .set({ revokedAt: later(1) })
      .where(eq(videoShareLinks.requestId, requestId));
    await db.insert(scheduledWatchLinkSends).values({
      requestId,
      channel: "mail",
      destination: "tolu@example.com",
      localDate: "2026-12-01",
      localTime: "09:00",
      timeZone: "Africa/Lagos",
      sendAt: later(3),
      status: "sent",
      sentAt: later(3),
      createdAt: later(2),
    });
    await db
      .update(payments)
      .set({ refundStatus: "succeeded", refundedAt: later(4) })
      .where(eq(payments.requestId, requestId));
    const detail = (
      await inject({ url: `/api/admin/requests/${requestId}`, headers: { cookie: superAdmin.cookie } })
    ).json();
    expect(detail.timeline.slice(-4)).toEqual([
      expect.objectContaining({ kind: "share_link_revoked" }),
      expect.objectContaining({ kind: "send_scheduled", text: "2026-12-01 09:00 (Africa/Lagos)" }),
      expect.objectContaining({ kind: "send_sent" }),
      expect.objectContaining({ kind: "refund", amountMinor: 10_000, currency: "USD" }),
    ]);
  });

  it("has no video before delivery, and answers 404 for an unknown request", async () => {
    const world = await bookingWorld(context.app, context.database.db);
    const created = await api(context.app).requestVideo(world.fan.cookie, {
      celebrityId: world.celebrity.profile.id,
      currency: "USD",
    });
    const detail = (
      await inject({ url: `/api/admin/requests/${created.json().request.id}`, headers: { cookie: superAdmin.cookie } })
    ).json();
    expect(detail.video).toBeNull();
    expect(detail.timeline.map((entry: { kind: string }) => entry.kind)).toEqual(["created"]);
    const missing = await inject({
      url: "/api/admin/requests/00000000-0000-4000-8000-000000000000",
      headers: { cookie: superAdmin.cookie },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe("internal notes", () => {
  it("adds a note to the timeline with its author, and audits it", async () => {
    const { requestId } = await deliveredBooking();
    const note = await inject({
      method: "POST",
      url: `/api/admin/requests/${requestId}/notes`,
      headers: { cookie: superAdmin.cookie },
      payload: { text: "  Fan phoned: the name was misspelt.  " },
    });
    expect(note.statusCode).toBe(201);
    expect(note.json()).toMatchObject({
      kind: "note",
      text: "Fan phoned: the name was misspelt.",
      author: "Staff super_admin",
    });
    const detail = (
      await inject({ url: `/api/admin/requests/${requestId}`, headers: { cookie: superAdmin.cookie } })
    ).json();
    expect(detail.timeline.at(-1)).toMatchObject({ kind: "note", text: "Fan phoned: the name was misspelt." });
    const audited = await context.database.db.select().from(auditLog).where(eq(auditLog.targetId, requestId));
    expect(audited).toEqual([
      expect.objectContaining({ action: "request.note", actorId: superAdmin.id, targetType: "request" }),
    ]);
  });

  it("refuses an empty or too long note with a clear message, and saves nothing", async () => {
    const { requestId } = await deliveredBooking();
    for (const [text, message] of [
      ["   ", "Write a note"],
      ["x".repeat(2001), "Note must be at most 2000 characters"],
    ] as const) {
      const response = await inject({
        method: "POST",
        url: `/api/admin/requests/${requestId}/notes`,
        headers: { cookie: superAdmin.cookie },
        payload: { text },
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(message);
    }
    const detail = (
      await inject({ url: `/api/admin/requests/${requestId}`, headers: { cookie: superAdmin.cookie } })
    ).json();
    expect(detail.timeline.some((entry: { kind: string }) => entry.kind === "note")).toBe(false);
  });
});

describe("who may", () => {
  it("answers 401 anonymous, 403 staff without the permission, fans and stars", async () => {
    const { world, requestId } = await deliveredBooking();
    const urls = ["/api/admin/requests", `/api/admin/requests/${requestId}`];
    for (const url of urls) {
      expect((await inject({ url })).statusCode).toBe(401);
      for (const cookie of [usersModerator, world.fan.cookie, world.celebrity.cookie]) {
        expect((await inject({ url, headers: { cookie } })).statusCode).toBe(403);
      }
    }
    const note = await inject({
      method: "POST",
      url: `/api/admin/requests/${requestId}/notes`,
      headers: { cookie: world.fan.cookie },
      payload: { text: "hello" },
    });
    expect(note.statusCode).toBe(403);
  });
});
