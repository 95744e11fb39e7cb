import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { celebrityListQuerySchema } from "@/shared/schemas/catalogue";
import {
  categories,
  celebrityProfiles,
  reviews,
  showcaseVideos,
  sliderItems,
  testimonials,
  users,
  videoRequests,
} from "../../db/schema/index";
import { COMPRESS_FROM_BYTES } from "../../lib/send-json";
import { createTestApp } from "../../test/app";
import { containsPattern, createCatalogueService, reviewerDisplayName } from "./catalogue.service";
import {
  daysAgo,
  insertCategory,
  insertCelebrity,
  insertFan,
  insertRequest,
  insertReview,
  insertShowcaseVideo,
} from "./test-factories";

let context: Awaited<ReturnType<typeof createTestApp>>;
const db = () => context.database.db;

beforeAll(async () => {
  context = await createTestApp();
});
afterAll(async () => {
  await context.close();
});
beforeEach(async () => {
  // Children first: every test starts from an empty catalogue.
  await db().delete(reviews);
  await db().delete(showcaseVideos);
  await db().delete(videoRequests);
  await db().delete(celebrityProfiles);
  await db().delete(categories);
  await db().delete(users);
  await db().delete(sliderItems);
  await db().delete(testimonials);
});

const get = (url: string, headers: Record<string, string> = {}) => context.app.inject({ method: "GET", url, headers });
const usernamesOf = (body: { items: { username: string }[] }) => body.items.map((item) => item.username);

describe("GET /api/categories", () => {
  it("counts only approved celebrities and keeps the sort order", async () => {
    const music = await insertCategory(db(), { id: "musicians", name: "Musicians", sortOrder: 2 });
    const actors = await insertCategory(db(), { id: "actors", name: "Actors", sortOrder: 1 });
    await insertCategory(db(), { id: "athletes", name: "Athletes", description: "Sport stars.", sortOrder: 3 });
    await insertCelebrity(db(), { categoryId: music.id });
    await insertCelebrity(db(), { categoryId: music.id });
    await insertCelebrity(db(), { categoryId: music.id, approved: false, approvedAt: null });
    await insertCelebrity(db(), { categoryId: actors.id, approved: false, approvedAt: null });

    const response = await get("/api/categories");
    expect(response.statusCode).toBe(200);
    expect(response.json().categories).toEqual([
      { id: "actors", name: "Actors", description: "A test category.", celebrityCount: 0 },
      { id: "musicians", name: "Musicians", description: "A test category.", celebrityCount: 2 },
      { id: "athletes", name: "Athletes", description: "Sport stars.", celebrityCount: 0 },
    ]);
  });
});

