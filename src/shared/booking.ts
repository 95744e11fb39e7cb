import type { RESPONSE_TIMES } from "./catalogue";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "./time";

/** Constants of the booking loop shared by the server, the web app and the tests. */

/** Days a celebrity has from payment to deliver before the request expires and is refunded (default). */
export const DEFAULT_DELIVERY_DAYS = 7;
/** Percent of the price the platform keeps (default; staff may change it in site settings). */
export const DEFAULT_PLATFORM_FEE_PERCENT = 25;
/** The reason recorded when a celebrity declines without giving one (spec section 4). */
export const DEFAULT_DECLINE_REASON = "Not suitable for video content";

export const MAX_VIDEO_BYTES = 200 * 1024 * 1024;
export const VIDEO_MIME_TYPES = ["video/mp4", "video/quicktime", "video/webm"] as const;
export const VIDEO_EXTENSIONS = [".mp4", ".mov", ".webm"] as const;
export const VIDEO_TOO_LARGE_MESSAGE = "Video must be smaller than 200MB";
export const VIDEO_WRONG_TYPE_MESSAGE = "Please select a video file (MP4, MOV, WebM)";
/** Signed video and poster URLs stay valid this long. */
export const SIGNED_URL_SECONDS = 3600;

/** What has happened to a request's video (independent of the request status until it completes it). */
export const VIDEO_STATUSES = ["none", "uploading", "processing", "ready", "failed"] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** Request ids are shown as their first 8 characters (spec section 2). */
export function shortRequestId(id: string): string {
  return id.slice(0, 8);
}

/** The celebrity's share of a price after the platform fee, in the same minor units (fee rounded half up). */
export function splitEarnings(priceMinor: number, feePercent: number): { fee: number; net: number } {
  const fee = Math.round((priceMinor * feePercent) / 100);
  return { fee, net: priceMinor - fee };
}

/** What a request earns, fixed when the fan pays (ADR 032): in the fan's currency and in USD at the rate charged. */
export type EarningsSnapshot = {
  platformFeePercent: number;
  feeMinor: number;
  earningsMinor: number;
  feeUsdCents: number;
  earningsUsdCents: number;
};

export function snapshotEarnings(amountMinor: number, usdCents: number, feePercent: number): EarningsSnapshot {
  const local = splitEarnings(amountMinor, feePercent);
  const usd = splitEarnings(usdCents, feePercent);
  return {
    platformFeePercent: feePercent,
    feeMinor: local.fee,
    earningsMinor: local.net,
    feeUsdCents: usd.fee,
    earningsUsdCents: usd.net,
  };
}

/** True when the file looks like a video the product accepts, by MIME type or, if the type is empty, by name. */
export function isAcceptedVideoFile(file: { type: string; name: string }): boolean {
  if (file.type) return (VIDEO_MIME_TYPES as readonly string[]).includes(file.type);
  const name = file.name.toLowerCase();
  return VIDEO_EXTENSIONS.some((extension) => name.endsWith(extension));
}

/**
 * The latest date that is already in the past everywhere on Earth (UTC-12): a deadline before it is refused.
 * The fan's own time zone is unknown to the server, so the server is as lenient as any time zone allows.
 */
export function earliestAllowedDeadline(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * HOUR_MS).toISOString().slice(0, 10);
}

/** How far ahead a deadline may be: a request is delivered within days of payment, not years. */
export const DEADLINE_MAX_DAYS = 365;

/** The latest deadline a fan may pick (a year from today, in the most generous time zone). */
export function latestAllowedDeadline(now: Date = new Date()): string {
  return new Date(now.getTime() + DEADLINE_MAX_DAYS * DAY_MS + 14 * HOUR_MS).toISOString().slice(0, 10);
}

/** Rush delivery (issue 23 item 3, ADR 059): a rush request is due this many hours after the fan paid. */
export const RUSH_DELIVERY_HOURS = 24;

/**
 * How long a paid request has to be delivered before it expires and is refunded in full: RUSH_DELIVERY_HOURS
 * for a rush request, else the delivery days staff set.
 */
export function deliveryWindowMs(rush: boolean, deliveryDays: number): number {
  return rush ? RUSH_DELIVERY_HOURS * HOUR_MS : deliveryDays * DAY_MS;
}

/** The most open requests a star may set as their limit (ADR 055); the least is one. */
export const MAX_OPEN_REQUESTS_LIMIT = 500;
/**
 * A checkout started this recently holds a place of a star's capacity while the fan pays (ADR 055): two fans
 * booking the last place at once cannot both be sent to pay for it.
 */
export const CAPACITY_HOLD_MS = 30 * MINUTE_MS;

/** The days each response time a star may choose stands for, at its longest ("3-5 days": 5). */
const RESPONSE_DAYS: Record<(typeof RESPONSE_TIMES)[number], number> = {
  "24 hours": 1,
  "48 hours": 2,
  "3-5 days": 5,
  "1 week": 7,
};

/**
 * The first day a star with `responseTime` usually delivers by, counted from `today` (YYYY-MM-DD), capped at
 * the delivery window (a star never has longer than that); null for a response time not in the list.
 */
export function usualDeliveryDay(today: string, responseTime: string, deliveryDays?: number): string | null {
  const days = (RESPONSE_DAYS as Record<string, number | undefined>)[responseTime];
  if (days === undefined) return null;
  const start = new Date(`${today}T00:00:00Z`);
  if (Number.isNaN(start.getTime())) return null;
  const within = deliveryDays === undefined ? days : Math.min(days, deliveryDays);
  return new Date(start.getTime() + within * DAY_MS).toISOString().slice(0, 10);
}

/** True when the fan's date (YYYY-MM-DD) comes before the star usually delivers: the form warns, never refuses. */
export function deadlineSoonerThanUsual(
  deadline: string,
  today: string,
  responseTime: string,
  deliveryDays?: number,
): boolean {
  const usual = usualDeliveryDay(today, responseTime, deliveryDays);
  return !!deadline && usual !== null && deadline < usual;
}

/**
 * The day an open request is due (YYYY-MM-DD): the fan's date, or the day it expires (UTC) when that comes
 * first (a request never waits past its expiry). The star's lists put open requests in this order; the server's
 * list query (celebrity-requests.service.ts) says the same in SQL.
 */
export function dueDay(request: { deadline: string | null; expiresAt: string | null }): string | null {
  const expires = request.expiresAt ? request.expiresAt.slice(0, 10) : null;
  if (!request.deadline) return expires;
  if (!expires) return request.deadline;
  // Both YYYY-MM-DD: the earlier sorts first.
  return [request.deadline, expires].sort()[0] ?? null;
}
