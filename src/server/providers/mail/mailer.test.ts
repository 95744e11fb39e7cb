import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMinor } from "@/shared/money";
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
  const to = { name: "Ada", email: "ada@example.com", locale: "en" as const };
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
    expect(smsTemplates.verificationCode("123456", "en")).toContain(SITE_NAME);
    expect(appLink("https://x.example/base", "/a", { b: "c" })).toBe("https://x.example/a?b=c");
  });

  it("write in the recipient's language, with links to the pages in it; English as it always was", () => {
    const english = mailTemplates.verifyEmail(appUrl, to, "t");
    expect(english.subject).toBe("Confirm your Salamu account");
    expect(english.text).toBe(
      [
        "Hi Ada,",
        "Welcome to Salamu! Please confirm your e-mail address to finish setting up your account.",
        "",
        "Confirm my e-mail: https://salamu.example/auth/confirm?token=t",
        "",
        "- The Salamu team",
      ].join("\n"),
    );
    expect(english.html).toMatch(/^<div style="font-family/);

    const french = mailTemplates.resetPassword(appUrl, { ...to, locale: "fr" }, "t");
    expect(french.subject).toBe("Réinitialisez votre mot de passe Salamu");
    expect(french.text).toContain("Bonjour Ada,");
    expect(french.text).toContain(
      "Choisir un nouveau mot de passe\u00a0: https://salamu.example/fr/reset-password?token=t",
    );
    expect(french.link).toBe("https://salamu.example/fr/reset-password?token=t");
    expect(french.html).toMatch(/^<div lang="fr" style=/);

    const arabic = mailTemplates.applicationApproved(appUrl, { ...to, locale: "ar" });
    expect(arabic.html).toMatch(/^<div lang="ar" dir="rtl" style=/);
    expect(arabic.text).toContain("تمت الموافقة على ملفك الشخصي");
    expect(arabic.link).toBe("https://salamu.example/ar/dashboard");
    // A Latin name keeps its own direction inside the Arabic sentence.
    expect(arabic.text).toContain("مرحبًا \u2068Ada\u2069،");

    const swahili = mailTemplates.staffInvitation(appUrl, { ...to, locale: "sw" }, "t", {
      role: "super_admin",
      hours: 72,
    });
    expect(swahili.text).toContain("kama Msimamizi mkuu");
    expect(swahili.text).toContain("saa 72");
  });

  it("write dates, money and SMS in the recipient's language", () => {
    const change = {
      bankName: "Access Bank",
      accountNumberLast4: "6789",
      usableFrom: new Date("2026-11-30T22:30:00Z"),
      supportEmail: "help@example.com",
    };
    expect(smsTemplates.payoutAccountChanged(change, "en")).toBe(
      "Salamu: your payout account was changed to Access Bank ••••6789; payouts to it start Monday, 30 November 2026 at 22:30 UTC. Not you? Contact help@example.com now.",
    );
    expect(smsTemplates.payoutAccountChanged(change, "fr")).toContain("lundi 30 novembre 2026 à 22:30 UTC");
    expect(smsTemplates.payoutAccountChanged(change, "ar")).toContain("٣٠ نوفمبر ٢٠٢٦");
    expect(smsTemplates.verificationCode("123456", "fr")).toBe(
      "123456 est votre code de vérification Salamu. Il expire dans 10 minutes. Ne le communiquez à personne.",
    );
    expect(smsTemplates.verificationCode("123456", "sw")).toContain("123456 ni namba yako ya uthibitisho ya Salamu");

    const request = {
      fanName: "Tolu",
      occasion: "Birthdays",
      recipientName: "Ada",
      deadline: "2026-12-24",
      recordingLanguage: "zulu",
      expiresAt: new Date("2026-12-01T10:00:00Z"),
      earnings: { amountMinor: 1_530_000, currency: "XOF", feePercent: 15, plan: false },
    };
    const english = mailTemplates.requestReceived(appUrl, to, request);
    expect(english.text).toContain(`You earn ${formatMinor(1_530_000, "XOF")} after the 15% fee.`);
    expect(english.text).toContain("Occasion: Birthdays");
    expect(english.text).toContain("Wanted by: 2026-12-24");
    expect(english.text).toContain("Language of the video: Zulu");
    expect(english.text).toContain("deliver by Tuesday, 1 December 2026 at 10:00 UTC:");
    const french = mailTemplates.requestReceived(appUrl, { ...to, locale: "fr" }, request);
    expect(french.text).toContain(
      `Vous touchez ${formatMinor(1_530_000, "XOF", "fr")} après la commission de 15\u00a0%.`,
    );
    expect(french.text).toContain("Occasion\u00a0: Anniversaires");
    expect(french.text).toContain("Date souhaitée\u00a0: 24 décembre 2026");
    expect(french.text).toContain("Langue de la vidéo\u00a0: Zoulou");
    expect(french.text).toContain("livrez-la avant le mardi 1 décembre 2026 à 10:00 UTC");
    // A star whose country is known reads the deadline on their own clock (issue 24 item 21).
    const inNairobi = mailTemplates.requestReceived(appUrl, { ...to, timeZone: "Africa/Nairobi" }, request);
    expect(inNairobi.text).toContain("deliver by Tuesday, 1 December 2026 at 13:00 East Africa Time:");
    const inLagos = mailTemplates.requestReceived(appUrl, { ...to, locale: "fr", timeZone: "Africa/Lagos" }, request);
    expect(inLagos.text).toContain("livrez-la avant le mardi 1 décembre 2026 à 11:00 heure d’Afrique de l’Ouest");
    // A rush request says so in the subject and the body (ADR 059); its deadline is already the rush one.
    const rush = mailTemplates.requestReceived(appUrl, to, { ...request, rush: true });
    expect(rush.subject).toBe("Rush: new Salamu video request from Tolu");
    expect(rush.text).toContain("Rush delivery: the fan paid extra to have it within 24 hours of paying.");
    expect(english.subject).toBe("New Salamu video request from Tolu");
    expect(english.text).not.toContain("Rush");
    const rushInSwahili = mailTemplates.requestReceived(appUrl, { ...to, locale: "sw" }, { ...request, rush: true });
    expect(rushInSwahili.subject).toBe("Haraka: ombi jipya la video ya Salamu kutoka kwa Tolu");
  });

  it("every template fills every message in every language", () => {
    const change = {
      bankName: "B",
      accountNumberLast4: "1234",
      usableFrom: new Date(0),
      supportEmail: "s@example.com",
    };
    const enquiry = {
      id: "e",
      kind: "business" as const,
      name: "N",
      email: "n@example.com",
      subject: null,
      company: "C",
      message: "M",
      celebrityName: "S",
    };
    const receipt = { amount: "1", currency: "USD", method: "m", reference: "r", paysFor: "p", date: "d" };
    const payout = { amount: "1", account: "a", reference: "r", reason: null };
    for (const locale of ["en", "fr", "ar", "sw"] as const) {
      const reader = { ...to, locale };
      const messages = [
        mailTemplates.verifyEmail(appUrl, reader, "t"),
        mailTemplates.changeEmail(appUrl, reader, "t"),
        mailTemplates.resetPassword(appUrl, reader, "t"),
        mailTemplates.passwordChanged(appUrl, reader),
        mailTemplates.applicationReceived(appUrl, reader),
        mailTemplates.applicationApproved(appUrl, reader),
        mailTemplates.staffInvitation(appUrl, reader, "t", { role: "moderator", hours: 72 }),
        mailTemplates.staffAccessGranted(appUrl, reader, "admin"),
        mailTemplates.applicationRejected(appUrl, reader, "r"),
        mailTemplates.enquiryToStaff(appUrl, "s@example.com", enquiry, locale),
        mailTemplates.enquiryAcknowledgement(appUrl, "s@example.com", enquiry, locale),
        mailTemplates.enquiryReply("s@example.com", enquiry, "R", locale),
        mailTemplates.requestReceived(appUrl, reader, {
          fanName: "F",
          occasion: "Roasts",
          recipientName: "R",
          deadline: null,
          recordingLanguage: "swahili",
          earnings: { amountMinor: 100, currency: "USD", feePercent: 10, plan: true },
        }),
        mailTemplates.requestAccepted(appUrl, reader, "S"),
        mailTemplates.requestNotFulfilled(appUrl, reader, {
          celebrityName: "S",
          reason: "declined",
          declineReason: "Not suitable for video content",
          refunded: true,
        }),
        mailTemplates.paymentReceipt(appUrl, reader, receipt),
        mailTemplates.refundReceipt(appUrl, reader, receipt),
        mailTemplates.payoutPaid(appUrl, reader, payout),
        mailTemplates.payoutFailed(appUrl, reader, payout),
        mailTemplates.videoDelivered(appUrl, reader, "S"),
        mailTemplates.payoutAccountChanged(appUrl, reader, change),
        mailTemplates.requestReceived(appUrl, reader, {
          fanName: "F",
          occasion: null,
          recipientName: null,
          deadline: null,
          rush: true,
        }),
        mailTemplates.questionAsked(appUrl, reader, { celebrityName: "S", question: "Q?" }, true),
      ];
      const texts = [
        ...messages.flatMap((message) => [message.subject, message.text]),
        smsTemplates.verificationCode("1", locale),
        smsTemplates.payoutAccountChanged(change, locale),
        smsTemplates.questionAsked(appUrl, { celebrityName: "S" }, locale, true),
      ];
      for (const text of texts) {
        expect(text, `${locale}: ${text}`).not.toMatch(/mail\.[a-z]+\.|\{[a-zA-Z]+\}/);
        expect(text).not.toBe("");
      }
      if (locale !== "en") {
        for (const message of messages) expect(message.text).not.toContain("- The Salamu team");
      }
    }
  });

  it("escape what users typed", () => {
    const message = mailTemplates.verifyEmail(
      "https://s.example",
      { name: "<b>x</b>", email: "a@example.com", locale: "en" },
      "t",
    );
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
      mailTemplates.resetPassword("https://s.example", { name: "A", email: "a@example.com", locale: "en" }, "secret1"),
    );
    expect(development.text()).toContain("secret1");
    const production = recordingLogger();
    const productionMailer = createMailer({ outbox: outboxFor(production.logger, true), smtp: false });
    await productionMailer.send(
      mailTemplates.resetPassword("https://s.example", { name: "A", email: "b@example.com", locale: "en" }, "secret2"),
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
      const message = mailTemplates.verifyEmail(
        "https://s.example",
        { name: "A", email: "smtp@example.com", locale: "en" },
        "tok",
      );
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
