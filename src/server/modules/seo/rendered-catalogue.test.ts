import { eq } from "drizzle-orm";
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CurrencyCode } from "@/shared/currencies";
import { CURRENCY_COOKIE } from "@/shared/currencies";
import { formatUsdCentsIn } from "@/shared/money";
import { PAGE_DEFAULTS } from "@/shared/page-content";
import type { CurrenciesResponse } from "@/shared/schemas/currency";
import { celebrityProfiles, videoAccessLog, videoRequests, videoShareLinks } from "../../db/schema/index";
import { createTestApp } from "../../test/app";
import { signInStaff } from "../../test/staff-accounts";
import { renderingWebApp } from "../../test/web-build";
import { insertCategory, insertCelebrity, insertFan, insertRequest, insertReview } from "../catalogue/test-factories";

/**
 * The catalogue's public pages as a crawler, a link preview or a phone before its JavaScript runs gets them:
 * the HTML the server's renderer draws with the web app's own components, and the state handed to the
 * browser so it does not ask again.
 */

const RENDERED_STATE_ID = "salamu-rendered-state";

type RenderedQuery = { queryKey: unknown[]; state: { status: string; data?: unknown } };

function parseHtml(html: string) {
  const window = new Window();
  return new window.DOMParser().parseFromString(html, "text/html");
}

let context: Awaited<ReturnType<typeof createTestApp>>;
let rates: CurrenciesResponse["currencies"];
let watchToken = "";
let watchedRequestId = "";

const ADA = {
  username: "ada_okafor",
  fullName: "Ada Okafor",
  bio: "Afrobeats singer from Lagos, twice crowned best live act.",
  priceCents: 150_00,
  bioTranslations: { fr: "Chanteuse afrobeats de Lagos, deux fois sacrée meilleure artiste de scène." },
};
const REVIEW = "She sang my mother's name three times. We all cried.";
const HERO_TITLE = "Birthday wishes from the stars you love";

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await context.app.inject({ url, headers });
  const document = parseHtml(response.body);
  const root = document.getElementById("root");
  return { response, document, text: root?.textContent?.replace(/\s+/g, " ") ?? "" };
}

/** The query cache the page hands the browser. */
function renderedQueries(document: ReturnType<typeof parseHtml>): RenderedQuery[] {
  const script = document.getElementById(RENDERED_STATE_ID);
  expect(script?.getAttribute("type")).toBe("application/json");
  return (JSON.parse(script?.textContent ?? "null") as { queries: { queries: RenderedQuery[] } }).queries.queries;
}

/** The price a profile shows in `currency`, as the web app writes it (at the server's current rate). */
function priceIn(currency: CurrencyCode, usdCents = ADA.priceCents) {
  const rate = rates.find((candidate) => candidate.code === currency)?.rate;
  if (rate === undefined) throw new Error(`No rate for ${currency}`);
  return formatUsdCentsIn(usdCents, currency, rate);
}

beforeAll(async () => {
  context = await createTestApp(renderingWebApp());
  const db = context.database.db;
  const musicians = await insertCategory(db, { id: "musicians", name: "Musicians & Bands" });
  const comedians = await insertCategory(db, { id: "comedians", name: "Comedians" });
  const ada = await insertCelebrity(db, { categoryId: musicians.id, ...ADA, featured: true });
  await insertCelebrity(db, { categoryId: musicians.id, username: "kofi_mensah", fullName: "Kofi Mensah" });
  await insertCelebrity(db, { categoryId: comedians.id, username: "basket_mouth", fullName: "Bright Okpocha" });
  const fan = await insertFan(db, { name: "Chioma Eze" });
  await insertReview(db, { fanId: fan.id, celebrityId: ada.id, rating: 5, text: REVIEW });
  // A delivered video the fan sent a private watch link of (its files are not in storage).
  const delivered = await insertRequest(db, {
    fanId: fan.id,
    celebrityId: ada.id,
    recipientName: "Amara",
    occasion: "Birthday",
    completedAt: new Date(),
    videoStatus: "ready",
    videoKey: "videos/delivered/video.mp4",
  });
  watchedRequestId = delivered.id;
  watchToken = "w".repeat(43);
  await db.insert(videoShareLinks).values({ requestId: delivered.id, token: watchToken });

  const editor = await signInStaff(context.app, db, "moderator", ["content"]);
  const saved = await context.app.inject({
    method: "PUT",
    url: "/api/admin/pages/home",
    headers: { cookie: editor.cookie },
    payload: { fields: { ...PAGE_DEFAULTS.home, heroTitle: HERO_TITLE } },
  });
  expect(saved.statusCode).toBe(200);

  rates = (await context.app.inject({ url: "/api/currencies" })).json<CurrenciesResponse>().currencies;
});
afterAll(() => context.close());

