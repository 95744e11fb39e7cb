import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATEGORIES, COUNTRIES, PROFESSIONS, RESPONSE_TIMES } from "@/shared/catalogue";
import {
  blogPosts,
  categories,
  celebrityProfiles,
  ledgerEntries,
  payments,
  reviews,
  sliderItems,
  testimonials,
  users,
  videoRequests,
} from "../db/schema/index";
import { createStorage } from "../providers/storage/create-storage";
import { createTestApp } from "../test/app";
import { DEMO_CELEBRITIES, DEMO_COUNTRIES } from "./demo-data";
import { demoId, seedDemoData } from "./seed";

let context: Awaited<ReturnType<typeof createTestApp>>;
const db = () => context.database.db;

beforeAll(async () => {
  context = await createTestApp();
});
afterAll(async () => {
  await context.close();
});

async function tableCounts() {
  const tables = { categories, celebrityProfiles, users, videoRequests, reviews, sliderItems, testimonials, blogPosts };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db().select({ value: count() }).from(table);
      return [name, row?.value ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe("seedDemoData", () => {
  it("seeds once, even when two instances boot together; a later run changes nothing", async () => {
    const storage = createStorage(context.env);
    const [first, racing] = await Promise.all([seedDemoData(db(), { storage }), seedDemoData(db(), { storage })]);
    expect(first.inserted).toBe(true);
    expect(racing.counts).toEqual(first.counts);
    const afterFirst = await tableCounts();
    expect(afterFirst).toMatchObject({
      categories: 5,
      celebrityProfiles: first.counts?.celebrities,
      reviews: first.counts?.reviews,
      sliderItems: 4,
      blogPosts: 3,
    });

    const second = await seedDemoData(db(), { storage });
    expect(second.inserted).toBe(false);
    expect(await tableCounts()).toEqual(afterFirst);
  });

  it("makes at least 24 approved celebrities, 6 of them featured, in every category and every demo market", async () => {
    const celebrities = await db().select().from(celebrityProfiles);
    const approved = celebrities.filter((celebrity) => celebrity.approved && celebrity.approvedAt);
    expect(approved.length).toBeGreaterThanOrEqual(24);
    expect(approved.filter((celebrity) => celebrity.featured)).toHaveLength(6);
    expect(approved.filter((celebrity) => celebrity.verified).length).toBeGreaterThan(approved.length / 2);

    const categoryIds = new Set(approved.map((celebrity) => celebrity.categoryId));
    expect([...categoryIds].sort()).toEqual(CATEGORIES.map((category) => category.id).sort());
    const countries = new Set(approved.map((celebrity) => celebrity.country));
    for (const country of DEMO_COUNTRIES) {
      expect(countries, country).toContain(country);
      expect(COUNTRIES.map((candidate) => candidate.id)).toContain(country);
    }
    for (const celebrity of approved) {
      expect(PROFESSIONS).toContain(celebrity.profession);
      expect(RESPONSE_TIMES).toContain(celebrity.responseTime);
      expect(celebrity.priceCents).toBeGreaterThanOrEqual(100_00);
      expect(celebrity.priceCents).toBeLessThanOrEqual(300_00);
      expect(Object.keys(celebrity.socialMedia).length).toBeGreaterThan(0);
    }
    // Approval dates differ, so "newest" is meaningful.
    expect(new Set(approved.map((celebrity) => celebrity.approvedAt?.getTime())).size).toBe(approved.length);

    const categoriesResponse = (await context.app.inject({ method: "GET", url: "/api/categories" })).json();
    for (const category of categoriesResponse.categories) {
      expect(category.celebrityCount, category.id).toBeGreaterThan(0);
      expect(category.description.length, category.id).toBeGreaterThan(10);
    }
  });

  it("gives every demo celebrity a distinct generated portrait, served as WebP like an uploaded photo", async () => {
    const celebrities = await db().select().from(celebrityProfiles);
    const urls = celebrities.map((celebrity) => celebrity.imageUrl);
    expect(urls.every((url) => /^\/api\/images\/[a-f0-9]{32}-480\.webp$/.test(url ?? ""))).toBe(true);
    expect(new Set(urls).size).toBe(celebrities.length);
    const hashes = new Set<string>();
    for (const url of urls) {
      for (const size of ["480", "160"]) {
        const response = await context.app.inject({ method: "GET", url: url!.replace("-480.", `-${size}.`) });
        expect(response.statusCode, url!).toBe(200);
        expect(response.headers["content-type"]).toBe("image/webp");
        expect(response.rawPayload.subarray(8, 12).toString("latin1")).toBe("WEBP");
        hashes.add(createHash("sha256").update(response.rawPayload).digest("hex"));
      }
    }
    // Distinct pictures, not one picture under many names.
    expect(hashes.size).toBe(celebrities.length * 2);

    const profile = (
      await context.app.inject({ method: "GET", url: `/api/celebrities/${DEMO_CELEBRITIES[0]!.username}` })
    ).json();
    expect(profile.celebrity?.imageUrl ?? profile.imageUrl).toBe(
      urls[celebrities.findIndex((c) => c.username === DEMO_CELEBRITIES[0]!.username)],
    );
  });

  it("stores each celebrity's rating as the average of the seeded reviews", async () => {
    const computed = await db()
      .select({
        id: celebrityProfiles.id,
        ratingAverage: celebrityProfiles.ratingAverage,
        reviewCount: celebrityProfiles.reviewCount,
        reviewed: sql<number>`count(${reviews.id})`.mapWith(Number),
        average: sql<number | null>`avg(${reviews.rating})`.mapWith((value) => (value === null ? null : Number(value))),
      })
      .from(celebrityProfiles)
      .leftJoin(reviews, eq(reviews.celebrityId, celebrityProfiles.id))
      .groupBy(celebrityProfiles.id);
    const withReviews = computed.filter((row) => row.reviewed > 0);
    expect(withReviews.length).toBeGreaterThanOrEqual(10);
    expect(withReviews.length).toBeLessThan(computed.length);
    for (const row of computed) {
      expect(row.reviewCount).toBe(row.reviewed);
      expect(row.ratingAverage).toBeCloseTo(row.average ?? 0, 2);
    }
    const ratings = (await db().select({ rating: reviews.rating }).from(reviews)).map((row) => row.rating);
    expect(Math.min(...ratings)).toBeGreaterThanOrEqual(3);
    expect(Math.max(...ratings)).toBeLessThanOrEqual(5);
  });

  it("spreads completed bookings over 60 days so trending differs from rating order", async () => {
    const requests = await db().select().from(videoRequests);
    expect(requests.every((request) => request.status === "completed")).toBe(true);
    const ages = requests.map((request) => (Date.now() - request.createdAt.getTime()) / 86_400_000);
    expect(Math.max(...ages)).toBeLessThanOrEqual(60);
    expect(ages.some((age) => age > 30)).toBe(true);
    expect(ages.some((age) => age < 30)).toBe(true);

    const get = async (sort: string) =>
      (await context.app.inject({ method: "GET", url: `/api/celebrities?sort=${sort}&pageSize=48` })).json();
    const trending = await get("trending");
    const byRating = [...trending.items].sort((a: { rating: number }, b: { rating: number }) => b.rating - a.rating);
    expect(trending.items.map((item: { username: string }) => item.username)).not.toEqual(
      byRating.map((item: { username: string }) => item.username),
    );
    expect(trending.total).toBe(DEMO_CELEBRITIES.length);
  });

  it("records a succeeded sandbox payment for every demo booking, at its price", async () => {
    const rows = await db()
      .select({ request: videoRequests, payment: payments })
      .from(videoRequests)
      .leftJoin(payments, eq(payments.requestId, videoRequests.id));
    expect(rows.length).toBeGreaterThan(0);
    for (const { request, payment } of rows) {
      expect(payment).toMatchObject({ status: "succeeded", amountMinor: request.amountMinor, currency: "USD" });
    }
  });

  it("posts the demo bookings' money through the ledger: escrow emptied by delivery, older earnings available", async () => {
    const delivered = await db().select().from(videoRequests).where(eq(videoRequests.status, "completed"));
    const entries = await db().select().from(ledgerEntries);
    const escrowLeft = entries.filter((entry) => entry.account === "escrow").reduce((sum, e) => sum + e.amountMinor, 0);
    expect(escrowLeft).toBe(0);
    const pendingAndAvailable = entries
      .filter((entry) => entry.account === "star_pending" || entry.account === "star_available")
      .reduce((sum, e) => sum + e.amountMinor, 0);
    expect(pendingAndAvailable).toBe(delivered.reduce((sum, request) => sum + (request.earningsMinor ?? 0), 0));
    const released = delivered.filter((request) => request.earningsReleasedAt !== null);
    expect(released.length).toBeGreaterThan(0);
    expect(
      entries.filter((entry) => entry.kind === "hold_released" && entry.account === "star_available"),
    ).toHaveLength(released.length);
  });

  it("seeds demo fans, active and inactive banners with local images, and testimonials", async () => {
    const fans = await db().select().from(users);
    expect(fans.length).toBeGreaterThanOrEqual(5);
    expect(fans.every((fan) => fan.email.endsWith("@example.com") && fan.role === "user")).toBe(true);

    const slider = (await context.app.inject({ method: "GET", url: "/api/slider" })).json().items;
    expect(slider).toHaveLength(3);
    for (const item of slider) {
      expect(item.imageUrl).toMatch(/^\/banners\/[a-z-]+\.svg$/);
      expect(existsSync(fileURLToPath(new URL(`../../../public${item.imageUrl}`, import.meta.url)))).toBe(true);
      expect(item.buttonText).toBeTruthy();
      expect(item.buttonLink).toMatch(/^\//);
    }
    const inactive = await db().select().from(sliderItems).where(eq(sliderItems.active, false));
    expect(inactive).toHaveLength(1);

    const quotes = (await context.app.inject({ method: "GET", url: "/api/testimonials" })).json().items;
    expect(quotes.length).toBeGreaterThanOrEqual(4);
    expect(quotes.length).toBeLessThanOrEqual(6);
    expect(quotes[0].location).toMatch(/, /);
  });

  it("gives every demo record a stable UUID", () => {
    expect(demoId("celebrity:x")).toBe(demoId("celebrity:x"));
    expect(demoId("celebrity:x")).not.toBe(demoId("celebrity:y"));
    expect(demoId("celebrity:x")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
