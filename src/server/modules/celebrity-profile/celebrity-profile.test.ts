import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { InjectOptions } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { IMAGE_ERRORS } from "@/shared/images";
import { MESSAGES } from "@/shared/schemas/accounts";
import { PROFILE_MESSAGES, requestsPausedMessage } from "@/shared/schemas/celebrity-profile";
import { jpegWithExif, multipartPayload, noisyJpeg, pngDeclaring, smallPng } from "../../lib/image-test-factories";
import { signUp } from "../../test/accounts";
import { createTestApp } from "../../test/app";
import { insertCategory } from "../catalogue/test-factories";
import { type CelebrityAccount, signUpCelebrity } from "../requests/test-factories";
import { PREVIOUS_USERNAMES_KEPT } from "./celebrity-profile.service";

let context: Awaited<ReturnType<typeof createTestApp>>;
let categoryId: string;
let star: CelebrityAccount;
let other: CelebrityAccount;
let fan: Awaited<ReturnType<typeof signUp>>;
const db = () => context.database.db;
const inject = (options: InjectOptions) => context.app.inject(options);

const patch = (cookie: string, payload: Record<string, unknown>) =>
  inject({ method: "PATCH", url: "/api/celebrity/profile", headers: { cookie }, payload });
const publicProfile = (username: string) => inject({ method: "GET", url: `/api/celebrities/${username}` });
const uploadPhoto = (cookie: string, file: Parameters<typeof multipartPayload>[0]) => {
  const { payload, headers } = multipartPayload(file);
  return inject({ method: "PUT", url: "/api/celebrity/profile/photo", headers: { ...headers, cookie }, payload });
};
const storedImages = () => {
  const directory = join(context.env.FILES_DIR, "images");
  return existsSync(directory) ? readdirSync(directory).filter((name) => !name.endsWith(".partial")) : [];
};

beforeAll(async () => {
  context = await createTestApp();
  categoryId = (await insertCategory(db(), { id: "musicians", name: "Musicians" })).id;
  await insertCategory(db(), { id: "comedians", name: "Comedians" });
  fan = await signUp(context.app);
}, 60_000);
afterAll(async () => {
  await context.close();
});
beforeEach(async () => {
  star = await signUpCelebrity(context.app, db(), categoryId);
  other = await signUpCelebrity(context.app, db(), categoryId);
});

