import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOG_MESSAGES } from "@/shared/blog-messages";
import { PAGE_DEFAULTS, PAGE_PATHS } from "@/shared/page-content";
import { createTestApp } from "../../test/app";
import { signInStaff } from "../../test/staff-accounts";
import { renderingWebApp } from "../../test/web-build";

/**
 * What a crawler or a link preview reads, JavaScript off: each content page's HTML holds its real content, drawn
 * by the web app's own components on the server (issue 20): a post's full text, the blog's lists, the page
 * texts as staff last saved them. Whatever a writer types stays text.
 */

const HOSTILE = `</title><script>alert(1)</script> "quoted" '"><img src=x onerror=alert(2)> </script><script>alert(3)</script>`;

let context: Awaited<ReturnType<typeof createTestApp>>;
let blogWriter: { cookie: string };
let pageEditor: { cookie: string };

function parseHtml(html: string) {
  const window = new Window();
  return new window.DOMParser().parseFromString(html, "text/html");
}

/** The page as a browser without JavaScript gets it: status, the parsed document, and the raw body. */
async function fetchPage(url: string) {
  const response = await context.app.inject({ url });
  const document = parseHtml(response.body);
  const main = document.querySelector("#root main");
  return { status: response.statusCode, body: response.body, document, main, text: main?.textContent ?? "" };
}

/** The hostile text is on the page as text: no element, attribute or script came out of it. */
function expectInert(page: Awaited<ReturnType<typeof fetchPage>>) {
  expect(page.body).not.toContain("<script>alert");
  expect(page.body).not.toContain("<img src=x");
  expect(page.document.querySelector("[onerror], img[src='x']")).toBeNull();
  for (const script of page.document.querySelectorAll("script")) {
    expect(script.textContent).not.toMatch(/alert\(\d\)<\/script>|^alert/);
  }
}

