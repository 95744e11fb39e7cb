/** Every e-mail and SMS the app sends, in its recipient's language: site name and links built from APP_URL. */

import { DEFAULT_DECLINE_REASON, RUSH_DELIVERY_HOURS } from "@/shared/booking";
import type { OCCASIONS } from "@/shared/catalogue";
import { LANGUAGE_IDS, type LanguageId } from "@/shared/languages";
import { DEFAULT_LOCALE, directionOf, INTL_LOCALES, type Locale, localizedPath } from "@/shared/locales";
import type { MessageKey, MessageValues } from "@/shared/messages/keys";
import { formatMinor } from "@/shared/money";
import { maskAccountNumber } from "@/shared/payouts";
import type { Role } from "@/shared/roles";
import { SITE_NAME } from "@/shared/site";
import { escapeHtml } from "../../lib/escape-html";
import { formatNumber, translate } from "../../lib/messages";

/** `t("mail.verifyEmail.subject")` in one language, the site's name filled in wherever a message names it. */
type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * In a right-to-left message every filled-in text (a Latin name, an amount, a reference, an address) is
 * isolated (FSI ... PDI), so it keeps its own direction and never reorders the Arabic around it, in the
 * plain text as in the HTML (the e-mail's <bdi>).
 */
const isolate = (text: string) => `\u2068${text}\u2069`;

export function mailTranslator(locale: Locale): Translate {
  const rtl = directionOf(locale) === "rtl";
  return (key, values) => {
    const filled: MessageValues = { site: SITE_NAME, ...values };
    if (rtl) {
      for (const [name, value] of Object.entries(filled)) {
        if (typeof value === "string") filled[name] = isolate(value);
      }
    }
    return translate(locale, key, filled);
  };
}

const UTC_MOMENT: Intl.DateTimeFormatOptions = {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
};

/**
 * "Monday, 30 November 2026 at 22:30 UTC": a moment as people read it (a delivery deadline, the time a new
 * payout account starts receiving), in UTC for every reader, in the reader's language ("lundi 30 novembre
 * 2026 à 22:30 UTC"; in Arabic with its own digits, on a 24-hour clock like the others).
 */
export function readableUtc(at: Date, locale: Locale = DEFAULT_LOCALE): string {
  const format =
    locale === DEFAULT_LOCALE
      ? new Intl.DateTimeFormat("en-GB", UTC_MOMENT)
      : new Intl.DateTimeFormat(INTL_LOCALES[locale], { ...UTC_MOMENT, hourCycle: "h23" });
  return `${format.format(at)} UTC`;
}

/**
 * A moment in the reader's own time when their time zone is known ("Tuesday, 1 December 2026 at 01:30 East
 * Africa Time"), else in UTC as readableUtc writes it.
 */
export function readableMoment(at: Date, locale: Locale, timeZone?: string | null): string {
  if (!timeZone) return readableUtc(at, locale);
  const options: Intl.DateTimeFormatOptions = { ...UTC_MOMENT, timeZone, timeZoneName: "long" };
  const format =
    locale === DEFAULT_LOCALE
      ? new Intl.DateTimeFormat("en-GB", options)
      : new Intl.DateTimeFormat(INTL_LOCALES[locale], { ...options, hourCycle: "h23" });
  return format.format(at);
}

/** A calendar day ("2026-12-24") as the reader writes it; English keeps the ISO form it always had. */
function readableDay(day: string, locale: Locale): string {
  const at = new Date(`${day}T00:00:00Z`);
  if (locale === DEFAULT_LOCALE || Number.isNaN(at.getTime())) return day;
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(at);
}

const OCCASION_KEYS: Record<(typeof OCCASIONS)[number], MessageKey> = {
  Birthdays: "mail.occasion.birthdays",
  Anniversaries: "mail.occasion.anniversaries",
  "Pep talks": "mail.occasion.pepTalks",
  Roasts: "mail.occasion.roasts",
  Business: "mail.occasion.business",
};

/** A request's occasion (one of OCCASIONS, stored in English) in the reader's language; anything else as stored. */
export function occasionLabel(locale: Locale, occasion: string): string {
  const key = OCCASION_KEYS[occasion as (typeof OCCASIONS)[number]];
  return key ? translate(locale, key) : occasion;
}

/** A star's language (src/shared/languages.ts id) by its name in the reader's language, as the web's lists name it. */
export function starLanguageLabel(locale: Locale, id: string): string {
  return (LANGUAGE_IDS as readonly string[]).includes(id)
    ? translate(locale, `shared.starLanguage.${id as LanguageId}`)
    : id;
}

const ROLE_KEYS: Record<Role, MessageKey> = {
  user: "mail.role.user",
  celebrity: "mail.role.celebrity",
  moderator: "mail.role.moderator",
  admin: "mail.role.admin",
  super_admin: "mail.role.superAdmin",
};

/** Who an e-mail goes to, and the language it is written in (users.locale for an account). */
export type MailRecipient = {
  name: string;
  email: string;
  locale: Locale;
  /** The reader's clock (their country's), for the moments a mail names; UTC when not known. */
  timeZone?: string | null;
};

/** A private watch link sent for a fan: who sent it, whose video, who it is for, and the link. */
export type WatchLinkGiftDetails = { fanName: string; starName: string; recipientName: string | null; url: string };

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
  /** Where a "Reply" goes instead of the From address (the sender of an enquiry, or the support address). */
  replyTo?: string;
  /** The request the mail is about: staff see it on the request's timeline. */
  requestId?: string;
};

