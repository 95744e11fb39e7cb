import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_DEFAULTS } from "@/shared/page-content";
import { blogPosts, celebrityProfiles } from "../../db/schema/index";
import { signUp } from "../../test/accounts";
import { createSecondTestApp, createTestApp, type TestContext } from "../../test/app";
import { signInStaff } from "../../test/staff-accounts";
import { renderingWebApp } from "../../test/web-build";
import { insertCategory } from "../catalogue/test-factories";
import { eventually, signUpCelebrity } from "../requests/test-factories";

/**
 * The HTML of public pages is kept (ADR 033) and must never outlive a change to what they show: dropped at
 * once on the instance where staff or a celebrity made it, and on every other instance when its notice
 * arrives. Only what a writer changed is seen; the same page for everyone, signed in or not.
 */

// Long enough that only a change, never the expiry, can explain a page being drawn again.
const RENDERED_AND_KEPT = { ...renderingWebApp(), CATALOGUE_CACHE_SECONDS: "600" };

let context: Awaited<ReturnType<typeof createTestApp>>;
let second: Awaited<ReturnType<typeof createSecondTestApp>>;
let staff: { cookie: string };
let categoryId = "";

beforeAll(async () => {
  context = await createTestApp(RENDERED_AND_KEPT);
  second = await createSecondTestApp(context, RENDERED_AND_KEPT);
  staff = await signInStaff(context.app, context.database.db, "moderator", ["content", "blog"]);
  categoryId = (await insertCategory(context.database.db)).id;
}, 120_000);
afterAll(async () => {
  await second?.close();
  await context?.close();
});

function parseHtml(html: string) {
  return new new Window().DOMParser().parseFromString(html, "text/html");
}

/** A page as the instance answers it: the whole body, and the text drawn in #root. */
async function page(instance: TestContext, url: string, headers: Record<string, string> = {}) {
  const response = await instance.app.inject({ url, headers });
  expect(response.statusCode, url).toBe(200);
  return { body: response.body, root: parseHtml(response.body).querySelector("#root")?.textContent ?? "" };
}

async function publishPost(content: string) {
  const payload = { title: "What fans booked this year", excerpt: "The year in videos.", author: "Salamu Team" };
  const response = await context.app.inject({
    method: "POST",
    url: "/api/admin/blog/posts",
    headers: { cookie: staff.cookie },
    payload: { ...payload, content, tags: [], status: "published" },
  });
  expect(response.statusCode, response.body).toBe(201);
  const post = response.json().post as { id: string; slug: string };
  const edit = (newContent: string) =>
    context.app.inject({
      method: "PUT",
      url: `/api/admin/blog/posts/${post.id}`,
      headers: { cookie: staff.cookie },
      payload: { ...payload, content: newContent, tags: [], status: "published" },
    });
  return { ...post, edit };
}

const saveAboutTitle = (pageTitle: string) =>
  context.app.inject({
    method: "PUT",
    url: "/api/admin/pages/about",
    headers: { cookie: staff.cookie },
    payload: { fields: { ...PAGE_DEFAULTS.about, pageTitle } },
  });

const saveBio = (celebrity: { cookie: string }, bio: string) =>
  context.app.inject({
    method: "PATCH",
    url: "/api/celebrity/profile",
    headers: { cookie: celebrity.cookie },
    payload: { bio },
  });

