import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_NAME } from "@/shared/site";
import type { DatabaseHandle } from "../../db/client";
import type { JobQueue } from "../../jobs/queue";
import { createTestDatabase } from "../../test/database";
import { startFakeSmtp } from "../../test/fake-smtp";
import { createMessageOutbox } from "../messages/outbox";
import { createMailer, createSmtpTransport, listOutbox } from "./mailer";
import { appLink, mailTemplates, smsTemplates } from "./templates";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

function recordingLogger() {
  const lines: unknown[] = [];
  const record = (...args: unknown[]) => {
    lines.push(args);
  };
  const logger = { info: record, warn: record, error: record, debug: record } as unknown as FastifyBaseLogger;
  return { logger, text: () => JSON.stringify(lines) };
}

describe("mail templates", () => {
  const to = { name: "Ada", email: "ada@example.com" };
  const appUrl = "https://salamu.example";

  it("carry the site name and links built from APP_URL", () => {
    const messages = [
      mailTemplates.verifyEmail(appUrl, to, "tok/1"),
      mailTemplates.changeEmail(appUrl, to, "tok2"),
      mailTemplates.resetPassword(appUrl, to, "tok3"),
      mailTemplates.passwordChanged(appUrl, to),
      mailTemplates.applicationReceived(appUrl, to),
      mailTemplates.applicationApproved(appUrl, to),
    ];
    for (const message of messages) {
      expect(message.subject).toContain(SITE_NAME);
      expect(message.text).toContain(appUrl);
      expect(message.html).toContain(appUrl);
      expect(message.to).toBe(to.email);
    }
    expect(messages[0]!.link).toBe("https://salamu.example/auth/confirm?token=tok%2F1");
    expect(messages[2]!.link).toBe("https://salamu.example/reset-password?token=tok3");
    expect(smsTemplates.verificationCode("123456")).toContain(SITE_NAME);
    expect(appLink("https://x.example/base", "/a", { b: "c" })).toBe("https://x.example/a?b=c");
  });

  it("escape what users typed", () => {
    const message = mailTemplates.verifyEmail("https://s.example", { name: "<b>x</b>", email: "a@example.com" }, "t");
    expect(message.html).not.toContain("<b>x</b>");
  });
});

describe("mailer", () => {
  const outboxFor = (log: FastifyBaseLogger, isProduction: boolean) =>
    createMessageOutbox({
      db: database.db,
      // No transport: nothing is queued, the row is the delivery.
      jobs: { send: () => Promise.reject(new Error("no job without a transport")) } as unknown as JobQueue,
      log,
      isProduction,
      transports: {},
    });

  it("keeps mail in the outbox without SMTP, and logs the link outside production only", async () => {
    const development = recordingLogger();
    const mailer = createMailer({ outbox: outboxFor(development.logger, false), smtp: false });
    expect(mailer.kind).toBe("outbox");
    await mailer.send(
      mailTemplates.resetPassword("https://s.example", { name: "A", email: "a@example.com" }, "secret1"),
    );
    expect(development.text()).toContain("secret1");
    const production = recordingLogger();
    const productionMailer = createMailer({ outbox: outboxFor(production.logger, true), smtp: false });
    await productionMailer.send(
      mailTemplates.resetPassword("https://s.example", { name: "A", email: "b@example.com" }, "secret2"),
    );
    expect(production.text()).not.toContain("secret2");
    expect(production.text()).toContain("b@example.com");
    const items = await listOutbox(database.db);
    expect(items.map((item) => [item.to, item.status])).toEqual([
      ["b@example.com", "kept"],
      ["a@example.com", "kept"],
    ]);
  });

  it("the SMTP transport hands a message to the mail server", async () => {
    const smtp = await startFakeSmtp();
    try {
      const send = createSmtpTransport({ smtpUrl: smtp.url, from: "Salamu <no-reply@example.com>" });
      const message = mailTemplates.verifyEmail("https://s.example", { name: "A", email: "smtp@example.com" }, "tok");
      const [row] = await listOutbox(database.db, 1);
      await send({ ...row!, to: message.to, subject: message.subject, text: message.text, html: message.html });
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toContain("Confirm your Salamu account");
      expect(smtp.messages[0]).toContain("smtp@example.com");
    } finally {
      await smtp.close();
    }
  });
});