/** What the enquiry e-mails show of an enquiry (src/server/modules/enquiries). */
export type EnquiryMailDetails = {
  id: string;
  kind: "contact" | "business";
  name: string;
  email: string;
  subject: string | null;
  company: string | null;
  message: string;
  celebrityName: string | null;
};

/**
 * What a receipt e-mail shows (src/server/modules/payments/receipts.ts); amounts already formatted, and
 * everything already in the payer's language.
 */
export type ReceiptMailDetails = {
  amount: string;
  currency: string;
  method: string;
  reference: string;
  /** "A personalised video from Ada (Birthday, for Tolu)" or "Standard plan (30 days)". */
  paysFor: string;
  date: string;
  /** A refund of part of the payment (staff's): what was paid, formatted. */
  paid?: string;
};

/** What a payout e-mail shows: the amount formatted, the account masked ("Access Bank ••••6789"). */
export type PayoutMailDetails = { amount: string; account: string; reference: string; reason: string | null };

/** What the payout-account notice shows (src/server/modules/payout-accounts): the number only masked. */
export type PayoutAccountChangeDetails = {
  bankName: string;
  accountNumberLast4: string;
  usableFrom: Date;
  supportEmail: string;
};

/** A visitor's text, one paragraph per line. */
const paragraphs = (message: string) => message.split(/\r?\n/).filter((line) => line.trim() !== "");

/**
 * The frame of every e-mail: the lines, the button, the sign-off. The HTML carries its language (and Arabic
 * its right-to-left direction) on the wrapper; English's is as it always was.
 */
function layout(
  locale: Locale,
  to: string,
  subject: string,
  lines: string[],
  action?: { label: string; url: string },
): MailMessage {
  const t = mailTranslator(locale);
  const signOff = t("mail.common.signOff");
  const actionLine = action ? t("mail.common.actionLine", { label: action.label, url: action.url }) : null;
  const text = [...lines, ...(actionLine ? ["", actionLine] : []), "", signOff].join("\n");
  const rtl = directionOf(locale) === "rtl";
  const language = locale === DEFAULT_LOCALE ? "" : ` lang="${locale}"`;
  const direction = rtl ? ` dir="rtl"` : "";
  // An address reads left to right whatever the language around it.
  const urlDirection = rtl ? ` dir="ltr"` : "";
  const html = [
    `<div${language}${direction} style="font-family:system-ui,sans-serif;max-width:560px;margin:auto">`,
    `<h1 style="font-size:20px">${SITE_NAME}</h1>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    action
      ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 16px;background:#7c3aed;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p${urlDirection} style="font-size:12px;color:#666">${escapeHtml(action.url)}</p>`
      : "",
    `<p>${escapeHtml(signOff)}</p></div>`,
  ].join("");
  return { to, subject, text, html, link: action?.url };
}

