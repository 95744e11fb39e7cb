import type { APIRequestContext, Browser, ConsoleMessage, Page, Route, ViewportSize } from "@playwright/test";
import sharp from "sharp";
import { DEMO_BLOG_POSTS, DEMO_CELEBRITIES } from "../src/server/demo/demo-data";
import { pageHref } from "../src/shared/client-routes";
import { ABOUT_TEXTS } from "../src/shared/page-texts/texts-about";
import { BUSINESS_TEXTS } from "../src/shared/page-texts/texts-business";
import { CONTACT_TEXTS } from "../src/shared/page-texts/texts-contact";
import { HELP_TEXTS } from "../src/shared/page-texts/texts-help";
import { HOME_TEXTS } from "../src/shared/page-texts/texts-home";
import { PRIVACY_TEXTS } from "../src/shared/page-texts/texts-privacy";
import { TERMS_TEXTS } from "../src/shared/page-texts/texts-terms";
import { expectNoSeriousA11yViolations } from "./axe";
import { DEMO_CELEBRITY, demoAccount, expect, logInAs, shoot, test, waitForHydration } from "./fixtures";

// Issue 20: every public page comes drawn by the server with its content, React takes that HTML over without
// a mismatch, nothing moves when it does, and taps work afterwards. At a phone's width and a laptop's.

/**
 * These tests check how pages are drawn and taken over, the same whichever database holds their data (the
 * server tests check the data on both): CI runs them once, on PGlite (e2e/run.ts, DATABASE_TESTS_ONLY).
 */
const RENDERING = { tag: "@rendering" };

/** As the test fixtures' visitor: a first-time visitor from the US (prices in USD). */
const VISITOR_HEADERS = { "accept-language": "en-US,en;q=0.9" };

const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

type PublicPage = {
  /** Names the test and its screenshots. */
  name: string;
  path: string;
  /** The page's main heading (its h1), as a screen reader announces it. */
  heading: string;
  /** Text of the page's real content (its data, or its saved texts), not just its frame. */
  content: string;
  status?: number;
};

const STAR = DEMO_CELEBRITIES.find((celebrity) => celebrity.username === DEMO_CELEBRITY.username)!;
const POST = DEMO_BLOG_POSTS[0]!;
const POST_PARAGRAPH = POST.content[0]!;
const BUSINESS_POST = DEMO_BLOG_POSTS.find((post) => post.tags.includes("Business"))!;
const firstSentence = (text: string) => text.split(". ")[0]!;

const PUBLIC_PAGES: PublicPage[] = [
  {
    name: "home",
    path: "/",
    heading: `${HOME_TEXTS.heroTitle} ${HOME_TEXTS.heroTitleHighlight}`,
    content: STAR.fullName,
  },
  { name: "celebrities", path: "/celebrities", heading: "Browse celebrities", content: STAR.fullName },
  { name: "categories", path: "/categories", heading: "Categories", content: STAR.fullName },
  {
    name: "category",
    path: pageHref("/categories/:categoryId", { categoryId: STAR.categoryId }),
    heading: "Actors",
    content: STAR.fullName,
  },
  {
    name: "profile",
    path: pageHref("/celebrity/:username", { username: STAR.username }),
    heading: STAR.fullName,
    content: firstSentence(STAR.bio),
  },
  // The About page's story is edited by page-editing.spec.ts: its vision statement is not.
  { name: "about", path: "/about", heading: ABOUT_TEXTS.pageTitle, content: ABOUT_TEXTS.visionStatement },
  { name: "business", path: "/business", heading: BUSINESS_TEXTS.pageTitle, content: BUSINESS_TEXTS.subheading },
  { name: "contact", path: "/contact-us", heading: CONTACT_TEXTS.pageTitle, content: CONTACT_TEXTS.description },
  { name: "help", path: "/help-center", heading: HELP_TEXTS.pageTitle, content: HELP_TEXTS.description },
  { name: "terms", path: "/terms-of-service", heading: TERMS_TEXTS.pageTitle, content: TERMS_TEXTS.intro },
  { name: "privacy", path: "/privacy-policy", heading: PRIVACY_TEXTS.pageTitle, content: PRIVACY_TEXTS.intro },
  {
    name: "become-celebrity",
    path: "/become-celebrity",
    heading: "Become a Salamu celebrity",
    content: "Share personalised video messages with your fans and get paid for every request.",
  },
  { name: "blog", path: "/blog", heading: "Salamu Blog", content: POST.title },
  {
    name: "blog-post",
    path: pageHref("/blog/:slug", { slug: POST.slug }),
    heading: POST.title,
    content: POST_PARAGRAPH,
  },
  { name: "blog-categories", path: "/blog/categories", heading: "Blog Categories", content: "Business" },
  {
    name: "blog-tag",
    path: pageHref("/blog/tag/:tag", { tag: "Business" }),
    heading: "Posts tagged “Business”",
    content: BUSINESS_POST.title,
  },
  {
    name: "not-found",
    path: "/no-such-page",
    heading: "404",
    content: "Oops! Page not found",
    status: 404,
  },
];

