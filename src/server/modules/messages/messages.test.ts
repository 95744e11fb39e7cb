import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../db/schema/index";
import type { MessageRetry } from "../../providers/messages/outbox";
import { signUp } from "../../test/accounts";
import { createTestApp } from "../../test/app";
import { startFakeSmtp, unusedPort } from "../../test/fake-smtp";
import { signInStaff } from "../../test/staff-accounts";
import { waitFor } from "../../test/wait-for";
import { api, bookingWorld, referenceOf } from "../requests/test-factories";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type FakeSmtp = Awaited<ReturnType<typeof startFakeSmtp>>;

const rowsTo = (context: TestApp, email: string) =>
  context.database.db.select().from(outbox).where(eq(outbox.to, email));

/** An app whose mail server is down (its port refuses connections); a test brings one up on `port`. */
function appWithMailServerDown(messageRetry: MessageRetry) {
  const down = {} as { context: TestApp; port: number; smtp?: FakeSmtp };
  beforeAll(async () => {
    down.port = await unusedPort();
    down.context = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${down.port}?ignoreTLS=true` }, { messageRetry });
  }, 60_000);
  afterAll(async () => {
    await down.context.close();
    await down.smtp?.close();
  });
  return down;
}

describe("with the mail server down", () => {
  // Enough attempts, a second apart and doubling, for the server to come back within the test.
  const down = appWithMailServerDown({ limit: 20, delaySeconds: 1 });

  it("a booking's mails and a password reset are kept and sent once it is back", async () => {
    const db = down.context.database.db;
    const call = api(down.context.app);
    const world = await bookingWorld(down.context.app, db);
    const created = await call.requestVideo(world.fan.cookie, { celebrityId: world.celebrity.profile.id });
    expect(created.statusCode, created.body).toBe(201);
    const paid = await call.sandboxComplete(world.fan.cookie, referenceOf(created.json().checkoutUrl), "success");
    expect(paid.statusCode, paid.body).toBe(200);
    const accepted = await call.action(world.celebrity.cookie, created.json().request.id, "accept");
    expect(accepted.statusCode, accepted.body).toBe(200);
    const reset = await down.context.app.inject({
      method: "POST",
      url: "/api/accounts/password-reset",
      payload: { email: world.otherFan.user.email },
    });
    expect(reset.statusCode, reset.body).toBe(202);

    const expected = [
      { to: world.celebrity.user.email, subject: /video request from/i },
      { to: world.fan.user.email, subject: /accepted your/i },
      { to: world.otherFan.user.email, subject: /reset your/i },
    ];
    const wanted = async () => {
      const rows = await db
        .select()
        .from(outbox)
        .where(
          inArray(
            outbox.to,
            expected.map((mail) => mail.to),
          ),
        );
      return expected.map(({ to, subject }) => rows.find((row) => row.to === to && subject.test(row.subject)));
    };
    // Each was tried and refused, and is still queued for another attempt.
    const refused = await waitFor(
      async () => {
        const rows = await wanted();
        return rows.every((row) => row?.status === "queued" && row.lastError !== null) && rows;
      },
      { message: "every mail tried once", timeoutMs: 20_000 },
    );
    for (const row of refused) expect(row!.lastError).toMatch(/ECONNREFUSED/);

    down.smtp = await startFakeSmtp({ port: down.port });
    const server = down.smtp;
    const sent = await waitFor(
      async () => {
        const rows = await wanted();
        return rows.every((row) => row?.status === "sent") && rows;
      },
      { message: "every mail sent", timeoutMs: 40_000 },
    );
    sent.forEach((row, index) => {
      expect(row!.sentAt).toBeInstanceOf(Date);
      const { to, subject } = expected[index]!;
      expect(server.messages.filter((data) => data.includes(to) && subject.test(data))).toHaveLength(1);
    });

    // Exactly once in effect: running the delivery of a sent message again sends nothing.
    const before = server.messages.length;
    await down.context.app.modules.messages.services.messages.deliver(sent[0]!.id, { number: 1, isLast: false });
    expect(server.messages.length).toBe(before);
  }, 90_000);

  it("the sweep queues again a message whose job was lost", async () => {
    down.smtp ??= await startFakeSmtp({ port: down.port });
    const server = down.smtp;
    const long = new Date(Date.now() - 60 * 60_000);
    // As left by a crash between the commit and the queueing of its job.
    await down.context.database.db.insert(outbox).values({
      channel: "mail",
      status: "queued",
      to: "lost@example.com",
      subject: "Lost and found",
      text: "t",
      html: "<p>t</p>",
      createdAt: long,
      updatedAt: long,
    });
    expect(await down.context.app.modules.messages.services.messages.sweep()).toBeGreaterThanOrEqual(1);
    await waitFor(async () => (await rowsTo(down.context, "lost@example.com"))[0]?.status === "sent", {
      message: "the swept message sent",
    });
    expect(server.messages.filter((data) => data.includes("Lost and found"))).toHaveLength(1);
  }, 30_000);
});

describe("with a mail server that never answers", () => {
  let context: TestApp;
  let silent: FakeSmtp;
  beforeAll(async () => {
    silent = await startFakeSmtp({ silent: true });
    // A short greeting timeout so the attempt's failure is seen within the test.
    context = await createTestApp(
      { SMTP_URL: `${silent.url}&greetingTimeout=300` },
      { messageRetry: { limit: 0, delaySeconds: 0 } },
    );
  }, 60_000);
  afterAll(async () => {
    await context.close();
    await silent.close();
  });

  it("a password reset answers at once; the attempt fails on the timeout, not the request", async () => {
    const user = await signUp(context.app);
    const reset = await context.app.inject({
      method: "POST",
      url: "/api/accounts/password-reset",
      payload: { email: user.user.email },
    });
    expect(reset.statusCode, reset.body).toBe(202);
    // Answered while the mail server has said nothing at all: the mail waits in the outbox.
    expect(silent.messages).toHaveLength(0);
    const queued = (await rowsTo(context, user.user.email)).find((row) => /reset/i.test(row.subject));
    expect(queued?.status).toBe("queued");

    await silent.connected();
    const failed = await waitFor(
      async () => {
        const [row] = await context.database.db.select().from(outbox).where(eq(outbox.id, queued!.id));
        return row?.status === "failed" && row;
      },
      { message: "the attempt to time out" },
    );
    expect(failed.lastError).toMatch(/greeting|timeout/i);
  }, 30_000);
});

describe("a message that fails every attempt", () => {
  const down = appWithMailServerDown({ limit: 1, delaySeconds: 0 });

  it("a staff invitation answers success, shows failed to staff, and arrives when retried", async () => {
    const db = down.context.database.db;
    const superAdmin = await signInStaff(down.context.app, db, "super_admin");
    const email = `invited-${Date.now()}@example.com`;
    const invited = await down.context.app.inject({
      method: "POST",
      url: "/api/admin/staff",
      headers: { cookie: superAdmin.cookie },
      payload: { name: "Invited Staff", email, role: "moderator", permissions: ["blog"] },
    });
    expect(invited.statusCode, invited.body).toBe(201);

    const failed = await waitFor(
      async () => (await rowsTo(down.context, email)).find((row) => row.status === "failed"),
      {
        message: "the invitation mail to fail every attempt",
      },
    );
    expect(failed.attempts).toBe(2);

    const listed = await down.context.app.inject({
      url: "/api/admin/messages/failed",
      headers: { cookie: superAdmin.cookie },
    });
    expect(listed.statusCode).toBe(200);
    const item = listed.json().items.find((entry: { id: string }) => entry.id === failed.id);
    expect(item).toMatchObject({ channel: "mail", to: email, attempts: 2 });
    expect(item.subject).toMatch(/invit/i);
    expect(item.lastError).toMatch(/ECONNREFUSED/);
    // The body (with the invitation's token) is not part of the list.
    expect(listed.body).not.toContain(failed.text.slice(0, 40));

    down.smtp = await startFakeSmtp({ port: down.port });
    const server = down.smtp;
    const retried = await down.context.app.inject({
      method: "POST",
      url: `/api/admin/messages/${failed.id}/retry`,
      headers: { cookie: superAdmin.cookie },
    });
    expect(retried.statusCode, retried.body).toBe(204);
    await waitFor(async () => (await rowsTo(down.context, email)).find((row) => row.status === "sent"), {
      message: "the invitation sent",
    });
    expect(server.messages.filter((data) => data.includes(email))).toHaveLength(1);

    // Sent: no longer listed, and not retried again.
    const after = await down.context.app.inject({
      url: "/api/admin/messages/failed",
      headers: { cookie: superAdmin.cookie },
    });
    expect(after.json().items.map((entry: { id: string }) => entry.id)).not.toContain(failed.id);
    const again = await down.context.app.inject({
      method: "POST",
      url: `/api/admin/messages/${failed.id}/retry`,
      headers: { cookie: superAdmin.cookie },
    });
    expect(again.statusCode).toBe(404);
  }, 60_000);
});