export function appLink(appUrl: string, path: string, params: Record<string, string> = {}): string {
  const url = new URL(path, appUrl.endsWith("/") ? appUrl : `${appUrl}/`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** A link to a page in the reader's language ("/fr/dashboard"; English's without a prefix). */
const pageLink = (locale: Locale, appUrl: string, path: string, params?: Record<string, string>) =>
  appLink(appUrl, localizedPath(locale, path), params);

export const mailTemplates = {
  verifyEmail(appUrl: string, to: MailRecipient, token: string): MailMessage {
    const t = mailTranslator(to.locale);
    return layout(
      to.locale,
      to.email,
      t("mail.verifyEmail.subject"),
      [t("mail.common.greeting", { name: to.name }), t("mail.verifyEmail.body")],
      { label: t("mail.verifyEmail.action"), url: pageLink(to.locale, appUrl, "/auth/confirm", { token }) },
    );
  },
  changeEmail(appUrl: string, to: MailRecipient, token: string): MailMessage {
    const t = mailTranslator(to.locale);
    return layout(
      to.locale,
      to.email,
      t("mail.changeEmail.subject"),
      [t("mail.common.greeting", { name: to.name }), t("mail.changeEmail.body")],
      { label: t("mail.changeEmail.action"), url: pageLink(to.locale, appUrl, "/auth/confirm", { token }) },
    );
  },
  resetPassword(appUrl: string, to: MailRecipient, token: string): MailMessage {
    const t = mailTranslator(to.locale);
    return layout(
      to.locale,
      to.email,
      t("mail.resetPassword.subject"),
      [t("mail.common.greeting", { name: to.name }), t("mail.resetPassword.body"), t("mail.resetPassword.notYou")],
      { label: t("mail.resetPassword.action"), url: pageLink(to.locale, appUrl, "/reset-password", { token }) },
    );
  },
  /** Someone signed up by e-mail with an address that has an account: its owner may have forgotten it. */
  accountExists(appUrl: string, to: MailRecipient): MailMessage {
    const t = mailTranslator(to.locale);
    return layout(
      to.locale,
      to.email,
      t("mail.accountExists.subject"),
      [t("mail.common.greeting", { name: to.name }), t("mail.accountExists.body"), t("mail.accountExists.notYou")],
      { label: t("mail.accountExists.action"), url: pageLink(to.locale, appUrl, "/login") },
    );
  },
  passwordChanged(appUrl: string, to: MailRecipient): MailMessage {
    const t = mailTranslator(to.locale);
    return layout(
      to.locale,
      to.email,
      t("mail.passwordChanged.subject"),
      [t("mail.common.greeting", { name: to.name }), t("mail.passwordChanged.body")],
      { label: t("mail.passwordChanged.action"), url: pageLink(to.locale, appUrl, "/forgot-password") },
    );
  },
  applicationReceived(appUrl: string, to: MailRecipient): MailMessage {
    const t = mailTranslator(to.locale);
    return layout(
      to.locale,
      to.email,
      t("mail.applicationReceived.subject"),
      [t("mail.common.greeting", { name: to.name }), t("mail.applicationReceived.body")],
      { label: t("mail.applicationReceived.action"), url: pageLink(to.locale, appUrl, "/dashboard") },
    );
  },
  applicationApproved(appUrl: string, to: MailRecipient): MailMessage {
    const t = mailTranslator(to.locale);
    return layout(
      to.locale,
      to.email,
      t("mail.applicationApproved.subject"),
      [t("mail.common.greeting", { name: to.name }), t("mail.applicationApproved.body")],
      { label: t("mail.applicationApproved.action"), url: pageLink(to.locale, appUrl, "/dashboard") },
    );
  },
  staffInvitation(
    appUrl: string,
    to: MailRecipient,
    token: string,
    details: { role: Role; hours: number },
  ): MailMessage {
    const t = mailTranslator(to.locale);
    return layout(
      to.locale,
      to.email,
      t("mail.staffInvitation.subject"),
      [
        t("mail.common.greeting", { name: to.name }),
        t("mail.staffInvitation.body", { role: t(ROLE_KEYS[details.role]) }),
        t("mail.staffInvitation.validity", { hours: details.hours }),
      ],
      { label: t("mail.staffInvitation.action"), url: pageLink(to.locale, appUrl, "/accept-invitation", { token }) },
    );
  },
  staffAccessGranted(appUrl: string, to: MailRecipient, role: Role): MailMessage {
    const t = mailTranslator(to.locale);
    return layout(
      to.locale,
      to.email,
      t("mail.staffAccessGranted.subject"),
      [t("mail.common.greeting", { name: to.name }), t("mail.staffAccessGranted.body", { role: t(ROLE_KEYS[role]) })],
      { label: t("mail.staffAccessGranted.action"), url: pageLink(to.locale, appUrl, "/admin") },
    );
  },
  applicationRejected(appUrl: string, to: MailRecipient, reason: string | undefined): MailMessage {
    const t = mailTranslator(to.locale);
    return layout(
      to.locale,
      to.email,
      t("mail.applicationRejected.subject"),
      [
        t("mail.common.greeting", { name: to.name }),
        t("mail.applicationRejected.body"),
        ...(reason ? [t("mail.applicationRejected.reviewerNote", { reason })] : []),
        t("mail.applicationRejected.applyAgain"),
      ],
      { label: t("mail.applicationRejected.action"), url: pageLink(to.locale, appUrl, "/become-celebrity") },
    );
  },
  // ---- enquiries (contact and business forms; sent by the enquiry-mail job) ----
  /** To the support address: in English unless the caller knows the staff's language. */
  enquiryToStaff(
    appUrl: string,
    supportEmail: string,
    enquiry: EnquiryMailDetails,
    locale: Locale = DEFAULT_LOCALE,
  ): MailMessage {
    const t = mailTranslator(locale);
    const subject =
      enquiry.kind === "contact"
        ? t("mail.enquiryToStaff.contactSubject", { subject: enquiry.subject ?? t("mail.enquiryToStaff.noSubject") })
        : t("mail.enquiryToStaff.businessSubject", { sender: enquiry.company ?? enquiry.name });
    const message = layout(
      locale,
      supportEmail,
      subject,
      [
        t("mail.enquiryToStaff.from", { name: enquiry.name, email: enquiry.email }),
        ...(enquiry.company ? [t("mail.enquiryToStaff.company", { company: enquiry.company })] : []),
        ...(enquiry.subject ? [t("mail.enquiryToStaff.subjectLine", { subject: enquiry.subject })] : []),
        ...(enquiry.celebrityName ? [t("mail.enquiryToStaff.about", { celebrity: enquiry.celebrityName })] : []),
        ...paragraphs(enquiry.message),
        t("mail.enquiryToStaff.howToReply"),
      ],
      { label: t("mail.enquiryToStaff.action"), url: pageLink(locale, appUrl, "/admin/inbox", { open: enquiry.id }) },
    );
    return { ...message, replyTo: enquiry.email };
  },
  /** To the visitor who wrote: in the language of the page they wrote from. */
  enquiryAcknowledgement(
    appUrl: string,
    supportEmail: string,
    enquiry: EnquiryMailDetails,
    locale: Locale,
  ): MailMessage {
    const t = mailTranslator(locale);
    const message = layout(
      locale,
      enquiry.email,
      t("mail.enquiryAcknowledgement.subject"),
      [
        t("mail.common.greeting", { name: enquiry.name }),
        t("mail.enquiryAcknowledgement.body"),
        t("mail.enquiryAcknowledgement.whatYouSent"),
        ...paragraphs(enquiry.message),
      ],
      { label: t("mail.enquiryAcknowledgement.action"), url: pageLink(locale, appUrl, "/") },
    );
    return { ...message, replyTo: supportEmail };
  },
  /** Staff's answer to the visitor, framed in the language of the staff member's page. */
  enquiryReply(supportEmail: string, enquiry: EnquiryMailDetails, reply: string, locale: Locale): MailMessage {
    const t = mailTranslator(locale);
    const about =
      enquiry.subject ??
      (enquiry.kind === "business" ? t("mail.enquiryReply.aboutBusiness") : t("mail.enquiryReply.aboutMessage"));
    const message = layout(locale, enquiry.email, t("mail.enquiryReply.subject", { about }), [
      t("mail.common.greeting", { name: enquiry.name }),
      ...paragraphs(reply),
      "",
      t("mail.enquiryReply.yourMessage"),
      ...paragraphs(enquiry.message).map((line) => `> ${line}`),
    ]);
    return { ...message, replyTo: supportEmail };
  },
  // ---- the booking loop (sent by modules/requests/booking-events.ts) ----
  requestReceived(
    appUrl: string,
    to: MailRecipient,
    request: {
      fanName: string;
      occasion: string | null;
      recipientName: string | null;
      deadline: string | null;
      /** The language id the video is to be recorded in, or null when the star lists none. */
      recordingLanguage?: string | null;
      /** When the request expires unanswered (payment + the delivery days setting), or null when not known. */
      expiresAt?: Date | null;
      /** Rush delivery (ADR 059): the fan paid to have it within RUSH_DELIVERY_HOURS of paying. */
      rush?: boolean;
      /** What the star earns, as fixed when the fan paid: the same figure the dashboard shows. */
      earnings?: { amountMinor: number; currency: string; feePercent: number; plan: boolean } | null;
    },
  ): MailMessage {
    const { locale } = to;
    const t = mailTranslator(locale);
    const earnings = request.earnings;
    const details = [
      request.rush ? t("mail.requestReceived.rush", { hours: RUSH_DELIVERY_HOURS }) : null,
      earnings
        ? t(earnings.plan ? "mail.requestReceived.planEarnings" : "mail.requestReceived.earnings", {
            amount: formatMinor(earnings.amountMinor, earnings.currency, locale),
            feePercent: formatNumber(locale, earnings.feePercent),
          })
        : null,
      request.occasion
        ? t("mail.requestReceived.occasion", { occasion: occasionLabel(locale, request.occasion) })
        : null,
      request.recipientName ? t("mail.requestReceived.recipient", { recipient: request.recipientName }) : null,
      request.recordingLanguage
        ? t("mail.requestReceived.language", { language: starLanguageLabel(locale, request.recordingLanguage) })
        : null,
      request.deadline ? t("mail.requestReceived.deadline", { deadline: readableDay(request.deadline, locale) }) : null,
    ].filter((line): line is string => line !== null);
    return layout(
      locale,
      to.email,
      t(request.rush ? "mail.requestReceived.rushSubject" : "mail.requestReceived.subject", { fan: request.fanName }),
      [
        t("mail.common.greeting", { name: to.name }),
        t("mail.requestReceived.paid", { fan: request.fanName }),
        ...details,
        request.expiresAt
          ? t("mail.requestReceived.deliverBy", { date: readableMoment(request.expiresAt, locale, to.timeZone) })
          : t("mail.requestReceived.deliverInTime"),
      ],
      { label: t("mail.requestReceived.action"), url: pageLink(locale, appUrl, "/dashboard/requests") },
    );
  },
  requestAccepted(appUrl: string, to: MailRecipient, celebrityName: string): MailMessage {
    const t = mailTranslator(to.locale);
    return layout(
      to.locale,
      to.email,
      t("mail.requestAccepted.subject", { celebrity: celebrityName }),
      [t("mail.common.greeting", { name: to.name }), t("mail.requestAccepted.body", { celebrity: celebrityName })],
      { label: t("mail.requestAccepted.action"), url: pageLink(to.locale, appUrl, "/dashboard") },
    );
  },
  /** The star asks before recording (ADR 057): the question itself, and the way to answer it. */
  questionAsked(
    appUrl: string,
    to: MailRecipient,
    question: { celebrityName: string; question: string },
    /** The reminder the hourly sweep sends once when the question still waits a day later. */
    reminder = false,
  ): MailMessage {
    const t = mailTranslator(to.locale);
    const celebrity = question.celebrityName;
    return layout(
      to.locale,
      to.email,
      t(reminder ? "mail.questionReminder.subject" : "mail.questionAsked.subject", { celebrity }),
      [
        t("mail.common.greeting", { name: to.name }),
        t(reminder ? "mail.questionReminder.body" : "mail.questionAsked.body", { celebrity }),
        `“${question.question}”`,
        reminder ? t("mail.questionReminder.later", { celebrity }) : t("mail.questionAsked.paused"),
      ],
      { label: t("mail.questionAsked.action"), url: pageLink(to.locale, appUrl, "/dashboard/my-requests") },
    );
  },
  /** The fan answered the star's question (ADR 057): the answer, and the way back to the request. */
  questionAnswered(appUrl: string, to: MailRecipient, answer: { fanName: string; answer: string }): MailMessage {
    const t = mailTranslator(to.locale);
    return layout(
      to.locale,
      to.email,
      t("mail.questionAnswered.subject", { fan: answer.fanName }),
      [
        t("mail.common.greeting", { name: to.name }),
        t("mail.questionAnswered.body", { fan: answer.fanName }),
        `“${answer.answer}”`,
      ],
      { label: t("mail.questionAnswered.action"), url: pageLink(to.locale, appUrl, "/dashboard") },
    );
  },
  requestNotFulfilled(
    appUrl: string,
    to: MailRecipient,
    request: { celebrityName: string; reason: "declined" | "expired"; declineReason: string | null; refunded: boolean },
  ): MailMessage {
    const t = mailTranslator(to.locale);
    const celebrity = request.celebrityName;
    // The reason the star chose by default is the app's words: the reader's language. A reason they wrote stays theirs.
    const declineReason =
      request.declineReason === DEFAULT_DECLINE_REASON
        ? t("mail.requestNotFulfilled.defaultReason")
        : request.declineReason;
    const what =
      request.reason === "declined"
        ? declineReason
          ? t("mail.requestNotFulfilled.declinedWithReason", { celebrity, reason: declineReason })
          : t("mail.requestNotFulfilled.declined", { celebrity })
        : t("mail.requestNotFulfilled.expired", { celebrity });
    return layout(
      to.locale,
      to.email,
      t("mail.requestNotFulfilled.subject", { celebrity }),
      [
        t("mail.common.greeting", { name: to.name }),
        what,
        request.refunded ? t("mail.requestNotFulfilled.refunded") : t("mail.requestNotFulfilled.allowanceBack"),
      ],
      { label: t("mail.requestNotFulfilled.action"), url: pageLink(to.locale, appUrl, "/celebrities") },
    );
  },
  // ---- receipts (sent by modules/payments/receipts.ts through the receipt-mail job) ----
  paymentReceipt(appUrl: string, to: MailRecipient, receipt: ReceiptMailDetails): MailMessage {
    const t = mailTranslator(to.locale);
    return layout(
      to.locale,
      to.email,
      t("mail.paymentReceipt.subject", { amount: receipt.amount, reference: receipt.reference }),
      [
        t("mail.common.greeting", { name: to.name }),
        t("mail.paymentReceipt.thanks"),
        t("mail.paymentReceipt.amount", { amount: receipt.amount }),
        t("mail.paymentReceipt.currency", { currency: receipt.currency }),
        t("mail.paymentReceipt.method", { method: receipt.method }),
        t("mail.paymentReceipt.reference", { reference: receipt.reference }),
        t("mail.paymentReceipt.paysFor", { paysFor: receipt.paysFor }),
        t("mail.paymentReceipt.date", { date: receipt.date }),
        t("mail.paymentReceipt.keep"),
      ],
      { label: t("mail.paymentReceipt.action"), url: pageLink(to.locale, appUrl, "/dashboard") },
    );
  },
  refundReceipt(appUrl: string, to: MailRecipient, receipt: ReceiptMailDetails): MailMessage {
    const t = mailTranslator(to.locale);
    return layout(
      to.locale,
      to.email,
      t("mail.refundReceipt.subject", { amount: receipt.amount, reference: receipt.reference }),
      [
        t("mail.common.greeting", { name: to.name }),
        receipt.paid
          ? t("mail.refundReceipt.partBody", { amount: receipt.amount, paid: receipt.paid })
          : t("mail.refundReceipt.body"),
        t("mail.refundReceipt.amount", { amount: receipt.amount }),
        t("mail.refundReceipt.currency", { currency: receipt.currency }),
        t("mail.refundReceipt.method", { method: receipt.method }),
        t("mail.refundReceipt.reference", { reference: receipt.reference }),
        t("mail.refundReceipt.paysFor", { paysFor: receipt.paysFor }),
        t("mail.refundReceipt.date", { date: receipt.date }),
      ],
      { label: t("mail.refundReceipt.action"), url: pageLink(to.locale, appUrl, "/celebrities") },
    );
  },
  // ---- payouts (sent by modules/payouts/payout-notices.ts through the payout-notice job) ----
  payoutPaid(appUrl: string, to: MailRecipient, payout: PayoutMailDetails): MailMessage {
    const t = mailTranslator(to.locale);
    return layout(
      to.locale,
      to.email,
      t("mail.payoutPaid.subject", { amount: payout.amount }),
      [
        t("mail.common.greeting", { name: to.name }),
        t("mail.payoutPaid.body", { amount: payout.amount, account: payout.account }),
        t("mail.payoutPaid.reference", { reference: payout.reference }),
      ],
      { label: t("mail.payoutPaid.action"), url: pageLink(to.locale, appUrl, "/dashboard/earnings") },
    );
  },
  payoutFailed(appUrl: string, to: MailRecipient, payout: PayoutMailDetails): MailMessage {
    const t = mailTranslator(to.locale);
    return layout(
      to.locale,
      to.email,
      t("mail.payoutFailed.subject", { amount: payout.amount }),
      [
        t("mail.common.greeting", { name: to.name }),
        t("mail.payoutFailed.body", { amount: payout.amount, account: payout.account }),
        payout.reason ?? "",
        t("mail.payoutFailed.reference", { reference: payout.reference }),
      ].filter((line) => line !== ""),
      { label: t("mail.payoutFailed.action"), url: pageLink(to.locale, appUrl, "/dashboard/earnings") },
    );
  },
  videoDelivered(appUrl: string, to: MailRecipient, celebrityName: string): MailMessage {
    const t = mailTranslator(to.locale);
    return layout(
      to.locale,
      to.email,
      t("mail.videoDelivered.subject", { celebrity: celebrityName }),
      [t("mail.common.greeting", { name: to.name }), t("mail.videoDelivered.body", { celebrity: celebrityName })],
      { label: t("mail.videoDelivered.action"), url: pageLink(to.locale, appUrl, "/dashboard/videos") },
    );
  },
  /** A re-record replaced the delivered video (ADR 058): the same links play the new one. */
  videoRerecorded(appUrl: string, to: MailRecipient, celebrityName: string): MailMessage {
    const t = mailTranslator(to.locale);
    return layout(
      to.locale,
      to.email,
      t("mail.videoRerecorded.subject", { celebrity: celebrityName }),
      [t("mail.common.greeting", { name: to.name }), t("mail.videoRerecorded.body", { celebrity: celebrityName })],
      { label: t("mail.videoDelivered.action"), url: pageLink(to.locale, appUrl, "/dashboard/videos") },
    );
  },
  /** The star owes one re-record (a factual error the fan reported, or staff asked): what is wrong, and where. */
  rerecordRequested(
    appUrl: string,
    to: MailRecipient,
    redo: { fanName: string; reason: string; note: string },
  ): MailMessage {
    const t = mailTranslator(to.locale);
    return layout(
      to.locale,
      to.email,
      t("mail.rerecordRequested.subject", { fan: redo.fanName }),
      [
        t("mail.common.greeting", { name: to.name }),
        t("mail.rerecordRequested.body", { fan: redo.fanName, reason: redo.reason }),
        ...(redo.note ? [`“${redo.note}”`] : []),
        t("mail.rerecordRequested.held"),
      ],
      { label: t("mail.rerecordRequested.action"), url: pageLink(to.locale, appUrl, "/dashboard") },
    );
  },
  /** Staff decided a report without a re-record: what they wrote the fan. */
  reportClosed(appUrl: string, to: MailRecipient, report: { celebrityName: string; note: string }): MailMessage {
    const t = mailTranslator(to.locale);
    return layout(
      to.locale,
      to.email,
      t("mail.reportClosed.subject", { celebrity: report.celebrityName }),
      [t("mail.common.greeting", { name: to.name }), t("mail.reportClosed.body"), `“${report.note}”`],
      { label: t("mail.videoDelivered.action"), url: pageLink(to.locale, appUrl, "/dashboard/videos") },
    );
  },
  // ---- a watch link the fan scheduled for the recipient (issue 23; sent by the send-scheduled-links sweep) ----
  watchLinkGift(to: string, gift: WatchLinkGiftDetails, locale: Locale): MailMessage {
    const t = mailTranslator(locale);
    return {
      ...layout(
        locale,
        to,
        t("mail.watchLinkGift.subject", { fan: gift.fanName, star: gift.starName }),
        [
          gift.recipientName ? t("mail.common.greeting", { name: gift.recipientName }) : t("mail.watchLinkGift.hello"),
          t("mail.watchLinkGift.body", { fan: gift.fanName, star: gift.starName }),
          t("mail.watchLinkGift.noAccount"),
        ],
        { label: t("mail.watchLinkGift.action"), url: gift.url },
      ),
      link: gift.url,
    };
  },
  // ---- payout accounts (issue 19; sent by modules/payout-accounts through the payout-notice job) ----
  payoutAccountChanged(appUrl: string, to: MailRecipient, change: PayoutAccountChangeDetails): MailMessage {
    const t = mailTranslator(to.locale);
    return layout(
      to.locale,
      to.email,
      t("mail.payoutAccountChanged.subject"),
      [
        t("mail.common.greeting", { name: to.name }),
        t("mail.payoutAccountChanged.body", {
          account: `${change.bankName} ${maskAccountNumber(change.accountNumberLast4)}`,
        }),
        t("mail.payoutAccountChanged.startsOn", { date: readableUtc(change.usableFrom, to.locale) }),
        t("mail.payoutAccountChanged.notYou", { supportEmail: change.supportEmail }),
      ],
      { label: t("mail.payoutAccountChanged.action"), url: pageLink(to.locale, appUrl, "/dashboard/earnings") },
    );
  },
};

export const smsTemplates = {
  /** Sent before there is an account: in the language of the page that asked for it. */
  verificationCode(code: string, locale: Locale): string {
    return mailTranslator(locale)("mail.sms.verificationCode", { code });
  },
  /** Plain, with the link last: it reads the same pasted into WhatsApp. */
  watchLinkGift(gift: WatchLinkGiftDetails, locale: Locale): string {
    return mailTranslator(locale)("mail.sms.watchLinkGift", { fan: gift.fanName, star: gift.starName, url: gift.url });
  },
  questionAsked(appUrl: string, question: { celebrityName: string }, locale: Locale, reminder = false): string {
    return mailTranslator(locale)(reminder ? "mail.sms.questionReminder" : "mail.sms.questionAsked", {
      celebrity: question.celebrityName,
      url: pageLink(locale, appUrl, "/dashboard/my-requests"),
    });
  },
  payoutAccountChanged(change: PayoutAccountChangeDetails, locale: Locale): string {
    return mailTranslator(locale)("mail.sms.payoutAccountChanged", {
      account: `${change.bankName} ${maskAccountNumber(change.accountNumberLast4)}`,
      date: readableUtc(change.usableFrom, locale),
      supportEmail: change.supportEmail,
    });
  },
};
