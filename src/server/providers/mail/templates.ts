/** Every e-mail and SMS the app sends: site name and links built from APP_URL. */

import { formatMinor } from "@/shared/money";
import { maskAccountNumber } from "@/shared/payouts";
import { SITE_NAME } from "@/shared/site";
import { escapeHtml } from "../../lib/escape-html";

/**
 * "Monday, 30 November 2026 at 22:30 UTC": a moment as people read it (a delivery deadline, the time a new
 * payout account starts receiving), in UTC for every reader.
 */
function readableUtc(at: Date): string {
  return `${new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
  }).format(at)} UTC`;
}

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
  /** Where a "Reply" goes instead of the From address (the sender of an enquiry, or the support address). */
  replyTo?: string;
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

/** What a receipt e-mail shows (src/server/modules/payments/receipts.ts); amounts already formatted. */
export type ReceiptMailDetails = {
  amount: string;
  currency: string;
  method: string;
  reference: string;
  /** "A personalised video from Ada (Birthday, for Tolu)" or "Standard plan (30 days)". */
  paysFor: string;
  date: string;
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

function layout(to: string, subject: string, lines: string[], action?: { label: string; url: string }): MailMessage {
  const text = [
    ...lines,
    ...(action ? ["", `${action.label}: ${action.url}`] : []),
    "",
    `- The ${SITE_NAME} team`,
  ].join("\n");
  const html = [
    `<div style="font-family:system-ui,sans-serif;max-width:560px;margin:auto">`,
    `<h1 style="font-size:20px">${SITE_NAME}</h1>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    action
      ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 16px;background:#7c3aed;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#666">${escapeHtml(action.url)}</p>`
      : "",
    `<p>- The ${SITE_NAME} team</p></div>`,
  ].join("");
  return { to, subject, text, html, link: action?.url };
}

export function appLink(appUrl: string, path: string, params: Record<string, string> = {}): string {
  const url = new URL(path, appUrl.endsWith("/") ? appUrl : `${appUrl}/`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

export const mailTemplates = {
  verifyEmail(appUrl: string, to: { name: string; email: string }, token: string): MailMessage {
    return layout(
      to.email,
      `Confirm your ${SITE_NAME} account`,
      [
        `Hi ${to.name},`,
        `Welcome to ${SITE_NAME}! Please confirm your e-mail address to finish setting up your account.`,
      ],
      { label: "Confirm my e-mail", url: appLink(appUrl, "/auth/confirm", { token }) },
    );
  },
  changeEmail(appUrl: string, to: { name: string; email: string }, token: string): MailMessage {
    return layout(
      to.email,
      `Confirm your new ${SITE_NAME} e-mail address`,
      [
        `Hi ${to.name},`,
        `You asked to use this address for your ${SITE_NAME} account. Open the link below to confirm it; until then your old address stays in use.`,
      ],
      { label: "Confirm my new e-mail", url: appLink(appUrl, "/auth/confirm", { token }) },
    );
  },
  resetPassword(appUrl: string, to: { name: string; email: string }, token: string): MailMessage {
    return layout(
      to.email,
      `Reset your ${SITE_NAME} password`,
      [
        `Hi ${to.name},`,
        "Someone (hopefully you) asked to reset the password of your account. The link is valid for one hour and works once.",
        "If it was not you, ignore this e-mail: your password stays the same.",
      ],
      { label: "Choose a new password", url: appLink(appUrl, "/reset-password", { token }) },
    );
  },
  passwordChanged(appUrl: string, to: { name: string; email: string }): MailMessage {
    return layout(
      to.email,
      `Your ${SITE_NAME} password was changed`,
      [`Hi ${to.name},`, "Your password was just changed. If this was not you, reset it at once."],
      { label: "Reset my password", url: appLink(appUrl, "/forgot-password") },
    );
  },
  applicationReceived(appUrl: string, to: { name: string; email: string }): MailMessage {
    return layout(
      to.email,
      `We received your ${SITE_NAME} celebrity application`,
      [`Hi ${to.name},`, "Thank you for applying. Our team reviews every application within 48 hours."],
      { label: "Open my dashboard", url: appLink(appUrl, "/dashboard") },
    );
  },
  applicationApproved(appUrl: string, to: { name: string; email: string }): MailMessage {
    return layout(
      to.email,
      `Welcome to ${SITE_NAME}, you are approved!`,
      [
        `Hi ${to.name},`,
        "Your celebrity profile is approved and visible to fans. Requests will appear in your dashboard.",
      ],
      { label: "Open my dashboard", url: appLink(appUrl, "/dashboard") },
    );
  },
  staffInvitation(
    appUrl: string,
    to: { name: string; email: string },
    token: string,
    details: { role: string; hours: number },
  ): MailMessage {
    return layout(
      to.email,
      `You are invited to run ${SITE_NAME}`,
      [
        `Hi ${to.name},`,
        `You have been added to the ${SITE_NAME} staff as ${details.role}. Choose your password to sign in.`,
        `The link works once and is valid for ${details.hours} hours.`,
      ],
      { label: "Choose my password", url: appLink(appUrl, "/accept-invitation", { token }) },
    );
  },
  staffAccessGranted(appUrl: string, to: { name: string; email: string }, role: string): MailMessage {
    return layout(
      to.email,
      `You now have staff access to ${SITE_NAME}`,
      [`Hi ${to.name},`, `Your account now has ${role} access. Sign in as usual to open the staff dashboard.`],
      { label: "Open the staff dashboard", url: appLink(appUrl, "/admin") },
    );
  },
  applicationRejected(appUrl: string, to: { name: string; email: string }, reason: string | undefined): MailMessage {
    return layout(
      to.email,
      `About your ${SITE_NAME} celebrity application`,
      [
        `Hi ${to.name},`,
        "Thank you for applying. We are not able to approve your celebrity profile at this time.",
        ...(reason ? [`The reviewer's note: ${reason}`] : []),
        "You are welcome to apply again.",
      ],
      { label: "Apply again", url: appLink(appUrl, "/become-celebrity") },
    );
  },
  // ---- enquiries (contact and business forms; sent by the enquiry-mail job) ----
  enquiryToStaff(appUrl: string, supportEmail: string, enquiry: EnquiryMailDetails): MailMessage {
    const subject =
      enquiry.kind === "contact"
        ? `Contact message: ${enquiry.subject ?? "(no subject)"}`
        : `Business enquiry from ${enquiry.company ?? enquiry.name}`;
    const message = layout(
      supportEmail,
      subject,
      [
        `From: ${enquiry.name} <${enquiry.email}>`,
        ...(enquiry.company ? [`Company: ${enquiry.company}`] : []),
        ...(enquiry.subject ? [`Subject: ${enquiry.subject}`] : []),
        ...(enquiry.celebrityName ? [`About: ${enquiry.celebrityName}`] : []),
        ...paragraphs(enquiry.message),
        "Reply to this e-mail to answer the sender, or answer from the inbox (it is then marked handled).",
      ],
      { label: "Open in the inbox", url: appLink(appUrl, "/admin/inbox", { open: enquiry.id }) },
    );
    return { ...message, replyTo: enquiry.email };
  },
  enquiryAcknowledgement(appUrl: string, supportEmail: string, enquiry: EnquiryMailDetails): MailMessage {
    const message = layout(
      enquiry.email,
      `We received your message - ${SITE_NAME}`,
      [
        `Hi ${enquiry.name},`,
        "Thank you for getting in touch. We've received your message and will get back to you soon.",
        "What you sent us:",
        ...paragraphs(enquiry.message),
      ],
      { label: `Visit ${SITE_NAME}`, url: appLink(appUrl, "/") },
    );
    return { ...message, replyTo: supportEmail };
  },
  enquiryReply(supportEmail: string, enquiry: EnquiryMailDetails, reply: string): MailMessage {
    const about = enquiry.subject ?? (enquiry.kind === "business" ? "your business enquiry" : "your message");
    const message = layout(enquiry.email, `Re: ${about}`, [
      `Hi ${enquiry.name},`,
      ...paragraphs(reply),
      "",
      "Your message:",
      ...paragraphs(enquiry.message).map((line) => `> ${line}`),
    ]);
    return { ...message, replyTo: supportEmail };
  },
  // ---- the booking loop (sent by modules/requests/booking-events.ts) ----
  requestReceived(
    appUrl: string,
    to: { name: string; email: string },
    request: {
      fanName: string;
      occasion: string | null;
      recipientName: string | null;
      deadline: string | null;
      /** When the request expires unanswered (payment + the delivery days setting), or null when not known. */
      expiresAt?: Date | null;
      /** What the star earns, as fixed when the fan paid: the same figure the dashboard shows. */
      earnings?: { amountMinor: number; currency: string; feePercent: number; plan: boolean } | null;
    },
  ): MailMessage {
    const details = [
      request.earnings
        ? `${request.earnings.plan ? "Plan booking: you earn" : "You earn"} ${formatMinor(request.earnings.amountMinor, request.earnings.currency)} after the ${request.earnings.feePercent}% fee.`
        : null,
      request.occasion ? `Occasion: ${request.occasion}` : null,
      request.recipientName ? `For: ${request.recipientName}` : null,
      request.deadline ? `Wanted by: ${request.deadline}` : null,
    ].filter((line): line is string => line !== null);
    return layout(
      to.email,
      `New ${SITE_NAME} video request from ${request.fanName}`,
      [
        `Hi ${to.name},`,
        `${request.fanName} has paid for a personalised video from you.`,
        ...details,
        request.expiresAt
          ? `Accept or decline it from your dashboard, and deliver by ${readableUtc(request.expiresAt)}: requests not delivered by then expire and are refunded.`
          : "Accept or decline it from your dashboard. Requests you do not deliver in time expire and are refunded.",
      ],
      { label: "See the request", url: appLink(appUrl, "/dashboard/requests") },
    );
  },
  requestAccepted(appUrl: string, to: { name: string; email: string }, celebrityName: string): MailMessage {
    return layout(
      to.email,
      `${celebrityName} accepted your ${SITE_NAME} request`,
      [`Hi ${to.name},`, `Good news: ${celebrityName} accepted your video request and will record it soon.`],
      { label: "Follow my request", url: appLink(appUrl, "/dashboard") },
    );
  },
  requestNotFulfilled(
    appUrl: string,
    to: { name: string; email: string },
    request: { celebrityName: string; reason: "declined" | "expired"; declineReason: string | null; refunded: boolean },
  ): MailMessage {
    const what =
      request.reason === "declined"
        ? `${request.celebrityName} declined your video request${request.declineReason ? `: "${request.declineReason}"` : "."}`
        : `${request.celebrityName} could not deliver your video request in time, so it has expired.`;
    return layout(
      to.email,
      `Your ${SITE_NAME} request to ${request.celebrityName}`,
      [
        `Hi ${to.name},`,
        what,
        request.refunded
          ? "You will get a full refund to the account you paid with; banks may take a few days to show it."
          : "Your subscription allowance for this video is available again.",
      ],
      { label: "Find another star", url: appLink(appUrl, "/celebrities") },
    );
  },
  // ---- receipts (sent by modules/payments/receipts.ts through the receipt-mail job) ----
  paymentReceipt(appUrl: string, to: { name: string; email: string }, receipt: ReceiptMailDetails): MailMessage {
    return layout(
      to.email,
      `Your ${SITE_NAME} receipt: ${receipt.amount} (${receipt.reference})`,
      [
        `Hi ${to.name},`,
        `Thank you for your payment. This is your receipt.`,
        `Amount: ${receipt.amount}`,
        `Currency: ${receipt.currency}`,
        `Paid with: ${receipt.method}`,
        `Reference: ${receipt.reference}`,
        `For: ${receipt.paysFor}`,
        `Date: ${receipt.date}`,
        "Keep this e-mail: quote the reference if you contact us about this payment.",
      ],
      { label: "See my requests", url: appLink(appUrl, "/dashboard") },
    );
  },
  refundReceipt(appUrl: string, to: { name: string; email: string }, receipt: ReceiptMailDetails): MailMessage {
    return layout(
      to.email,
      `Your ${SITE_NAME} refund: ${receipt.amount} (${receipt.reference})`,
      [
        `Hi ${to.name},`,
        `We have refunded your payment. Banks may take a few days to show it.`,
        `Amount refunded: ${receipt.amount}`,
        `Currency: ${receipt.currency}`,
        `Refunded to: ${receipt.method}`,
        `Payment reference: ${receipt.reference}`,
        `For: ${receipt.paysFor}`,
        `Date: ${receipt.date}`,
      ],
      { label: "Find another star", url: appLink(appUrl, "/celebrities") },
    );
  },
  // ---- payouts (sent by modules/payouts/payout-notices.ts through the payout-notice job) ----
  payoutPaid(appUrl: string, to: { name: string; email: string }, payout: PayoutMailDetails): MailMessage {
    return layout(
      to.email,
      `${SITE_NAME} paid you ${payout.amount}`,
      [
        `Hi ${to.name},`,
        `Your payout of ${payout.amount} was sent to ${payout.account}. Banks and mobile-money operators may take a little while to show it.`,
        `Reference: ${payout.reference}`,
      ],
      { label: "See my earnings", url: appLink(appUrl, "/dashboard/earnings") },
    );
  },
  payoutFailed(appUrl: string, to: { name: string; email: string }, payout: PayoutMailDetails): MailMessage {
    return layout(
      to.email,
      `Your ${SITE_NAME} payout of ${payout.amount} did not go through`,
      [
        `Hi ${to.name},`,
        `Your payout of ${payout.amount} to ${payout.account} did not arrive.`,
        payout.reason ?? "",
        `Reference: ${payout.reference}`,
      ].filter((line) => line !== ""),
      { label: "See my earnings", url: appLink(appUrl, "/dashboard/earnings") },
    );
  },
  videoDelivered(appUrl: string, to: { name: string; email: string }, celebrityName: string): MailMessage {
    return layout(
      to.email,
      `Your video from ${celebrityName} is ready`,
      [`Hi ${to.name},`, `${celebrityName} recorded your personalised video. Watch, download and share it now.`],
      { label: "Watch my video", url: appLink(appUrl, "/dashboard/videos") },
    );
  },
  // ---- payout accounts (issue 19; sent by modules/payout-accounts through the payout-notice job) ----
  payoutAccountChanged(
    appUrl: string,
    to: { name: string; email: string },
    change: PayoutAccountChangeDetails,
  ): MailMessage {
    return layout(
      to.email,
      `Your ${SITE_NAME} payout account was changed`,
      [
        `Hi ${to.name},`,
        `Your payout account was changed to ${change.bankName} ${maskAccountNumber(change.accountNumberLast4)}.`,
        `For your security, payouts to it start on ${readableUtc(change.usableFrom)}.`,
        `If this was not you, contact support at once at ${change.supportEmail}: we will stop payouts to the new account.`,
      ],
      { label: "See my earnings", url: appLink(appUrl, "/dashboard/earnings") },
    );
  },
};

export const smsTemplates = {
  verificationCode(code: string): string {
    return `${code} is your ${SITE_NAME} verification code. It expires in 10 minutes. Never share it.`;
  },
  payoutAccountChanged(change: PayoutAccountChangeDetails): string {
    return `${SITE_NAME}: your payout account was changed to ${change.bankName} ${maskAccountNumber(change.accountNumberLast4)}; payouts to it start ${readableUtc(change.usableFrom)}. Not you? Contact ${change.supportEmail} now.`;
  },
};