/**
 * The watch page of a private link to one of the demo fan's delivered videos, made for the test; none when the
 * demo fan has no delivered video (the demo data delivers its showcase videos to fans who cannot sign in).
 */
async function demoWatchPage(request: APIRequestContext): Promise<PublicPage | { skip: string }> {
  const fan = demoAccount("fan");
  const signedIn = await request.post("/api/session", { data: { email: fan.email, password: fan.password } });
  expect(signedIn.ok()).toBe(true);
  const { requests } = (await (await request.get("/api/requests/mine")).json()) as {
    requests: { id: string; status: string; videoStatus: string }[];
  };
  const delivered = requests.find((item) => item.status === "completed" && item.videoStatus === "ready");
  if (!delivered) {
    return {
      skip: "the demo data has no delivered video the demo fan can share (its showcase videos belong to fans without a login); gift.spec.ts covers the watch page",
    };
  }
  const link = await request.post(`/api/requests/${delivered.id}/share-link`);
  expect(link.status()).toBe(201);
  const { path } = (await link.json()) as { path: string };
  const answer = await request.get(`/api${path}`);
  expect(answer.status()).toBe(200);
  const watch = (await answer.json()) as {
    celebrity: { fullName: string };
    forName: string | null;
  };
  return {
    name: "watch",
    path,
    heading: `From ${watch.celebrity.fullName}`,
    content: watch.forName ? `A personalised video for ${watch.forName}` : "A personalised video for you",
  };
}

/**
 * What a missing page logs about itself: its own 404, which the browser reports for any 404 document, and the
 * not-found page's own report of the address (the spec asks for it; static-pages.test.tsx asserts it).
 */
const isOwnNotFound = (message: ConsoleMessage, page: Page) =>
  (message.text() === "Failed to load resource: the server responded with a status of 404 (Not Found)" &&
    message.location().url === page.url()) ||
  message.text() === `404 Error: User attempted to access non-existent route: ${new URL(page.url()).pathname}`;

/** Every console error and warning (React's hydration mismatches among them) and uncaught error. */
function recordConsoleProblems(page: Page, { expectedStatus }: { expectedStatus: number }) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    if (expectedStatus === 404 && isOwnNotFound(message, page)) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

type Shift = { value: number; hadRecentInput: boolean; sources: { node: string; inSiteHeader: boolean }[] };

