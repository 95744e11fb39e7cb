import type { AddressInfo } from "node:net";
import { createServer, type Socket } from "node:net";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_NAME } from "@/shared/site";
import type { DatabaseHandle } from "../../db/client";
import { createTestDatabase } from "../../test/database";
import { createMailer, listOutbox } from "./mailer";
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

/** The smallest SMTP server nodemailer will talk to: accepts one message and keeps its data. */
async function fakeSmtpServer() {
  const messages: string[] = [];
  const server = createServer((socket: Socket) => {
    let inData = false;
    let data = "";
    socket.write("220 localhost ESMTP\r\n");
    socket.on("data", (chunk) => {
      const text = chunk.toString("utf8");
      if (inData) {
        data += text;
        if (data.includes("\r\n.\r\n")) {
          inData = false;
          messages.push(data);
          data = "";
          socket.write("250 OK queued\r\n");
        }
        return;
      }
      for (const line of text.split("\r\n").filter(Boolean)) {
        const command = line.slice(0, 4).toUpperCase();
        if (command === "EHLO" || command === "HELO") socket.write("250 localhost\r\n");
        else if (command === "DATA") {
          inData = true;
          socket.write("354 End data with <CR><LF>.<CR><LF>\r\n");
        } else if (command === "QUIT") socket.end("221 Bye\r\n");
        else socket.write("250 OK\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, messages, close: () => server.close() };
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
  it("stores mail in the outbox and logs the link outside production only", async () => {
    const development = recordingLogger();
    const mailer = createMailer({
      db: database.db,
      log: development.logger,
      from: "x@example.com",
      isProduction: false,
    });
    expect(mailer.kind).toBe("outbox");
    await mailer.send(
      mailTemplates.resetPassword("https://s.example", { name: "A", email: "a@example.com" }, "secret1"),
    );
    expect(development.text()).toContain("secret1");
    const production = recordingLogger();
    const productionMailer = createMailer({
      db: database.db,
      log: production.logger,
      from: "x@example.com",
      isProduction: true,
    });
    await productionMailer.send(
      mailTemplates.resetPassword("https://s.example", { name: "A", email: "b@example.com" }, "secret2"),
    );
    expect(production.text()).not.toContain("secret2");
    expect(production.text()).toContain("b@example.com");
    const items = await listOutbox(database.db);
    expect(items.map((item) => item.to)).toEqual(["b@example.com", "a@example.com"]);
  });

  it("sends through SMTP when SMTP_URL is set", async () => {
    const smtp = await fakeSmtpServer();
    try {
      const { logger } = recordingLogger();
      const mailer = createMailer({
        db: database.db,
        log: logger,
        smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
        from: "Salamu <no-reply@example.com>",
        isProduction: true,
      });
      expect(mailer.kind).toBe("smtp");
      const before = (await listOutbox(database.db)).length;
      await mailer.send(
        mailTemplates.verifyEmail("https://s.example", { name: "A", email: "smtp@example.com" }, "tok"),
      );
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toContain("Confirm your Salamu account");
      expect(smtp.messages[0]).toContain("smtp@example.com");
      expect((await listOutbox(database.db)).length).toBe(before);
    } finally {
      smtp.close();
    }
  });
});