describe("a celebrity's profile, without JavaScript", () => {
  it("holds the bio, the price and a review's text", async () => {
    const { response, document, text } = await page(`/celebrity/${ADA.username}`);
    expect(response.statusCode).toBe(200);
    expect(document.querySelector("h1")?.textContent).toBe(ADA.fullName);
    expect(text).toContain(ADA.bio);
    expect(document.querySelector('[data-testid="booking-card"] [data-testid="price"]')?.textContent).toBe(
      priceIn("USD"),
    );
    expect(text).toContain(REVIEW);
    expect(text).toContain("Chioma");
    expect(text).not.toContain("Loading");
    // Every word is there, though booking's come only with the request dialog: a missing one shows its key.
    expect(text).not.toMatch(/\b(?:booking|catalogue|shared|common)\.[a-zA-Z]+\.[a-zA-Z]+/);
  });

  it("is painted only once all of it is parsed: the head waits for the state script, which follows #root", async () => {
    const { document } = await page(`/celebrity/${ADA.username}`);
    const expectLink = document.head.querySelector('link[rel="expect"]');
    expect(expectLink?.getAttribute("blocking")).toBe("render");
    expect(expectLink?.getAttribute("href")).toBe(`#${RENDERED_STATE_ID}`);
    expect(document.getElementById("root")?.nextElementSibling?.id).toBe(RENDERED_STATE_ID);
  });

  it("says a full star is fully booked, with the day they open again, and closes 'Request a video' (ADR 055)", async () => {
    const db = context.database.db;
    const full = await insertCelebrity(db, {
      categoryId: "musicians",
      username: "zuri_full",
      fullName: "Zuri Full",
      maxOpenRequests: 1,
    });
    const fan = await insertFan(db);
    const open = await insertRequest(db, {
      fanId: fan.id,
      celebrityId: full.id,
      status: "accepted",
      createdAt: new Date(),
      paidAt: new Date(),
      expiresAt: new Date("2099-03-14T09:00:00Z"),
    });
    const { document, text } = await page("/celebrity/zuri_full");
    // Out of the catalogue again: the lists below count the others.
    await db.delete(videoRequests).where(eq(videoRequests.id, open.id));
    await db.delete(celebrityProfiles).where(eq(celebrityProfiles.id, full.id));
    expect(text).toContain("Fully booked right now");
    expect(text).toContain("Zuri Full is fully booked. New requests are expected to open again by Mar 14, 2099.");
    const button = [...document.querySelectorAll("button")].find((each) => each.textContent === "Request a video");
    expect(button?.hasAttribute("disabled")).toBe(true);
    // The same answer the browser starts from (no second look that could disagree).
    const profile = renderedQueries(document).find((query) => JSON.stringify(query.queryKey).includes("zuri_full"));
    expect(profile?.state.data).toMatchObject({ full: true, opensAgainOn: "2099-03-14" });
  });

  it("offers rush delivery with its price in the visitor's currency, when the star offers it (ADR 059)", async () => {
    const db = context.database.db;
    const star = await insertCelebrity(db, {
      categoryId: "musicians",
      username: "rafiki_rush",
      fullName: "Rafiki Rush",
      rushPriceCents: 2_500,
    });
    const { document, text } = await page("/celebrity/rafiki_rush", { cookie: `${CURRENCY_COOKIE}=KES` });
    const plain = await page(`/celebrity/${ADA.username}`, { cookie: `${CURRENCY_COOKIE}=KES` });
    await db.delete(celebrityProfiles).where(eq(celebrityProfiles.id, star.id));
    const kes = rates.find((entry) => entry.code === "KES")!.rate;
    expect(document.querySelector('[data-testid="rush-offer"]')?.textContent?.replace(/\s+/g, " ")).toBe(
      `Rush: 24-hour delivery for +${formatUsdCentsIn(2_500, "KES", kes)}`.replace(/\s+/g, " "),
    );
    expect(text).toContain("Rush: 24-hour delivery");
    // A star who does not offer it: no word of it.
    expect(plain.text).not.toContain("Rush:");
  });

  it("opens the tab its address names, as links that work before the page's code has come", async () => {
    const selected = (document: ReturnType<typeof parseHtml>) =>
      document.querySelector('[role="tab"][aria-selected="true"]')?.textContent;
    const first = await page(`/celebrity/${ADA.username}`);
    expect(selected(first.document)).toBe("Reviews");
    const videosLink = [...first.document.querySelectorAll('a[role="tab"]')].find(
      (tab) => tab.textContent === "Videos",
    );
    expect(videosLink?.getAttribute("href")).toBe("?tab=videos");
    const videos = await page(`/celebrity/${ADA.username}?tab=videos`);
    expect(selected(videos.document)).toBe("Videos");
    expect(videos.text).not.toContain(REVIEW);
  });

  it("hands the browser the profile and its reviews, so it does not fetch them again", async () => {
    const { document } = await page(`/celebrity/${ADA.username}`);
    const queries = renderedQueries(document);
    const profile = queries.find(
      (query) => query.queryKey.join("/") === `celebrities/detail/${ADA.username}/profile/en`,
    );
    expect(profile?.state.status).toBe("success");
    expect(profile?.state.data).toMatchObject({ username: ADA.username, bio: ADA.bio });
    const reviews = queries.find((query) => query.queryKey.join("/") === `celebrities/detail/${ADA.username}/reviews`);
    expect(reviews?.state.data).toMatchObject({ items: [expect.objectContaining({ text: REVIEW })] });
    // Never anyone's session: the browser asks who is signed in itself.
    expect(queries.some((query) => query.queryKey[0] === "session")).toBe(false);
  });

  it("draws the bio in the address's language when the star wrote one, marked with its language", async () => {
    const french = ADA.bioTranslations.fr;
    const { document, text } = await page(`/fr/celebrity/${ADA.username}`);
    expect(text).toContain(french);
    expect(text).not.toContain(ADA.bio);
    const bio = [...document.querySelectorAll("p")].find((element) => element.textContent === french);
    expect(bio?.getAttribute("lang")).toBe("fr");
    expect(bio?.getAttribute("dir")).toBe("auto");
    const keys = renderedQueries(document).map((query) => query.queryKey.join("/"));
    expect(keys).toContain(`celebrities/detail/${ADA.username}/profile/fr`);
    // No Swahili text: the main bio, in no language the page claims.
    const swahili = await page(`/sw/celebrity/${ADA.username}`);
    expect(swahili.text).toContain(ADA.bio);
    const main = [...swahili.document.querySelectorAll("p")].find((element) => element.textContent === ADA.bio);
    expect(main?.hasAttribute("lang")).toBe(false);
  });

  it("holds only its own celebrity when several profiles are drawn at once", async () => {
    // One set of routes serves every render: each render's data must stay its own.
    const names = { ada_okafor: ADA.fullName, kofi_mensah: "Kofi Mensah", basket_mouth: "Bright Okpocha" };
    const drawn = await Promise.all(
      Object.keys(names).flatMap((username) => [1, 2].map(() => page(`/celebrity/${username}?at-once=${username}`))),
    );
    const headings = drawn.map(({ document }) => document.querySelector("h1")?.textContent);
    expect(headings).toEqual(Object.values(names).flatMap((name) => [name, name]));
    for (const [index, { document }] of drawn.entries()) {
      const username = Object.keys(names)[Math.floor(index / 2)];
      const profiles = renderedQueries(document).filter((query) => query.queryKey[1] === "detail");
      // The profile, its videos and its reviews: every one this render's own.
      expect(profiles.length).toBeGreaterThan(0);
      expect(profiles.map((query) => query.queryKey[2])).toEqual(profiles.map(() => username));
    }
  });

  it("draws the price in the visitor's currency: the saved choice, else the country, else the language", async () => {
    const cases: [Record<string, string>, CurrencyCode][] = [
      [{ cookie: `${CURRENCY_COOKIE}=GHS`, "cf-ipcountry": "KE", "accept-language": "en-NG" }, "GHS"],
      [{ "cf-ipcountry": "KE", "accept-language": "en-NG" }, "KES"],
      [{ "accept-language": "en-NG,en;q=0.8" }, "NGN"],
      [{}, "USD"],
    ];
    for (const [headers, currency] of cases) {
      const { response, document } = await page(`/celebrity/${ADA.username}`, headers);
      expect(response.headers.vary).toContain("cookie");
      const card = document.querySelector('[data-testid="booking-card"]');
      expect(card?.querySelector('[data-testid="price"]')?.textContent, currency).toBe(priceIn(currency));
      const state = JSON.parse(document.getElementById(RENDERED_STATE_ID)?.textContent ?? "null");
      expect(state.currency).toBe(currency);
      if (currency !== "USD") {
        expect(card?.querySelector('[data-testid="price-usd"]')?.textContent).toBe(`~${priceIn("USD")}`);
      }
    }
  });

  it("answers 404 with the page's own words for a profile that does not exist or is hidden", async () => {
    await insertCelebrity(context.database.db, {
      categoryId: "musicians",
      username: "hidden_star",
      bio: "Not public.",
      hidden: true,
    });
    for (const username of ["nobody_here", "hidden_star"]) {
      const { response, text } = await page(`/celebrity/${username}`);
      expect(response.statusCode, username).toBe(404);
      expect(text).toContain("Celebrity Not Found");
      expect(text).toContain("We couldn't find the celebrity you're looking for.");
      expect(text).not.toContain("Not public.");
    }
  });
});

