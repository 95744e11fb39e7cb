import { ApiError } from "@/web/lib/api-client";
import type { Translate } from "@/web/lib/i18n";

/** The server refused because codes were asked for too often (429). */
export const isTooManyRequests = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 429;

/**
 * Why a verification code was not sent, for the toast under its title: when the server refused because codes
 * were asked for too often (429), it says so and when a new one may be asked for, never "check your phone
 * number" (the number was fine); otherwise the spec's words.
 */
export function codeRefusalDescription(error: unknown, t: Translate): string {
  if (!isTooManyRequests(error)) return t("auth.signup.sendFailedDescription");
  const seconds = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  if (typeof seconds !== "number" || seconds <= 0) return t("auth.signup.tooManyCodesLater");
  if (error.code === "RESEND_TOO_SOON") return t("auth.signup.codeJustSent", { seconds: Math.ceil(seconds) });
  if (seconds < 120) return t("auth.signup.tooManyCodesSeconds", { seconds: Math.ceil(seconds) });
  if (seconds < 2 * 3600) return t("auth.signup.tooManyCodesMinutes", { minutes: Math.ceil(seconds / 60) });
  return t("auth.signup.tooManyCodesHours", { hours: Math.ceil(seconds / 3600) });
}
