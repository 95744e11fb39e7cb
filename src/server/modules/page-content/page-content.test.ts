import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_DEFAULTS, PAGE_IDS, PAGE_REVISIONS_KEPT } from "@/shared/page-content";
import { PAGE_CONTENT_MESSAGES, PAGE_SCHEMAS } from "@/shared/schemas/page-content";
import { auditLog, pageContentRevisions, pageContents } from "../../db/schema/index";
import { signUp } from "../../test/accounts";
import { createTestApp } from "../../test/app";
import { signInStaff } from "../../test/staff-accounts";
import { waitFor } from "../../test/wait-for";
import { BUILT_IN_PAGE_TEXTS } from "./built-in/index";
import { createPageContentService } from "./page-content.service";

let context: Awaited<ReturnType<typeof createTestApp>>;
let editor: { id: string; cookie: string };
let superAdmin: { id: string; cookie: string };
let staffWithout: { cookie: string };
let fan: { cookie: string };

const put = (page: string, fields: Record<string, unknown>, cookie = editor.cookie, locale?: string) =>
  context.app.inject({
    method: "PUT",
    url: `/api/admin/pages/${page}`,
    headers: { cookie },
    payload: { fields, ...(locale ? { locale } : {}) },
  });
const get = (page: string, headers: Record<string, string> = {}) =>
  context.app.inject({ method: "GET", url: `/api/pages/${page}`, headers });

beforeAll(async () => {
  context = await createTestApp();
  const db = context.database.db;
  editor = await signInStaff(context.app, db, "moderator", ["content"]);
  superAdmin = await signInStaff(context.app, db, "super_admin");
  staffWithout = await signInStaff(context.app, db, "moderator", ["blog", "users"]);
  fan = await signUp(context.app);
});

afterAll(async () => {
  await context.app.close();
  await context.database.close();
});

