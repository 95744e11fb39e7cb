import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "../../db/client";
import { celebrityProfiles } from "../../db/schema/index";
import { signUp } from "../../test/accounts";
import { createTestApp } from "../../test/app";
import { createTestDatabase } from "../../test/database";
import { waitFor } from "../../test/wait-for";
import { signUpCelebrity } from "../requests/test-factories";
import { createCatalogueService } from "./catalogue.service";
import { insertCategory, insertCelebrity, insertRequest } from "./test-factories";

// The public profile, its reviews and the lists are cached in memory (ADR 023): a change must still show on
// the next read, on this instance at once and on the others through the notify channel.

// Long enough that only an invalidation, never the TTL, can explain a change being seen.
const NO_EXPIRY = "600";

describe("the catalogue cache in the app, as in production", () => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    context = await createTestApp({ CATALOGUE_CACHE_SECONDS: NO_EXPIRY });
  }, 60_000);
  afterAll(async () => {
    await context.close();
  });

  it("shows a profile update on the next GET of the profile", async () => {
    const { app, database } = context;
    const category = await insertCategory(database.db);
    const celebrity = await signUpCelebrity(app, database.db, category.id);
    const url = `/api/celebrities/${celebrity.profile.username}`;
    const before = await app.inject({ method: "GET", url });
    expect(before.statusCode).toBe(200);
    const saved = await app.inject({
      method: "PATCH",
      url: "/api/celebrity/profile",
      headers: { cookie: celebrity.cookie },
      payload: { bio: "Now singing in Yoruba and Hausa." },
    });
    expect(saved.statusCode).toBe(200);
    const after = await app.inject({ method: "GET", url });
    expect(after.json().bio).toBe("Now singing in Yoruba and Hausa.");
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("keeps the cached lists when a save changes only the profile page, and refreshes them when it changes a card", async () => {
    const { app, database } = context;
    const category = await insertCategory(database.db);
    const celebrity = await signUpCelebrity(app, database.db, category.id);
    const profileUrl = `/api/celebrities/${celebrity.profile.username}`;
    const listUrl = `/api/celebrities?category=${category.id}`;
    const priceOnTheCard = async () =>
      (await app.inject({ method: "GET", url: listUrl })).json().items[0].priceCents as number;
    expect(await priceOnTheCard()).toBe(10_000);
    await app.inject({ method: "GET", url: profileUrl });
    // Changed behind the service's back: only a dropped cache entry can show it.
    await database.db
      .update(celebrityProfiles)
      .set({ priceCents: 12_000 })
      .where(eq(celebrityProfiles.id, celebrity.profile.id));
    const save = (payload: object) =>
      app.inject({ method: "PATCH", url: "/api/celebrity/profile", headers: { cookie: celebrity.cookie }, payload });

    expect((await save({ bio: "Afrobeats, live, every weekend.", acceptingRequests: false })).statusCode).toBe(200);
    const profile = (await app.inject({ method: "GET", url: profileUrl })).json();
    expect(profile.bio).toBe("Afrobeats, live, every weekend.");
    expect(profile.acceptingRequests).toBe(false);
    expect(await priceOnTheCard()).toBe(10_000);

    expect((await save({ priceUsd: 150 })).statusCode).toBe(200);
    expect(await priceOnTheCard()).toBe(15_000);
  });

  it("shows a new review and the new rating on the next GET of the reviews and the profile", async () => {
    const { app, database } = context;
    const category = await insertCategory(database.db);
    const celebrity = await signUpCelebrity(app, database.db, category.id);
    const fan = await signUp(app);
    const request = await insertRequest(database.db, { fanId: fan.user.id, celebrityId: celebrity.profile.id });
    const url = `/api/celebrities/${celebrity.profile.username}`;
    expect((await app.inject({ method: "GET", url: `${url}/reviews` })).json().total).toBe(0);
    expect((await app.inject({ method: "GET", url })).json().reviewCount).toBe(0);
    const reviewed = await app.inject({
      method: "POST",
      url: `/api/requests/${request.id}/review`,
      headers: { cookie: fan.cookie },
      payload: { rating: 5, text: "She sang my mother's name!" },
    });
    expect(reviewed.statusCode).toBe(201);
    const reviews = (await app.inject({ method: "GET", url: `${url}/reviews` })).json();
    expect(reviews.total).toBe(1);
    expect(reviews.items[0].text).toBe("She sang my mother's name!");
    expect((await app.inject({ method: "GET", url })).json().reviewCount).toBe(1);
  });

  it("answers 304 to a matching If-None-Match on the profile and its reviews", async () => {
    const { app, database } = context;
    const category = await insertCategory(database.db);
    const profile = await insertCelebrity(database.db, { categoryId: category.id });
    for (const url of [`/api/celebrities/${profile.username}`, `/api/celebrities/${profile.username}/reviews`]) {
      const first = await app.inject({ method: "GET", url });
      expect(first.statusCode).toBe(200);
      expect(first.headers["cache-control"]).toBe("no-cache");
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"/);
      const again = await app.inject({ method: "GET", url, headers: { "if-none-match": etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
    }
  });

  it("does not keep a 404: a profile approved later is found", async () => {
    const { app, database } = context;
    const category = await insertCategory(database.db);
    const profile = await insertCelebrity(database.db, { categoryId: category.id, approved: false });
    const url = `/api/celebrities/${profile.username}`;
    expect((await app.inject({ method: "GET", url })).statusCode).toBe(404);
    await database.db.update(celebrityProfiles).set({ approved: true }).where(eq(celebrityProfiles.id, profile.id));
    expect((await app.inject({ method: "GET", url })).statusCode).toBe(200);
  });
});

describe("the catalogue cache across instances", () => {
  it("drops another instance's cached profile when one instance changes the catalogue", async () => {
    const database = await createTestDatabase();
    // On PostgreSQL the second instance has its own connections; PGlite lives in one process, one handle.
    const secondHandle = database.connectionString ? openPostgres(database.connectionString, 2) : undefined;
    const stops: (() => Promise<void>)[] = [];
    try {
      const cacheMs = Number(NO_EXPIRY) * 1000;
      const instanceA = createCatalogueService({ db: database.db, cacheMs, bus: database });
      const instanceB = createCatalogueService({
        db: (secondHandle ?? database).db,
        cacheMs,
        bus: secondHandle ?? database,
      });
      stops.push(await instanceA.listen(), await instanceB.listen());
      const category = await insertCategory(database.db);
      const profile = await insertCelebrity(database.db, { categoryId: category.id, bio: "Before" });
      expect((await instanceB.getCelebrity(profile.username)).bio).toBe("Before");

      // Written through instance A's database, then A says so, as the profile service does.
      await database.db.update(celebrityProfiles).set({ bio: "After" }).where(eq(celebrityProfiles.id, profile.id));
      // Without a notification B keeps its copy.
      expect((await instanceB.getCelebrity(profile.username)).bio).toBe("Before");
      instanceA.clearCache();
      await waitFor(async () => (await instanceB.getCelebrity(profile.username)).bio === "After", {
        message: "instance B to see the new bio",
      });

      // A change scoped to one profile page reaches the other instance too.
      await database.db.update(celebrityProfiles).set({ bio: "Later" }).where(eq(celebrityProfiles.id, profile.id));
      instanceA.clearCache({ profileOf: profile.username.toUpperCase() });
      await waitFor(async () => (await instanceB.getCelebrity(profile.username)).bio === "Later", {
        message: "instance B to see the bio of a scoped change",
      });
    } finally {
      for (const stop of stops) await stop();
      await secondHandle?.close();
      await database.close();
    }
  });
});
