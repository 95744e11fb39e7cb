import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonForScript } from "@/shared/json-for-script";
import { createTestApp } from "../../test/app";
import { renderingWebApp } from "../../test/web-build";
import { insertCategory, insertCelebrity } from "../catalogue/test-factories";
import { createPageMeta } from "./page-meta";
import { createPageTemplate } from "./render-head";

const APP_URL = "https://salamu.example";

function parseHtml(html: string) {
  const window = new Window();
  return new window.DOMParser().parseFromString(html, "text/html");
}

const metaContent = (document: ReturnType<typeof parseHtml>, key: string) =>
  document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content");

const HOSTILE_BIO = `</title><script>alert(1)</script> "quoted" '"><img src=x onerror=alert(2)> </script><script>alert(3)</script>`;

let context: Awaited<ReturnType<typeof createTestApp>>;
let categoryId = "";

beforeAll(async () => {
  context = await createTestApp({ ...renderingWebApp(), APP_URL });
  const category = await insertCategory(context.database.db, { id: "musicians", name: "Musicians & Bands" });
  categoryId = category.id;
  const db = context.database.db;
  await insertCelebrity(db, {
    categoryId,
    username: "ada_okafor",
    fullName: "Ada Okafor",
    profession: "musician",
    country: "nigeria",
    priceCents: 150_00,
    imageUrl: "/files/images/ada.jpg",
    bio: "Afrobeats singer from Lagos.",
  });
  await insertCelebrity(db, { categoryId, username: "no_photo", fullName: "No Photo", priceCents: 99_50 });
  await insertCelebrity(db, { categoryId, username: "hostile", fullName: `Evil "</title>" <b>`, bio: HOSTILE_BIO });
  await insertCelebrity(db, { categoryId, username: "tom&jerry", fullName: "Tom & Jerry" });
  await insertCelebrity(db, { categoryId, username: "hidden_star", hidden: true });
  await insertCelebrity(db, { categoryId, username: "suspended_star", ownerSuspended: true });
  await insertCelebrity(db, { categoryId, username: "applicant", approved: false, approvedAt: null });
  // The web app's renderer is compiled from source on start-up.
}, 120_000);
afterAll(() => context?.close());

