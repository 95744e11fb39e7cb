import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOUR_MS } from "@/shared/time";
import { outbox, videoRequests } from "../../db/schema/index";
import { createTestApp } from "../../test/app";
import { insertAcceptedRequest, signedInBooking } from "../videos/test-factories";

let context: Awaited<ReturnType<typeof createTestApp>>;
let booking: Awaited<ReturnType<typeof signedInBooking>>;
/** How far the tests moved the app's clock (POST /api/dev/clock): "now" for the app is Date.now() plus this. */
let movedMs = 0;

beforeAll(async () => {
  context = await createTestApp();
  booking = await signedInBooking(context.app, context.database.db);
}, 120_000);

afterAll(async () => {
  await context.close();
});

async function deliveredRequest() {
  const { db } = context.database;
  const request = await insertAcceptedRequest(db, {
    fanId: booking.fan.user.id,
    celebrityId: booking.celebrity.profile.id,
    recipientName: "Amina",
  });
  await db
    .update(videoRequests)
    .set({ status: "completed", completedAt: new Date(), videoStatus: "ready", videoKey: `videos/${request.id}.mp4` })
    .where(eq(videoRequests.id, request.id));
  return request.id;
}

/** The day and wall time in Lagos (UTC+1 all year) `hoursAhead` of the app's now, rounded down to the hour. */
function lagosWallTime(hoursAhead: number) {
  const at = new Date(Date.now() + movedMs + hoursAhead * HOUR_MS + HOUR_MS);
  at.setUTCMinutes(0, 0, 0);
  const iso = at.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16), utc: new Date(at.getTime() - HOUR_MS) };
}

const url = (id: string) => `/api/requests/${id}/scheduled-send`;
const schedule = (id: string, payload: object, cookie = booking.fan.cookie) =>
  context.app.inject({ method: "PUT", url: url(id), headers: { cookie }, payload });
const read = (id: string, cookie = booking.fan.cookie) =>
  context.app.inject({ method: "GET", url: url(id), headers: { cookie } });
const cancel = (id: string, cookie = booking.fan.cookie) =>
  context.app.inject({ method: "DELETE", url: url(id), headers: { cookie } });

async function moveClock(hours: number) {
  const response = await context.app.inject({
    method: "POST",
    url: "/api/dev/clock",
    payload: { advanceHours: hours },
  });
  expect(response.statusCode, response.body).toBe(200);
  movedMs += hours * HOUR_MS;
  return response.json() as { now: string; linksSent: number };
}

/** The fan's private watch link for `id` (GET, POST a new one, DELETE to turn it off). */
const shareLink = (method: "GET" | "POST" | "DELETE", id: string) =>
  context.app.inject({ method, url: `/api/requests/${id}/share-link`, headers: { cookie: booking.fan.cookie } });

const messagesTo = (to: string) =>
  context.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt));