describe("home, browse and categories, without JavaScript", () => {
  it("draws the header's search as a form that searches the catalogue before the page's code has come", async () => {
    const { document } = await page("/help-center");
    const search = document.querySelector('header form[role="search"]');
    expect(search?.getAttribute("action")).toBe("/celebrities");
    expect(search?.getAttribute("method")).toBe("get");
    expect(search?.querySelector('input[type="search"]')?.getAttribute("name")).toBe("q");
  });

  it("home holds the texts staff saved, the featured stars with their prices, and the categories", async () => {
    const { response, document, text } = await page("/", { "cf-ipcountry": "KE", "accept-language": "en-KE" });
    expect(response.statusCode).toBe(200);
    expect(document.querySelector("h1")?.textContent).toContain(HERO_TITLE);
    expect(text).toContain(PAGE_DEFAULTS.home.heroDescription);
    const featured = [...document.querySelectorAll('[data-testid="celebrity-card"]')];
    expect(featured.map((card) => card.querySelector("h3")?.textContent)).toEqual([ADA.fullName]);
    expect(featured[0]?.querySelector('[data-testid="price"]')?.textContent).toBe(priceIn("KES"));
    expect(text).toContain("Musicians & Bands");
    expect(text).toContain("Comedians");
    // The saved texts are drawn visible, not held invisibly as while they load in the browser.
    expect(document.querySelector('[data-field="heroTitle"]')?.className ?? "").not.toContain("invisible");
  });

  it("home in French draws its featured stars in French (the words of a lazy section, which the server loads too)", async () => {
    const { text } = await page("/fr");
    expect(text).toContain("Stars à la une");
    expect(text).not.toContain("catalogue.featured");
  });

  it("browse lists the celebrities, and the list of the address's filters", async () => {
    const all = await page("/celebrities");
    expect(all.response.statusCode).toBe(200);
    for (const name of [ADA.fullName, "Kofi Mensah", "Bright Okpocha"]) expect(all.text).toContain(name);
    expect(all.text).toContain("3 celebrities");

    const comedians = await page("/celebrities?category=comedians");
    expect(comedians.text).toContain("Bright Okpocha");
    expect(comedians.text).not.toContain(ADA.fullName);
    expect(comedians.text).toContain("1 celebrity in Comedians");

    const searched = await page("/celebrities?search=kofi");
    expect(searched.text).toContain("Kofi Mensah");
    expect(searched.text).not.toContain("Bright Okpocha");
  });

  it("categories show their tiles and celebrities; one category only its own", async () => {
    const all = await page("/categories");
    expect(all.response.statusCode).toBe(200);
    expect(all.text).toContain("All categories");
    expect(all.text).toContain("Musicians & Bands");
    for (const name of [ADA.fullName, "Kofi Mensah", "Bright Okpocha"]) expect(all.text).toContain(name);

    const musicians = await page("/categories/musicians");
    expect(musicians.document.querySelector("h1")?.textContent).toBe("Musicians & Bands");
    expect(musicians.text).toContain(ADA.fullName);
    expect(musicians.text).toContain("Kofi Mensah");
    expect(musicians.text).not.toContain("Bright Okpocha");

    const unknown = await page("/categories/jugglers");
    expect(unknown.response.statusCode).toBe(404);
    expect(unknown.text).toContain("Category not found");
  });
});