describe("GET /api/celebrities", () => {
  it("lists only approved celebrities, with their category name and rating", async () => {
    const category = await insertCategory(db(), { name: "Comedians" });
    await insertCelebrity(db(), { categoryId: category.id, username: "shown", ratingAverage: 4.5, reviewCount: 2 });
    await insertCelebrity(db(), { categoryId: category.id, username: "pending", approved: false, approvedAt: null });

    const body = (await get("/api/celebrities")).json();
    expect(usernamesOf(body)).toEqual(["shown"]);
    expect(body).toMatchObject({ total: 1, page: 1, pageSize: 12, totalPages: 1 });
    expect(body.items[0]).toMatchObject({ categoryName: "Comedians", rating: 4.5, reviewCount: 2, verified: false });
  });

  it("paginates with the right totals, and a page past the end is empty", async () => {
    const category = await insertCategory(db());
    for (const letter of ["A", "B", "C", "D", "E"]) {
      await insertCelebrity(db(), {
        categoryId: category.id,
        fullName: `${letter} Star`,
        username: letter.toLowerCase(),
      });
    }
    const first = (await get("/api/celebrities?sort=lowToHigh&pageSize=2")).json();
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2, totalPages: 3 });
    expect(usernamesOf(first)).toEqual(["a", "b"]);
    const last = (await get("/api/celebrities?sort=lowToHigh&pageSize=2&page=3")).json();
    expect(usernamesOf(last)).toEqual(["e"]);
    const beyond = (await get("/api/celebrities?sort=lowToHigh&pageSize=2&page=4")).json();
    expect(beyond).toMatchObject({ items: [], total: 5, page: 4, totalPages: 3 });
    const farBeyond = await get(`/api/celebrities?page=${Number.MAX_SAFE_INTEGER}`);
    expect(farBeyond.statusCode).toBe(200);
    expect(farBeyond.json()).toMatchObject({ items: [], total: 5 });
  });

  it("sorts by price both ways, then by name", async () => {
    const category = await insertCategory(db());
    await insertCelebrity(db(), {
      categoryId: category.id,
      username: "mid-b",
      fullName: "Bola Mid",
      priceCents: 20_000,
    });
    await insertCelebrity(db(), {
      categoryId: category.id,
      username: "cheap",
      fullName: "Zed Cheap",
      priceCents: 10_000,
    });
    await insertCelebrity(db(), {
      categoryId: category.id,
      username: "mid-a",
      fullName: "Abi Mid",
      priceCents: 20_000,
    });
    await insertCelebrity(db(), {
      categoryId: category.id,
      username: "dear",
      fullName: "Yemi Dear",
      priceCents: 30_000,
    });

    expect(usernamesOf((await get("/api/celebrities?sort=lowToHigh")).json())).toEqual([
      "cheap",
      "mid-a",
      "mid-b",
      "dear",
    ]);
    expect(usernamesOf((await get("/api/celebrities?sort=highToLow")).json())).toEqual([
      "dear",
      "mid-a",
      "mid-b",
      "cheap",
    ]);
  });

  it("sorts newest by approval date, not by when the profile was created", async () => {
    const category = await insertCategory(db());
    await insertCelebrity(db(), { categoryId: category.id, username: "old-approval", approvedAt: daysAgo(90) });
    await insertCelebrity(db(), {
      categoryId: category.id,
      username: "fresh-approval",
      approvedAt: daysAgo(1),
      createdAt: daysAgo(200),
    });
    await insertCelebrity(db(), { categoryId: category.id, username: "mid-approval", approvedAt: daysAgo(30) });

    expect(usernamesOf((await get("/api/celebrities?sort=newest")).json())).toEqual([
      "fresh-approval",
      "mid-approval",
      "old-approval",
    ]);
  });

  it("ranks trending by paid bookings of the last 30 days, then featured, rating and name", async () => {
    const category = await insertCategory(db());
    const fan = await insertFan(db());
    const celebrity = (
      username: string,
      fullName: string,
      extra: Partial<typeof celebrityProfiles.$inferInsert> = {},
    ) => insertCelebrity(db(), { categoryId: category.id, username, fullName, ...extra });
    const busy = await celebrity("busy", "Zara Busy", { ratingAverage: 3 });
    const oldFame = await celebrity("old-fame", "Olu Fame", { ratingAverage: 5 });
    const unpaid = await celebrity("unpaid", "Uche Unpaid", { ratingAverage: 4 });
    const once = await celebrity("once", "Yaw Once", { ratingAverage: 3.5 });
    await celebrity("featured", "Kemi Featured", { featured: true, ratingAverage: 2 });
    await celebrity("quiet-b", "Bisi Quiet", { ratingAverage: 4.8 });
    await celebrity("quiet-a", "Ada Quiet", { ratingAverage: 4.8 });

    for (const status of ["completed", "pending", "accepted"]) {
      await insertRequest(db(), { fanId: fan.id, celebrityId: busy.id, status, createdAt: daysAgo(2) });
    }
    await insertRequest(db(), { fanId: fan.id, celebrityId: once.id, status: "declined", createdAt: daysAgo(29) });
    // Old bookings and bookings that were never paid or were cancelled do not count.
    for (let i = 0; i < 5; i += 1) {
      await insertRequest(db(), { fanId: fan.id, celebrityId: oldFame.id, createdAt: daysAgo(31 + i) });
    }
    await insertRequest(db(), { fanId: fan.id, celebrityId: unpaid.id, status: "awaiting_payment" });
    await insertRequest(db(), { fanId: fan.id, celebrityId: unpaid.id, status: "cancelled" });

    const trending = (await get("/api/celebrities?sort=trending")).json();
    expect(usernamesOf(trending)).toEqual(["busy", "once", "featured", "old-fame", "quiet-a", "quiet-b", "unpaid"]);
    // trending is the default sort
    expect(usernamesOf((await get("/api/celebrities")).json())).toEqual(usernamesOf(trending));
  });

  it("searches name, username and profession case-insensitively, taking % and _ literally", async () => {
    const category = await insertCategory(db());
    const add = (username: string, fullName: string, profession = "musician") =>
      insertCelebrity(db(), { categoryId: category.id, username, fullName, profession });
    await add("kofi_laughs", "Kofi Mensah", "comedian");
    await add("amaka", "Amaka Obi", "actor");
    await add("dj100", "Deejay 100% Vibes");
    await add("sipho", "Sipho Dube", "athlete");

    const search = async (term: string) =>
      usernamesOf((await get(`/api/celebrities?sort=lowToHigh&search=${encodeURIComponent(term)}`)).json()).sort();
    expect(await search("MENSAH")).toEqual(["kofi_laughs"]);
    expect(await search("aMaK")).toEqual(["amaka"]);
    expect(await search("Comedian")).toEqual(["kofi_laughs"]);
    expect(await search("  athlete  ")).toEqual(["sipho"]);
    expect(await search("100%")).toEqual(["dj100"]);
    expect(await search("%")).toEqual(["dj100"]);
    expect(await search("_")).toEqual(["kofi_laughs"]);
    expect(await search("o_i")).toEqual([]);
    expect(await search("nobody here")).toEqual([]);
    expect(await search("")).toHaveLength(4);
    const counted = (await get("/api/celebrities?search=a")).json();
    expect(counted.total).toBe(counted.items.length);
  });

  it("filters by category id; an unknown category gives an empty list", async () => {
    const actors = await insertCategory(db(), { id: "actors" });
    const musicians = await insertCategory(db(), { id: "musicians" });
    await insertCelebrity(db(), { categoryId: actors.id, username: "actor1" });
    await insertCelebrity(db(), { categoryId: musicians.id, username: "singer1" });
    await insertCelebrity(db(), { categoryId: musicians.id, username: "singer2", profession: "actor" });

    expect(usernamesOf((await get("/api/celebrities?category=actors")).json())).toEqual(["actor1"]);
    const musicianActors = (await get("/api/celebrities?category=musicians&search=actor")).json();
    expect(usernamesOf(musicianActors)).toEqual(["singer2"]);
    const unknown = await get("/api/celebrities?category=astronauts");
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({ items: [], total: 0, totalPages: 0 });
  });

  it("filters by a language the celebrity records in; an unknown language is refused", async () => {
    const category = await insertCategory(db());
    await insertCelebrity(db(), { categoryId: category.id, username: "yoruba_star", languages: ["english", "yoruba"] });
    await insertCelebrity(db(), { categoryId: category.id, username: "zulu_star", languages: ["zulu"] });
    await insertCelebrity(db(), { categoryId: category.id, username: "quiet_star" });

    expect(usernamesOf((await get("/api/celebrities?language=yoruba")).json())).toEqual(["yoruba_star"]);
    expect((await get("/api/celebrities?language=yoruba")).json().total).toBe(1);
    expect((await get("/api/celebrities")).json().total).toBe(3);
    const refused = await get("/api/celebrities?language=klingon");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(/Language must be one of english, french/);
  });

  it("filters by price range in whole dollars, both ends inclusive", async () => {
    const category = await insertCategory(db());
    await insertCelebrity(db(), { categoryId: category.id, username: "cheap", priceCents: 5_000 });
    await insertCelebrity(db(), { categoryId: category.id, username: "middle", priceCents: 25_000 });
    await insertCelebrity(db(), { categoryId: category.id, username: "dear", priceCents: 50_000 });

    const between = (await get("/api/celebrities?minPrice=50&maxPrice=250&sort=lowToHigh")).json();
    expect(usernamesOf(between)).toEqual(["cheap", "middle"]);
    expect(between.total).toBe(2);
    expect(usernamesOf((await get("/api/celebrities?minPrice=251&sort=lowToHigh")).json())).toEqual(["dear"]);
    expect(usernamesOf((await get("/api/celebrities?maxPrice=49")).json())).toEqual([]);
  });

  it("counts each category's celebrities under the other filters, whichever category is chosen", async () => {
    const music = await insertCategory(db(), { id: "musicians", name: "Musicians" });
    const comedy = await insertCategory(db(), { id: "comedians", name: "Comedians" });
    await insertCategory(db(), { id: "athletes", name: "Athletes" });
    await insertCelebrity(db(), { categoryId: music.id, username: "yoruba_singer", languages: ["yoruba"] });
    await insertCelebrity(db(), { categoryId: music.id, username: "zulu_singer", languages: ["zulu"] });
    await insertCelebrity(db(), { categoryId: comedy.id, username: "yoruba_comic", languages: ["yoruba"] });

    expect((await get("/api/celebrities")).json().categoryCounts).toEqual({ musicians: 2, comedians: 1 });
    // Yoruba speakers only: one singer, one comedian; choosing a category changes the list, not the counts.
    expect((await get("/api/celebrities?language=yoruba")).json().categoryCounts).toEqual({
      musicians: 1,
      comedians: 1,
    });
    const chosen = (await get("/api/celebrities?language=yoruba&category=comedians")).json();
    expect(usernamesOf(chosen)).toEqual(["yoruba_comic"]);
    expect(chosen.categoryCounts).toEqual({ musicians: 1, comedians: 1 });
  });

  it("filters by country and by 'Delivers within 24 hours', combined with the other filters", async () => {
    const category = await insertCategory(db());
    await insertCelebrity(db(), {
      categoryId: category.id,
      username: "fast_kenyan",
      country: "kenya",
      responseTime: "24 hours",
    });
    await insertCelebrity(db(), { categoryId: category.id, username: "slow_kenyan", country: "kenya" });
    await insertCelebrity(db(), {
      categoryId: category.id,
      username: "fast_ghanaian",
      country: "ghana",
      responseTime: "24 hours",
    });

    const kenya = (await get("/api/celebrities?country=kenya&sort=newest")).json();
    expect(usernamesOf(kenya).sort()).toEqual(["fast_kenyan", "slow_kenyan"]);
    const fast = (await get("/api/celebrities?within24h=true")).json();
    expect(usernamesOf(fast).sort()).toEqual(["fast_ghanaian", "fast_kenyan"]);
    expect(usernamesOf((await get("/api/celebrities?within24h=true&country=kenya")).json())).toEqual(["fast_kenyan"]);
    expect((await get("/api/celebrities?within24h=false")).json().total).toBe(3);
  });

  it("sorts by rating, then by number of reviews, then by name", async () => {
    const category = await insertCategory(db());
    await insertCelebrity(db(), { categoryId: category.id, username: "good", fullName: "B Good", ratingAverage: 4.2 });
    await insertCelebrity(db(), {
      categoryId: category.id,
      username: "best_few",
      fullName: "A Best",
      ratingAverage: 4.9,
      reviewCount: 2,
    });
    await insertCelebrity(db(), {
      categoryId: category.id,
      username: "best_many",
      fullName: "Z Best",
      ratingAverage: 4.9,
      reviewCount: 40,
    });
    await insertCelebrity(db(), { categoryId: category.id, username: "unrated", fullName: "A Unrated" });

    expect(usernamesOf((await get("/api/celebrities?sort=rating")).json())).toEqual([
      "best_many",
      "best_few",
      "good",
      "unrated",
    ]);
  });

  it("does not serve one filtered list from another's cache entry", async () => {
    const category = await insertCategory(db());
    await insertCelebrity(db(), { categoryId: category.id, username: "lagos", country: "nigeria" });
    await insertCelebrity(db(), { categoryId: category.id, username: "nairobi", country: "kenya" });
    // The test app turns the cache off; this service keeps lists for a minute, as production does.
    const catalogue = createCatalogueService({ db: db(), cacheMs: 60_000 });
    const list = (query: string) =>
      catalogue.listCelebrities(celebrityListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))));
    expect(usernamesOf(await list("country=nigeria"))).toEqual(["lagos"]);
    expect(usernamesOf(await list("country=kenya"))).toEqual(["nairobi"]);
    expect((await list("within24h=true")).total).toBe(0);
    expect((await list("minPrice=1000")).total).toBe(0);
    expect((await list("sort=rating")).total).toBe(2);
  });

  it("refuses bad filter values with a clear message", async () => {
    const expectRefused = async (query: string, message: string) => {
      const response = await get(`/api/celebrities?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_ERROR");
      expect(response.json().error.message).toContain(message);
    };
    await expectRefused("country=atlantis", "Choose a country from the list.");
    await expectRefused("minPrice=cheap", "Minimum price must be a whole number of US dollars");
    await expectRefused("minPrice=-1", "Minimum price must be 0 or more");
    await expectRefused("maxPrice=12.5", "Maximum price must be a whole number of US dollars");
    await expectRefused("maxPrice=100001", "Maximum price must be at most 100000");
    await expectRefused("minPrice=300&maxPrice=100", "Minimum price must not be above the maximum price");
    await expectRefused("within24h=yes", "Delivers within 24 hours must be true or false");
  });

  it("refuses a bad sort, page or page size with a clear message", async () => {
    const expectRefused = async (query: string, message: string) => {
      const response = await get(`/api/celebrities?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_ERROR");
      expect(response.json().error.message).toContain(message);
    };
    await expectRefused("sort=popular", "Sort must be one of trending, rating, lowToHigh, highToLow, newest");
    await expectRefused("page=0", "Page must be 1 or more");
    await expectRefused("page=abc", "Page must be a whole number");
    await expectRefused("page=1.5", "Page must be a whole number");
    await expectRefused("pageSize=49", "Page size must be at most 48");
    await expectRefused("pageSize=0", "Page size must be 1 or more");
    await expectRefused(`search=${"x".repeat(101)}`, "Search must be at most 100 characters");
  });
});

