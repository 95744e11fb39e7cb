/**
 * Regression tests for the defects an attack on the running server found, and the guards that keep each
 * class of defect closed: decisions on the routed path (never the raw URL), NUL bytes refused before the
 * database, errors in the documented shape from every layer, cross-site writes refused.
 */
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorResponseSchema } from "@/shared/schemas/errors";
import { bookingWorld } from "./modules/requests/test-factories";
import { signUp, verifiedPhoneTicket } from "./test/accounts";
import { createTestApp } from "./test/app";

let context: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof bookingWorld>>;
let requestId = "";

const AUTH_LIMIT = 5;

beforeAll(async () => {
  context = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT) });
  world = await bookingWorld(context.app, context.database.db);
  const created = await context.app.inject({
    method: "POST",
    url: "/api/requests",
    headers: { cookie: world.fan.cookie },
    payload: { celebrityId: world.celebrity.profile.id, currency: "USD", message: "Happy birthday to my sister Ada!" },
  });
  expect(created.statusCode).toBe(201);
  requestId = created.json().request.id;
});
afterAll(() => context.close());

const inject = (options: InjectOptions) => context.app.inject(options);

function expectErrorShape(response: { statusCode: number; json: () => unknown }, status: number, code?: string) {
  expect(response.statusCode).toBe(status);
  const body = errorResponseSchema.parse(response.json());
  if (code) expect(body.error.code).toBe(code);
}

/** Percent-encoded spellings of `/api`, which the router decodes to `/api`. */
const encodedApiPrefixes = ["/%61pi", "/a%70i", "/ap%69", "/%61%70%69", "/%61p%69", "/a%70%69"];

describe("decisions on the routed path, never the raw URL", () => {
  it("per-IP sign-in limits hold for every spelling of /api", async () => {
    for (const [index, prefix] of ["/api", ...encodedApiPrefixes].entries()) {
      const statuses: number[] = [];
      const ip = `198.51.100.${index + 1}`;
      // An e-mail of its own per spelling: the per-account lock (ten failures) must not be what refuses.
      const email = `spelling-${index}@example.com`;
      for (let attempt = 0; attempt < AUTH_LIMIT + 3; attempt += 1) {
        const response = await inject({
          method: "POST",
          url: `${prefix}/session`,
          payload: { email, password: "wrong password", rememberMe: false },
          remoteAddress: ip,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, AUTH_LIMIT)).toEqual(Array(AUTH_LIMIT).fill(401));
      expect(statuses.slice(AUTH_LIMIT)).toEqual([429, 429, 429]);
    }
  });

  it("the global per-IP limit counts encoded spellings of /api too", async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: "3" });
    try {
      const statuses: number[] = [];
      for (const prefix of ["/api", ...encodedApiPrefixes.slice(0, 4)]) {
        statuses.push(
          (await limited.app.inject({ url: `${prefix}/categories`, remoteAddress: "192.0.2.7" })).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await limited.close();
    }
  });

  it("Better Auth's handler serves its allowed endpoint by the routed name only", async () => {
    expect((await inject({ url: "/api/auth/%6fk" })).statusCode).toBe(200);
    expectErrorShape(await inject({ url: "/api/auth/get-session" }), 404, "NOT_FOUND");
    expectErrorShape(await inject({ url: "/api/auth/get-%73ession" }), 404, "NOT_FOUND");
  });
});

