import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../db/schema/index";
import { createTestApp } from "../../test/app";
import { api, bookingWorld, eventually, referenceOf } from "./test-factories";

// Issue 24, item 23: each e-mail switch of Account Settings turns off what its label says, and nothing else.
let context: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  context = await createTestApp();
}, 60_000);
afterAll(async () => {
  await context.close();
});

const subjectsTo = async (email: string) =>
  (await context.database.db.select().from(outbox).where(eq(outbox.to, email))).map((mail) => mail.subject);

const switches = (cookie: string, prefs: Record<string, boolean>) =>
  context.app.inject({ method: "PUT", url: "/api/me/notifications", headers: { cookie }, payload: prefs });

describe("e-mail switches", () => {
  it("'Request updates' off: no 'accepted' mail, but the refund of a declined request is still mailed", async () => {
    const db = context.database.db;
    const call = api(context.app);
    const world = await bookingWorld(context.app, db);
    const off = { emailNotifications: false, videoRequestEmail: true, videoCompletedEmail: true };
    expect((await switches(world.fan.cookie, off)).statusCode).toBe(200);
    // A star with new-request mails off hears nothing of a new request.
    const starOff = { emailNotifications: true, videoRequestEmail: false, videoCompletedEmail: true };
    expect((await switches(world.celebrity.cookie, starOff)).statusCode).toBe(200);

    const book = async () => {
      const created = await call.requestVideo(world.fan.cookie, { celebrityId: world.celebrity.profile.id });
      expect(created.statusCode, created.body).toBe(201);
      const paid = await call.sandboxComplete(world.fan.cookie, referenceOf(created.json().checkoutUrl), "success");
      expect(paid.statusCode, paid.body).toBe(200);
      return created.json().request.id as string;
    };
    const accepted = await book();
    expect((await call.action(world.celebrity.cookie, accepted, "accept")).statusCode).toBe(200);
    const declined = await book();
    const decline = await call.action(world.celebrity.cookie, declined, "decline", { reason: "Not my style" });
    expect(decline.statusCode, decline.body).toBe(200);

    const fanMail = await eventually(async () => {
      const subjects = await subjectsTo(world.fan.user.email);
      // Receipts for both payments and the refund notice arrive whatever the switches say.
      expect(subjects.filter((subject) => /receipt/i.test(subject)).length).toBeGreaterThanOrEqual(2);
      expect(subjects.some((subject) => /refund|could not|declined/i.test(subject))).toBe(true);
      return subjects;
    });
    expect(fanMail.some((subject) => /accepted your/i.test(subject))).toBe(false);
    expect((await subjectsTo(world.celebrity.user.email)).some((subject) => /video request from/i.test(subject))).toBe(
      false,
    );
  });

  it("with the switches on, the same steps send the 'accepted' and new-request mails", async () => {
    const db = context.database.db;
    const call = api(context.app);
    const world = await bookingWorld(context.app, db);
    const created = await call.requestVideo(world.fan.cookie, { celebrityId: world.celebrity.profile.id });
    await call.sandboxComplete(world.fan.cookie, referenceOf(created.json().checkoutUrl), "success");
    await call.action(world.celebrity.cookie, created.json().request.id, "accept");
    await eventually(async () => {
      expect((await subjectsTo(world.fan.user.email)).some((subject) => /accepted your/i.test(subject))).toBe(true);
      expect(
        (await subjectsTo(world.celebrity.user.email)).some((subject) => /video request from/i.test(subject)),
      ).toBe(true);
    });
  });

  it("offers no push switch: there is no push channel", async () => {
    const world = await bookingWorld(context.app, context.database.db);
    const saved = await switches(world.fan.cookie, {
      emailNotifications: true,
      videoRequestEmail: true,
      videoCompletedEmail: true,
      pushNotifications: true,
    });
    expect(saved.statusCode).toBe(200);
    const me = await context.app.inject({ url: "/api/me", headers: { cookie: world.fan.cookie } });
    expect(me.json().user.notifications).toEqual({
      emailNotifications: true,
      videoRequestEmail: true,
      videoCompletedEmail: true,
    });
  });
});