describe("GET /api/celebrities/featured", () => {
  it("lists approved featured celebrities, best rated first, then by name", async () => {
    const category = await insertCategory(db());
    await insertCelebrity(db(), {
      categoryId: category.id,
      username: "good",
      fullName: "Bayo",
      featured: true,
      ratingAverage: 4.2,
    });
    await insertCelebrity(db(), {
      categoryId: category.id,
      username: "best",
      fullName: "Zuri",
      featured: true,
      ratingAverage: 4.9,
    });
    await insertCelebrity(db(), {
      categoryId: category.id,
      username: "good2",
      fullName: "Ama",
      featured: true,
      ratingAverage: 4.2,
    });
    await insertCelebrity(db(), { categoryId: category.id, username: "plain", ratingAverage: 5 });
    await insertCelebrity(db(), {
      categoryId: category.id,
      username: "hidden",
      featured: true,
      approved: false,
      approvedAt: null,
    });

    const response = await get("/api/celebrities/featured");
    expect(response.statusCode).toBe(200);
    expect(usernamesOf(response.json())).toEqual(["best", "good2", "good"]);
  });
});

describe("GET /api/celebrities/:username", () => {
  it("finds an approved celebrity case-insensitively, with the full profile", async () => {
    const category = await insertCategory(db(), { name: "Musicians" });
    const approvedAt = daysAgo(3);
    await insertCelebrity(db(), {
      categoryId: category.id,
      username: "AkosuaSings",
      fullName: "Akosua Frimpong",
      bio: "Highlife with a modern twist.",
      socialMedia: { instagram: "@akosuasings" },
      approvedAt,
    });
    const response = await get("/api/celebrities/akosuasings");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      username: "AkosuaSings",
      fullName: "Akosua Frimpong",
      categoryName: "Musicians",
      bio: "Highlife with a modern twist.",
      socialMedia: { instagram: "@akosuasings" },
      approvedAt: approvedAt.toISOString(),
    });
    expect((await get("/api/celebrities/AKOSUASINGS")).statusCode).toBe(200);
  });

  it("answers 404 in the error format for an unknown or unapproved celebrity", async () => {
    const category = await insertCategory(db());
    await insertCelebrity(db(), { categoryId: category.id, username: "waiting", approved: false, approvedAt: null });
    for (const path of ["nobody", "waiting", "nobody/reviews", "waiting/videos"]) {
      const response = await get(`/api/celebrities/${path}`);
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toEqual({ error: { code: "NOT_FOUND", message: "Celebrity not found" } });
    }
  });
});