describe("a celebrity's profile page", () => {
  it("carries the celebrity's title, description, canonical link, previews and one of each tag", async () => {
    const response = await context.app.inject({ url: "/celebrity/ada_okafor" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    const document = parseHtml(response.body);
    expect(document.title).toBe("Ada Okafor | Salamu");
    expect(document.querySelectorAll("title")).toHaveLength(1);
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(metaContent(document, "description")).toBe(
      "Book a personalised video message from Ada Okafor, musician from Nigeria, from $150.00. Afrobeats singer from Lagos.",
    );
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${APP_URL}/celebrity/ada_okafor`,
    );
    expect(metaContent(document, "og:title")).toBe("Ada Okafor | Salamu");
    expect(metaContent(document, "og:type")).toBe("profile");
    expect(metaContent(document, "og:url")).toBe(`${APP_URL}/celebrity/ada_okafor`);
    expect(metaContent(document, "og:image")).toBe(`${APP_URL}/files/images/ada.jpg`);
    expect(metaContent(document, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(document, "twitter:image")).toBe(`${APP_URL}/files/images/ada.jpg`);
    expect(metaContent(document, "robots")).toBeUndefined();
    // The app's own script, and in its root element the page drawn on the server by the app's components.
    expect(response.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(document.querySelector("#root main h1")?.textContent).toBe("Ada Okafor");
  });

  it("describes the celebrity as a schema.org Person offering a video at the price", async () => {
    const document = parseHtml((await context.app.inject({ url: "/celebrity/ADA_OKAFOR" })).body);
    const scripts = document.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0]?.textContent ?? "");
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Person",
      name: "Ada Okafor",
      url: `${APP_URL}/celebrity/ada_okafor`,
      image: `${APP_URL}/files/images/ada.jpg`,
      makesOffer: { "@type": "Offer", price: "150.00", priceCurrency: "USD" },
    });
    // Another spelling of the name points search engines at the one canonical address.
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${APP_URL}/celebrity/ada_okafor`,
    );
  });

  it("falls back to the site's preview image, with its size, when there is no photo", async () => {
    const document = parseHtml((await context.app.inject({ url: "/celebrity/no_photo" })).body);
    expect(metaContent(document, "og:image")).toBe(`${APP_URL}/og-image.jpg`);
    expect(metaContent(document, "og:image:width")).toBe("1200");
    expect(metaContent(document, "og:image:height")).toBe("630");
    expect(JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? "")).toMatchObject({
      makesOffer: { price: "99.50" },
    });
  });

  it("keeps a hostile name and bio inert: escaped in the head, literal once parsed", async () => {
    const response = await context.app.inject({ url: "/celebrity/hostile" });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain("<script>alert");
    expect(response.body).not.toContain("<img");
    expect(response.body).not.toContain("</title><script");
    expect(response.body).not.toMatch(/<\/script><script>/);
    const document = parseHtml(response.body);
    // Only the app's own script, the JSON-LD block and the state the page was drawn from: nothing the bio brought.
    expect(document.querySelectorAll("script")).toHaveLength(3);
    const state = document.querySelector('script[type="application/json"]')?.textContent ?? "";
    expect(state).not.toContain("<");
    expect(JSON.stringify(JSON.parse(state))).toContain(JSON.stringify(HOSTILE_BIO));
    expect(document.querySelector("#root main")?.textContent).toContain(HOSTILE_BIO);
    expect(document.querySelectorAll("img")).toHaveLength(0);
    expect(document.title).toBe(`Evil "</title>" <b> | Salamu`);
    expect(metaContent(document, "og:title")).toBe(`Evil "</title>" <b> | Salamu`);
    expect(metaContent(document, "description")).toContain(HOSTILE_BIO.replace(/\s+/g, " ").slice(0, 60));
    const jsonLd = document.querySelector('script[type="application/ld+json"]')?.textContent ?? "";
    expect(jsonLd).not.toContain("<");
    expect(JSON.parse(jsonLd).description).toBe(HOSTILE_BIO);
  });

  it("answers 404, still with the app, for a profile that does not exist or is not public", async () => {
    for (const username of ["nobody", "hidden_star", "suspended_star", "applicant", "x".repeat(200), "a%01b"]) {
      const response = await context.app.inject({ url: `/celebrity/${username}` });
      expect(response.statusCode, username).toBe(404);
      expect(response.headers["content-type"], username).toBe("text/html; charset=utf-8");
      expect(response.headers["cache-control"], username).toBe("no-store");
      const document = parseHtml(response.body);
      // Still the app, drawn on the server (its not-found state), never kept: the addresses are endless.
      expect(document.querySelector("#root main"), username).not.toBeNull();
      expect(document.title, username).toBe("Celebrity Not Found | Salamu");
      expect(metaContent(document, "robots"), username).toBe("noindex");
      expect(document.querySelector('link[rel="canonical"]'), username).toBeNull();
    }
  });
});

