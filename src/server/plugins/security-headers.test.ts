import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/app";
import { fakeWebBuild } from "../test/web-build";
import { securityHeadersOf } from "./security-headers";

describe("securityHeadersOf", () => {
  it("works out helmet's headers once: our CSP, no sniffing or framing by others, HSTS only in production", () => {
    const production = new Map(securityHeadersOf(true));
    expect(production.get("content-security-policy")).toContain("default-src 'self'");
    expect(production.get("content-security-policy")).toContain("script-src 'self'");
    expect(production.get("content-security-policy")).not.toContain("upgrade-insecure-requests");
    expect(production.get("x-content-type-options")).toBe("nosniff");
    expect(production.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(production.get("strict-transport-security")).toMatch(/^max-age=\d+/);
    const development = new Map(securityHeadersOf(false));
    expect(development.has("strict-transport-security")).toBe(false);
    expect(development.get("content-security-policy")).toBe(production.get("content-security-policy"));
  });
});

describe("security headers on the web build's files", () => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    context = await createTestApp({ WEB_DIST_DIR: fakeWebBuild({ "assets/home-abc.js": "export const home = 1;" }) });
  });
  afterAll(() => context.close());

  it("sends a chunk only the headers that apply to it, and a page all of them", async () => {
    const chunk = await context.app.inject({ url: "/assets/home-abc.js" });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers["x-content-type-options"]).toBe("nosniff");
    expect(chunk.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(chunk.headers["content-security-policy"]).toBeUndefined();
    expect(chunk.headers["x-frame-options"]).toBeUndefined();
    // Nor the bytes a hashed file has no use for; its ETag stays.
    expect(chunk.headers["x-request-id"]).toBeUndefined();
    expect(chunk.headers["last-modified"]).toBeUndefined();
    expect(chunk.headers.etag).toBeDefined();

    const page = await context.app.inject({ url: "/about" });
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(page.headers["x-request-id"]).toBeDefined();
    const api = await context.app.inject({ url: "/api/categories" });
    expect(api.headers["content-security-policy"]).toContain("default-src 'self'");
  });
});