/** Records every layout shift of the page from its first paint (installed before any of its scripts). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
    type LayoutShiftEntry = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null }[];
    };
    const describeNode = (node: Node | null) => {
      const element = node instanceof Element ? node : node?.parentElement;
      if (!element) return { node: "(gone)", inSiteHeader: false };
      const siteHeader = document.querySelector("#root header");
      return {
        node: `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join(".")} "${(element.textContent ?? "").trim().slice(0, 40)}"`,
        inSiteHeader: !!siteHeader?.contains(element),
      };
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        shifts.push({
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          sources: entry.sources.map((source) => describeNode(source.node)),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

async function layoutShifts(page: Page): Promise<Shift[]> {
  // Layout-shift entries are delivered after the frame that moved: let two frames pass first.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
  return shifts.filter((shift) => !shift.hadRecentInput);
}

const total = (shifts: Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);

/** The page settled: hydrated, its requests (the session check, images) done, its fonts in. */
async function settle(page: Page) {
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function withRequest<T>(browser: Browser, use: (request: APIRequestContext) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await use(context.request);
  } finally {
    await context.close();
  }
}

/** (a) The HTML alone, no script run: the page's heading and content are in it, with the right status. */
async function expectServerHtmlHolds(browser: Browser, entry: PublicPage, path: string, viewport: ViewportSize) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport, extraHTTPHeaders: VISITOR_HEADERS });
  try {
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(entry.status ?? 200);
    // Soft, as every check below: one run tells all that is wrong with a page. Nothing changes without
    // scripts, so there is nothing to wait for.
    const drawn = { timeout: 1_000 };
    await expect
      .soft(page.getByRole("heading", { name: entry.heading, exact: true, level: 1 }), "heading in the HTML")
      .toBeVisible(drawn);
    await expect.soft(page.getByRole("main"), "content in the HTML").toContainText(entry.content, drawn);
  } finally {
    await context.close();
  }
}

type PageUnderTest = PublicPage | ((request: APIRequestContext) => Promise<PublicPage | { skip: string }>);

for (const pageUnderTest of [...PUBLIC_PAGES, demoWatchPage] as PageUnderTest[]) {
  const name = typeof pageUnderTest === "function" ? "watch" : pageUnderTest.name;
  for (const viewport of WIDTHS) {
    test(
      `${name} at ${viewport.width}px: served drawn, hydrated without a warning or a shift, axe clean, taps work`,
      RENDERING,
      async ({ page, browser }) => {
        const found = typeof pageUnderTest === "function" ? await withRequest(browser, pageUnderTest) : pageUnderTest;
        if ("skip" in found) {
          test.skip(true, found.skip);
          return;
        }
        const entry = found;
        const href = entry.path;

        await expectServerHtmlHolds(browser, entry, href, viewport);

        // (b) and (c): the page with its scripts.
        await page.setViewportSize(viewport);
        await recordLayoutShifts(page);
        const problems = recordConsoleProblems(page, { expectedStatus: entry.status ?? 200 });
        const response = await page.goto(href);
        expect(response?.status()).toBe(entry.status ?? 200);
        await settle(page);
        await expect.soft(page.getByRole("heading", { name: entry.heading, exact: true, level: 1 })).toBeVisible();
        await expect.soft(page.getByRole("main")).toContainText(entry.content);
        const shifts = await layoutShifts(page);
        expect.soft(shifts, "layout shifts while the page hydrated").toEqual([]);
        expect.soft(problems, "console errors and warnings").toEqual([]);
        if (viewport.width === 375) await shoot(page, `ssr-${entry.name}`);

        // (d)
        await page.setViewportSize(viewport);
        await expectNoSeriousA11yViolations(page);

        // (e) A tap after hydration: the header's Log in (in the menu on a phone) opens /login in the app.
        const header = page.getByRole("banner");
        if (viewport.width < 768) {
          await header.getByRole("button", { name: "Open menu" }).click();
          await expect(header.getByRole("navigation", { name: "Mobile" })).toBeVisible();
        }
        await header.getByRole("link", { name: "Log in" }).click();
        await expect(page).toHaveURL(/\/login$/);
        await expect(page.getByLabel("Email")).toBeVisible();
      },
    );
  }
}

