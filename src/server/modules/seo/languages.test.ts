import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALE_COOKIE } from "@/shared/locales";
import { createTestApp } from "../../test/app";
import { renderingWebApp } from "../../test/web-build";
import { insertCategory, insertCelebrity } from "../catalogue/test-factories";

/**
 * Each public page in each language (issue 22): the address says the language, a visitor without one lands
 * in theirs, and the HTML a crawler or a phone gets is written in it, with its direction and its alternates.
 */

let context: Awaited<ReturnType<typeof createTestApp>>;
const APP_URL = "https://salamu.example";

const parse = (html: string) => new new Window().DOMParser().parseFromString(html, "text/html");

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await context.app.inject({ url, headers });
  return { response, document: parse(response.body) };
}

beforeAll(async () => {
  context = await createTestApp({ ...renderingWebApp(), APP_URL });
  const db = context.database.db;
  const musicians = await insertCategory(db, { id: "musicians", name: "Musicians & Bands" });
  await insertCelebrity(db, { categoryId: musicians.id, username: "ada_okafor", fullName: "Ada Okafor" });
});

afterAll(async () => {
  await context?.close();
});

describe("an address without a language", () => {
  it("sends a visitor to their browser's language, else their country's, and keeps English for the rest", async () => {
    const french = await get("/celebrities?sort=rating", { "accept-language": "fr-SN,fr;q=0.9,en;q=0.5" });
    expect(french.response.statusCode).toBe(302);
    expect(french.response.headers.location).toBe("/fr/celebrities?sort=rating");
    expect(String(french.response.headers.vary)).toMatch(/cookie.*accept-language/);

    const home = await get("/", { "accept-language": "ar-EG" });
    expect(home.response.headers.location).toBe("/ar");

    // No language the site writes in the browser's list: the country decides (Kenya reads Swahili here).
    const kenyan = await get("/about", { "accept-language": "de-DE", "cf-ipcountry": "KE" });
    expect(kenyan.response.headers.location).toBe("/sw/about");

    const english = await get("/about", { "accept-language": "en-GB,fr;q=0.8" });
    expect(english.response.statusCode).toBe(200);
    expect(english.document.documentElement.getAttribute("lang")).toBe("en");
  });

  it("lets a saved choice win over the browser's languages", async () => {
    const chosen = await get("/", { "accept-language": "fr-SN", cookie: `${LOCALE_COOKIE}=en` });
    expect(chosen.response.statusCode).toBe(200);
    const swahili = await get("/", { "accept-language": "fr-SN", cookie: `${LOCALE_COOKIE}=sw` });
    expect(swahili.response.headers.location).toBe("/sw");
  });
});

describe("a page in a language", () => {
  it("is drawn in Arabic, right to left, with the same page in every language named", async () => {
    const { response, document } = await get("/ar/celebrities");
    expect(response.statusCode).toBe(200);
    expect(document.documentElement.getAttribute("lang")).toBe("ar");
    expect(document.documentElement.getAttribute("dir")).toBe("rtl");
    expect(document.title).toBe("تصفّح المشاهير | Salamu");
    const nav = document.querySelector('#root nav a[href="/ar/celebrities"]');
    expect(nav?.textContent).toBe("المشاهير");
    expect(document.getElementById("root")?.textContent).toContain("Ada Okafor");
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${APP_URL}/ar/celebrities`);
    const alternates = [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute("hreflang"),
      link.getAttribute("href"),
    ]);
    expect(alternates).toEqual([
      ["en", `${APP_URL}/celebrities`],
      ["fr", `${APP_URL}/fr/celebrities`],
      ["ar", `${APP_URL}/ar/celebrities`],
      ["sw", `${APP_URL}/sw/celebrities`],
      ["x-default", `${APP_URL}/celebrities`],
    ]);
  });

  it("keeps the language on every link and in the description", async () => {
    const { document } = await get("/fr");
    expect(document.documentElement.getAttribute("dir")).toBe("ltr");
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(
      "Réservez des messages vidéo personnalisés des plus grandes stars africaines.",
    );
    const internal = [...document.querySelectorAll("#root a[href^='/']:not([hreflang])")].map((link) =>
      link.getAttribute("href"),
    );
    expect(internal.length).toBeGreaterThan(5);
    expect(internal.filter((href) => !href?.startsWith("/fr"))).toEqual([]);
  });

  it("answers an unknown page 404 in its language", async () => {
    const { response, document } = await get("/sw/hakuna-ukurasa");
    expect(response.statusCode).toBe(404);
    expect(document.documentElement.getAttribute("lang")).toBe("sw");
  });
});

describe("search engines", () => {
  it("find every page in every language in the sitemap, each naming its alternates", async () => {
    const response = await context.app.inject({ url: "/sitemap.xml" });
    const xml = response.body;
    for (const path of ["/celebrities", "/fr/celebrities", "/ar/celebrities", "/sw/celebrities"]) {
      expect(xml).toContain(`<loc>${APP_URL}${path}</loc>`);
    }
    expect(xml).toContain(`<loc>${APP_URL}/fr/celebrity/ada_okafor</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${APP_URL}/celebrity/ada_okafor"/>`);
  });
});
