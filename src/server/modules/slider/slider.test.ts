import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { StaffPermission } from "@/shared/roles";
import { auditLog, sliderItems } from "../../db/schema/index";
import { multipartPayload } from "../../lib/image-test-factories";
import { cookiesOf, signUp } from "../../test/accounts";
import { createTestApp } from "../../test/app";
import { provisionAccount } from "../accounts/provisioning";

let context: Awaited<ReturnType<typeof createTestApp>>;
let sliderStaff = "";
let otherStaff = "";
let fan = "";
let bannerUrl = "";

const inject = (options: InjectOptions) => context.app.inject(options);
const db = () => context.database.db;

async function staff(permissions: StaffPermission[]) {
  const email = `slider-${permissions.join("-") || "none"}-${Date.now()}@example.com`;
  await provisionAccount(db(), { email, name: "Staff", password: "staff password", role: "admin", permissions });
  return cookiesOf(
    await inject({
      method: "POST",
      url: "/api/session",
      payload: { email, password: "staff password", rememberMe: false },
    }),
  );
}

const as = (cookie: string, options: InjectOptions) =>
  inject({ ...options, headers: { ...options.headers, cookie } } as InjectOptions);
const list = async () => (await as(sliderStaff, { url: "/api/admin/slider" })).json().items as { id: string }[];
const publicSlides = async () => (await inject({ url: "/api/slider" })).json().items as { title: string }[];

