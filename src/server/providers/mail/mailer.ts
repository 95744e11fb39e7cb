import { desc, eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Database } from "../../db/client";
import { outbox } from "../../db/schema/index";
import type { Executor } from "../../db/transaction";
import type { MessageOutbox, MessageTransport } from "../messages/outbox";
import type { MailMessage } from "./templates";

export type Mailer = {
  kind: "smtp" | "outbox";
  /**
   * Writes the mail to the outbox (in `executor`, the caller's transaction, when given) and queues its delivery:
   * it never waits for the mail server (ADR 039).
   */
  send(message: MailMessage, executor?: Executor): Promise<void>;
};

/** How long a mail server may take to connect, greet and answer each command before the attempt fails. */
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 };

/** SMTP through nodemailer, for the `deliver-message` job; a silent server fails the attempt in seconds. */
export function createSmtpTransport({ smtpUrl, from }: { smtpUrl: string; from: string }): MessageTransport {
  // The URL form takes its options from the query: the timeouts are added unless SMTP_URL sets its own.
  const url = new URL(smtpUrl);
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  }
  const transport = nodemailer.createTransport(url.toString());
  return async (message) => {
    await transport.sendMail({
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    });
  };
}

/** The app's mailer: every mail goes through the outbox; `kind` says whether an SMTP server delivers it. */
export function createMailer({ outbox, smtp }: { outbox: MessageOutbox; smtp: boolean }): Mailer {
  return {
    kind: smtp ? "smtp" : "outbox",
    send: (message, executor) => outbox.add({ channel: "mail", ...message }, executor),
  };
}

/** The mails the outbox holds, newest first (the development outbox page). */
export async function listOutbox(db: Database, limit = 100) {
  return db.select().from(outbox).where(eq(outbox.channel, "mail")).orderBy(desc(outbox.createdAt)).limit(limit);
}