describe("GET and PATCH /api/celebrity/profile", () => {
  it("answers the celebrity's own profile, and only to celebrities", async () => {
    const mine = await inject({ method: "GET", url: "/api/celebrity/profile", headers: { cookie: star.cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().profile).toMatchObject({
      id: star.profile.id,
      username: star.profile.username,
      responseTime: "48 hours",
      languages: [],
      acceptingRequests: true,
      imageUrl: null,
      previousUsernames: [],
    });
    expect(
      (await inject({ method: "GET", url: "/api/celebrity/profile", headers: { cookie: fan.cookie } })).statusCode,
    ).toBe(403);
    expect((await inject({ method: "GET", url: "/api/celebrity/profile" })).statusCode).toBe(401);
  });

  it("saves every field, the price in USD cents and the languages in the list's order, and the catalogue shows them", async () => {
    const response = await patch(star.cookie, {
      priceUsd: 75.5,
      categoryId: "comedians",
      profession: "comedian",
      country: "ghana",
      responseTime: "3-5 days",
      bio: "  Stand-up from Accra.  ",
      languages: ["twi", "english"],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({
      priceCents: 7550,
      categoryId: "comedians",
      profession: "comedian",
      country: "ghana",
      responseTime: "3-5 days",
      bio: "Stand-up from Accra.",
      languages: ["english", "twi"],
    });
    const shown = (await publicProfile(star.profile.username)).json();
    expect(shown).toMatchObject({ priceCents: 7550, categoryName: "Comedians", languages: ["english", "twi"] });
    const browse = await inject({ method: "GET", url: "/api/celebrities?language=twi" });
    expect(browse.json().items.map((item: { id: string }) => item.id)).toEqual([star.profile.id]);
  });

  it("keeps the bio per language (trimmed; empty removes it) and the public profile answers the visitor's", async () => {
    const saved = await patch(star.cookie, {
      bio: "Stand-up from Accra.",
      bioTranslations: { fr: "  Humoriste d’Accra.  ", ar: "كوميدي من أكرا.", sw: "   " },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().profile).toMatchObject({
      bio: "Stand-up from Accra.",
      bioTranslations: { fr: "Humoriste d’Accra.", ar: "كوميدي من أكرا." },
    });
    expect(saved.json().profile.bioTranslations).not.toHaveProperty("sw");

    const inLocale = async (locale?: string) =>
      (
        await inject({
          method: "GET",
          url: `/api/celebrities/${star.profile.username}${locale ? `?locale=${locale}` : ""}`,
        })
      ).json();
    expect(await inLocale("fr")).toMatchObject({ bio: "Humoriste d’Accra.", bioLocale: "fr" });
    expect(await inLocale("ar")).toMatchObject({ bio: "كوميدي من أكرا.", bioLocale: "ar" });
    // No Swahili text: the main bio, whose language Salamu does not know.
    expect(await inLocale("sw")).toMatchObject({ bio: "Stand-up from Accra.", bioLocale: null });
    expect(await inLocale("en")).toMatchObject({ bio: "Stand-up from Accra.", bioLocale: null });
    expect(await inLocale()).toMatchObject({ bio: "Stand-up from Accra.", bioLocale: null });
    const unknown = await inject({ method: "GET", url: `/api/celebrities/${star.profile.username}?locale=de` });
    expect(unknown.statusCode).toBe(400);

    // Sent again, the translations are replaced whole: French emptied is gone; a save without them keeps them.
    const replaced = await patch(star.cookie, { bioTranslations: { fr: "", sw: "Mchekeshaji kutoka Accra." } });
    expect(replaced.json().profile.bioTranslations).toEqual({ sw: "Mchekeshaji kutoka Accra." });
    const kept = await patch(star.cookie, { bio: "Comedian from Accra." });
    expect(kept.json().profile.bioTranslations).toEqual({ sw: "Mchekeshaji kutoka Accra." });
    expect(await inLocale("fr")).toMatchObject({ bio: "Comedian from Accra.", bioLocale: null });
    expect(await inLocale("sw")).toMatchObject({ bio: "Mchekeshaji kutoka Accra.", bioLocale: "sw" });
  });

  it("takes any African country (a star from Zambia), and browse finds them by it", async () => {
    const response = await patch(star.cookie, { country: "zambia" });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile.country).toBe("zambia");
    const browse = await inject({ method: "GET", url: "/api/celebrities?country=zambia" });
    expect(browse.statusCode).toBe(200);
    expect(browse.json().items.map((item: { id: string }) => item.id)).toEqual([star.profile.id]);
  });

  it.each([
    [{ username: "ab" }, PROFILE_MESSAGES.usernameFormat],
    [{ username: "a".repeat(31) }, PROFILE_MESSAGES.usernameFormat],
    [{ username: "ada-obi" }, PROFILE_MESSAGES.usernameFormat],
    [{ username: "adé" }, PROFILE_MESSAGES.usernameFormat],
    [{ username: "  " }, PROFILE_MESSAGES.usernameRequired],
    [{ username: "Featured" }, PROFILE_MESSAGES.usernameReserved],
    [{ priceUsd: 0.99 }, MESSAGES.priceMin],
    [{ priceUsd: "50" }, MESSAGES.priceNumber],
    [{ priceUsd: 10.005 }, "Price can have at most 2 decimals."],
    [{ categoryId: "wizards" }, MESSAGES.categoryInvalid],
    [{ profession: "wizard" }, MESSAGES.professionInvalid],
    [{ country: "atlantis" }, MESSAGES.countryInvalid],
    [{ responseTime: "2 hours" }, PROFILE_MESSAGES.responseTimeInvalid],
    [{ bio: "   " }, MESSAGES.bioRequired],
    [{ languages: ["klingon"] }, PROFILE_MESSAGES.languageInvalid],
    [{ languages: ["zulu", "zulu"] }, PROFILE_MESSAGES.languagesDuplicate],
    [{ acceptingRequests: "no" }, "Accepting requests must be on or off."],
    [{ bioTranslations: { fr: "x".repeat(2001) } }, "Bio must be at most 2000 characters."],
    [{ bioTranslations: { fr: 5 } }, "Bio must be text."],
    // The main bio is the one without a language: no English translation.
    [{ bioTranslations: { en: "English is the main bio." } }, 'bioTranslations: Unrecognized key: "en"'],
    [{ bioTranslations: "Bonjour" }, "Invalid body"],
  ])("refuses %j with its message, and saves nothing", async (body, message) => {
    const response = await patch(star.cookie, { bio: "Changed bio", ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
    const after = await inject({ method: "GET", url: "/api/celebrity/profile", headers: { cookie: star.cookie } });
    expect(after.json().profile.bio).toBe("A test celebrity.");
  });

  it("ignores what only staff decide (approval, verification, featuring, hiding) and what the server computes", async () => {
    const response = await patch(star.cookie, {
      bio: "Still me.",
      approved: false,
      verified: true,
      featured: true,
      hidden: true,
      ratingAverage: 5,
      imageUrl: "https://evil.example/x.png",
      userId: fan.user.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({
      bio: "Still me.",
      approved: true,
      verified: false,
      imageUrl: null,
    });
    const shown = (await publicProfile(star.profile.username)).json();
    expect(shown).toMatchObject({ featured: false, verified: false, rating: 0, imageUrl: null });
  });

  it("pauses and resumes requests: the public profile says so and booking answers 409", async () => {
    const paused = await patch(star.cookie, { acceptingRequests: false });
    expect(paused.json().profile.acceptingRequests).toBe(false);
    expect((await publicProfile(star.profile.username)).json().acceptingRequests).toBe(false);

    const booking = await inject({
      method: "POST",
      url: "/api/requests",
      headers: { cookie: fan.cookie },
      payload: { celebrityId: star.profile.id, message: "Happy birthday!" },
    });
    expect(booking.statusCode).toBe(409);
    expect(booking.json().error).toEqual({
      code: "REQUESTS_PAUSED",
      message: requestsPausedMessage(star.profile.fullName),
    });

    await patch(star.cookie, { acceptingRequests: true });
    const resumed = await inject({
      method: "POST",
      url: "/api/requests",
      headers: { cookie: fan.cookie },
      payload: { celebrityId: star.profile.id, message: "Happy birthday!" },
    });
    expect(resumed.statusCode).toBe(201);
  });
});

describe("changing the username", () => {
  it("lowercases the new name, and the old link answers where the profile went", async () => {
    const old = star.profile.username;
    const response = await patch(star.cookie, { username: "  Kemi_Sings " });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({ username: "kemi_sings", previousUsernames: [old] });

    expect((await publicProfile("KEMI_SINGS")).statusCode).toBe(200);
    for (const path of [old, old.toUpperCase(), `${old}/reviews`, `${old}/videos`]) {
      const moved = await publicProfile(path);
      expect(moved.statusCode, path).toBe(404);
      expect(moved.json().error).toEqual({
        code: "CELEBRITY_MOVED",
        message: "This celebrity is now @kemi_sings.",
        details: { movedTo: "kemi_sings" },
      });
    }
  });

  it("refuses a name another celebrity uses now, in any case, or still redirects from", async () => {
    const taken = await patch(star.cookie, { username: other.profile.username.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toEqual({ code: "USERNAME_TAKEN", message: PROFILE_MESSAGES.usernameTaken });

    const oldName = other.profile.username;
    expect((await patch(other.cookie, { username: `${oldName}_new` })).statusCode).toBe(200);
    const redirecting = await patch(star.cookie, { username: oldName });
    expect(redirecting.statusCode).toBe(409);
    expect(redirecting.json().error.code).toBe("USERNAME_TAKEN");
  });

  it("lets a celebrity take back their own old name, which then stops redirecting", async () => {
    const original = star.profile.username;
    await patch(star.cookie, { username: `${original}_x` });
    const back = await patch(star.cookie, { username: original });
    expect(back.statusCode).toBe(200);
    expect(back.json().profile).toMatchObject({ username: original, previousUsernames: [`${original}_x`] });
    expect((await publicProfile(original)).statusCode).toBe(200);
  });

  it(`keeps the newest ${PREVIOUS_USERNAMES_KEPT} old names; an older one is released for anyone`, async () => {
    const first = star.profile.username;
    for (let n = 1; n <= PREVIOUS_USERNAMES_KEPT + 1; n += 1) {
      expect((await patch(star.cookie, { username: `${first}_v${n}` })).statusCode).toBe(200);
    }
    const profile = (
      await inject({ method: "GET", url: "/api/celebrity/profile", headers: { cookie: star.cookie } })
    ).json().profile;
    expect(profile.previousUsernames).toHaveLength(PREVIOUS_USERNAMES_KEPT);
    expect(profile.previousUsernames).not.toContain(first);
    expect((await publicProfile(first)).json().error.code).toBe("NOT_FOUND");
    expect((await patch(other.cookie, { username: first })).statusCode).toBe(200);
  });

  it("never gives a redirecting name to a new applicant", async () => {
    await patch(star.cookie, { username: "brand_new_name" });
    await patch(star.cookie, { username: "brand_newer_name" });
    const applicant = await signUp(context.app);
    const applied = await inject({
      method: "POST",
      url: "/api/celebrity-applications",
      headers: { cookie: applicant.cookie },
      payload: {
        fullName: "Brand New Name",
        profession: "musician",
        bio: "Sings.",
        country: "nigeria",
        priceUsd: 50,
        categoryId: "musicians",
      },
    });
    expect(applied.statusCode).toBe(201);
    expect(applied.json().profile.username).toBe("brand_new_name_2");
  });
});

describe("PUT /api/celebrity/profile/photo", () => {
  it("re-encodes a JPEG with EXIF as WebP at 160 and 480 px, without metadata, served immutable", async () => {
    const jpeg = await jpegWithExif();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const response = await uploadPhoto(star.cookie, { filename: "me.jpg", contentType: "image/jpeg", bytes: jpeg });
    expect(response.statusCode).toBe(200);
    const { imageUrl } = response.json().profile;
    expect(imageUrl).toMatch(/^\/api\/images\/[a-f0-9]{32}-480\.webp$/);
    expect((await publicProfile(star.profile.username)).json().imageUrl).toBe(imageUrl);

    for (const [url, size] of [
      [imageUrl, 480],
      [imageUrl.replace("-480.webp", "-160.webp"), 160],
    ] as const) {
      const image = await inject({ method: "GET", url });
      expect(image.statusCode).toBe(200);
      expect(image.headers["content-type"]).toBe("image/webp");
      expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const metadata = await sharp(image.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: "webp", width: size, height: size });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(image.rawPayload.includes(Buffer.from("Salamu Test Camera"))).toBe(false);
    }
  });

  it("accepts a photo over Fastify's 1 MB JSON limit but under 2 MB", async () => {
    const jpeg = await noisyJpeg(1400, 1400);
    expect(jpeg.length).toBeGreaterThan(1024 * 1024);
    expect(jpeg.length).toBeLessThan(2 * 1024 * 1024);
    const response = await uploadPhoto(star.cookie, { filename: "big.jpg", contentType: "image/jpeg", bytes: jpeg });
    expect(response.statusCode).toBe(200);
  });

  it("replaces the previous photo's files, and DELETE goes back to the initials avatar", async () => {
    const first = await uploadPhoto(star.cookie, {
      filename: "a.png",
      contentType: "image/png",
      bytes: await smallPng(),
    });
    const firstUrl = first.json().profile.imageUrl;
    const second = await uploadPhoto(star.cookie, {
      filename: "b.jpg",
      contentType: "image/jpeg",
      bytes: await jpegWithExif(300, 300),
    });
    const secondUrl = second.json().profile.imageUrl;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await inject({ method: "GET", url: firstUrl })).statusCode).toBe(404);
    expect((await inject({ method: "GET", url: secondUrl })).statusCode).toBe(200);

    const removed = await inject({
      method: "DELETE",
      url: "/api/celebrity/profile/photo",
      headers: { cookie: star.cookie },
    });
    expect(removed.json().profile.imageUrl).toBeNull();
    expect((await inject({ method: "GET", url: secondUrl })).statusCode).toBe(404);
  });

  it.each([
    [
      "a text file named .png",
      async () => ({ filename: "photo.png", contentType: "image/png", bytes: Buffer.from("not an image at all") }),
      415,
      "INVALID_FILE_TYPE",
    ],
    [
      "an SVG (scriptable, not a photo)",
      async () => ({
        filename: "photo.svg",
        contentType: "image/svg+xml",
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'),
      }),
      415,
      "INVALID_FILE_TYPE",
    ],
    [
      "a 3 MB file",
      async () => ({ filename: "huge.jpg", contentType: "image/jpeg", bytes: Buffer.alloc(3 * 1024 * 1024, 7) }),
      413,
      "FILE_TOO_LARGE",
    ],
    [
      "a tiny PNG declaring 20000 x 20000 pixels",
      async () => ({ filename: "bomb.png", contentType: "image/png", bytes: pngDeclaring(20_000, 20_000) }),
      400,
      "IMAGE_TOO_LARGE",
    ],
  ] as const)("refuses %s with its message, and stores nothing", async (_label, file, status, code) => {
    const before = storedImages();
    const response = await uploadPhoto(star.cookie, await file());
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toEqual({ code, message: IMAGE_ERRORS[code].description });
    expect(storedImages()).toEqual(before);
    const after = await inject({ method: "GET", url: "/api/celebrity/profile", headers: { cookie: star.cookie } });
    expect(after.json().profile.imageUrl).toBeNull();
  });

  it("asks for an image when the request carries none, and turns non-celebrities away before reading", async () => {
    const empty = await inject({
      method: "PUT",
      url: "/api/celebrity/profile/photo",
      headers: { cookie: star.cookie },
      payload: { photo: "x" },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe("IMAGE_REQUIRED");
    expect(
      (await uploadPhoto(fan.cookie, { filename: "a.png", contentType: "image/png", bytes: await smallPng() }))
        .statusCode,
    ).toBe(403);
  });

  it("answers malformed multipart bodies with a 4xx in the error shape, never a 5xx", async () => {
    const png = await smallPng();
    const good = multipartPayload({ filename: "a.png", contentType: "image/png", bytes: png });
    const boundary = good.headers["content-type"].split("boundary=")[1]!;
    const bodies: [string, Buffer | string][] = [
      ["cut short", good.payload.subarray(0, good.payload.length - 40)],
      ["no parts", `--${boundary}--\r\n`],
      [
        "a field, no file",
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"\r\n\r\nhello\r\n--${boundary}--\r\n`,
      ],
      ["garbage", "\u0000\u0001 not multipart at all"],
    ];
    for (const [label, payload] of bodies) {
      const response = await inject({
        method: "PUT",
        url: "/api/celebrity/profile/photo",
        headers: { ...good.headers, cookie: star.cookie },
        payload,
      });
      expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, label).toBeLessThan(500);
      expect(response.json().error.code, label).toBeTypeOf("string");
    }
    const noBoundary = await inject({
      method: "PUT",
      url: "/api/celebrity/profile/photo",
      headers: { "content-type": "multipart/form-data", cookie: star.cookie },
      payload: good.payload,
    });
    expect(noBoundary.statusCode).toBeLessThan(500);
  });

  it("answers 404 for an image that does not exist and 400 for a name that is not one", async () => {
    expect((await inject({ method: "GET", url: `/api/images/${"0".repeat(32)}-480.webp` })).statusCode).toBe(404);
    expect((await inject({ method: "GET", url: "/api/images/..%2Fsecret.webp" })).statusCode).toBe(400);
  });
});

describe("with the catalogue cached, as in production", () => {
  let cached: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    cached = await createTestApp({ CATALOGUE_CACHE_SECONDS: "60" });
  }, 60_000);
  afterAll(async () => {
    await cached.close();
  });

  it("shows a change on browse at once", async () => {
    const category = await insertCategory(cached.database.db);
    const celebrity = await signUpCelebrity(cached.app, cached.database.db, category.id);
    const browse = () => cached.app.inject({ method: "GET", url: "/api/celebrities?language=hausa" });
    expect((await browse()).json().total).toBe(0);
    const saved = await cached.app.inject({
      method: "PATCH",
      url: "/api/celebrity/profile",
      headers: { cookie: celebrity.cookie },
      payload: { languages: ["hausa"] },
    });
    expect(saved.statusCode).toBe(200);
    expect((await browse()).json().total).toBe(1);
  });

  it("shows a bio's new translation at once, in its language only", async () => {
    const category = await insertCategory(cached.database.db);
    const celebrity = await signUpCelebrity(cached.app, cached.database.db, category.id);
    const profile = (locale: string) =>
      cached.app.inject({ method: "GET", url: `/api/celebrities/${celebrity.profile.username}?locale=${locale}` });
    expect((await profile("fr")).json()).toMatchObject({ bio: "A test celebrity.", bioLocale: null });
    const saved = await cached.app.inject({
      method: "PATCH",
      url: "/api/celebrity/profile",
      headers: { cookie: celebrity.cookie },
      payload: { bioTranslations: { fr: "Une célébrité de test." } },
    });
    expect(saved.statusCode).toBe(200);
    expect((await profile("fr")).json()).toMatchObject({ bio: "Une célébrité de test.", bioLocale: "fr" });
    expect((await profile("ar")).json()).toMatchObject({ bio: "A test celebrity.", bioLocale: null });
  });
});
