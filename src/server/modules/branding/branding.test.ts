import type { InjectOptions } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartPayload, pngDeclaring, smallPng } from "../../lib/image-test-factories";
import { cookiesOf } from "../../test/accounts";
import { createTestApp } from "../../test/app";
import { provisionAccount } from "../accounts/provisioning";

let context: Awaited<ReturnType<typeof createTestApp>>;
let settingsStaff = "";
let contentStaff = "";

const inject = (options: InjectOptions) => context.app.inject(options);

async function staff(permissions: ("settings" | "content")[]) {
  const email = `branding-${permissions.join("-")}-${Date.now()}@example.com`;
  await provisionAccount(context.database.db, {
    email,
    name: "Staff",
    password: "staff password",
    role: "admin",
    permissions,
  });
  return cookiesOf(
    await inject({
      method: "POST",
      url: "/api/session",
      payload: { email, password: "staff password", rememberMe: false },
    }),
  );
}

const upload = (kind: string, cookie: string, file: Parameters<typeof multipartPayload>[0]) => {
  const { payload, headers } = multipartPayload(file);
  return inject({
    method: "PUT",
    url: `/api/admin/settings/branding/${kind}`,
    headers: { ...headers, cookie },
    payload,
  });
};
const branding = async () => (await inject({ url: "/api/branding" })).json();

beforeAll(async () => {
  context = await createTestApp();
  settingsStaff = await staff(["settings"]);
  contentStaff = await staff(["content"]);
});
afterAll(() => context.close());

describe("Logo & Appearance", () => {
  it("starts with the built-in logo and favicon", async () => {
    const response = await inject({ url: "/api/branding" });
    expect(response.json()).toEqual({ logoUrl: null, faviconUrl: null });
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("uploads a logo and a favicon that every visitor gets on their next load, and resets them", async () => {
    const wide = await sharp({ create: { width: 1200, height: 300, channels: 4, background: "#7c3aed" } })
      .png()
      .toBuffer();
    const logo = await upload("logo", settingsStaff, { filename: "logo.png", contentType: "image/png", bytes: wide });
    expect(logo.statusCode, logo.body).toBe(200);
    const { logoUrl } = logo.json();
    expect(logoUrl).toMatch(/^\/api\/images\/[a-f0-9]{32}-logo\.webp$/);
    expect((await branding()).logoUrl).toBe(logoUrl);
    const served = await inject({ url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const size = await sharp(served.rawPayload).metadata();
    expect([size.format, size.width, size.height]).toEqual(["webp", 480, 120]);

    const icon = await upload("favicon", settingsStaff, {
      filename: "icon.png",
      contentType: "image/png",
      bytes: await smallPng(256),
    });
    const { faviconUrl } = icon.json();
    const iconSize = await sharp((await inject({ url: faviconUrl })).rawPayload).metadata();
    expect([iconSize.width, iconSize.height]).toEqual([64, 64]);

    const audit = await context.database.db.query.auditLog.findMany();
    expect(audit.map((entry) => entry.targetId)).toEqual(expect.arrayContaining(["branding.logo", "branding.favicon"]));

    const reset = await inject({
      method: "DELETE",
      url: "/api/admin/settings/branding/logo",
      headers: { cookie: settingsStaff },
    });
    expect(reset.json()).toEqual({ logoUrl: null, faviconUrl });
    // The replaced file is gone from storage.
    expect((await inject({ url: logoUrl })).statusCode).toBe(404);
  });

  it.each([
    ["a text file named .png", "INVALID_FILE_TYPE", 415, async () => Buffer.from("definitely not an image")],
    ["a 3 MB file", "FILE_TOO_LARGE", 413, async () => Buffer.alloc(3 * 1024 * 1024, 7)],
    ["an image declaring 20000 x 20000 pixels", "IMAGE_TOO_LARGE", 400, async () => pngDeclaring(20_000, 20_000)],
  ])("refuses %s with the spec's message and keeps the current logo", async (_name, code, status, bytes) => {
    const before = await branding();
    const refused = await upload("logo", settingsStaff, {
      filename: "logo.png",
      contentType: "image/png",
      bytes: await bytes(),
    });
    expect(refused.statusCode).toBe(status);
    expect(refused.json().error.code).toBe(code);
    if (code === "INVALID_FILE_TYPE") expect(refused.json().error.message).toBe("Please upload an image file");
    if (code === "FILE_TOO_LARGE") expect(refused.json().error.message).toBe("Maximum file size is 2MB");
    expect(await branding()).toEqual(before);
  });

  it("is for staff with `settings`; an unknown kind is refused", async () => {
    const png = { filename: "logo.png", contentType: "image/png", bytes: await smallPng() };
    expect((await upload("logo", contentStaff, png)).statusCode).toBe(403);
    expect((await upload("banner", settingsStaff, png)).statusCode).toBe(400);
    expect((await inject({ method: "DELETE", url: "/api/admin/settings/branding/logo" })).statusCode).toBe(401);
  });
});
