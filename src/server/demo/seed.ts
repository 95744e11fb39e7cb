import { createHash } from "node:crypto";
import { count, eq, inArray, sql } from "drizzle-orm";
import { DEFAULT_PLATFORM_FEE_PERCENT, snapshotEarnings } from "@/shared/booking";
import { CATEGORIES } from "@/shared/catalogue";
import { SETTINGS } from "@/shared/settings";
import { DAY_MS, HOUR_MS } from "@/shared/time";
import type { Database } from "../db/client";
import {
  blogPosts,
  categories,
  celebrityProfiles,
  payments,
  reviews,
  sliderItems,
  testimonials,
  users,
  videoRequests,
} from "../db/schema/index";
import type { Transaction } from "../db/transaction";
import { postDelivery, postHoldReleased, postPaymentReceived } from "../modules/ledger/booking-money";
import type { Storage } from "../providers/storage/storage";
import {
  CATEGORY_DESCRIPTIONS,
  DEMO_BLOG_POSTS,
  DEMO_CELEBRITIES,
  DEMO_FANS,
  DEMO_REQUESTS,
  DEMO_REVIEW_TEXTS,
  DEMO_SHOWCASE_CLIPS,
  DEMO_SLIDER_ITEMS,
  DEMO_TESTIMONIALS,
  demoLanguages,
} from "./demo-data";
import { storeDemoPortrait } from "./portraits";

/** Demo bookings are spread over this many days, so some fall outside the 30-day trending window. */
const BOOKING_SPREAD_DAYS = 60;
/** Showcase videos were delivered 31 to 59 days ago: outside trending's 30-day window, inside the spread. */
const SHOWCASE_MIN_AGE_DAYS = 31;

/** The demo request behind a star's `n`th showcase clip (0-based): one per star, two for featured stars. */
export const demoShowcaseRequestId = (username: string, n: number) => demoId(`showcase:${username}:${n}`);
/** The `booking`th delivered demo request of a star (not on the profile; its clip is drawn by the same job). */
export const demoBookingRequestId = (username: string, booking: number) => demoId(`request:${username}:${booking}`);
export const demoShowcaseCount = (celebrity: { featured: boolean }) => (celebrity.featured ? 2 : 1);
/** Which of DEMO_SHOWCASE_CLIPS the `n`th clip of the `index`th demo star is. */
export const demoShowcaseClip = (index: number, n: number) => (index + n * 2) % DEMO_SHOWCASE_CLIPS.length;

export type SeedResult = {
  inserted: boolean;
  counts?: {
    categories: number;
    celebrities: number;
    fans: number;
    requests: number;
    reviews: number;
    sliderItems: number;
    testimonials: number;
    blogPosts: number;
  };
};