describe("page texts", () => {
  it("today's texts pass today's rules, and every field has a default", () => {
    for (const page of PAGE_IDS) {
      expect(PAGE_SCHEMAS[page].safeParse(PAGE_DEFAULTS[page]).success, page).toBe(true);
      expect(Object.keys(PAGE_SCHEMAS[page].shape).sort()).toEqual(Object.keys(PAGE_DEFAULTS[page]).sort());
    }
  });

  it("a fresh database serves the defaults, publicly, with an ETag and a 304 for a matching If-None-Match", async () => {
    for (const page of PAGE_IDS) {
      const response = await get(page);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        pageId: page,
        locale: "en",
        fields: PAGE_DEFAULTS[page],
        untranslated: [],
        updatedAt: null,
      });
    }
    const first = await get("home");
    expect(first.headers["cache-control"]).toContain("public");
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get("home", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect((await get("nowhere")).statusCode).toBe(400);
  });

  it("refuses anonymous (401), a fan and staff without `content` (403), and stores nothing", async () => {
    const fields = { ...PAGE_DEFAULTS.about, pageTitle: "Not allowed here" };
    const anonymous = await context.app.inject({ method: "PUT", url: "/api/admin/pages/about", payload: { fields } });
    expect(anonymous.statusCode).toBe(401);
    expect((await put("about", fields, fan.cookie)).statusCode).toBe(403);
    expect((await put("about", fields, staffWithout.cookie)).statusCode).toBe(403);
    const revisions = await context.app.inject({
      method: "GET",
      url: "/api/admin/pages/about/revisions",
      headers: { cookie: fan.cookie },
    });
    expect(revisions.statusCode).toBe(403);
    expect((await get("about")).json().fields.pageTitle).toBe(PAGE_DEFAULTS.about.pageTitle);
  });

  it("checks every field with the spec's minimum lengths and messages", async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ["home", { ...PAGE_DEFAULTS.home, heroTitle: "Hey" }, PAGE_CONTENT_MESSAGES.title],
      ["home", { ...PAGE_DEFAULTS.home, heroDescription: "Too short" }, PAGE_CONTENT_MESSAGES.description],
      ["home", { ...PAGE_DEFAULTS.home, heroCTAButton: " " }, PAGE_CONTENT_MESSAGES.button],
      ["home", { ...PAGE_DEFAULTS.home, featuredSectionTitle: "Top" }, PAGE_CONTENT_MESSAGES.title],
      ["about", { ...PAGE_DEFAULTS.about, missionStatement: "Short" }, PAGE_CONTENT_MESSAGES.mission],
      ["about", { ...PAGE_DEFAULTS.about, visionStatement: "Short" }, PAGE_CONTENT_MESSAGES.vision],
      ["business", { ...PAGE_DEFAULTS.business, subheading: "Short" }, PAGE_CONTENT_MESSAGES.subheading],
      ["business", { ...PAGE_DEFAULTS.business, ctaButtonText: "X" }, PAGE_CONTENT_MESSAGES.button],
    ];
    for (const [page, fields, message] of cases) {
      const response = await put(page, fields);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    const missing = await put("about", { pageTitle: "Only the title" });
    expect(missing.statusCode).toBe(400);
    const unknown = await put("about", { ...PAGE_DEFAULTS.about, script: "x" });
    expect(unknown.statusCode).toBe(400);
    const notText = await put("about", { ...PAGE_DEFAULTS.about, pageTitle: { html: "<b>" } });
    expect(notText.statusCode).toBe(400);
    expect(await context.database.db.select().from(pageContents)).toEqual([]);
  });

  it("saves, serves the new text at once (a new ETag), keeps the defaults as a revision, and audits", async () => {
    const before = await get("about");
    const fields = { ...PAGE_DEFAULTS.about, pageTitle: "  About the Salamu team  " };
    const response = await put("about", fields);
    expect(response.statusCode).toBe(200);
    expect(response.json().fields.pageTitle).toBe("About the Salamu team");
    const after = await get("about", { "if-none-match": before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json().fields.pageTitle).toBe("About the Salamu team");
    expect(after.json().updatedAt).not.toBeNull();

    const revisions = await context.app.inject({
      method: "GET",
      url: "/api/admin/pages/about/revisions",
      headers: { cookie: editor.cookie },
    });
    expect(revisions.statusCode).toBe(200);
    expect(revisions.json().revisions).toHaveLength(1);
    expect(revisions.json().revisions[0].fields).toEqual(PAGE_DEFAULTS.about);
    expect(revisions.json().revisions[0].savedBy).toBeNull();

    const [entry] = await context.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "page.update"), eq(auditLog.targetId, "about")));
    expect(entry?.actorId).toBe(editor.id);
  });

  it("stores markup as plain text, untouched (the pages render it as text)", async () => {
    const hostile = `<script>alert(1)</script><img src=x onerror="alert(2)">`;
    const response = await put("contact", { ...PAGE_DEFAULTS.contact, pageTitle: hostile });
    expect(response.statusCode).toBe(200);
    expect((await get("contact")).json().fields.pageTitle).toBe(hostile);
  });

  it("a legal section's Markdown is stored as written (the page renders it inert); short or missing sections are refused", async () => {
    const markdown =
      "Read <script>alert(1)</script> this.\n\n- [Click](javascript:alert(2))\n- [Privacy](/privacy-policy)";
    const response = await put("terms", { ...PAGE_DEFAULTS.terms, section3Content: markdown });
    expect(response.statusCode).toBe(200);
    expect((await get("terms")).json().fields.section3Content).toBe(markdown);

    const short = await put("privacy", { ...PAGE_DEFAULTS.privacy, section7Content: "Too short" });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain(PAGE_CONTENT_MESSAGES.description);
    const { section10Title: _dropped, ...missing } = PAGE_DEFAULTS.terms;
    expect((await put("terms", missing)).statusCode).toBe(400);
    // Terms have ten sections, privacy seven: an eighth privacy section is not a field.
    expect((await put("privacy", { ...PAGE_DEFAULTS.privacy, section8Title: "Extra" })).statusCode).toBe(400);
  });

  it("the contact page's e-mail address must be an e-mail address", async () => {
    const bad = await put("contact", { ...PAGE_DEFAULTS.contact, emailAddress: "not an address" });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(PAGE_CONTENT_MESSAGES.email);
    const good = await put("contact", { ...PAGE_DEFAULTS.contact, emailAddress: " hello@example.org " });
    expect(good.statusCode).toBe(200);
    expect(good.json().fields.emailAddress).toBe("hello@example.org");
  });

  it("the super admin may save; the last 20 versions are kept and any can be restored", async () => {
    const titleOf = (n: number) => `Salamu for Business, take ${n}`;
    for (let n = 1; n <= PAGE_REVISIONS_KEPT + 3; n += 1) {
      const response = await put("business", { ...PAGE_DEFAULTS.business, pageTitle: titleOf(n) }, superAdmin.cookie);
      expect(response.statusCode).toBe(200);
    }
    const [kept] = await context.database.db
      .select({ n: count() })
      .from(pageContentRevisions)
      .where(eq(pageContentRevisions.pageId, "business"));
    expect(kept?.n).toBe(PAGE_REVISIONS_KEPT);
    const list = await context.app.inject({
      method: "GET",
      url: "/api/admin/pages/business/revisions",
      headers: { cookie: editor.cookie },
    });
    const revisions = list.json().revisions as { id: string; fields: { pageTitle: string } }[];
    expect(revisions).toHaveLength(PAGE_REVISIONS_KEPT);
    // Newest first: the version the last save replaced.
    expect(revisions[0]?.fields.pageTitle).toBe(titleOf(PAGE_REVISIONS_KEPT + 2));
    expect(revisions.at(-1)?.fields.pageTitle).toBe(titleOf(3));

    const target = revisions[4]!;
    const restored = await context.app.inject({
      method: "POST",
      url: `/api/admin/pages/business/revisions/${target.id}/restore`,
      headers: { cookie: editor.cookie },
    });
    expect(restored.statusCode).toBe(200);
    expect((await get("business")).json().fields.pageTitle).toBe(target.fields.pageTitle);
    // The version it replaced is kept in turn.
    const again = await context.app.inject({
      method: "GET",
      url: "/api/admin/pages/business/revisions",
      headers: { cookie: editor.cookie },
    });
    expect(again.json().revisions[0].fields.pageTitle).toBe(titleOf(PAGE_REVISIONS_KEPT + 3));
    // Another page's revision is not this page's.
    const wrongPage = await context.app.inject({
      method: "POST",
      url: `/api/admin/pages/about/revisions/${target.id}/restore`,
      headers: { cookie: editor.cookie },
    });
    expect(wrongPage.statusCode).toBe(404);
  });

  it("a save on one instance reaches another instance's cache at once (LISTEN/NOTIFY)", async () => {
    const log = { warn: () => {} };
    const other = await createPageContentService({ database: context.database, log, cacheMs: 60 * 60_000 });
    try {
      expect((await other.get("help")).fields.pageTitle).toBe(PAGE_DEFAULTS.help.pageTitle);
      const response = await put("help", { ...PAGE_DEFAULTS.help, pageTitle: "Help and answers" });
      expect(response.statusCode).toBe(200);
      await waitFor(async () => (await other.get("help")).fields.pageTitle === "Help and answers");
    } finally {
      await other.close();
    }
  });

  it("a stored row that no longer passes the rules falls back to the defaults", async () => {
    await context.database.db
      .insert(pageContents)
      .values({ pageId: "privacy", fields: { pageTitle: "x" } })
      .onConflictDoUpdate({ target: [pageContents.pageId, pageContents.locale], set: { fields: { pageTitle: "x" } } });
    const log = { warn: () => {} };
    const fresh = await createPageContentService({ database: context.database, log });
    try {
      expect((await fresh.get("privacy")).fields).toEqual(PAGE_DEFAULTS.privacy);
    } finally {
      await fresh.close();
    }
  });
});