describe("reviews and videos of a celebrity", () => {
  it("lists reviews newest first with the fan's first name and last initial", async () => {
    const category = await insertCategory(db());
    const star = await insertCelebrity(db(), { categoryId: category.id, username: "star" });
    const other = await insertCelebrity(db(), { categoryId: category.id, username: "other" });
    const ada = await insertFan(db(), { name: "Ada Okafor" });
    const kwame = await insertFan(db(), { name: "kwame" });
    await insertReview(db(), { fanId: ada.id, celebrityId: star.id, rating: 4, text: "Lovely", createdAt: daysAgo(5) });
    await insertReview(db(), {
      fanId: kwame.id,
      celebrityId: star.id,
      rating: 5,
      text: "Magic",
      createdAt: daysAgo(1),
    });
    await insertReview(db(), { fanId: ada.id, celebrityId: other.id, text: "Not for star" });

    const response = await get("/api/celebrities/STAR/reviews");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(2);
    expect(body.items).toMatchObject([
      { rating: 5, text: "Magic", authorName: "kwame" },
      { rating: 4, text: "Lovely", authorName: "Ada O." },
    ]);
    expect(Date.parse(body.items[0].createdAt)).toBeGreaterThan(Date.parse(body.items[1].createdAt));
  });

  it("lists the featured videos the fans allowed, in the celebrity's order, with public links", async () => {
    const category = await insertCategory(db());
    const star = await insertCelebrity(db(), { categoryId: category.id, username: "star" });
    const fan = await insertFan(db());
    await insertShowcaseVideo(db(), {
      fanId: fan.id,
      celebrityId: star.id,
      position: 2,
      request: { occasion: "Roasts" },
    });
    const first = await insertShowcaseVideo(db(), {
      fanId: fan.id,
      celebrityId: star.id,
      position: 1,
      request: { occasion: "Birthdays", posterKey: "videos/showcase/poster.jpg" },
    });
    // Picked once, but the fan has since withdrawn consent: never listed.
    await insertShowcaseVideo(db(), {
      fanId: fan.id,
      celebrityId: star.id,
      position: 3,
      request: { showcaseAllowed: false },
    });

    const body = (await get("/api/celebrities/star/videos")).json();
    expect(body.items.map((video: { title: string }) => video.title)).toEqual(["Birthday message", "Roast"]);
    expect(body.items[0].id).toBe(first.id);
    expect(body.items[0].videoUrl).toMatch(new RegExp(`^/api/showcase/${first.id}/stream\\?expires=\\d+&signature=`));
    expect(body.items[0].posterUrl).toMatch(/^\/api\/showcase\/.+\/poster\?/);
    expect(body.items[1].posterUrl).toBeNull();
  });

  it("shortens reviewer names and escapes search terms", () => {
    expect(reviewerDisplayName("  Ada   Nkechi okafor ")).toBe("Ada O.");
    expect(reviewerDisplayName("")).toBe("Salamu fan");
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});

describe("home page content", () => {
  it("serves active slider items in order, and an empty list when there are none", async () => {
    expect((await get("/api/slider")).json()).toEqual({ items: [] });
    await db()
      .insert(sliderItems)
      .values([
        { title: "Second", description: "d", imageUrl: "/banners/b.svg", sortOrder: 2 },
        { title: "Hidden", description: "d", imageUrl: "/banners/c.svg", sortOrder: 0, active: false },
        {
          title: "First",
          description: "d",
          imageUrl: "/banners/a.svg",
          sortOrder: 1,
          buttonText: "Browse stars",
          buttonLink: "/celebrities",
        },
      ]);
    const items = (await get("/api/slider")).json().items;
    expect(items.map((item: { title: string }) => item.title)).toEqual(["First", "Second"]);
    expect(items[0]).toMatchObject({ buttonText: "Browse stars", buttonLink: "/celebrities" });
    expect(items[1]).toMatchObject({ buttonText: null, buttonLink: null });
  });

  it("serves testimonials in order", async () => {
    await db()
      .insert(testimonials)
      .values([
        { quote: "Later", author: "B", location: "Accra, Ghana", sortOrder: 2 },
        { quote: "Sooner", author: "A", location: "Lagos, Nigeria", sortOrder: 1 },
      ]);
    const items = (await get("/api/testimonials")).json().items;
    expect(items).toMatchObject([
      { quote: "Sooner", author: "A", location: "Lagos, Nigeria", imageUrl: null },
      { quote: "Later", author: "B" },
    ]);
  });
});

describe("HTTP caching", () => {
  it("marks catalogue answers cacheable (a profile and its reviews revalidated each time) and answers 304 to a matching If-None-Match", async () => {
    const category = await insertCategory(db());
    await insertCelebrity(db(), { categoryId: category.id, username: "cached" });
    const expected: Record<string, string> = {
      "/api/categories": "public, max-age=60",
      "/api/celebrities?sort=newest": "public, max-age=60",
      // Staff change the slides from Slider Management: the home page follows at once, on every instance.
      "/api/slider": "no-cache",
      // A fan's new review must show at once on the profile they return to.
      "/api/celebrities/cached": "no-cache",
      "/api/celebrities/cached/reviews": "no-cache",
    };
    for (const [url, cacheControl] of Object.entries(expected)) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers["cache-control"], url).toBe(cacheControl);
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^W\/"/);
      const second = await get(url, { "if-none-match": etag });
      expect(second.statusCode, url).toBe(304);
      expect(second.body).toBe("");
    }
  });

  it("sends a large list brotli- or gzip-compressed to a client that accepts it, decoding to the same JSON", async () => {
    const category = await insertCategory(db());
    for (let index = 0; index < 12; index++) {
      await insertCelebrity(db(), { categoryId: category.id, bio: `Singer number ${index}` });
    }
    const url = "/api/celebrities?sort=newest";
    const plain = await get(url);
    expect(plain.body.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("accept-encoding");
    const cases = [
      { acceptEncoding: "gzip, deflate, br", encoding: "br", decode: brotliDecompressSync },
      { acceptEncoding: "gzip", encoding: "gzip", decode: gunzipSync },
      { acceptEncoding: "br;q=0, gzip", encoding: "gzip", decode: gunzipSync },
    ];
    for (const { acceptEncoding, encoding, decode } of cases) {
      const response = await get(url, { "accept-encoding": acceptEncoding });
      expect(response.statusCode, acceptEncoding).toBe(200);
      expect(response.headers["content-encoding"], acceptEncoding).toBe(encoding);
      expect(response.headers.vary, acceptEncoding).toBe("accept-encoding");
      expect(response.headers["content-type"], acceptEncoding).toBe("application/json; charset=utf-8");
      expect(response.rawPayload.length, acceptEncoding).toBeLessThan(plain.body.length);
      expect(JSON.parse(decode(response.rawPayload).toString("utf8")), acceptEncoding).toEqual(plain.json());
      // Same content, same validator: a revalidation is a 304 whatever the encoding.
      expect(response.headers.etag).toBe(plain.headers.etag);
    }
    const identityOnly = await get(url, { "accept-encoding": "identity" });
    expect(identityOnly.headers["content-encoding"]).toBeUndefined();
    expect(identityOnly.json()).toEqual(plain.json());
  });

  it("does not mark a 404 cacheable", async () => {
    const response = await get("/api/celebrities/nobody");
    expect(response.statusCode).toBe(404);
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });
});

describe("OpenAPI", () => {
  it("documents every catalogue route under the catalogue tag", async () => {
    const document = (await get("/api/docs/json")).json();
    for (const path of [
      "/api/categories",
      "/api/celebrities",
      "/api/celebrities/featured",
      "/api/celebrities/{username}",
      "/api/celebrities/{username}/reviews",
      "/api/celebrities/{username}/videos",
      "/api/slider",
      "/api/testimonials",
    ]) {
      expect(document.paths[path]?.get?.tags, path).toEqual(["catalogue"]);
    }
    const parameters = document.paths["/api/celebrities"].get.parameters.map(
      (parameter: { name: string }) => parameter.name,
    );
    expect(parameters).toEqual(expect.arrayContaining(["search", "category", "sort", "page", "pageSize"]));
  });
});
