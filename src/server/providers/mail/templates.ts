/** Every e-mail and SMS the accounts area sends: site name and links built from APP_URL. */

export const SITE_NAME = "Salamu";

export type MailMessage = { to: string; subject: string; text: string; html: string; link?: string };

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

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
};

export const smsTemplates = {
  verificationCode(code: string): string {
    return `${code} is your ${SITE_NAME} verification code. It expires in 10 minutes. Never share it.`;
  },
};
