import { and, desc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, users, videoRequests } from "../../db/schema/index";
import { latestMail, nextPhone } from "../../test/accounts";
import { createTestApp } from "../../test/app";
import { QUESTION_PAUSE_MS, QUESTION_REMINDER_AFTER_MS } from "./request-questions";
import { api, bookingWorld, referenceOf } from "./test-factories";

let context: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof bookingWorld>>;
let client: ReturnType<typeof api>;

beforeAll(async () => {
  context = await createTestApp();
  world = await bookingWorld(context.app, context.database.db);
  client = api(context.app);
}, 120_000);

afterAll(async () => {
  await context.close();
});

/** A request the fan booked and paid (pending with the star). */
async function paidRequest(): Promise<string> {
  const booked = await client.requestVideo(world.fan.cookie, { celebrityId: world.celebrity.profile.id });
  expect(booked.statusCode, booked.body).toBe(201);
  const paid = await client.sandboxComplete(world.fan.cookie, referenceOf(booked.json().checkoutUrl), "success");
  expect(paid.statusCode, paid.body).toBe(200);
  return booked.json().request.id;
}

const ask = (id: string, body: unknown, cookie: string | undefined = world.celebrity.cookie) =>
  client.call("POST", `/api/requests/${id}/question`, cookie, { body });
const answer = (id: string, body: unknown, cookie: string | undefined = world.fan.cookie) =>
  client.call("POST", `/api/requests/${id}/answer`, cookie, { body });
const expiresAtOf = async (id: string) => {
  const [row] = await context.database.db.select().from(videoRequests).where(eq(videoRequests.id, id));
  return row!.expiresAt!.getTime();
};

