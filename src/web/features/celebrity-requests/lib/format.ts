import { DAY_MS, HOUR_MS } from "@/shared/time";
import { errorMessage } from "@/web/lib/api-client";
import type { useT } from "@/web/lib/i18n";

type Translate = ReturnType<typeof useT>;

/** Today in the visitor's time zone, as YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, "0");
  const day = String(now.getDate()).padStart(2, "0");
  return `${now.getFullYear()}-${month}-${day}`;
}

/** Days left until a moment, to the nearest day (negative once it has passed). */
export function daysUntil(iso: string, now: number = Date.now()): number {
  return Math.round((new Date(iso).getTime() - now) / DAY_MS);
}

export type Urgency = { level: "overdue" | "soon" | "ok"; label: string | null };

/**
 * How pressing an accepted request is: expired or past its deadline ("overdue"), or expiring within two days
 * or due by tomorrow ("soon"), with the words for it.
 */
export function urgencyOf(
  request: { deadline: string | null; expiresAt: string | null },
  now: Date = new Date(),
): Urgency {
  const expiresIn = request.expiresAt
    ? new Date(request.expiresAt).getTime() - now.getTime()
    : Number.POSITIVE_INFINITY;
  if (expiresIn <= 0) return { level: "overdue", label: "Expired" };
  if (request.deadline && request.deadline < localToday(now)) return { level: "overdue", label: "Past the deadline" };
  if (expiresIn < 2 * DAY_MS) return { level: "soon", label: "Expires soon" };
  if (request.deadline && request.deadline <= localToday(new Date(now.getTime() + DAY_MS))) {
    return { level: "soon", label: request.deadline === localToday(now) ? "Due today" : "Due tomorrow" };
  }
  return { level: "ok", label: null };
}

/** "Expires in 3 days", "Expires in 5 hours", "Expired", in the page's language. */
export function expiryLabel(t: Translate, expiresAt: string | null, now: number = Date.now()): string {
  if (!expiresAt) return "";
  const left = new Date(expiresAt).getTime() - now;
  if (Number.isNaN(left)) return "";
  if (left <= 0) return t("account.expiry.expired");
  if (left < HOUR_MS) return t("account.expiry.lessThanHour");
  if (left < DAY_MS) return t("account.expiry.hours", { count: Math.floor(left / HOUR_MS) });
  return t("account.expiry.days", { count: Math.max(1, daysUntil(expiresAt, now)) });
}

/** Why the celebrity pages could not load something: the server's reason, else a word about the connection. */
export const loadFailReason = (t: Translate, error: unknown) =>
  errorMessage(error, t("account.celebrity.checkConnection"));