describe("page texts per language", () => {
  const languages = async () =>
    (
      await context.app.inject({ method: "GET", url: "/api/admin/pages/languages", headers: { cookie: editor.cookie } })
    ).json().pages as { pageId: string; languages: Record<string, string> }[];
  const statusOf = async (page: string) => (await languages()).find((entry) => entry.pageId === page)?.languages;

  it("serves our French, Arabic and Swahili until staff save one; legal pages show English, marked untranslated", async () => {
    const french = (await get("home?locale=fr")).json();
    expect(french.locale).toBe("fr");
    expect(french.fields.heroTitle).toBe(BUILT_IN_PAGE_TEXTS.fr.home?.heroTitle);
    expect(french.fields.heroTitle).not.toBe(PAGE_DEFAULTS.home.heroTitle);
    expect(french.untranslated).toEqual([]);
    expect((await get("about?locale=ar")).json().fields.pageTitle).toBe(BUILT_IN_PAGE_TEXTS.ar.about?.pageTitle);
    // The contact page's address and number are the same in every language, and are never "untranslated".
    const contact = (await get("contact?locale=sw")).json();
    expect(contact.fields.phoneNumber).toBe(PAGE_DEFAULTS.contact.phoneNumber);
    expect(contact.untranslated).toEqual([]);
    const terms = (await get("terms?locale=fr")).json();
    expect(terms.fields).toEqual((await get("terms")).json().fields);
    expect(terms.untranslated).toContain("section1Content");
    expect((await get("home?locale=de")).statusCode).toBe(400);
    // A request without a language is English's.
    expect((await get("home")).json().fields.heroTitle).toBe(PAGE_DEFAULTS.home.heroTitle);
  });

  it("the editor's overview says which languages are done, partial, missing or outdated", async () => {
    const home = await statusOf("home");
    expect(home).toEqual({ fr: "done", ar: "done", sw: "done" });
    expect(await statusOf("privacy")).toEqual({ fr: "missing", ar: "missing", sw: "missing" });
    const fan403 = await context.app.inject({
      method: "GET",
      url: "/api/admin/pages/languages",
      headers: { cookie: fan.cookie },
    });
    expect(fan403.statusCode).toBe(403);
  });

  it("a translation saves what differs from English; English shows for the rest; English changing marks it outdated", async () => {
    const english = (await get("terms")).json().fields as Record<string, string>;
    const shown = { ...english, pageTitle: "Conditions d'utilisation", section1Title: "Acceptation" };
    const saved = await put("terms", shown, editor.cookie, "fr");
    expect(saved.statusCode).toBe(200);
    expect(saved.json().locale).toBe("fr");
    const french = (await get("terms?locale=fr")).json();
    expect(french.fields.pageTitle).toBe("Conditions d'utilisation");
    expect(french.fields.section2Title).toBe(english.section2Title);
    expect(french.untranslated).not.toContain("pageTitle");
    expect(french.untranslated).toContain("section2Title");
    const [row] = await context.database.db
      .select()
      .from(pageContents)
      .where(and(eq(pageContents.pageId, "terms"), eq(pageContents.locale, "fr")));
    expect(row?.fields).toEqual({ pageTitle: "Conditions d'utilisation", section1Title: "Acceptation" });
    // English and the other languages are untouched.
    expect((await get("terms")).json().fields.pageTitle).toBe(english.pageTitle);
    expect((await get("terms?locale=sw")).json().fields.pageTitle).toBe(english.pageTitle);
    expect((await statusOf("terms"))?.fr).toBe("partial");

    // A translation is checked as the page shows it: a too-short title is refused, nothing changes.
    const short = await put("terms", { ...shown, pageTitle: "CGU" }, editor.cookie, "fr");
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe(PAGE_CONTENT_MESSAGES.title);
    expect((await get("terms?locale=fr")).json().fields.pageTitle).toBe("Conditions d'utilisation");
    expect((await put("terms", shown, editor.cookie, "de")).statusCode).toBe(400);

    // English saved later: the French translation is outdated (and our built-in French home, once English moves).
    const later = await put("terms", { ...english, section2Title: "Your account at Salamu" });
    expect(later.statusCode).toBe(200);
    expect((await statusOf("terms"))?.fr).toBe("outdated");
    expect((await put("home", { ...PAGE_DEFAULTS.home, heroTitle: "A video message from" })).statusCode).toBe(200);
    expect(await statusOf("home")).toEqual({ fr: "outdated", ar: "outdated", sw: "outdated" });
    // The French page still shows its own heading, and English its new one.
    expect((await get("home?locale=fr")).json().fields.heroTitle).toBe(BUILT_IN_PAGE_TEXTS.fr.home?.heroTitle);
  });

  it("each language keeps its own versions; restoring a French version restores French only", async () => {
    const english = (await get("help")).json().fields as Record<string, string>;
    expect((await put("help", { ...english, pageTitle: "Centre d'aide, v1" }, editor.cookie, "fr")).statusCode).toBe(
      200,
    );
    expect((await put("help", { ...english, pageTitle: "Centre d'aide, v2" }, editor.cookie, "fr")).statusCode).toBe(
      200,
    );
    const list = await context.app.inject({
      method: "GET",
      url: "/api/admin/pages/help/revisions?locale=fr",
      headers: { cookie: editor.cookie },
    });
    const revisions = list.json().revisions as { id: string; locale: string; fields: Record<string, string> }[];
    // Newest first: v1, then what the first French save replaced (our built-in French).
    expect(revisions.map((revision) => revision.fields.pageTitle)).toEqual([
      "Centre d'aide, v1",
      BUILT_IN_PAGE_TEXTS.fr.help?.pageTitle,
    ]);
    expect(revisions.every((revision) => revision.locale === "fr")).toBe(true);
    const restored = await context.app.inject({
      method: "POST",
      url: `/api/admin/pages/help/revisions/${revisions[0]?.id}/restore`,
      headers: { cookie: editor.cookie },
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().locale).toBe("fr");
    expect((await get("help?locale=fr")).json().fields.pageTitle).toBe("Centre d'aide, v1");
    expect((await get("help")).json().fields.pageTitle).toBe(english.pageTitle);
  });
});