function slide(overrides: Record<string, unknown> = {}) {
  return {
    title: "Valentine's shoutouts",
    description: "A love note from their favourite star.",
    imageUrl: bannerUrl,
    buttonText: "Book now",
    buttonLink: "/celebrities",
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}) {
  const response = await as(sliderStaff, { method: "POST", url: "/api/admin/slider", payload: slide(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().item as { id: string; sortOrder: number; active: boolean; title: string };
}

const move = (id: string, direction: string) =>
  as(sliderStaff, { method: "POST", url: `/api/admin/slider/${id}/move`, payload: { direction } });

beforeAll(async () => {
  context = await createTestApp();
  sliderStaff = await staff(["slider"]);
  otherStaff = await staff(["blog", "content", "settings"]);
  fan = (await signUp(context.app)).cookie;
  const wide = await sharp({ create: { width: 2100, height: 900, channels: 3, background: "#0f766e" } })
    .jpeg()
    .toBuffer();
  const { payload, headers } = multipartPayload({ filename: "banner.jpg", contentType: "image/jpeg", bytes: wide });
  const uploaded = await as(sliderStaff, { method: "POST", url: "/api/admin/slider/images", headers, payload });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  bannerUrl = uploaded.json().imageUrl;
});
afterAll(() => context.close());
beforeEach(async () => {
  await db().delete(sliderItems);
});

describe("Slider Management", () => {
  it("uploads a picture through the image pipeline as a 21:9 WebP banner", async () => {
    expect(bannerUrl).toMatch(/^\/api\/images\/[a-f0-9]{32}-banner\.webp$/);
    const served = await inject({ url: bannerUrl });
    const size = await sharp(served.rawPayload).metadata();
    expect([size.format, size.width, size.height]).toEqual(["webp", 1680, 720]);

    const { payload, headers } = multipartPayload({
      filename: "notes.png",
      contentType: "image/png",
      bytes: Buffer.from("not an image at all"),
    });
    const refused = await as(sliderStaff, { method: "POST", url: "/api/admin/slider/images", headers, payload });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.message).toBe("Please upload an image file");
  });

  it("creates, lists (active and not), updates, hides and deletes a slide; the home page shows only active ones", async () => {
    const first = await create();
    const second = await create({ title: "Second", buttonText: "", buttonLink: "" });
    expect([first.sortOrder, second.sortOrder]).toEqual([0, 1]);
    expect(first.active).toBe(true);
    expect(await publicSlides()).toEqual([
      {
        id: first.id,
        title: "Valentine's shoutouts",
        description: "A love note from their favourite star.",
        imageUrl: bannerUrl,
        buttonText: "Book now",
        buttonLink: "/celebrities",
        locale: "en",
      },
      expect.objectContaining({ title: "Second", buttonText: null, buttonLink: null }),
    ]);

    const updated = await as(sliderStaff, {
      method: "PUT",
      url: `/api/admin/slider/${second.id}`,
      payload: slide({ title: "  Renamed  ", buttonLink: "https://example.com/promo?x=1" }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().item).toMatchObject({ title: "Renamed", buttonLink: "https://example.com/promo?x=1" });

    const hidden = await as(sliderStaff, {
      method: "PUT",
      url: `/api/admin/slider/${first.id}/active`,
      payload: { active: false },
    });
    expect(hidden.json().item.active).toBe(false);
    expect((await publicSlides()).map((item) => item.title)).toEqual(["Renamed"]);
    expect((await list()).map((item) => item.id)).toEqual([first.id, second.id]);

    const deleted = await as(sliderStaff, { method: "DELETE", url: `/api/admin/slider/${second.id}` });
    expect(deleted.statusCode).toBe(204);
    expect(await publicSlides()).toEqual([]);
    expect((await list()).map((item) => item.id)).toEqual([first.id]);
    const again = await as(sliderStaff, { method: "DELETE", url: `/api/admin/slider/${second.id}` });
    expect(again.statusCode).toBe(404);

    const actions = await db().select().from(auditLog).where(eq(auditLog.targetType, "slider_item"));
    expect(actions.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["slider.create", "slider.update", "slider.delete"]),
    );
    const hiding = actions.find((entry) => entry.action === "slider.update" && entry.targetId === first.id);
    expect(hiding?.after).toEqual({ active: false });
  });

  it("keeps the uploaded banner while a slide uses it and removes it with the last one", async () => {
    const item = await create();
    await as(sliderStaff, { method: "DELETE", url: `/api/admin/slider/${item.id}` });
    expect((await inject({ url: bannerUrl })).statusCode).toBe(404);
  });

  it("refuses a slide without title, description or image with the spec's message", async () => {
    for (const missing of ["title", "description", "imageUrl"]) {
      const response = await as(sliderStaff, {
        method: "POST",
        url: "/api/admin/slider",
        payload: slide({ [missing]: "   " }),
      });
      expect(response.statusCode, missing).toBe(400);
      expect(response.json().error.message, missing).toContain("Please fill in all required fields");
    }
    const absent = await as(sliderStaff, { method: "POST", url: "/api/admin/slider", payload: {} });
    expect(absent.statusCode).toBe(400);
    expect(await list()).toEqual([]);
  });

  it("refuses links that are not a site path or an https URL, and pictures not uploaded here", async () => {
    const refused = [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      " javascript:alert(1)",
      "http://example.com",
      "//evil.example.com",
      "/\\evil.example.com",
      "data:text/html,<script>alert(1)</script>",
      "https://",
      "https://user:pass@example.com",
      "celebrities",
      "/celeb rities",
    ];
    for (const buttonLink of refused) {
      const response = await as(sliderStaff, {
        method: "POST",
        url: "/api/admin/slider",
        payload: slide({ buttonLink }),
      });
      expect(response.statusCode, buttonLink).toBe(400);
    }
    for (const imageUrl of ["https://example.com/a.png", "javascript:alert(1)", "/api/images/../secret"]) {
      const response = await as(sliderStaff, {
        method: "POST",
        url: "/api/admin/slider",
        payload: slide({ imageUrl }),
      });
      expect(response.statusCode, imageUrl).toBe(400);
    }
    expect(await list()).toEqual([]);
    await create({ buttonLink: "/celebrity/ada?tab=videos" });
    await create({ buttonLink: "https://salamu.example/promo" });
    await create({ imageUrl: "/banners/golden-hour.svg" });
  });

  it("moves slides up and down, refusing the first up and the last down, and renumbers the order", async () => {
    const a = await create({ title: "A" });
    await create({ title: "B" });
    const c = await create({ title: "C" });
    // Rows that share an order (as a fresh database may have) are still ordered strictly.
    await db().update(sliderItems).set({ sortOrder: 7 });

    const top = await move(a.id, "up");
    expect(top.statusCode).toBe(409);
    expect(top.json().error.message).toBe("The first slide cannot move up");
    const bottom = await move(c.id, "down");
    expect(bottom.statusCode).toBe(409);
    expect(bottom.json().error.message).toBe("The last slide cannot move down");

    const moved = await move(c.id, "up");
    expect(moved.statusCode, moved.body).toBe(200);
    expect(
      moved.json().items.map((item: { title: string; sortOrder: number }) => [item.title, item.sortOrder]),
    ).toEqual([
      ["A", 0],
      ["C", 1],
      ["B", 2],
    ]);
    await move(c.id, "up");
    await move(a.id, "down");
    expect((await publicSlides()).map((item) => item.title)).toEqual(["C", "B", "A"]);
    expect((await move("00000000-0000-4000-8000-000000000000", "up")).statusCode).toBe(404);
    expect((await move(a.id, "sideways")).statusCode).toBe(400);
    const reorders = await db().select().from(auditLog).where(eq(auditLog.action, "slider.reorder"));
    expect(reorders.length).toBeGreaterThanOrEqual(3);
  });

  it("moves in one transaction: concurrent moves leave a strict order with every slide once", async () => {
    const items = [];
    for (const title of ["A", "B", "C", "D"]) items.push(await create({ title }));
    await Promise.all([
      move(items[3]!.id, "up"),
      move(items[2]!.id, "up"),
      move(items[1]!.id, "down"),
      move(items[0]!.id, "down"),
    ]);
    const orders = (await list()) as unknown as { sortOrder: number; title: string }[];
    expect(orders.map((item) => item.sortOrder)).toEqual([0, 1, 2, 3]);
    expect(orders.map((item) => item.title).sort()).toEqual(["A", "B", "C", "D"]);
  });

  it("is for staff with `slider`: 401 anonymous, 403 for fans and staff without it", async () => {
    const item = await create();
    const routes: InjectOptions[] = [
      { method: "GET", url: "/api/admin/slider" },
      { method: "POST", url: "/api/admin/slider", payload: slide() },
      { method: "PUT", url: `/api/admin/slider/${item.id}`, payload: slide({ title: "Taken over" }) },
      { method: "PUT", url: `/api/admin/slider/${item.id}/active`, payload: { active: false } },
      { method: "POST", url: `/api/admin/slider/${item.id}/move`, payload: { direction: "down" } },
      { method: "DELETE", url: `/api/admin/slider/${item.id}` },
      { method: "POST", url: "/api/admin/slider/images" },
    ];
    for (const route of routes) {
      expect((await inject(route)).statusCode, `${route.method} ${route.url}`).toBe(401);
      expect((await as(fan, route)).statusCode, `${route.method} ${route.url}`).toBe(403);
      expect((await as(otherStaff, route)).statusCode, `${route.method} ${route.url}`).toBe(403);
    }
    expect(await list()).toEqual([expect.objectContaining({ id: item.id, title: item.title, active: true })]);
  });
});

describe("Slides in the site's languages", () => {
  const slides = async (query: string) => {
    const response = await inject({ url: `/api/slider${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().items as Record<string, unknown>[];
  };

  it("saves translations, answers each language with English filling what is missing, and says which", async () => {
    const item = await create({
      translations: {
        fr: { title: "  Messages d’amour  ", description: "Un mot doux de leur star préférée.", buttonText: "" },
        sw: { title: "", description: "   " },
      },
    });
    const [saved] = await list();
    // Empty texts are not kept: Swahili has none, so it is not stored at all.
    expect(saved).toMatchObject({
      id: item.id,
      translations: {
        fr: { title: "Messages d’amour", description: "Un mot doux de leur star préférée.", buttonText: null },
      },
      translationStatus: { fr: "partial", ar: "missing", sw: "missing" },
    });
    expect(saved).not.toHaveProperty("translations.sw");

    // French: the translated texts, the button's English text (marked as such), the same picture and link.
    expect(await slides("?locale=fr")).toEqual([
      {
        id: item.id,
        title: "Messages d’amour",
        description: "Un mot doux de leur star préférée.",
        imageUrl: bannerUrl,
        buttonText: "Book now",
        buttonLink: "/celebrities",
        locale: "fr",
        englishFields: ["buttonText"],
      },
    ]);
    // Arabic has nothing: all English, and the answer says so.
    expect(await slides("?locale=ar")).toEqual([
      expect.objectContaining({ title: "Valentine's shoutouts", buttonText: "Book now", locale: "en" }),
    ]);
    expect((await slides("?locale=ar"))[0]).not.toHaveProperty("englishFields");
    // English (the default) is the English texts.
    expect(await slides("")).toEqual([expect.objectContaining({ title: "Valentine's shoutouts", locale: "en" })]);
    expect(await slides("?locale=en")).toEqual(await slides(""));
  });

  it("marks a fully translated language done, keeps translations on an edit without them, replaces them with", async () => {
    const item = await create({
      translations: { ar: { title: "رسائل الحب", description: "كلمة حلوة من نجمهم المفضل", buttonText: "احجز الآن" } },
    });
    const [created] = (await list()) as unknown as { translationStatus: unknown }[];
    expect(created?.translationStatus).toEqual({ fr: "missing", ar: "done", sw: "missing" });
    expect((await slides("?locale=ar"))[0]).toMatchObject({
      title: "رسائل الحب",
      buttonText: "احجز الآن",
      locale: "ar",
    });
    expect((await slides("?locale=ar"))[0]).not.toHaveProperty("englishFields");

    // The English texts change; the translations were not sent: they stay.
    const kept = await as(sliderStaff, {
      method: "PUT",
      url: `/api/admin/slider/${item.id}`,
      payload: slide({ title: "New English title" }),
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().item.title).toBe("New English title");
    expect(kept.json().item.translations.ar.title).toBe("رسائل الحب");

    // Sent: they replace the saved ones (Arabic removed, Swahili added).
    const replaced = await as(sliderStaff, {
      method: "PUT",
      url: `/api/admin/slider/${item.id}`,
      payload: slide({ translations: { sw: { title: "Ujumbe wa mapenzi" } } }),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().item.translations).toEqual({
      sw: { title: "Ujumbe wa mapenzi", description: null, buttonText: null },
    });
    expect(replaced.json().item.translationStatus).toEqual({ fr: "missing", ar: "missing", sw: "partial" });
    expect((await slides("?locale=ar"))[0]).toMatchObject({ title: "Valentine's shoutouts", locale: "en" });
    expect((await slides("?locale=sw"))[0]).toMatchObject({
      title: "Ujumbe wa mapenzi",
      description: "A love note from their favourite star.",
      locale: "sw",
      englishFields: ["description", "buttonText"],
    });

    const audited = await db().select().from(auditLog).where(eq(auditLog.action, "slider.update"));
    const last = audited.find((entry) => entry.targetId === item.id && JSON.stringify(entry.after).includes("Ujumbe"));
    expect(last?.before).toMatchObject({ translations: { ar: { title: "رسائل الحب" } } });
    expect(last?.after).toMatchObject({ translations: { sw: { title: "Ujumbe wa mapenzi" } } });
  });

  it("refuses an unknown language, a translated text too long and a language that is not translated into", async () => {
    await create();
    for (const locale of ["de", "EN", "", "fr,ar"]) {
      const response = await inject({ url: `/api/slider?locale=${encodeURIComponent(locale)}` });
      expect(response.statusCode, locale).toBe(400);
      expect(response.json().error.message, locale).toContain("Language must be one of en, fr, ar, sw");
    }

    const tooLong = await as(sliderStaff, {
      method: "POST",
      url: "/api/admin/slider",
      payload: slide({ translations: { fr: { title: "x".repeat(121) } } }),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe(
      "Invalid body: translations.fr.title: The title must be at most 120 characters",
    );
    // In the reader's language too.
    const inFrench = await as(sliderStaff, {
      method: "POST",
      url: "/api/admin/slider",
      headers: { "accept-language": "fr" },
      payload: slide({ translations: { fr: { description: "x".repeat(401) } } }),
    });
    expect(inFrench.statusCode).toBe(400);
    expect(inFrench.json().error.message).toContain("translations.fr.description");
    expect(inFrench.json().error.message).not.toContain("must be at most");

    for (const translations of [{ en: { title: "English is the slide itself" } }, { de: { title: "Hallo" } }, "fr"]) {
      const response = await as(sliderStaff, {
        method: "POST",
        url: "/api/admin/slider",
        payload: slide({ translations }),
      });
      expect(response.statusCode, JSON.stringify(translations)).toBe(400);
    }
    expect(await list()).toHaveLength(1);
  });
});