describe("a public page's HTML on the instance that answers it", () => {
  it("is kept: a change made behind the app's back does not show, one made through the API shows at once", async () => {
    const post = await publishPost("Birthdays led, weddings came second.");
    const url = `/blog/${post.slug}`;
    const first = await page(context, url);
    expect(first.root).toContain("Birthdays led, weddings came second.");

    // Written straight into the table: the API reads it, the kept HTML does not.
    await context.database.db
      .update(blogPosts)
      .set({ content: "Changed without telling anyone." })
      .where(eq(blogPosts.id, post.id));
    const api = await context.app.inject({ url: `/api/blog/posts/${post.slug}` });
    expect(api.json().post.content).toBe("Changed without telling anyone.");
    expect((await page(context, url)).body).toBe(first.body);

    expect((await post.edit("Graduations overtook weddings.")).statusCode).toBe(200);
    const edited = await page(context, url);
    expect(edited.root).toContain("Graduations overtook weddings.");
    expect(edited.root).not.toContain("Birthdays led");
  });

  it("shows a page text staff saved in the very next response", async () => {
    expect((await page(context, "/about")).root).toContain(PAGE_DEFAULTS.about.pageTitle);
    expect((await saveAboutTitle("About the Salamu family")).statusCode).toBe(200);
    expect((await page(context, "/about")).root).toContain("About the Salamu family");
  });

  it("shows a celebrity's new bio in the very next response", async () => {
    const celebrity = await signUpCelebrity(context.app, context.database.db, categoryId);
    const url = `/celebrity/${celebrity.profile.username}`;
    expect((await page(context, url)).root).toContain("A test celebrity.");
    expect((await saveBio(celebrity, "Highlife guitarist from Kumasi.")).statusCode).toBe(200);
    const after = await page(context, url);
    expect(after.root).toContain("Highlife guitarist from Kumasi.");
    expect(after.root).not.toContain("A test celebrity.");
  });

  it("answers 304 to the kept page's weak ETag, and the new page once a change dropped it", async () => {
    const celebrity = await signUpCelebrity(context.app, context.database.db, categoryId);
    const url = `/celebrity/${celebrity.profile.username}`;
    const first = await context.app.inject({ url });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\//);
    expect((await context.app.inject({ url, headers: { "if-none-match": etag } })).statusCode).toBe(304);
    expect((await saveBio(celebrity, "Now recording in Accra.")).statusCode).toBe(200);
    const changed = await context.app.inject({ url, headers: { "if-none-match": etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("is sent brotli, gzip or plain as each request accepts: the same kept page, with the same ETag", async () => {
    const celebrity = await signUpCelebrity(context.app, context.database.db, categoryId);
    const url = `/celebrity/${celebrity.profile.username}`;
    // Each encoding is made when first asked for, the page already kept: gzip first, then brotli, then both again.
    const cases = [
      { acceptEncoding: "gzip", encoding: "gzip", decode: gunzipSync },
      { acceptEncoding: "gzip, deflate, br", encoding: "br", decode: brotliDecompressSync },
      { acceptEncoding: "identity", encoding: undefined, decode: (body: Buffer) => body },
      { acceptEncoding: "br;q=0, gzip", encoding: "gzip", decode: gunzipSync },
      { acceptEncoding: "br", encoding: "br", decode: brotliDecompressSync },
    ];
    const plain = await context.app.inject({ url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("A test celebrity.");
    for (const { acceptEncoding, encoding, decode } of cases) {
      const response = await context.app.inject({ url, headers: { "accept-encoding": acceptEncoding } });
      expect(response.statusCode, acceptEncoding).toBe(200);
      expect(response.headers["content-encoding"], acceptEncoding).toBe(encoding);
      expect(response.headers.vary, acceptEncoding).toContain("accept-encoding");
      expect(response.headers.etag, acceptEncoding).toBe(plain.headers.etag);
      expect(decode(response.rawPayload).toString("utf8"), acceptEncoding).toBe(plain.body);
    }
  });

  it("is sent in fewer brotli bytes once visitors keep asking for it: the same page, the same ETag", async () => {
    const celebrity = await signUpCelebrity(context.app, context.database.db, categoryId);
    const url = `/celebrity/${celebrity.profile.username}`;
    const asBrowser = () => context.app.inject({ url, headers: { "accept-encoding": "gzip, deflate, br" } });
    const first = await asBrowser();
    expect(first.headers["content-encoding"]).toBe("br");
    const html = brotliDecompressSync(first.rawPayload).toString("utf8");
    expect(html).toContain("A test celebrity.");
    // The second request is answered at once with the first compression, which is then redone harder.
    const again = await asBrowser();
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const later = await eventually(async () => {
      const response = await asBrowser();
      expect(response.rawPayload.length).toBeLessThan(first.rawPayload.length * 0.97);
      return response;
    });
    expect(later.headers["content-encoding"]).toBe("br");
    expect(later.headers.etag).toBe(first.headers.etag);
    expect(brotliDecompressSync(later.rawPayload).toString("utf8")).toBe(html);
  });

  it("is the same for a signed-in fan as for anyone, and holds nothing of the fan's", async () => {
    const fan = await signUp(context.app, { name: "Wanjiru Kamau-Otieno" });
    const celebrity = await signUpCelebrity(context.app, context.database.db, categoryId);
    const url = `/celebrity/${celebrity.profile.username}`;
    // Drawn first for the fan, then (after a change drops it) drawn afresh for a visitor.
    const forFan = await page(context, url, { cookie: fan.cookie });
    expect((await saveAboutTitle("About us, again")).statusCode).toBe(200);
    const forAnyone = await page(context, url);
    // Two renders differ only in when their data was read (the state script's times).
    const readAtZero = (body: string) => body.replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '"$1":0');
    expect(forFan.body).not.toBe(forAnyone.body);
    expect(readAtZero(forFan.body)).toBe(readAtZero(forAnyone.body));
    expect(forFan.body).not.toContain("Wanjiru");
    expect(forFan.body).not.toContain(fan.email);
    expect(forFan.body).not.toContain(fan.user.id);
  });
});

/** Resolves on the next change notice `instance` hears (from another instance, or its own writers). */
function nextPublicChange(instance: TestContext) {
  return new Promise<void>((resolve) => {
    const stop = instance.app.infrastructure.publicChanges.onChange(() => {
      stop();
      resolve();
    });
  });
}

/**
 * The page's #root text on `instance` once it holds `text`: read now, then again after each change notice
 * (an earlier writer's notice may still be on its way), never after a wait on the clock.
 */
async function drawnWith(instance: TestContext, url: string, text: string) {
  for (;;) {
    const notice = nextPublicChange(instance);
    const { root } = await page(instance, url);
    if (root.includes(text)) return root;
    await notice;
  }
}

describe("a public page's HTML on another instance", () => {
  it("is drawn from that instance's own data, whichever instance started last", async () => {
    const celebrity = await signUpCelebrity(context.app, context.database.db, categoryId);
    const url = `/celebrity/${celebrity.profile.username}`;
    expect((await page(context, url)).root).toContain("A test celebrity.");
    // Behind both instances' backs: only one that has not read the profile yet can show it.
    await context.database.db
      .update(celebrityProfiles)
      .set({ bio: "Afrobeats drummer from Lagos." })
      .where(eq(celebrityProfiles.id, celebrity.profile.id));
    expect((await page(second, url)).root).toContain("Afrobeats drummer from Lagos.");
    expect((await page(context, url)).root).toContain("A test celebrity.");
  });

  it("is drawn again when a page text or a profile changes on the first instance", async () => {
    const celebrity = await signUpCelebrity(context.app, context.database.db, categoryId);
    const profileUrl = `/celebrity/${celebrity.profile.username}`;
    // The second instance keeps both pages.
    const keptAbout = await page(second, "/about");
    expect((await page(second, "/about")).body).toBe(keptAbout.body);
    expect((await page(second, profileUrl)).root).toContain("A test celebrity.");

    expect((await saveAboutTitle("Salamu, from Lagos to Nairobi")).statusCode).toBe(200);
    await drawnWith(second, "/about", "Salamu, from Lagos to Nairobi");

    expect((await saveBio(celebrity, "Taarab singer from Zanzibar.")).statusCode).toBe(200);
    expect(await drawnWith(second, profileUrl, "Taarab singer from Zanzibar.")).not.toContain("A test celebrity.");
  }, 60_000);
});