for (const viewport of WIDTHS) {
  test(
    `signed in at ${viewport.width}px: the server's HTML is anonymous, the header then shows the fan, nothing below it moves`,
    RENDERING,
    async ({ page }) => {
      const fan = await logInAs(page, "fan");
      const path = "/about";

      // The HTML is the anonymous visitor's (the same cached page serves everyone).
      const html = await (await page.request.get(path)).text();
      expect(html).toContain(">Log in<");
      expect(html).not.toContain(fan.name);

      await page.setViewportSize(viewport);
      await recordLayoutShifts(page);
      const problems = recordConsoleProblems(page, { expectedStatus: 200 });
      await page.goto(path);
      await settle(page);
      const header = page.getByRole("banner");
      // On a laptop the account button is in the header's row; on a phone in the menu (its opening is a tap,
      // which layout-shift entries mark as input, but the shifts are read before it anyway).
      if (viewport.width >= 768) {
        await expect(header.getByRole("button", { name: `Account menu for ${fan.name}` })).toBeVisible();
      }
      await expect(header.getByRole("link", { name: "Log in" })).toHaveCount(0);
      const shifts = await layoutShifts(page);
      const belowHeader = shifts.filter((shift) => shift.sources.some((source) => !source.inSiteHeader));
      expect(belowHeader, "layout shifts below the header as the signed-in header replaced the anonymous one").toEqual(
        [],
      );
      // Inside the header, controls may slide sideways as the account button replaces Log in / Sign up.
      console.log(`signed-in header swap at ${viewport.width}px: header-only layout shift ${total(shifts).toFixed(4)}`);
      if (viewport.width < 768) {
        await header.getByRole("button", { name: "Open menu" }).click();
        await expect(header.getByText(fan.email)).toBeVisible();
      }
      expect(problems).toEqual([]);
    },
  );
}

test(
  "a profile's tabs and 'Request a video' work when tapped before the page's code has come",
  RENDERING,
  async ({ page }) => {
    // The app's entry script is held back: what the visitor taps is the server's HTML alone, as on slow 3G.
    const held: Route[] = [];
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => {
      held.push(route);
    });
    const profile = pageHref("/celebrity/:username", { username: DEMO_CELEBRITY.username });
    await page.goto(profile, { waitUntil: "commit" });

    // A tab is a link to the page with that tab open.
    await page.getByRole("tab", { name: "Details" }).click();
    await expect(page).toHaveURL(/\?tab=details$/);
    await expect(page.getByRole("tab", { name: "Details" })).toHaveAttribute("aria-selected", "true");

    // 'Request a video' loads the page asking for the dialog; once the code is there it opens, signed out too
    // (the visitor writes the request, then signs up).
    await page.getByRole("button", { name: "Request a video" }).click();
    await expect(page).toHaveURL(/\?request=video$/);
    await page.unroute(/\/assets\/index-[\w-]+\.js$/);
    for (const route of held) await route.continue().catch(() => {});
    await expect(page.getByRole("dialog").getByRole("button", { name: "Continue" })).toBeVisible();
    expect(held.length).toBeGreaterThan(0);
  },
);

test(
  "the site can be added to a phone's home screen: a web app manifest with its icons",
  RENDERING,
  async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(manifestHref).toBe("/manifest.webmanifest");
    const answer = await page.request.get(manifestHref!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = (await answer.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ short_name: "Salamu", start_url: "/", display: "standalone" });
    // Each icon is there, at the size the manifest says.
    for (const icon of manifest.icons.filter(({ type }) => type === "image/png")) {
      const file = await page.request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      const { width, height } = await sharp(await file.body()).metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
    expect(manifest.icons.some(({ purpose }) => purpose === "maskable")).toBe(true);
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
    expect((await page.request.get(appleIcon!)).status()).toBe(200);

    // Chromium's own verdict: nothing of the site's stands between it and "Add to Home screen" (a test's
    // browser context is an incognito window, where Chromium never offers it: that reason is the test's).
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors.filter(({ errorId }) => errorId !== "in-incognito")).toEqual([]);
  },
);
