import type { CurrencyCode } from "@/shared/currencies";
import { formatMoney, minorToMajor } from "@/shared/money";
import type { RequestStatus } from "@/shared/request-status";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
const dayFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** A timestamp as a date in the visitor's time zone ("Mar 4, 2026"). */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateFormat.format(date);
}

/** A deadline (YYYY-MM-DD, a calendar day) as written, never shifted by the time zone. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return "";
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}

/** What the fan paid, in the currency they paid in ("KES 31,200.00"). */
export function formatPaid(amountMinor: number, currency: CurrencyCode): string {
  return formatMoney(minorToMajor(amountMinor, currency), currency);
}

export const STATUS_LABELS: Record<RequestStatus, string> = {
  awaiting_payment: "Awaiting payment",
  pending: "Pending",
  accepted: "Accepted",
  completed: "Completed",
  declined: "Declined",
  cancelled: "Cancelled",
  expired: "Expired",
};
