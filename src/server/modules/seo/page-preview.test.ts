import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_DEFAULTS } from "@/shared/page-content";
import { pageContents, sliderItems } from "../../db/schema/index";
import { createTestApp } from "../../test/app";
import { insertCategory, insertCelebrity } from "../catalogue/test-factories";

/** A stand-in for `vite build`: an index.html with an empty root and the app's script. */
function fakeWebBuild() {
  const dir = mkdtempSync(join(tmpdir(), "salamu-web-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(
    join(dir, "index.html"),
    '<!doctype html><html lang="en"><head><title>Salamu</title><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

const parseHtml = (html: string) => new new Window().DOMParser().parseFromString(html, "text/html");
const pageData = (document: ReturnType<typeof parseHtml>) =>
  new Map(
    (JSON.parse(document.getElementById("salamu-page-data")?.textContent ?? "[]") as [unknown[], unknown][]).map(
      ([key, data]) => [JSON.stringify(key), data],
    ),
  );

const HOSTILE = `</p><script>alert(1)</script><img src=x onerror=alert(2)> "quoted" '`;
const PHOTO = `/api/images/${"a".repeat(32)}-480.webp`;

let context: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  context = await createTestApp({ WEB_DIST_DIR: fakeWebBuild() });
  const db = context.database.db;
  const category = await insertCategory(db, { id: "musicians", name: "Musicians & Bands" });
  await insertCelebrity(db, {
    categoryId: category.id,
    username: "ada_okafor",
    fullName: "Ada Okafor",
    profession: "musician",
    imageUrl: PHOTO,
  });
  await insertCelebrity(db, { categoryId: category.id, username: "hostile", fullName: HOSTILE });
  await db.insert(sliderItems).values([
    {
      title: HOSTILE,
      description: `Birthdays & ${HOSTILE}`,
      imageUrl: "/banners/golden-hour.svg",
      buttonText: "Browse <stars>",
      buttonLink: "/celebrities",
      sortOrder: 0,
    },
    { title: "Second", description: "Not drawn", imageUrl: "/banners/celebration.svg", sortOrder: 1 },
  ]);
  await db.insert(pageContents).values({
    pageId: "home",
    fields: { ...PAGE_DEFAULTS.home, heroTitle: "Hello <b>stars</b>", heroDescription: HOSTILE },
  });
});
afterAll(() => context.close());

describe("the home page's HTML", () => {
  it("carries the banner slides and the page's texts exactly as the API answers them", async () => {
    const document = parseHtml((await context.app.inject({ url: "/" })).body);
    const data = pageData(document);
    const slider = await context.app.inject({ url: "/api/slider" });
    const texts = await context.app.inject({ url: "/api/pages/home" });
    // The web app's query keys (publicKeys.slider, publicKeys.page("home")).
    expect(data.get(JSON.stringify(["slider"]))).toEqual(slider.json());
    expect(data.get(JSON.stringify(["pages", "home"]))).toEqual(texts.json());
  });

  it("previews the first banner, its picture fetched first, and the hero with the saved texts, all inert", async () => {
    const response = await context.app.inject({ url: "/" });
    expect(response.body).not.toContain("<script>alert");
    const root = parseHtml(response.body).getElementById("root")!;
    // Only the banner's picture: nothing the texts brought.
    const images = root.querySelectorAll("img");
    expect(images).toHaveLength(1);
    expect(images[0]!.getAttribute("src")).toBe("/banners/golden-hour.svg");
    expect(images[0]!.getAttribute("fetchpriority")).toBe("high");
    expect(root.querySelector("h2")?.textContent).toBe(HOSTILE);
    expect(root.querySelector("a[href='/celebrities']")?.textContent).toBe("Browse <stars>");
    expect(root.textContent).not.toContain("Not drawn");
    expect(root.querySelector("h1")?.textContent).toBe(`Hello <b>stars</b> ${PAGE_DEFAULTS.home.heroTitleHighlight}`);
    expect(root.querySelector("h1 b")).toBeNull();
    expect([...root.querySelectorAll("p")].map((p) => p.textContent)).toContain(HOSTILE);
  });

  it("asks for the banner's picture before the app's script", async () => {
    const body = (await context.app.inject({ url: "/" })).body;
    const preload = body.indexOf(
      '<link rel="preload" as="image" href="/banners/golden-hour.svg" fetchpriority="high" />',
    );
    expect(preload).toBeGreaterThan(0);
    expect(preload).toBeLessThan(body.indexOf("<script"));
  });

  it("draws a slide's button as plain text when its link is not one a slide may carry", async () => {
    const db = context.database.db;
    await db.delete(sliderItems);
    await db.insert(sliderItems).values({
      title: "Hi",
      description: "There",
      imageUrl: "/banners/golden-hour.svg",
      buttonText: "Click",
      buttonLink: "javascript:alert(1)",
    });
    const root = parseHtml((await context.app.inject({ url: "/" })).body).getElementById("root")!;
    expect(root.textContent).toContain("Click");
    expect(root.querySelector("a[href^='javascript']")).toBeNull();
  });

  it("starts with the hero when there are no slides", async () => {
    await context.database.db.delete(sliderItems);
    const root = parseHtml((await context.app.inject({ url: "/" })).body).getElementById("root")!;
    expect(root.querySelectorAll("img")).toHaveLength(0);
    expect(root.querySelector("h1")?.textContent).toContain("Hello <b>stars</b>");
  });
});

describe("the browse page's HTML", () => {
  it("previews the first cards with their portraits at the card's sizes, names inert", async () => {
    const response = await context.app.inject({ url: "/celebrities" });
    expect(response.body).not.toContain("<script>alert");
    const root = parseHtml(response.body).getElementById("root")!;
    expect(root.querySelector("h1")?.textContent).toBe("Browse celebrities");
    const cards = [...root.querySelectorAll("li")];
    const card = (name: string) => cards.find((each) => each.querySelector("h3")?.textContent === name)!;
    expect(cards).toHaveLength(2);
    const portrait = card("Ada Okafor").querySelector("img")!;
    expect(portrait.getAttribute("src")).toBe(PHOTO);
    expect(portrait.getAttribute("srcset")).toContain("-160.webp 160w");
    expect(portrait.getAttribute("fetchpriority")).toBe("high");
    expect(portrait.getAttribute("loading")).toBeNull();
    expect(card("Ada Okafor").querySelector("a")?.getAttribute("href")).toBe("/celebrity/ada_okafor");
    // No photo: the initials avatar the app draws (and nothing the name brought).
    expect(card(HOSTILE).querySelectorAll("img")).toHaveLength(0);
    expect(card("Ada Okafor").querySelector("svg")).toBeNull();
    expect(card(HOSTILE).querySelector("svg text")?.textContent).toBe("<'");
    expect(root.textContent).toContain("2 celebrities");
    const preload = parseHtml(response.body).querySelector('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute("href")).toBe(PHOTO);
    expect(preload?.getAttribute("imagesrcset")).toBe(portrait.getAttribute("srcset"));
    expect(preload?.getAttribute("imagesizes")).toBe(portrait.getAttribute("sizes"));
  });
});

describe("a profile's HTML", () => {
  it("previews the photo first, fetched before the app's script, with the name and bio inert", async () => {
    const response = await context.app.inject({ url: "/celebrity/ada_okafor" });
    expect(response.statusCode).toBe(200);
    const document = parseHtml(response.body);
    const root = document.getElementById("root")!;
    const photo = root.querySelector("img")!;
    expect(photo.getAttribute("src")).toBe(PHOTO);
    expect(photo.getAttribute("alt")).toBe("Ada Okafor");
    expect(photo.getAttribute("fetchpriority")).toBe("high");
    expect(root.querySelector("h1")?.textContent).toBe("Ada Okafor");
    expect(root.querySelector("h1 + p")?.textContent).toBe("Musician");
    const preload = document.querySelector('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute("href")).toBe(PHOTO);
    expect(preload?.getAttribute("imagesrcset")).toBe(photo.getAttribute("srcset"));
    expect(preload?.getAttribute("imagesizes")).toBe(photo.getAttribute("sizes"));
    expect(response.body.indexOf('rel="preload"')).toBeLessThan(response.body.indexOf("/assets/index-abc123.js"));
  });

  it("draws no picture for a profile without a photo, and escapes a hostile name", async () => {
    const response = await context.app.inject({ url: "/celebrity/hostile" });
    expect(response.body).not.toContain("<script>alert");
    const document = parseHtml(response.body);
    const root = document.getElementById("root")!;
    expect(root.querySelectorAll("img")).toHaveLength(0);
    expect(root.querySelector("h1")?.textContent).toBe(HOSTILE);
    expect(document.querySelector('link[rel="preload"][as="image"]')).toBeNull();
  });
});
