import { desc, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CURRENCIES } from "@/shared/currencies";
import { auditLog, outbox, payments, sliderItems, videoRequests } from "../../db/schema/index";
import { cookiesOf, signUp } from "../../test/accounts";
import { createTestApp } from "../../test/app";
import { provisionAccount } from "../accounts/provisioning";
import { insertCategory, insertCelebrity } from "../catalogue/test-factories";
import { uploadSelfie } from "../celebrity-applications/test-factories";
import { postLedger } from "../ledger/ledger";

let context: Awaited<ReturnType<typeof createTestApp>>;
let superAdmin = "";
let moderator = "";
let categoryId = "";

const inject = (options: InjectOptions) => context.app.inject(options);

async function staff(role: "moderator" | "super_admin", permissions: ("celebrities" | "content")[] = []) {
  const email = `${role}-${Date.now()}-${Math.random()}@example.com`;
  await provisionAccount(context.database.db, {
    email,
    name: `The ${role}`,
    password: "staff password",
    role,
    permissions,
  });
  const login = await inject({
    method: "POST",
    url: "/api/session",
    payload: { email, password: "staff password", rememberMe: false },
  });
  return cookiesOf(login);
}

beforeAll(async () => {
  context = await createTestApp();
  superAdmin = await staff("super_admin");
  moderator = await staff("moderator", ["celebrities"]);
  categoryId = (await insertCategory(context.database.db, { id: "musicians", name: "Musicians" })).id;
});
afterAll(() => context.close());