describe("asking before recording", () => {
  it("pauses the deadline while the question waits, and both parties see the thread in order", async () => {
    const db = context.database.db;
    const phone = nextPhone();
    await db.update(users).set({ phone }).where(eq(users.id, world.fan.user.id));
    const id = await paidRequest();
    const original = await expiresAtOf(id);

    const asked = await ask(id, "  How do you say Oluwatobiloba?  ");
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().request.thread).toEqual([
      expect.objectContaining({ kind: "question", body: "How do you say Oluwatobiloba?" }),
    ]);
    expect(await expiresAtOf(id)).toBe(original + QUESTION_PAUSE_MS);

    // The fan sees it on their request, and is told by e-mail and SMS.
    const seen = await client.get(world.fan.cookie, id);
    expect(seen.json().request.thread[0].body).toBe("How do you say Oluwatobiloba?");
    const mail = await latestMail(db);
    expect(mail?.to).toBe(world.fan.user.email);
    expect(mail?.text).toContain("How do you say Oluwatobiloba?");
    expect(mail?.text).toContain("/dashboard/my-requests");
    const [sms] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, "sms"), eq(outbox.to, phone)))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    expect(sms?.text).toContain("question");

    // One open question at a time.
    expect((await ask(id, "And the surname?")).statusCode).toBe(409);

    // Five hours later the fan answers: the deadline is the original plus the five hours waited.
    const waited = 5 * 60 * 60 * 1000;
    context.app.infrastructure.clock.advance(waited);
    const answered = await answer(id, "oh-loo-wah-TOH-bee-loh-bah");
    expect(answered.statusCode, answered.body).toBe(200);
    const expiresAt = await expiresAtOf(id);
    expect(Math.abs(expiresAt - (original + waited))).toBeLessThan(2_000);
    // The star, who waits on it to record, is told by e-mail with the answer.
    const told = await latestMail(db);
    expect(told?.to).toBe(world.celebrity.user.email);
    expect(told?.subject).toContain("answered your question");
    expect(told?.text).toContain("oh-loo-wah-TOH-bee-loh-bah");

    // The star (and staff through the same API) see the thread in order; a new question may follow.
    const starView = await client.get(world.celebrity.cookie, id);
    expect(starView.json().request.thread.map((m: { kind: string }) => m.kind)).toEqual(["question", "answer"]);
    expect((await answer(id, "again")).statusCode).toBe(409);
    expect((await ask(id, "And the surname?")).statusCode).toBe(200);
  });

  it("reminds the fan once of a question still unanswered a day later, never of an answered one", async () => {
    const db = context.database.db;
    const { questions } = context.app.modules.requests.services;
    const clock = context.app.infrastructure.clock;
    const waiting = await paidRequest();
    const answered = await paidRequest();
    expect((await ask(waiting, "Is it Ngozi or Ngozika on the cake?")).statusCode).toBe(200);
    expect((await ask(answered, "Should I sing?")).statusCode).toBe(200);
    expect((await answer(answered, "Yes please")).statusCode).toBe(200);
    const remindersOf = (question: string) =>
      db
        .select()
        .from(outbox)
        .where(
          and(eq(outbox.channel, "mail"), like(outbox.text, `%${question}%`), like(outbox.subject, "%still waiting%")),
        );

    // Not before a day has passed.
    clock.advance(QUESTION_REMINDER_AFTER_MS - 60_000);
    await questions.remindUnanswered();
    expect(await remindersOf("Ngozika")).toHaveLength(0);

    clock.advance(2 * 60_000);
    await questions.remindUnanswered();
    const [reminder, ...more] = await remindersOf("Ngozika");
    expect(more).toHaveLength(0);
    expect(reminder).toMatchObject({
      to: world.fan.user.email,
      subject: `${world.celebrity.profile.fullName} is still waiting for your answer`,
    });
    expect(reminder!.text).toContain("/dashboard/my-requests");
    expect(await remindersOf("Should I sing?")).toHaveLength(0);

    // The next sweeps (another worker's, a day later) send nothing more; the fan can still answer.
    await Promise.all([questions.remindUnanswered(), questions.remindUnanswered()]);
    clock.advance(QUESTION_REMINDER_AFTER_MS);
    await questions.remindUnanswered();
    expect(await remindersOf("Ngozika")).toHaveLength(1);
    expect((await answer(waiting, "Ngozika")).statusCode).toBe(200);
  });

  it("gives back nothing past 48 hours: a late answer keeps the full pause only", async () => {
    const id = await paidRequest();
    const original = await expiresAtOf(id);
    expect((await ask(id, "Which team does Ada support?")).statusCode).toBe(200);
    context.app.infrastructure.clock.advance(QUESTION_PAUSE_MS + 60 * 60 * 1000);
    expect((await answer(id, "Gor Mahia")).statusCode).toBe(200);
    expect(await expiresAtOf(id)).toBe(original + QUESTION_PAUSE_MS);
  });

  it("refuses outsiders (404), the signed-out (401), bad text (400) and closed requests (409)", async () => {
    const id = await paidRequest();
    expect((await ask(id, "Hello?", "")).statusCode).toBe(401);
    expect((await ask(id, "Hello?", world.otherCelebrity.cookie)).statusCode).toBe(404);
    expect((await ask(id, "Hello?", world.otherFan.cookie)).statusCode).toBe(404);
    expect((await ask(id, "Hello?", world.fan.cookie)).statusCode).toBe(403);
    const blank = await ask(id, "   ");
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain("Write your message first.");
    const long = await ask(id, "x".repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toContain("Must be at most 1000 characters");
    expect((await answer(id, "Nothing asked")).statusCode).toBe(409);
    expect((await ask(id, "Hello?")).statusCode).toBe(200);
    expect((await answer(id, "Hi", world.otherFan.cookie)).statusCode).toBe(404);
    expect((await answer(id, "Hi", world.celebrity.cookie)).statusCode).toBe(403);

    // Declined: no more questions.
    const closed = await paidRequest();
    expect((await client.action(world.celebrity.cookie, closed, "decline")).statusCode).toBe(200);
    const refused = await ask(closed, "Still there?");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("REQUEST_CLOSED");
  });
});
