import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./test/app";
import { fakeWebBuild } from "./test/web-build";

/** One hashed asset with its gzip twin, as `vite build` and the compression step leave them. */
const script = `console.log(${JSON.stringify("x".repeat(2000))});`;

describe("the app shell", () => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    context = await createTestApp({
      WEB_DIST_DIR: fakeWebBuild({ "assets/index-abc123.js": script, "assets/index-abc123.js.gz": gzipSync(script) }),
      RATE_LIMIT_PER_MINUTE: "5",
    });
  });
  afterAll(() => context.close());

  it("answers liveness and readiness", async () => {
    expect((await context.app.inject({ url: "/health" })).json()).toEqual({ status: "ok" });
    expect((await context.app.inject({ url: "/ready" })).json()).toEqual({ status: "ok" });
  });

  it("sends security headers and a request id, echoing a caller's id", async () => {
    const response = await context.app.inject({ url: "/health", headers: { "x-request-id": "trace-42" } });
    expect(response.headers["x-request-id"]).toBe("trace-42");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("sends the security headers on error answers too", async () => {
    const answers = [
      await context.app.inject({ url: "/api/no-such-thing" }),
      await context.app.inject({ url: "/api/celebrities?page=0" }),
      await context.app.inject({ url: "/api/celebrities/nobody-by-this-name" }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 400, 404]);
    for (const answer of answers) {
      expect(answer.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["cache-control"]).toBe("private, no-store");
    }
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await context.app.inject({ url: "/api/no-such-thing" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: "NOT_FOUND", message: "No route for GET /api/no-such-thing" } });
  });

  it("answers an encoded spelling of an API path as the API, not with the web page", async () => {
    for (const url of ["/%61pi/no-such-thing", "/a%70i/no-such-thing", "/%61%70%69"]) {
      const response = await context.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code, url).toBe("NOT_FOUND");
    }
  });

  it("serves index.html for client routes and hashed assets precompressed with a long cache", async () => {
    // A client route that needs no data (a missing profile is a 404 now: seo.test.ts).
    const page = await context.app.inject({ url: "/celebrities" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain('<div id="root">');
    const asset = await context.app.inject({ url: "/assets/index-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["content-encoding"]).toBe("gzip");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("documents the API as OpenAPI at /api/docs", async () => {
    const spec = (await context.app.inject({ url: "/api/docs/json" })).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(["/api/celebrities", "/api/celebrities/{username}", "/api/categories", "/api/currencies"]),
    );
  });

  it("limits API requests per client and says so in the error format", async () => {
    const statuses: number[] = [];
    let limited: { statusCode: number; json: () => unknown } | undefined;
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const response = await context.app.inject({ url: "/api/currencies", remoteAddress: "203.0.113.9" });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) limited = response;
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(limited?.json()).toEqual({
      error: { code: "RATE_LIMITED", message: "Too many requests. Please slow down and try again shortly." },
    });
    // Another client is not affected.
    expect((await context.app.inject({ url: "/api/currencies", remoteAddress: "203.0.113.10" })).statusCode).toBe(200);
  });
});