describe("a watch link sent on the day", () => {
  it("goes by text message at 8:00 on the recipient's clock, once, with the fan's live link", async () => {
    const id = await deliveredRequest();
    const phone = "+2348031234567";
    const moment = lagosWallTime(30);
    const scheduled = await schedule(id, {
      channel: "sms",
      to: phone,
      date: moment.date,
      time: moment.time,
      timeZone: "Africa/Lagos",
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json().scheduledSend).toMatchObject({
      channel: "sms",
      to: phone,
      timeZone: "Africa/Lagos",
      sendAt: moment.utc.toISOString(),
      status: "scheduled",
      sentAt: null,
    });
    expect((await read(id)).json().scheduledSend.status).toBe("scheduled");

    // An hour short of the moment: nothing goes.
    await moveClock(28);
    expect(await messagesTo(phone)).toHaveLength(0);
    expect((await read(id)).json().scheduledSend.status).toBe("scheduled");

    await moveClock(2);
    const sent = (await read(id)).json().scheduledSend;
    expect(sent.status).toBe("sent");
    expect(new Date(sent.sentAt).getTime()).toBeGreaterThanOrEqual(moment.utc.getTime());
    const [message, ...more] = await messagesTo(phone);
    expect(more).toHaveLength(0);
    const link = (await shareLink("GET", id)).json().link;
    expect(link).not.toBeNull();
    expect(message!.channel).toBe("sms");
    expect(message!.text).toContain(booking.celebrity.profile.fullName);
    expect(message!.text).toContain(`${link.path}`);
    // The link in the text plays the video.
    expect((await context.app.inject({ method: "GET", url: `/api/watch/${link.token}` })).statusCode).toBe(200);

    // The sweep again (the job's next minute, a retry): nothing more goes.
    await moveClock(1);
    expect(await messagesTo(phone)).toHaveLength(1);

    // Sent is history: it cannot be moved or cancelled.
    const later = lagosWallTime(48);
    const moved = await schedule(id, {
      channel: "sms",
      to: phone,
      date: later.date,
      time: later.time,
      timeZone: "Africa/Lagos",
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error.code).toBe("SCHEDULED_SEND_SENT");
    expect((await cancel(id)).statusCode).toBe(409);
  });

  it("goes by e-mail in the fan's words, and makes a live link when the fan had turned theirs off", async () => {
    const id = await deliveredRequest();
    const turnedOff = (await shareLink("POST", id)).json().token as string;
    await shareLink("DELETE", id);
    const address = `amina-${id.slice(0, 8)}@example.com`;
    const moment = lagosWallTime(5);
    expect(
      (
        await schedule(id, {
          channel: "mail",
          to: address,
          date: moment.date,
          time: moment.time,
          timeZone: "Africa/Lagos",
        })
      ).statusCode,
    ).toBe(200);
    await moveClock(6);
    const [mail] = await messagesTo(address);
    expect(mail!.subject).toContain(booking.celebrity.profile.fullName);
    expect(mail!.text).toContain("Hi Amina,");
    expect(mail!.text).not.toContain(turnedOff);
    const live = (await shareLink("GET", id)).json().link;
    expect(mail!.text).toContain(live.path);
  });

  it("can be moved and cancelled until it goes; a cancelled one never goes", async () => {
    const id = await deliveredRequest();
    const phone = "+254712345678";
    const first = lagosWallTime(10);
    expect(
      (await schedule(id, { channel: "sms", to: phone, date: first.date, time: first.time, timeZone: "Africa/Lagos" }))
        .statusCode,
    ).toBe(200);
    // Typed in the local form of Kenya would not parse in Nigeria: the international form is kept as E.164.
    const second = lagosWallTime(20);
    const changed = await schedule(id, {
      channel: "sms",
      to: "+254 712 345 678",
      date: second.date,
      time: second.time,
      timeZone: "Africa/Lagos",
    });
    expect(changed.json().scheduledSend).toMatchObject({
      to: phone,
      sendAt: second.utc.toISOString(),
      status: "scheduled",
    });
    await moveClock(12);
    expect(await messagesTo(phone)).toHaveLength(0);
    expect((await cancel(id)).json().scheduledSend.status).toBe("cancelled");
    await moveClock(12);
    expect(await messagesTo(phone)).toHaveLength(0);
    expect((await read(id)).json().scheduledSend.status).toBe("cancelled");
  });

  it("refuses what cannot be sent, with a clear message, and keeps what was scheduled", async () => {
    const id = await deliveredRequest();
    const ok = lagosWallTime(3);
    const base = { channel: "sms", to: "+2348031234599", date: ok.date, time: ok.time, timeZone: "Africa/Lagos" };
    expect((await schedule(id, base)).statusCode).toBe(200);
    const refused = async (payload: object, message: RegExp) => {
      const response = await schedule(id, { ...base, ...payload });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.message).toMatch(message);
    };
    await refused({ timeZone: "Mars/Olympus" }, /time zone/);
    await refused({ to: "12" }, /phone number/);
    await refused({ to: "+234 0000" }, /phone number/);
    await refused({ channel: "mail", to: "not-an-address" }, /e-mail address/);
    await refused({ channel: "fax" }, /text message or e-mail/);
    await refused({ date: "2026-02-30" }, /day/);
    await refused({ time: "25:00" }, /time/);
    const past = lagosWallTime(-2);
    await refused({ date: past.date, time: past.time }, /still to come/);
    const farAway = lagosWallTime(24 * 400);
    await refused({ date: farAway.date, time: farAway.time }, /within 366 days/);
    // The send scheduled first is untouched.
    expect((await read(id)).json().scheduledSend).toMatchObject({ to: "+2348031234599", sendAt: ok.utc.toISOString() });
  });

  it("is the booking fan's own, for a delivered video only", async () => {
    const id = await deliveredRequest();
    const moment = lagosWallTime(3);
    const payload = {
      channel: "sms",
      to: "+2348031234500",
      date: moment.date,
      time: moment.time,
      timeZone: "Africa/Lagos",
    };
    expect((await schedule(id, payload, booking.otherFan.cookie)).statusCode).toBe(404);
    expect((await read(id, booking.otherFan.cookie)).statusCode).toBe(404);
    expect((await cancel(id, booking.celebrity.cookie)).statusCode).toBe(404);
    const anonymous = await context.app.inject({ method: "PUT", url: url(id), payload });
    expect(anonymous.statusCode).toBe(401);
    // Not delivered yet: nothing to send.
    const pending = await insertAcceptedRequest(context.database.db, {
      fanId: booking.fan.user.id,
      celebrityId: booking.celebrity.profile.id,
    });
    const early = await schedule(pending.id, payload);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe("VIDEO_NOT_READY");
  });
});