async function publishPost(post: { title: string; content: string; tags?: string[]; excerpt?: string }) {
  const response = await context.app.inject({
    method: "POST",
    url: "/api/admin/blog/posts",
    headers: { cookie: blogWriter.cookie },
    payload: {
      excerpt: "A short look at what fans book.",
      author: "Salamu Team",
      tags: [],
      status: "published",
      ...post,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().post as { slug: string };
}

async function savePageTexts<P extends keyof typeof PAGE_DEFAULTS>(
  page: P,
  fields: Partial<Record<keyof (typeof PAGE_DEFAULTS)[P], string>>,
) {
  const response = await context.app.inject({
    method: "PUT",
    url: `/api/admin/pages/${page}`,
    headers: { cookie: pageEditor.cookie },
    payload: { fields: { ...PAGE_DEFAULTS[page], ...fields } },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A post long enough that its last paragraph is far below the first screen. */
const LONG_POST = [
  "Birthdays come once a year, and a video from a favourite star makes one unforgettable.",
  ...Array.from(
    { length: 12 },
    (_, n) => `Paragraph ${n + 1} of the story, about booking early and writing a clear brief.`,
  ),
  "## Writing the brief",
  "Say who the video is for and how to pronounce their name.",
  ...Array.from({ length: 12 }, (_, n) => `More advice, part ${n + 1}: keep the message short and personal.`),
  "The very last paragraph says thank you for reading to the end.",
].join("\n\n");

let longPostSlug = "";
let hostilePostSlug = "";

beforeAll(async () => {
  context = await createTestApp(renderingWebApp());
  blogWriter = await signInStaff(context.app, context.database.db, "moderator", ["blog"]);
  pageEditor = await signInStaff(context.app, context.database.db, "moderator", ["content"]);
  // Ten posts: the list's second page holds the oldest. Published one after the other, newest last.
  for (let n = 1; n <= 8; n += 1) {
    await publishPost({ title: `Shoutout story number ${n}`, content: `Story ${n}.`, tags: n % 2 ? ["Tips"] : [] });
  }
  longPostSlug = (await publishPost({ title: "How to write the perfect brief", content: LONG_POST, tags: ["Tips"] }))
    .slug;
  hostilePostSlug = (
    await publishPost({ title: `Hostile ${HOSTILE}`, content: `Text ${HOSTILE}\n\n[click](javascript:alert(4))` })
  ).slug;
  // vitest compiles the web app's renderer from source first: slow on a busy machine.
}, 180_000);
afterAll(() => context.close());

describe("a blog post's HTML", () => {
  it("holds the whole post: its title, a heading drawn as <h2>, and the last paragraph", async () => {
    const page = await fetchPage(`/blog/${longPostSlug}`);
    expect(page.status).toBe(200);
    const article = page.document.querySelector("#root article");
    expect(article?.querySelector("h1")?.textContent).toBe("How to write the perfect brief");
    expect(article?.querySelector("h2")?.textContent).toBe("Writing the brief");
    const paragraphs = [...(article?.querySelectorAll("p") ?? [])].map((p) => p.textContent);
    expect(paragraphs).toContain("The very last paragraph says thank you for reading to the end.");
    expect(paragraphs).toContain("More advice, part 12: keep the message short and personal.");
    expect(page.text).not.toContain("Loading blog post");
    expect(article?.querySelector('a[href="/blog/tag/Tips"]')?.textContent).toBe("Tips");
  });

  it("keeps a hostile title and body as text, and drops a javascript: link", async () => {
    const page = await fetchPage(`/blog/${hostilePostSlug}`);
    expect(page.status).toBe(200);
    expect(page.document.querySelector("#root article h1")?.textContent).toBe(`Hostile ${HOSTILE}`);
    expect(page.document.querySelector('a[href^="javascript"]')).toBeNull();
    expectInert(page);
  });

  it("answers a missing post with 404 and the page's not-found message", async () => {
    const page = await fetchPage("/blog/no-such-post");
    expect(page.status).toBe(404);
    // The site's one not-found look (issue 24, item 11), with the spec's words.
    expect(page.main?.querySelector("h1")?.textContent).toBe(BLOG_MESSAGES.publicNotFound);
    expect(page.main?.querySelector('a[href="/blog"]')?.textContent).toContain("Back to all posts");
  });
});

describe("the blog's lists", () => {
  const titles = (page: Awaited<ReturnType<typeof fetchPage>>) =>
    [...(page.main?.querySelectorAll("article h2") ?? [])].map((h2) => h2.textContent);

  it("/blog lists the newest nine titles, and ?page=2 the oldest", async () => {
    const first = await fetchPage("/blog");
    expect(first.status).toBe(200);
    expect(titles(first)).toHaveLength(9);
    expect(titles(first)[0]).toBe(`Hostile ${HOSTILE}`);
    expect(titles(first)).toContain("How to write the perfect brief");
    expect(titles(first)).not.toContain("Shoutout story number 1");
    expectInert(first);

    const second = await fetchPage("/blog?page=2");
    expect(titles(second)).toEqual(["Shoutout story number 1"]);
  });

  it("/blog/tag/:tag lists that tag's posts, /blog/categories the tags with their counts", async () => {
    const tagged = await fetchPage("/blog/tag/Tips");
    expect(tagged.status).toBe(200);
    expect(titles(tagged).sort()).toEqual(
      ["How to write the perfect brief", ...[1, 3, 5, 7].map((n) => `Shoutout story number ${n}`)].sort(),
    );

    const categories = await fetchPage("/blog/categories");
    expect(categories.status).toBe(200);
    const link = categories.main?.querySelector('a[href="/blog/tag/Tips"]');
    expect(link?.textContent).toContain("Tips");
    expect(link?.textContent).toContain("5 posts");
  });
});

describe("the static pages' HTML", () => {
  const PAGES = ["about", "business", "contact", "help", "terms", "privacy"] as const;

  it("holds each page's title as staff last saved it, drawn visible, in the next response", async () => {
    for (const page of PAGES) {
      const before = await fetchPage(PAGE_PATHS[page]);
      expect(before.status, page).toBe(200);
      expect(before.main?.querySelector('[data-field="pageTitle"]')?.textContent, page).toBe(
        PAGE_DEFAULTS[page].pageTitle,
      );

      const saved = `Saved ${page} title, edited by staff`;
      await savePageTexts(page, { pageTitle: saved });
      const after = await fetchPage(PAGE_PATHS[page]);
      const title = after.main?.querySelector('[data-field="pageTitle"]');
      expect(title?.textContent, page).toBe(saved);
      // Drawn from the saved texts at once, not held invisible until the browser asks for them.
      expect(title?.getAttribute("class") ?? "", page).not.toContain("invisible");
      expect(after.main?.querySelector("[aria-busy]"), page).toBeNull();
    }
  });

  it("draws a legal page's Markdown sections and the help center's answers with the delivery window", async () => {
    await savePageTexts("terms", { section1Content: "## Who we are\n\nSalamu connects fans with their stars." });
    const terms = await fetchPage("/terms-of-service");
    expect([...(terms.main?.querySelectorAll("h2, h3") ?? [])].map((h) => h.textContent)).toContain("Who we are");
    expect(terms.text).toContain("Salamu connects fans with their stars.");

    const { deliveryDays } = (await context.app.inject({ url: "/api/site" })).json() as { deliveryDays: number };
    const help = await fetchPage("/help-center");
    expect(help.text).toContain(`Every celebrity has ${deliveryDays} days from your payment`);
  });

  it("keeps a hostile page text as text", async () => {
    await savePageTexts("about", { intro: `Welcome ${HOSTILE}` });
    const page = await fetchPage("/about");
    expect(page.main?.querySelector('[data-field="intro"]')?.textContent).toBe(`Welcome ${HOSTILE}`);
    expectInert(page);
  });
});

describe("/become-celebrity", () => {
  it("draws the page's heading and leaves the signed-in part to the browser", async () => {
    const page = await fetchPage("/become-celebrity");
    expect(page.status).toBe(200);
    expect(page.main?.querySelector("h1")?.textContent).toBe("Become a Salamu celebrity");
    expect(page.main?.querySelector("form")).toBeNull();
  });
});