describe("the client's address behind proxies (TRUST_PROXY)", () => {
  /** Sign-in attempts from one client behind the balancer at 10.0.0.2, each with a new address made up. */
  async function spoofedSignIns(app: typeof context.app, realClient: string, attempts: number) {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      const response = await app.inject({
        method: "POST",
        url: "/api/session",
        payload: { email: world.otherFan.email, password: "wrong password", rememberMe: false },
        remoteAddress: "10.0.0.2",
        headers: { "x-forwarded-for": `203.0.113.${attempt + 1}, ${realClient}` },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  }

  it("behind one proxy, a client cannot escape the limits by writing its own X-Forwarded-For", async () => {
    const behindBalancer = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT), TRUST_PROXY: "1" });
    try {
      const statuses = await spoofedSignIns(behindBalancer.app, "198.51.100.77", AUTH_LIMIT + 2);
      expect(statuses.slice(AUTH_LIMIT)).toEqual([429, 429]);
      // Another client behind the same balancer has a budget of its own.
      expect(await spoofedSignIns(behindBalancer.app, "198.51.100.78", 1)).toEqual([401]);
    } finally {
      await behindBalancer.close();
    }
  });

  it("without TRUST_PROXY the header is ignored: the connection's address counts", async () => {
    const statuses = await spoofedSignIns(context.app, "198.51.100.79", AUTH_LIMIT + 1);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("cross-site writes", () => {
  const patchMe = (url: string, headers: Record<string, string>) =>
    inject({ method: "PATCH", url, headers: { cookie: world.fan.cookie, ...headers }, payload: { name: "Changed" } });

  it("refuse Sec-Fetch-Site: cross-site on every spelling of the path", async () => {
    for (const url of ["/api/me", "/%61pi/me", "/%61%70%69/me"]) {
      expectErrorShape(await patchMe(url, { "sec-fetch-site": "cross-site" }), 403, "CROSS_SITE_REQUEST");
    }
  });

  it("refuse a write whose Origin is another site, whatever Sec-Fetch-Site says", async () => {
    for (const origin of ["https://evil.example", "null", "http://localhost.evil.example", "not a url"]) {
      expectErrorShape(await patchMe("/api/me", { origin }), 403, "CROSS_SITE_REQUEST");
      expectErrorShape(await patchMe("/api/me", { origin, "sec-fetch-site": "same-origin" }), 403);
    }
    const logout = await inject({
      method: "DELETE",
      url: "/api/session",
      headers: { cookie: world.fan.cookie, origin: "https://evil.example" },
    });
    expectErrorShape(logout, 403, "CROSS_SITE_REQUEST");
  });

  it("serve the site's own origins: APP_URL's and the host the request was sent to", async () => {
    expect((await patchMe("/api/me", { origin: context.env.APP_URL })).statusCode).toBe(200);
    expect((await patchMe("/api/me", { origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" })).statusCode).toBe(
      200,
    );
    expect((await patchMe("/api/me", { "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
  });

  it("refuse text/plain, the body a cross-site form can send without asking", async () => {
    const plain = await inject({
      method: "POST",
      url: `/api/requests/${requestId}/cancel`,
      headers: { cookie: world.fan.cookie, "content-type": "text/plain" },
      payload: "",
    });
    expectErrorShape(plain, 415);
    const withBody = await inject({
      method: "PATCH",
      url: "/api/me",
      headers: { cookie: world.fan.cookie, "content-type": "text/plain" },
      payload: '{"name":"Plain"}',
    });
    expectErrorShape(withBody, 415);
  });
});

describe("NUL characters", () => {
  const cases: { name: string; options: () => InjectOptions }[] = [
    { name: "a profile's username", options: () => ({ url: "/api/celebrities/%00" }) },
    { name: "a profile's reviews", options: () => ({ url: "/api/celebrities/a%00b/reviews" }) },
    { name: "search", options: () => ({ url: "/api/celebrities?search=%00" }) },
    { name: "category", options: () => ({ url: "/api/celebrities?category=%00" }) },
    { name: "a currency code", options: () => ({ url: "/api/currencies/N%00N" }) },
    {
      name: "a profile update",
      options: () => ({
        method: "PATCH",
        url: "/api/me",
        headers: { cookie: world.fan.cookie },
        payload: { name: "Ada\u0000", bio: "x" },
      }),
    },
    {
      name: "a request's message",
      options: () => ({
        method: "POST",
        url: "/api/requests",
        headers: { cookie: world.fan.cookie },
        payload: {
          celebrityId: world.celebrity.profile.id,
          currency: "USD",
          message: "Happy\u0000 birthday to you all",
        },
      }),
    },
    {
      name: "a request id",
      options: () => ({ url: "/api/requests/%00", headers: { cookie: world.fan.cookie } }),
    },
    {
      name: "a decline reason",
      options: () => ({
        method: "POST",
        url: `/api/requests/${requestId}/decline`,
        headers: { cookie: world.celebrity.cookie },
        payload: { reason: "busy\u0000" },
      }),
    },
    {
      name: "a payment reference",
      options: () => ({
        method: "POST",
        url: "/api/payments/verify",
        headers: { cookie: world.fan.cookie },
        payload: { reference: "SALAMU-\u0000" },
      }),
    },
    {
      name: "a sandbox reference in the path",
      options: () => ({ url: "/api/payments/sandbox/SALAMU-%00", headers: { cookie: world.fan.cookie } }),
    },
    {
      name: "a lone surrogate (no character at all) in a profile update",
      options: () => ({
        method: "PATCH",
        url: "/api/me",
        headers: { cookie: world.fan.cookie },
        payload: { name: "Nairob\ud800i" },
      }),
    },
    {
      name: "an object key",
      options: () => ({
        method: "PATCH",
        url: "/api/me",
        headers: { cookie: world.fan.cookie },
        payload: { "na\u0000me": "x" },
      }),
    },
  ];

  it.each(cases)("in $name are refused with 400 VALIDATION_ERROR", async ({ options }) => {
    expectErrorShape(await inject(options()), 400, "VALIDATION_ERROR");
  });

  it("leave what was saved untouched", async () => {
    const me = await inject({ url: "/api/me", headers: { cookie: world.fan.cookie } });
    expect(me.json().user.name).not.toContain("\u0000");
  });
});

describe("errors from Fastify and Node keep the documented shape", () => {
  it("a malformed percent-escape", async () => {
    expectErrorShape(await inject({ url: "/api/requests/%ZZ" }), 400, "BAD_URL");
  });

  it("a path segment over the router's limit", async () => {
    expectErrorShape(await inject({ url: `/api/celebrities/${"a".repeat(101)}` }), 414, "URI_TOO_LONG");
  });

  it("headers over Node's limit (a real socket: the parser answers before Fastify)", async () => {
    await context.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = context.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const call = httpRequest(
        { host: "127.0.0.1", port, path: "/api/categories", headers: { "x-filler": "a".repeat(20_000) } },
        (response) => {
          let body = "";
          response.on("data", (chunk) => {
            body += chunk;
          });
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      call.on("error", reject);
      call.end();
    });
    expect(answer.status).toBe(431);
    expect(errorResponseSchema.parse(JSON.parse(answer.body)).error.code).toBe("HEADERS_TOO_LARGE");
  });
});

describe("accounts", () => {
  it("sign-up checks the phone proof before telling whether an e-mail has an account", async () => {
    const attempt = (email: string, verificationToken: string, phone = "+2348031234567") =>
      inject({
        method: "POST",
        url: "/api/accounts",
        remoteAddress: "203.0.113.50",
        payload: { name: "Probe", email, password: "long enough pass", phone, acceptTerms: true, verificationToken },
      });
    const known = await attempt(world.fan.email, "junk-token");
    const unknown = await attempt("nobody-here@example.com", "junk-token");
    expect(known.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(known.json().error.code).toBe(unknown.json().error.code);

    // With a proven phone the answer comes, and the ticket stays good for a retry with another e-mail.
    const phone = "+2348039876543";
    const ticket = await verifiedPhoneTicket(context.app, phone, "203.0.113.51");
    expectErrorShape(await attempt(world.fan.email, ticket, phone), 409, "EMAIL_TAKEN");
    expect((await attempt(`retry-${Date.now()}@example.com`, ticket, phone)).statusCode).toBe(201);
  });

  it("a password change signs out every other session and keeps this one", async () => {
    const account = await signUp(context.app);
    const login = await inject({
      method: "POST",
      url: "/api/session",
      payload: { email: account.email, password: account.password, rememberMe: false },
    });
    const stolen = login.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
    expect((await inject({ url: "/api/me", headers: { cookie: stolen } })).statusCode).toBe(200);

    const changed = await inject({
      method: "POST",
      url: "/api/me/password",
      headers: { cookie: account.cookie },
      payload: { currentPassword: account.password, newPassword: "a brand new password" },
    });
    expect(changed.statusCode).toBe(204);
    expect((await inject({ url: "/api/me", headers: { cookie: stolen } })).statusCode).toBe(401);
    expect((await inject({ url: "/api/me", headers: { cookie: account.cookie } })).statusCode).toBe(200);
  });
});

describe("hardening", () => {
  it("personal answers are never stored by a cache; public ones keep their own policy", async () => {
    for (const url of ["/api/me", "/api/requests/mine", "/api/subscriptions/mine", `/api/requests/${requestId}`]) {
      const response = await inject({ url, headers: { cookie: world.fan.cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe("private, no-store");
    }
    const login = await inject({
      method: "POST",
      url: "/api/session",
      payload: { email: world.otherFan.email, password: world.otherFan.password, rememberMe: false },
      remoteAddress: "203.0.113.60",
    });
    expect(login.headers["cache-control"]).toBe("private, no-store");
    expect((await inject({ url: "/api/categories" })).headers["cache-control"]).toMatch(/^public/);
  });

  it("the session is checked before the body: an anonymous caller gets 401, not a validation message", async () => {
    for (const options of [
      { method: "PATCH", url: "/api/me", payload: { name: 42 } },
      { method: "POST", url: "/api/requests", payload: "{not json", headers: { "content-type": "application/json" } },
      { method: "POST", url: `/api/requests/${requestId}/decline`, payload: { reason: ["x"] } },
      { method: "POST", url: "/api/payments/verify", payload: {} },
    ] as InjectOptions[]) {
      expectErrorShape(await inject(options), 401, "UNAUTHENTICATED");
    }
  });

  it("the development outbox, which shows reset links, answers this machine only", async () => {
    expect((await inject({ url: "/dev/outbox" })).statusCode).toBe(200);
    expect((await inject({ url: "/api/dev/outbox" })).statusCode).toBe(200);
    for (const url of ["/dev/outbox", "/api/dev/outbox", "/%64ev/outbox", "/%61pi/dev/outbox"]) {
      expectErrorShape(await inject({ url, remoteAddress: "203.0.113.70" }), 404, "NOT_FOUND");
      expectErrorShape(await inject({ url, headers: { "x-forwarded-for": "203.0.113.70" } }), 404, "NOT_FOUND");
    }
  });
});