describe("the watch page and the not-found page, without JavaScript", () => {
  it("a watch link shows who the video is from and for, and reading it logs no viewing", async () => {
    const { response, document, text } = await page(`/watch/${watchToken}`);
    expect(response.statusCode).toBe(200);
    expect(document.querySelector("h1")?.textContent).toBe(`From ${ADA.fullName}`);
    expect(text).toContain("A personalised video for Amara");
    expect(document.querySelector('[data-testid="watch-player"]')?.getAttribute("src")).toBe(
      `/api/watch/${watchToken}/stream`,
    );
    const watched = renderedQueries(document).find((query) => query.queryKey.join("/") === `watch/${watchToken}`);
    expect(watched?.state.status).toBe("success");
    // An opening is logged when the video itself is streamed, never by drawing the page.
    const log = await context.database.db
      .select()
      .from(videoAccessLog)
      .where(eq(videoAccessLog.requestId, watchedRequestId));
    expect(log).toEqual([]);
  });

  it("an unknown watch link answers 404 with the not-found page", async () => {
    const { response, text } = await page("/watch/not-a-real-token-at-all-0000000000");
    expect(response.statusCode).toBe(404);
    expect(text).toContain("Oops! Page not found");
  });

  it("an unknown address answers 404 with the not-found page", async () => {
    const { response, text } = await page("/no-such-page");
    expect(response.statusCode).toBe(404);
    expect(text).toContain("Oops! Page not found");
    expect(text).toContain("Return to Home");
  });
});