describe("the other pages", () => {
  it("answers every client route 200 with its own head, and anything else 404", async () => {
    const cases: [string, number, string][] = [
      ["/", 200, "Salamu: personalised videos from Africa's stars"],
      ["/celebrities?page=2", 200, "Browse celebrities | Salamu"],
      ["/categories", 200, "Categories | Salamu"],
      [`/categories/${categoryId}`, 200, "Musicians & Bands | Salamu"],
      ["/categories/no-such-category", 404, "Category not found | Salamu"],
      ["/blog", 200, "Blog | Salamu"],
      ["/blog/categories", 200, "Blog | Salamu"],
      ["/about", 200, "About Us | Salamu"],
      ["/business", 200, "Business | Salamu"],
      ["/help-center", 200, "Help Center | Salamu"],
      ["/terms-of-service", 200, "Terms of Service | Salamu"],
      ["/privacy-policy", 200, "Privacy Policy | Salamu"],
      ["/contact-us", 200, "Contact Us | Salamu"],
      ["/login", 200, "Log in | Salamu"],
      ["/payment/return?reference=SALAMU-1", 200, "Payment | Salamu"],
      ["/dashboard/earnings", 200, "Earnings | Salamu"],
      ["/admin/users", 200, "Users Management | Salamu"],
      ["/admin/users/42/extra", 404, "Page not found | Salamu"],
      ["/no-such-page", 404, "Page not found | Salamu"],
      ["/dashboard/no-such-page", 404, "Page not found | Salamu"],
      ["/blog/a-post-that-does-not-exist-yet", 404, "Post not found | Salamu"],
      ["/blog/tag/Music", 200, "Posts tagged Music | Salamu"],
      ["/admin/blog", 200, "Blog Management | Salamu"],
      ["/admin/blog/new", 200, "New Post | Salamu"],
      ["/admin/blog/edit/42", 200, "Edit Post | Salamu"],
      ["/admin/blog/other/thing", 404, "Page not found | Salamu"],
      ["/celebrity/ada_okafor/extra", 404, "Page not found | Salamu"],
    ];
    for (const [url, status, title] of cases) {
      const response = await context.app.inject({ url });
      expect(response.statusCode, url).toBe(status);
      expect(parseHtml(response.body).title, url).toBe(title);
    }
    // Each page's module is compiled from source on its first render.
  }, 120_000);

  it("redirects the router's old addresses to the pages they became, keeping the query", async () => {
    const redirects: [string, string][] = [
      ["/terms", "/terms-of-service"],
      ["/privacy", "/privacy-policy"],
      ["/contact", "/contact-us"],
      ["/browse?category=musicians&page=2", "/celebrities?category=musicians&page=2"],
    ];
    for (const [url, location] of redirects) {
      const response = await context.app.inject({ url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe(location);
    }
  });

  it("gives public pages a canonical address and previews, and keeps private ones out of search", async () => {
    const about = parseHtml((await context.app.inject({ url: "/about" })).body);
    expect(about.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${APP_URL}/about`);
    expect(metaContent(about, "og:image")).toBe(`${APP_URL}/og-image.jpg`);
    expect(metaContent(about, "og:type")).toBe("website");
    expect(metaContent(about, "robots")).toBeUndefined();
    const dashboard = parseHtml((await context.app.inject({ url: "/dashboard" })).body);
    expect(metaContent(dashboard, "robots")).toBe("noindex");
    expect(dashboard.querySelector('link[rel="canonical"]')).toBeNull();
    // A watch link that does not exist: 404, out of search, with a title that names no one (a live link's
    // head is in share-links.test.ts).
    const watchResponse = await context.app.inject({ url: "/watch/some-private-token" });
    expect(watchResponse.statusCode).toBe(404);
    const watch = parseHtml(watchResponse.body);
    expect(metaContent(watch, "robots")).toBe("noindex");
    expect(watch.querySelector("title")?.textContent).toBe("Page not found | Salamu");
    expect(watch.querySelector('link[rel="canonical"]')).toBeNull();
  });
});

describe("the sitemap and robots.txt", () => {
  it("lists the static pages, the categories and every listed celebrity, as valid escaped XML", async () => {
    const response = await context.app.inject({ url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    const window = new Window();
    const xml = new window.DOMParser().parseFromString(response.body, "application/xml");
    expect(xml.getElementsByTagName("parsererror")).toHaveLength(0);
    const locations = [...xml.getElementsByTagName("loc")].map((element) => element.textContent);
    expect(locations).toEqual(
      expect.arrayContaining([
        `${APP_URL}/`,
        `${APP_URL}/celebrities`,
        `${APP_URL}/about`,
        `${APP_URL}/business`,
        `${APP_URL}/blog`,
        `${APP_URL}/help-center`,
        `${APP_URL}/terms-of-service`,
        `${APP_URL}/privacy-policy`,
        `${APP_URL}/contact-us`,
        `${APP_URL}/categories/${categoryId}`,
        `${APP_URL}/celebrity/ada_okafor`,
        `${APP_URL}/celebrity/no_photo`,
        `${APP_URL}/celebrity/hostile`,
        `${APP_URL}/celebrity/tom%26jerry`,
      ]),
    );
    for (const hidden of ["hidden_star", "suspended_star", "applicant"]) {
      expect(locations, hidden).not.toContain(`${APP_URL}/celebrity/${hidden}`);
    }
    // Every `&` is an entity; no raw markup from data.
    expect(response.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
    expect(xml.getElementsByTagName("lastmod").length).toBeGreaterThanOrEqual(4);
  });

  it("lets crawlers in, keeps them out of private areas and names the sitemap", async () => {
    const response = await context.app.inject({ url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toBe(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /admin",
        "Disallow: /dashboard",
        "Disallow: /payment",
        ...["fr", "ar", "sw"].flatMap((language) =>
          ["admin", "dashboard", "payment"].map((area) => `Disallow: /${language}/${area}`),
        ),
        "Disallow: /api",
        "",
        `Sitemap: ${APP_URL}/sitemap.xml`,
        "",
      ].join("\n"),
    );
  });
});

describe("the head's building blocks", () => {
  it("writes JSON-LD that cannot close its script block and parses back to the same data", () => {
    const data = { text: "</script><script>alert(1)</script> <!-- & \u2028" };
    const json = jsonForScript(data);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(data);
  });

  it("injects into an index.html with or without its own head", () => {
    const bare = createPageTemplate("<!doctype html><title>Salamu</title><div id=root></div>");
    expect(bare("<title>X</title>")).toBe("<!doctype html>\n    <title>X</title><div id=root></div>");
    const full = createPageTemplate("<html><head>\n<title>Old</title>\n</head><body></body></html>");
    expect(full("<title>New</title>")).toBe(
      '<html lang="en" dir="ltr"><head>\n    <title>New</title>\n</head><body></body></html>',
    );
    expect(full("<title>جديد</title>", "", "ar")).toBe(
      '<html lang="ar" dir="rtl"><head>\n    <title>جديد</title>\n</head><body></body></html>',
    );
    const built = createPageTemplate(
      "<html><head>\n    <title>Old</title>\n    <script src=/app.js></script>\n</head></html>",
    );
    expect(built("<title>New</title>", "<link rel=preload>")).toBe(
      '<html lang="en" dir="ltr"><head>\n    <link rel=preload>\n    <script src=/app.js></script>\n    <title>New</title>\n</head></html>',
    );
  });

  it("gives a blog post its head and BlogPosting JSON-LD once a blog service plugs in", async () => {
    const post = {
      slug: "first-post",
      title: "Our </title> first post",
      excerpt: "Hello </script> world",
      imageUrl: null,
      authorName: "Salamu team",
      publishedAt: new Date("2026-01-02T00:00:00Z"),
      updatedAt: new Date("2026-01-03T00:00:00Z"),
    };
    const pages = createPageMeta({
      catalogue: { findCelebrity: async () => null, listCategories: async () => [] },
      appUrl: APP_URL,
      blog: { findPublishedPost: async (slug) => (slug === post.slug ? post : null) },
    });
    const found = await pages.forRoute("/blog/:slug", { slug: "first-post" });
    expect(found.status).toBe(200);
    expect(found.head).toMatchObject({
      title: "Our </title> first post | Salamu",
      canonicalUrl: `${APP_URL}/blog/first-post`,
      type: "article",
      jsonLd: { "@type": "BlogPosting", headline: post.title, datePublished: "2026-01-02T00:00:00.000Z" },
    });
    expect((await pages.forRoute("/blog/:slug", { slug: "missing" })).status).toBe(404);
  });
});
