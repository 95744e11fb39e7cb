import { eq } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index";
import { loadEnv } from "../../env";
import { registerErrorHandler } from "../../plugins/error-handler";
import { signUp } from "../../test/accounts";
import { createTestApp } from "../../test/app";
import { createGuards } from "./auth-guards";

let context: Awaited<ReturnType<typeof createTestApp>>;
let guarded: ReturnType<typeof Fastify>;

beforeAll(async () => {
  context = await createTestApp();
  // A small app with one route per guard, on the real accounts service and database.
  const guards = createGuards(context.app.modules.accounts.services.accounts);
  guarded = Fastify({ logger: false });
  registerErrorHandler(guarded);
  guarded.decorateRequest("user", null);
  const ok = async () => ({ ok: true });
  guarded.get("/user", { onRequest: guards.requireUser }, ok);
  guarded.get("/celebrity", { onRequest: guards.requireRole("celebrity") }, ok);
  guarded.get("/staff", { onRequest: guards.requireStaff }, ok);
  guarded.get("/blog", { onRequest: guards.requirePermission("blog") }, ok);
  guarded.get("/super", { onRequest: guards.requireSuperAdmin }, ok);
  await guarded.ready();
});
afterAll(async () => {
  await guarded.close();
  await context.close();
});

const statuses = async (cookie?: string) => {
  const result: Record<string, number> = {};
  for (const path of ["/user", "/celebrity", "/staff", "/blog", "/super"]) {
    const response = await guarded.inject({ method: "GET", url: path, headers: cookie ? { cookie } : {} });
    result[path] = response.statusCode;
  }
  return result;
};

describe("route guards", () => {
  it("decide from the database on every request", async () => {
    expect(await statuses()).toEqual({ "/user": 401, "/celebrity": 401, "/staff": 401, "/blog": 401, "/super": 401 });
    const { cookie, user } = await signUp(context.app);
    const setRole = (role: string, permissions: string[] = []) =>
      context.database.db.update(users).set({ role, permissions }).where(eq(users.id, user.id));

    expect(await statuses(cookie)).toEqual({
      "/user": 200,
      "/celebrity": 403,
      "/staff": 403,
      "/blog": 403,
      "/super": 403,
    });
    await setRole("celebrity");
    expect(await statuses(cookie)).toEqual({
      "/user": 200,
      "/celebrity": 200,
      "/staff": 403,
      "/blog": 403,
      "/super": 403,
    });
    await setRole("moderator", ["content"]);
    expect(await statuses(cookie)).toEqual({
      "/user": 200,
      "/celebrity": 403,
      "/staff": 200,
      "/blog": 403,
      "/super": 403,
    });
    await setRole("moderator", ["blog"]);
    expect((await statuses(cookie))["/blog"]).toBe(200);
    // A user given permissions without a staff role gets none of them.
    await setRole("user", ["blog"]);
    expect((await statuses(cookie))["/blog"]).toBe(403);
    await setRole("super_admin");
    expect(await statuses(cookie)).toEqual({
      "/user": 200,
      "/celebrity": 403,
      "/staff": 200,
      "/blog": 200,
      "/super": 200,
    });
  });

  it("answers in the app's error format", async () => {
    const response = await guarded.inject({ method: "GET", url: "/staff" });
    expect(response.json()).toEqual({ error: { code: "UNAUTHENTICATED", message: "Please log in to continue." } });
  });
});

describe("super admin configuration", () => {
  it("needs both variables or neither", () => {
    const base = { APP_SECRET: "x".repeat(32), DATA_DIR: context.env.DATA_DIR };
    expect(() => loadEnv({ ...base, SUPER_ADMIN_EMAIL: "a@example.com" })).toThrow(/set both or neither/);
    expect(() => loadEnv({ ...base, SUPER_ADMIN_EMAIL: "a@example.com", SUPER_ADMIN_PASSWORD: "short" })).toThrow(
      /SUPER_ADMIN_PASSWORD/,
    );
    expect(
      loadEnv({ ...base, SUPER_ADMIN_EMAIL: "a@example.com", SUPER_ADMIN_PASSWORD: "long enough" }).SUPER_ADMIN_EMAIL,
    ).toBe("a@example.com");
  });
});