async function applyAs(cookie: string, fullName: string, extra: Record<string, unknown> = {}) {
  const response = await inject({
    method: "POST",
    url: "/api/celebrity-applications",
    headers: { cookie },
    payload: {
      fullName,
      profession: "musician",
      bio: "Sings at weddings across Lagos.",
      country: "nigeria",
      priceUsd: 80,
      categoryId,
      socialMedia: {},
      ...extra,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().profile as { id: string; username: string };
}

const lastMailTo = async (email: string) =>
  (await context.database.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.createdAt)))[0];

describe("celebrity management", () => {
  it("staff with `celebrities` approve an application: published, e-mailed, audited", async () => {
    const fan = await signUp(context.app);
    const profile = await applyAs(fan.cookie, "Temi Approved");
    await uploadSelfie(context.app, fan.cookie);

    const pending = await inject({ url: "/api/admin/celebrities/applications", headers: { cookie: moderator } });
    expect(pending.statusCode).toBe(200);
    expect(pending.json().items).toContainEqual(
      expect.objectContaining({
        id: profile.id,
        fullName: "Temi Approved",
        applicant: { name: fan.user.name, email: fan.email },
      }),
    );

    const approved = await inject({
      method: "POST",
      url: `/api/admin/celebrities/${profile.id}/approve`,
      headers: { cookie: moderator },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().celebrity).toMatchObject({
      id: profile.id,
      verified: false,
      featured: false,
      hidden: false,
    });
    expect((await inject({ url: `/api/celebrities/${profile.username}` })).statusCode).toBe(200);
    expect((await lastMailTo(fan.email))?.subject).toMatch(/you are approved/);
    const me = await inject({ url: "/api/me", headers: { cookie: fan.cookie } });
    expect(me.json().user.role).toBe("celebrity");

    const [entry] = await context.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, profile.id))
      .orderBy(desc(auditLog.createdAt));
    expect(entry).toMatchObject({ action: "celebrity.approve", targetType: "celebrity_profile" });
    expect(entry?.ip).toBeTruthy();
  });

  it("the languages chosen when applying are the application's, shown to staff and on the approved profile", async () => {
    const fan = await signUp(context.app);
    const refused = await inject({
      method: "POST",
      url: "/api/celebrity-applications",
      headers: { cookie: fan.cookie },
      payload: {
        fullName: "Amina Languages",
        profession: "musician",
        bio: "Taarab singer.",
        country: "kenya",
        priceUsd: 60,
        categoryId,
        languages: ["klingon"],
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain("Choose languages from the list.");

    const profile = await applyAs(fan.cookie, "Amina Languages", { languages: ["swahili", "english"] });
    expect(profile).toMatchObject({ languages: ["swahili", "english"] });
    const pending = await inject({ url: "/api/admin/celebrities/applications", headers: { cookie: moderator } });
    expect(pending.json().items).toContainEqual(
      expect.objectContaining({ id: profile.id, languages: ["swahili", "english"] }),
    );
    await uploadSelfie(context.app, fan.cookie);
    await inject({
      method: "POST",
      url: `/api/admin/celebrities/${profile.id}/approve`,
      headers: { cookie: moderator },
    });
    const shown = await inject({ url: `/api/celebrities/${profile.username}` });
    expect(shown.json().languages).toEqual(["swahili", "english"]);
  });

  it("a rejected applicant is e-mailed the reason and may apply again", async () => {
    const fan = await signUp(context.app);
    const profile = await applyAs(fan.cookie, "Kofi Rejected");
    const rejected = await inject({
      method: "POST",
      url: `/api/admin/celebrities/${profile.id}/reject`,
      headers: { cookie: moderator },
      payload: { reason: "Please add links to your public work." },
    });
    expect(rejected.statusCode).toBe(204);
    const mail = await lastMailTo(fan.email);
    expect(mail?.text).toContain("Please add links to your public work.");
    const pending = await inject({ url: "/api/admin/celebrities/applications", headers: { cookie: moderator } });
    expect(pending.json().items.map((item: { id: string }) => item.id)).not.toContain(profile.id);
    await applyAs(fan.cookie, "Kofi Rejected");

    const tooLong = await inject({
      method: "POST",
      url: `/api/admin/celebrities/${profile.id}/reject`,
      headers: { cookie: moderator },
      payload: { reason: "x".repeat(501) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toContain("Reason must be at most 500 characters");
  });

  it("verify, feature and hide: a hidden star leaves the catalogue and cannot be booked", async () => {
    const star = await insertCelebrity(context.database.db, { categoryId, fullName: "Hidden Star" });
    const patch = (payload: Record<string, boolean>) =>
      inject({ method: "PATCH", url: `/api/admin/celebrities/${star.id}`, headers: { cookie: moderator }, payload });

    const verified = await patch({ verified: true, featured: true });
    expect(verified.json().celebrity).toMatchObject({ verified: true, featured: true });
    const featured = (await inject({ url: "/api/celebrities/featured" })).json().items;
    expect(featured.map((item: { id: string }) => item.id)).toContain(star.id);

    expect((await patch({ hidden: true })).json().celebrity.hidden).toBe(true);
    expect((await inject({ url: `/api/celebrities/${star.username}` })).statusCode).toBe(404);
    const list = (await inject({ url: `/api/celebrities?search=${encodeURIComponent("Hidden Star")}` })).json();
    expect(list.items).toEqual([]);
    const fan = await signUp(context.app);
    const booking = await inject({
      method: "POST",
      url: "/api/requests",
      headers: { cookie: fan.cookie },
      payload: { celebrityId: star.id, currency: "USD", message: "Happy birthday to my brother!" },
    });
    expect(booking.statusCode).toBe(404);
    // Staff still see it, marked hidden, and can show it again.
    const staffList = await inject({
      url: `/api/admin/celebrities?search=${encodeURIComponent("hidden star")}`,
      headers: { cookie: moderator },
    });
    expect(staffList.json().items).toEqual([expect.objectContaining({ id: star.id, hidden: true })]);
    await patch({ hidden: false });
    expect((await inject({ url: `/api/celebrities/${star.username}` })).statusCode).toBe(200);

    const empty = await patch({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain("Say which of verified, featured or hidden to change");

    const audit = await inject({ url: "/api/admin/audit?action=celebrity.update", headers: { cookie: superAdmin } });
    expect(audit.statusCode).toBe(200);
    const mine = audit.json().items.filter((item: { targetId: string }) => item.targetId === star.id);
    expect(mine[mine.length - 1]).toMatchObject({
      before: { verified: false, featured: false },
      after: { verified: true, featured: true },
      actor: expect.objectContaining({ name: "The moderator" }),
    });
    expect((await inject({ url: "/api/admin/audit", headers: { cookie: moderator } })).statusCode).toBe(403);
  });
});

describe("the staff dashboard", () => {
  it("computes every figure from a database with known counts", async () => {
    const fresh = await createTestApp();
    try {
      const freshDb = fresh.database.db;
      const category = await insertCategory(freshDb, { id: "actors", name: "Actors" });
      const stars: Awaited<ReturnType<typeof insertCelebrity>>[] = [];
      for (let index = 0; index < 6; index += 1) {
        stars.push(
          await insertCelebrity(freshDb, {
            categoryId: category.id,
            fullName: `Star ${index}`,
            approvedAt: new Date(Date.now() - (10 - index) * 86_400_000),
            ratingAverage: 4.5,
          }),
        );
      }
      await insertCelebrity(freshDb, {
        categoryId: category.id,
        fullName: "Waiting One",
        approved: false,
        approvedAt: null,
      });
      const fanA = await signUp(fresh.app);
      const fanB = await signUp(fresh.app);
      const email = `boss-${Date.now()}@example.com`;
      await provisionAccount(freshDb, { email, name: "Boss", password: "staff password", role: "super_admin" });
      await provisionAccount(freshDb, {
        email: `mod-${Date.now()}@example.com`,
        name: "Mod",
        password: "staff password",
        role: "moderator",
        permissions: ["content"],
      });
      const boss = cookiesOf(
        await fresh.app.inject({
          method: "POST",
          url: "/api/session",
          payload: { email, password: "staff password", rememberMe: false },
        }),
      );

      const request = async (status: string, daysAgo = 1) => {
        const [row] = await freshDb
          .insert(videoRequests)
          .values({
            fanId: fanA.user.id,
            celebrityId: stars[0]!.id,
            status,
            message: "Dashboard test",
            priceCents: 10_000,
            createdAt: new Date(Date.now() - daysAgo * 86_400_000),
          })
          .returning();
        return row!;
      };
      await request("pending");
      await request("pending");
      await request("completed");
      await request("completed", 40); // outside the 30 days
      const pay = (values: Partial<typeof payments.$inferInsert>) =>
        freshDb.insert(payments).values({
          reference: `SALAMU-${Date.now()}-${Math.floor(Math.random() * 1_000_000)}`,
          purpose: "request",
          userId: fanB.user.id,
          provider: "sandbox",
          amountMinor: 5_000,
          currency: "USD",
          status: "succeeded",
          ...values,
        });
      await pay({ amountMinor: 5_000, currency: "USD" });
      await pay({ amountMinor: 2_500, currency: "USD" });
      await pay({ amountMinor: 9_999, currency: "USD", refundStatus: "succeeded" }); // refunded: not revenue
      await pay({ amountMinor: 7_000, currency: "USD", status: "pending" });
      await pay({ amountMinor: 1_000, currency: "USD", status: "failed" });
      // A delivered video's fee, as the ledger holds it: the platform's revenue.
      await freshDb.transaction((tx) =>
        postLedger(tx, {
          key: "delivery:dashboard-test",
          kind: "delivery",
          cause: { type: "request", id: "dashboard-test" },
          at: new Date(),
          lines: [
            { account: "escrow", ownerId: "dashboard-test", currency: "USD", amountMinor: -1_250 },
            { account: "platform_fees", ownerId: "platform", currency: "USD", amountMinor: 1_250 },
          ],
        }),
      );

      const response = await fresh.app.inject({ url: "/api/admin/dashboard", headers: { cookie: boss } });
      expect(response.statusCode).toBe(200);
      const figures = response.json();
      expect(figures.totals).toEqual({ users: 4, admins: 2, celebrities: 6, pendingApprovals: 1 });
      // Money is `finance`'s (the super admin has it): what fans paid, and the fees earned from the ledger.
      expect(figures.revenue).toEqual({
        fansPaid: { usdCents: 7_500, byCurrency: [{ currency: "USD", amountMinor: 7_500 }] },
        feesEarned: { usdCents: 1_250, byCurrency: [{ currency: "USD", amountMinor: 1_250 }] },
      });
      expect(figures.requestsLast30Days).toEqual([
        { status: "completed", count: 1 },
        { status: "pending", count: 2 },
      ]);
      expect(figures.pendingCheckouts).toBe(1);
      // No rate source on this app: every currency but the dollar is priced at the built-in table.
      expect(figures.indicativeRates).toHaveLength(CURRENCIES.length - 1);
      expect(figures.indicativeRates).not.toContain("USD");
      // A fresh database has no slides: the Slider Items card counts what is there, nothing made up.
      expect(figures.sliderItems).toEqual({ total: 0, active: 0 });
      await freshDb.insert(sliderItems).values([
        { title: "On", description: "Shown", imageUrl: "/banners/celebration.svg", sortOrder: 0 },
        { title: "Off", description: "Hidden", imageUrl: "/banners/celebration.svg", sortOrder: 1, active: false },
      ]);
      const withSlides = await fresh.app.inject({ url: "/api/admin/dashboard", headers: { cookie: boss } });
      expect(withSlides.json().sliderItems).toEqual({ total: 2, active: 1 });
      expect(figures.recentCelebrities.map((star: { fullName: string }) => star.fullName)).toEqual([
        "Star 5",
        "Star 4",
        "Star 3",
        "Star 2",
        "Star 1",
      ]);
      expect(figures.recentCelebrities[0]).toMatchObject({ rating: 4.5, priceCents: 10_000, country: "nigeria" });

      // A moderator sees the same figures but not the staff count, and no money without `finance`.
      const asModerator = (await inject({ url: "/api/admin/dashboard", headers: { cookie: moderator } })).json();
      expect(asModerator.totals.admins).toBe(null);
      expect(asModerator.revenue).toBe(null);
    } finally {
      await fresh.close();
    }
  });
});
