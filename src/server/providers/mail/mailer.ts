import { desc } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Database } from "../../db/client";
import { outbox } from "../../db/schema/index";
import type { MailMessage } from "./templates";

export type Mailer = {
  kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
};

type MailerOptions = {
  db: Database;
  log: FastifyBaseLogger;
  smtpUrl?: string;
  from: string;
  isProduction: boolean;
};

/** SMTP through nodemailer when SMTP_URL is set; otherwise the development outbox table. */
export function createMailer({ db, log, smtpUrl, from, isProduction }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      kind: "smtp",
      async send(message) {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        });
        log.info({ to: message.to, subject: message.subject }, "mail sent");
      },
    };
  }
  return {
    kind: "outbox",
    async send(message) {
      await db.insert(outbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        replyTo: message.replyTo ?? null,
      });
      // Links carry tokens: they reach the log only outside production.
      log.info(
        { to: message.to, subject: message.subject, ...(isProduction ? {} : { link: message.link }) },
        "mail stored in the outbox",
      );
    },
  };
}

export async function listOutbox(db: Database, limit = 100) {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit);
}