/** A stable UUID per demo record, so a second run (or a second instance booting) conflicts instead of duplicating. */
export function demoId(key: string): string {
  const hex = createHash("sha1").update(`salamu-demo:${key}`).digest("hex");
  const variant = ((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/** A small seeded generator (mulberry32): the demo bookings are the same on every machine. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}

/** A demo booking's payment, succeeded through the sandbox; `sequence` keeps each reference unique. */
function sandboxPayment(
  key: string,
  sequence: number,
  { requestId, fanId, priceUsd, paidAt }: { requestId: string; fanId: string; priceUsd: number; paidAt: Date },
): typeof payments.$inferInsert {
  return {
    id: demoId(key),
    reference: `SALAMU-${paidAt.getTime()}-${String(sequence).padStart(6, "0")}`,
    purpose: "request",
    requestId,
    userId: fanId,
    provider: "sandbox",
    amountMinor: priceUsd * 100,
    currency: "USD",
    status: "succeeded",
    verifiedAt: paidAt,
    createdAt: paidAt,
    updatedAt: paidAt,
  };
}

/**
 * The demo bookings' money, through the ledger like any booking (ADR 032): each payment held in escrow, each
 * delivery paid to the star and the fee, and earnings past the default hold period released, so the demo
 * star's Earnings page and staff's Finance have figures. Keys make a second seed post nothing.
 */
async function postDemoMoney(tx: Transaction, requestRows: (typeof videoRequests.$inferInsert)[], now: Date) {
  const ids = requestRows.map((request) => request.id!);
  const [paid, delivered] = await Promise.all([
    tx.select().from(payments).where(inArray(payments.requestId, ids)),
    tx.select().from(videoRequests).where(inArray(videoRequests.id, ids)),
  ]);
  for (const payment of paid) await postPaymentReceived(tx, payment, payment.verifiedAt ?? payment.createdAt);
  const releasedBefore = now.getTime() - DEMO_HOLD_DAYS * DAY_MS;
  for (const request of delivered) {
    const completedAt = request.completedAt ?? request.updatedAt;
    await postDelivery(tx, request, completedAt);
    if (completedAt.getTime() > releasedBefore || request.earningsReleasedAt) continue;
    const releasedAt = new Date(completedAt.getTime() + DEMO_HOLD_DAYS * DAY_MS);
    await postHoldReleased(tx, request, releasedAt);
    await tx.update(videoRequests).set({ earningsReleasedAt: releasedAt }).where(eq(videoRequests.id, request.id));
  }
}

/** The hold period's default: demo earnings older than it are available. */
const DEMO_HOLD_DAYS = SETTINGS["payouts.holdDays"].default;

function buildDemoRows(now: Date) {
  const random = seededRandom(2025);
  const fans = DEMO_FANS.map((fan) => ({ id: demoId(`fan:${fan.email}`), emailVerified: true, ...fan }));

  const celebrities = DEMO_CELEBRITIES.map((celebrity, index) => ({
    id: demoId(`celebrity:${celebrity.username}`),
    username: celebrity.username,
    fullName: celebrity.fullName,
    profession: celebrity.profession,
    categoryId: celebrity.categoryId,
    country: celebrity.country,
    bio: celebrity.bio,
    priceCents: celebrity.priceUsd * 100,
    responseTime: celebrity.responseTime,
    imageUrl: null as string | null,
    languages: demoLanguages(celebrity.country, index),
    socialMedia: celebrity.socialMedia,
    featured: celebrity.featured,
    verified: celebrity.verified,
    // Half the demo stars take plan bookings, so a demo plan has someone to cover and someone it does not.
    acceptsPlanBookings: index % 2 === 0,
    approved: true,
    approvedAt: new Date(now.getTime() - celebrity.approvedDaysAgo * DAY_MS),
    createdAt: new Date(now.getTime() - (celebrity.approvedDaysAgo + 2) * DAY_MS),
  }));

  const requests: (typeof videoRequests.$inferInsert)[] = [];
  // Each demo booking was paid through the sandbox, so the staff dashboard's revenue has something to add.
  const paymentRows: (typeof payments.$inferInsert)[] = [];
  const reviewRows: (typeof reviews.$inferInsert)[] = [];
  DEMO_CELEBRITIES.forEach((celebrity, index) => {
    const celebrityId = celebrities[index]!.id;
    for (let booking = 0; booking < celebrity.bookings; booking += 1) {
      const requestId = demoBookingRequestId(celebrity.username, booking);
      const createdAt = new Date(now.getTime() - (1 + random.next() * (BOOKING_SPREAD_DAYS - 1)) * DAY_MS);
      const reviewedAt = new Date(
        Math.min(createdAt.getTime() + (1 + random.next() * 2) * DAY_MS, now.getTime() - HOUR_MS),
      );
      const fan = random.pick(fans);
      const wish = random.pick(DEMO_REQUESTS);
      const roll = random.next();
      const rating = roll < 0.6 ? 5 : roll < 0.9 ? 4 : 3;
      requests.push({
        id: requestId,
        fanId: fan.id,
        celebrityId,
        status: "completed",
        message: wish.message,
        occasion: wish.occasion,
        recipientName: wish.recipient,
        priceCents: celebrity.priceUsd * 100,
        amountMinor: celebrity.priceUsd * 100,
        currency: "USD",
        ...snapshotEarnings(celebrity.priceUsd * 100, celebrity.priceUsd * 100, DEFAULT_PLATFORM_FEE_PERCENT),
        createdAt,
        paidAt: createdAt,
        acceptedAt: createdAt,
        completedAt: reviewedAt,
        updatedAt: reviewedAt,
      });
      paymentRows.push(
        sandboxPayment(`payment:${celebrity.username}:${booking}`, paymentRows.length, {
          requestId,
          fanId: fan.id,
          priceUsd: celebrity.priceUsd,
          paidAt: createdAt,
        }),
      );
      reviewRows.push({
        id: demoId(`review:${celebrity.username}:${booking}`),
        requestId,
        celebrityId,
        fanId: fan.id,
        rating,
        text: random.pick(DEMO_REVIEW_TEXTS[rating]),
        createdAt: reviewedAt,
      });
    }
  });

  // The showcase: delivered videos their fans allowed on the profile (the clips are drawn by a job later).
  const showcaseRandom = seededRandom(2026);
  DEMO_CELEBRITIES.forEach((celebrity, index) => {
    for (let n = 0; n < demoShowcaseCount(celebrity); n += 1) {
      const requestId = demoShowcaseRequestId(celebrity.username, n);
      const ageDays = SHOWCASE_MIN_AGE_DAYS + ((index * 7 + n * 11) % (BOOKING_SPREAD_DAYS - SHOWCASE_MIN_AGE_DAYS));
      const createdAt = new Date(now.getTime() - ageDays * DAY_MS);
      const completedAt = new Date(createdAt.getTime() + DAY_MS);
      const fan = showcaseRandom.pick(fans);
      const clip = DEMO_SHOWCASE_CLIPS[demoShowcaseClip(index, n)]!;
      requests.push({
        id: requestId,
        fanId: fan.id,
        celebrityId: celebrities[index]!.id,
        status: "completed",
        message: clip.message,
        occasion: clip.occasion,
        recipientName: clip.recipient,
        priceCents: celebrity.priceUsd * 100,
        amountMinor: celebrity.priceUsd * 100,
        currency: "USD",
        ...snapshotEarnings(celebrity.priceUsd * 100, celebrity.priceUsd * 100, DEFAULT_PLATFORM_FEE_PERCENT),
        showcaseAllowed: true,
        createdAt,
        paidAt: createdAt,
        acceptedAt: createdAt,
        completedAt,
        updatedAt: completedAt,
      });
      paymentRows.push(
        sandboxPayment(`payment:showcase:${celebrity.username}:${n}`, paymentRows.length, {
          requestId,
          fanId: fan.id,
          priceUsd: celebrity.priceUsd,
          paidAt: createdAt,
        }),
      );
    }
  });

  return {
    categories: CATEGORIES.map((category, index) => ({
      ...category,
      description: CATEGORY_DESCRIPTIONS[category.id],
      sortOrder: index + 1,
    })),
    fans,
    celebrities,
    requests,
    payments: paymentRows,
    reviews: reviewRows,
    sliderItems: DEMO_SLIDER_ITEMS.map((item, index) => ({
      id: demoId(`slider:${index}`),
      ...item,
      sortOrder: index + 1,
    })),
    testimonials: DEMO_TESTIMONIALS.map((testimonial, index) => ({
      id: demoId(`testimonial:${index}`),
      ...testimonial,
      imageUrl: null,
      sortOrder: index + 1,
    })),
    blogPosts: DEMO_BLOG_POSTS.map(({ daysAgo, ...post }) => {
      const at = new Date(now.getTime() - daysAgo * DAY_MS);
      return {
        id: demoId(`blog:${post.slug}`),
        ...post,
        status: "published",
        publishedAt: at,
        createdAt: at,
        updatedAt: at,
      };
    }),
  };
}

export type SeedOptions = {
  now?: Date;
  /** Where the demo stars' portraits are stored; without it they keep the initials avatar. */
  storage?: Storage;
};

/**
 * Fills an empty marketplace with the demo catalogue. Runs at every boot while DEMO_DATA is on, so it does
 * nothing once categories and celebrities exist: staff edits and deletions of demo content are kept.
 */
export async function seedDemoData(db: Database, { now = new Date(), storage }: SeedOptions = {}): Promise<SeedResult> {
  const [[categoryCount], [celebrityCount]] = await Promise.all([
    db.select({ value: count() }).from(categories),
    db.select({ value: count() }).from(celebrityProfiles),
  ]);
  if ((categoryCount?.value ?? 0) > 0 && (celebrityCount?.value ?? 0) > 0) return { inserted: false };

  const rows = buildDemoRows(now);
  if (storage) {
    // Drawn and stored before the transaction; a racing instance writes the very same content-hashed files.
    // sharp encodes on its own thread pool: a few at a time keep every core busy.
    const queue = [...rows.celebrities.entries()];
    const draw = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [index, celebrity] = next;
        celebrity.imageUrl = await storeDemoPortrait(storage, celebrity.id, DEMO_CELEBRITIES[index]!);
      }
    };
    await Promise.all([draw(), draw(), draw(), draw()]);
  }
  await db.transaction(async (tx) => {
    // Fixed keys everywhere: instances booting together race into conflicts, never duplicates.
    await tx.insert(categories).values(rows.categories).onConflictDoNothing();
    await tx.insert(users).values(rows.fans).onConflictDoNothing();
    await tx.insert(celebrityProfiles).values(rows.celebrities).onConflictDoNothing();
    await tx.insert(videoRequests).values(rows.requests).onConflictDoNothing();
    await tx.insert(payments).values(rows.payments).onConflictDoNothing();
    await tx.insert(reviews).values(rows.reviews).onConflictDoNothing();
    await postDemoMoney(tx, rows.requests, now);
    await tx.insert(sliderItems).values(rows.sliderItems).onConflictDoNothing();
    await tx.insert(testimonials).values(rows.testimonials).onConflictDoNothing();
    await tx.insert(blogPosts).values(rows.blogPosts).onConflictDoNothing();

    // Ratings are computed from the reviews, never typed in.
    const celebrityIds = rows.celebrities.map((celebrity) => celebrity.id);
    await tx.execute(sql`
      update ${celebrityProfiles}
      set rating_average = summary.average, review_count = summary.review_count
      from (
        select ${reviews.celebrityId} as celebrity_id, round(avg(${reviews.rating}), 2) as average, count(*) as review_count
        from ${reviews}
        where ${inArray(reviews.celebrityId, celebrityIds)}
        group by ${reviews.celebrityId}
      ) as summary
      where ${celebrityProfiles.id} = summary.celebrity_id
    `);
  });

  return {
    inserted: true,
    counts: {
      categories: rows.categories.length,
      celebrities: rows.celebrities.length,
      fans: rows.fans.length,
      requests: rows.requests.length,
      reviews: rows.reviews.length,
      sliderItems: rows.sliderItems.length,
      testimonials: rows.testimonials.length,
      blogPosts: rows.blogPosts.length,
    },
  };
}
