import { and, desc, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOG_MESSAGES } from "@/shared/blog-messages";
import { slugify } from "@/shared/schemas/blog";
import { auditLog } from "../../db/schema/index";
import { multipartPayload, smallPng } from "../../lib/image-test-factories";
import { signUp } from "../../test/accounts";
import { createTestApp } from "../../test/app";
import { signInStaff } from "../../test/staff-accounts";
import { fakeWebBuild } from "../../test/web-build";

const APP_URL = "https://salamu.example";

let context: Awaited<ReturnType<typeof createTestApp>>;
let writer: { id: string; cookie: string };
let withoutBlog: { cookie: string };
let fan: { cookie: string };

const post = (overrides: Record<string, unknown> = {}) => ({
  title: "Ten ways to surprise your mum",
  excerpt: "A birthday shoutout she will never forget.",
  content: "## Why a video?\n\n- It is personal\n- It lasts\n\nSee [our stars](https://salamu.example/celebrities).",
  author: "Salamu Team",
  tags: ["Birthdays", "Tips"],
  status: "draft",
  ...overrides,
});

const inject = (options: InjectOptions) => context.app.inject(options);
const asWriter = (options: InjectOptions) =>
  inject({ ...options, headers: { ...options.headers, cookie: writer.cookie } });

async function create(overrides: Record<string, unknown> = {}) {
  const response = await asWriter({ method: "POST", url: "/api/admin/blog/posts", payload: post(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().post as { id: string; slug: string; status: string; publishedAt: string | null };
}

beforeAll(async () => {
  context = await createTestApp({ WEB_DIST_DIR: fakeWebBuild(), APP_URL });
  writer = await signInStaff(context.app, context.database.db, "moderator", ["blog"]);
  withoutBlog = await signInStaff(context.app, context.database.db, "moderator", ["users", "content"]);
  fan = await signUp(context.app);
});
afterAll(() => context.close());

describe("slugify", () => {
  it("lowercases, drops punctuation and turns spaces into hyphens", () => {
    expect(slugify("Hello, World! It's 2026")).toBe("hello-world-its-2026");
    expect(slugify("  Café   au  lait -- fine ")).toBe("cafe-au-lait-fine");
    expect(slugify("!!!")).toBe("");
  });
});

describe("staff blog API", () => {
  it("turns away visitors (401), fans and staff without `blog` (403)", async () => {
    expect((await inject({ method: "GET", url: "/api/admin/blog/posts" })).statusCode).toBe(401);
    for (const cookie of [fan.cookie, withoutBlog.cookie]) {
      const list = await inject({ method: "GET", url: "/api/admin/blog/posts", headers: { cookie } });
      expect(list.statusCode).toBe(403);
      const write = await inject({
        method: "POST",
        url: "/api/admin/blog/posts",
        headers: { cookie },
        payload: post(),
      });
      expect(write.statusCode).toBe(403);
    }
  });

  it("creates, reads, updates and deletes a post, audited", async () => {
    const created = await create({ title: "CRUD post" });
    expect(created).toMatchObject({ slug: "crud-post", status: "draft", publishedAt: null });

    const read = await asWriter({ method: "GET", url: `/api/admin/blog/posts/${created.id}` });
    expect(read.json().post).toMatchObject({ title: "CRUD post", tags: ["Birthdays", "Tips"], author: "Salamu Team" });

    const updated = await asWriter({
      method: "PUT",
      url: `/api/admin/blog/posts/${created.id}`,
      payload: post({ title: "CRUD post", excerpt: "Changed", status: "published" }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().post).toMatchObject({ excerpt: "Changed", status: "published", slug: "crud-post" });
    expect(updated.json().post.publishedAt).not.toBeNull();

    const listed = await asWriter({ method: "GET", url: "/api/admin/blog/posts?search=crud&status=published" });
    expect(listed.json().items.map((item: { id: string }) => item.id)).toEqual([created.id]);

    const removed = await asWriter({ method: "DELETE", url: `/api/admin/blog/posts/${created.id}` });
    expect(removed.statusCode).toBe(204);
    const gone = await asWriter({ method: "GET", url: `/api/admin/blog/posts/${created.id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(BLOG_MESSAGES.postNotFound);

    const entries = await context.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "blog_post"), eq(auditLog.targetId, created.id)));
    expect(entries.map((entry) => entry.action).sort()).toEqual(["blog.create", "blog.delete", "blog.publish"]);
    expect(entries.every((entry) => entry.actorId === writer.id)).toBe(true);
  });

  it("makes the slug unique with a suffix, and lets the editor choose one", async () => {
    const first = await create({ title: "Same Title!" });
    const second = await create({ title: "Same title" });
    const third = await create({ title: "Same   title?" });
    expect([first.slug, second.slug, third.slug]).toEqual(["same-title", "same-title-2", "same-title-3"]);

    const custom = await create({ title: "Whatever", slug: "My Own Slug" });
    expect(custom.slug).toBe("my-own-slug");
    const renamed = await asWriter({
      method: "PUT",
      url: `/api/admin/blog/posts/${custom.id}`,
      payload: post({ title: "Whatever", slug: "same-title" }),
    });
    expect(renamed.json().post.slug).toBe("same-title-4");
    // Saving again with its own slug keeps it.
    const again = await asWriter({
      method: "PUT",
      url: `/api/admin/blog/posts/${custom.id}`,
      payload: post({ title: "Whatever", slug: "same-title-4" }),
    });
    expect(again.json().post.slug).toBe("same-title-4");
  });

  it("refuses missing fields, duplicate tags and unsafe image URLs with the spec's messages", async () => {
    for (const field of ["title", "excerpt", "content", "author"]) {
      const response = await asWriter({
        method: "POST",
        url: "/api/admin/blog/posts",
        payload: post({ [field]: "   " }),
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.body).toContain(BLOG_MESSAGES.missingFields);
    }
    const tags = await asWriter({
      method: "POST",
      url: "/api/admin/blog/posts",
      payload: post({ tags: ["Music", " music "] }),
    });
    expect(tags.statusCode).toBe(400);
    expect(tags.body).toContain(BLOG_MESSAGES.tagExists);
    for (const imageUrl of ["javascript:alert(1)", "http://insecure.example/a.png", "data:image/png;base64,AAAA"]) {
      const response = await asWriter({ method: "POST", url: "/api/admin/blog/posts", payload: post({ imageUrl }) });
      expect(response.statusCode, imageUrl).toBe(400);
    }
  });

  it("uploads a cover image through the image pipeline and refuses what is not an image", async () => {
    const upload = multipartPayload({ filename: "cover.png", contentType: "image/png", bytes: await smallPng(200) });
    const response = await asWriter({
      method: "POST",
      url: "/api/admin/blog/images",
      payload: upload.payload,
      headers: upload.headers,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { url } = response.json();
    expect(url).toMatch(/^\/api\/images\/[a-f0-9]{32}-blog\.webp$/);
    expect((await inject({ method: "GET", url })).statusCode).toBe(200);
    const withCover = await create({ title: "With a cover", imageUrl: url });
    expect(withCover).toMatchObject({ slug: "with-a-cover" });

    const text = multipartPayload({ filename: "x.png", contentType: "image/png", bytes: Buffer.from("not an image") });
    const refused = await asWriter({
      method: "POST",
      url: "/api/admin/blog/images",
      payload: text.payload,
      headers: text.headers,
    });
    expect(refused.statusCode).toBe(415);
  });
});

describe("public blog API", () => {
  it("lists, shows and tags only published posts", async () => {
    const draft = await create({ title: "Secret draft", tags: ["Hidden"] });
    const live = await create({ title: "Live post", tags: ["Music", "Lagos"], status: "published" });

    const list = await inject({ method: "GET", url: "/api/blog/posts" });
    expect(list.statusCode).toBe(200);
    const slugs = list.json().items.map((item: { slug: string }) => item.slug);
    expect(slugs).toContain(live.slug);
    expect(slugs).not.toContain(draft.slug);
    expect(list.json().items[0]).not.toHaveProperty("content");

    const shown = await inject({ method: "GET", url: `/api/blog/posts/${live.slug}` });
    expect(shown.json().post).toMatchObject({ title: "Live post", status: "published" });
    const hidden = await inject({ method: "GET", url: `/api/blog/posts/${draft.slug}` });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.message).toBe(BLOG_MESSAGES.publicNotFound);

    const tags = (await inject({ method: "GET", url: "/api/blog/tags" })).json().tags as {
      tag: string;
      count: number;
    }[];
    expect(tags).toContainEqual({ tag: "Music", count: 1 });
    expect(tags.map((entry) => entry.tag)).not.toContain("Hidden");

    const byTag = await inject({ method: "GET", url: "/api/blog/posts?tag=music" });
    expect(byTag.json().items.map((item: { slug: string }) => item.slug)).toEqual([live.slug]);
    const hiddenTag = await inject({ method: "GET", url: "/api/blog/posts?tag=Hidden" });
    expect(hiddenTag.json().items).toEqual([]);
  });

  it("writes the post's page head, lists it in the sitemap, and answers 404 for a draft's page", async () => {
    const live = await create({
      title: "Shared </title><script>alert(1)</script>",
      excerpt: "A preview for WhatsApp.",
      status: "published",
    });
    const draft = await create({ title: "Unlisted draft" });
    const page = await inject({ method: "GET", url: `/blog/${live.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('property="og:type" content="article"');
    expect(page.body).toContain('content="A preview for WhatsApp."');
    expect(page.body).toContain('"@type":"BlogPosting"');
    expect(page.body).not.toContain("<script>alert(1)");
    expect((await inject({ method: "GET", url: `/blog/${draft.slug}` })).statusCode).toBe(404);
    expect((await inject({ method: "GET", url: "/blog/no-such-post" })).statusCode).toBe(404);

    const sitemap = await inject({ method: "GET", url: "/sitemap.xml" });
    expect(sitemap.body).toContain(`<loc>${APP_URL}/blog/${live.slug}</loc>`);
    expect(sitemap.body).not.toContain(`/blog/${draft.slug}<`);
  });

  it("pages the list nine at a time", async () => {
    const response = await inject({ method: "GET", url: "/api/blog/posts?page=1" });
    expect(response.json()).toMatchObject({ page: 1, pageSize: 9 });
    const bad = await inject({ method: "GET", url: "/api/blog/posts?page=0" });
    expect(bad.statusCode).toBe(400);
  });
});

describe("posts in the site's languages", () => {
  const translated = {
    fr: { title: "Dix façons de surprendre votre maman", excerpt: "Une vidéo qu’elle n’oubliera jamais." },
    ar: {
      title: "عشر طرق لمفاجأة أمك",
      excerpt: "رسالة عيد ميلاد لن تنساها أبدًا.",
      content: "## لماذا فيديو؟\n\n<script>alert(1)</script>",
    },
  };

  it("saves translations, shows each language with English filling what is missing, and says which", async () => {
    const live = await create({ title: "Translated post", status: "published", translations: translated });
    const read = await asWriter({ method: "GET", url: `/api/admin/blog/posts/${live.id}` });
    expect(read.json().post).toMatchObject({
      translations: { fr: { title: translated.fr.title, content: null }, ar: translated.ar },
      translationStatus: { fr: "partial", ar: "done", sw: "missing" },
    });
    const listed = await asWriter({ method: "GET", url: "/api/admin/blog/posts?search=Translated" });
    expect(listed.json().items[0]).toMatchObject({
      id: live.id,
      translationStatus: { fr: "partial", ar: "done", sw: "missing" },
    });
    expect(listed.json().items[0]).not.toHaveProperty("translations");

    // French: title and excerpt translated, the content still English (and said to be).
    const french = (await inject({ method: "GET", url: `/api/blog/posts/${live.slug}?locale=fr` })).json().post;
    expect(french).toMatchObject({
      slug: live.slug,
      title: translated.fr.title,
      excerpt: translated.fr.excerpt,
      content: post().content,
      locale: "fr",
      englishFields: ["content"],
    });
    expect(french).not.toHaveProperty("translations");
    expect(french).not.toHaveProperty("translationStatus");
    // Arabic: all of it, its Markdown as written (the page renders it with the same safe renderer).
    const arabic = (await inject({ method: "GET", url: `/api/blog/posts/${live.slug}?locale=ar` })).json().post;
    expect(arabic).toMatchObject({ title: translated.ar.title, content: translated.ar.content, locale: "ar" });
    expect(arabic).not.toHaveProperty("englishFields");
    // Swahili has none: English, and the answer says so.
    const swahili = (await inject({ method: "GET", url: `/api/blog/posts/${live.slug}?locale=sw` })).json().post;
    expect(swahili).toMatchObject({ title: "Translated post", locale: "en" });
    expect(swahili).not.toHaveProperty("englishFields");

    const list = (await inject({ method: "GET", url: "/api/blog/posts?locale=ar" })).json();
    const card = list.items.find((item: { id: string }) => item.id === live.id);
    expect(card).toMatchObject({ title: translated.ar.title, excerpt: translated.ar.excerpt, locale: "ar" });
    expect(card).not.toHaveProperty("content");
    const english = (await inject({ method: "GET", url: "/api/blog/posts" })).json();
    expect(english.items.find((item: { id: string }) => item.id === live.id)).toMatchObject({
      title: "Translated post",
      locale: "en",
    });
  });

  it("keeps translations on a save without them, replaces them with, and audits them by length", async () => {
    const live = await create({ title: "Kept translations", status: "published", translations: translated });
    const kept = await asWriter({
      method: "PUT",
      url: `/api/admin/blog/posts/${live.id}`,
      payload: post({ title: "Kept translations", excerpt: "New English excerpt", status: "published" }),
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().post.translations.ar).toEqual(translated.ar);

    // A translation saved on a published post is public at once.
    const replaced = await asWriter({
      method: "PUT",
      url: `/api/admin/blog/posts/${live.id}`,
      payload: post({
        title: "Kept translations",
        status: "published",
        translations: { sw: { title: "Tafsiri mpya", excerpt: "Muhtasari", content: "Maudhui **mapya**" } },
      }),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(Object.keys(replaced.json().post.translations)).toEqual(["sw"]);
    expect(replaced.json().post.translationStatus).toEqual({ fr: "missing", ar: "missing", sw: "done" });
    const swahili = (await inject({ method: "GET", url: `/api/blog/posts/${live.slug}?locale=sw` })).json().post;
    expect(swahili).toMatchObject({ title: "Tafsiri mpya", content: "Maudhui **mapya**", locale: "sw" });
    const arabic = (await inject({ method: "GET", url: `/api/blog/posts/${live.slug}?locale=ar` })).json().post;
    expect(arabic).toMatchObject({ title: "Kept translations", locale: "en" });

    const [entry] = await context.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, live.id), eq(auditLog.action, "blog.update")))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry?.after).toMatchObject({
      translations: { sw: { title: "Tafsiri mpya", contentLength: "Maudhui **mapya**".length } },
    });
    expect(JSON.stringify(entry?.after)).not.toContain("Maudhui **mapya**");
    expect(entry?.before).toMatchObject({ translations: { ar: { title: translated.ar.title } } });
  });

  it("writes the post's page head in the page's language, English where it is not translated", async () => {
    const live = await create({ title: "Head in languages", status: "published", translations: translated });
    const french = await inject({ method: "GET", url: `/fr/blog/${live.slug}` });
    expect(french.statusCode).toBe(200);
    expect(french.body).toContain(`<title>${translated.fr.title} | Salamu</title>`);
    expect(french.body).toContain(`content="${translated.fr.excerpt}"`);
    const swahili = await inject({ method: "GET", url: `/sw/blog/${live.slug}` });
    expect(swahili.body).toContain("<title>Head in languages | Salamu</title>");
    const english = await inject({ method: "GET", url: `/blog/${live.slug}` });
    expect(english.body).toContain("<title>Head in languages | Salamu</title>");
  });

  it("keeps a draft hidden in every language", async () => {
    const draft = await create({ title: "Translated draft", translations: translated });
    for (const locale of ["en", "fr", "ar", "sw"]) {
      const shown = await inject({ method: "GET", url: `/api/blog/posts/${draft.slug}?locale=${locale}` });
      expect(shown.statusCode, locale).toBe(404);
      const list = (await inject({ method: "GET", url: `/api/blog/posts?locale=${locale}` })).json();
      expect(
        list.items.map((item: { id: string }) => item.id),
        locale,
      ).not.toContain(draft.id);
      const page = await inject({ method: "GET", url: `${locale === "en" ? "" : `/${locale}`}/blog/${draft.slug}` });
      expect(page.statusCode, locale).toBe(404);
    }
  });

  it("refuses an unknown language and a translated text too long, naming the field", async () => {
    const live = await create({ title: "Validated", status: "published" });
    for (const url of [`/api/blog/posts/${live.slug}?locale=de`, "/api/blog/posts?locale=xx"]) {
      const response = await inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.message, url).toContain("Language must be one of en, fr, ar, sw");
    }
    const tooLong = await asWriter({
      method: "POST",
      url: "/api/admin/blog/posts",
      payload: post({ translations: { fr: { title: "x".repeat(201) } } }),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe(
      "Invalid body: translations.fr.title: Title must be at most 200 characters",
    );
    const english = await asWriter({
      method: "PUT",
      url: `/api/admin/blog/posts/${live.id}`,
      payload: post({ title: "Validated", translations: { en: { title: "English is the post itself" } } }),
    });
    expect(english.statusCode).toBe(400);
  });
});

describe("admin dashboard", () => {
  it("counts blog posts, published ones apart", async () => {
    const admin = await signInStaff(context.app, context.database.db, "moderator", ["blog"]);
    const response = await inject({ method: "GET", url: "/api/admin/dashboard", headers: { cookie: admin.cookie } });
    expect(response.statusCode).toBe(200);
    const { blogPosts } = response.json();
    expect(blogPosts.total).toBeGreaterThan(blogPosts.published);
    expect(blogPosts.published).toBeGreaterThan(0);
  });
});
