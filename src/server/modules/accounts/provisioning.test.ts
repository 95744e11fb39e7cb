import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_PERMISSIONS } from "@/shared/roles";
import { users } from "../../db/schema/index";
import { signUp } from "../../test/accounts";
import { createTestApp } from "../../test/app";
import { ensureSuperAdmin } from "./provisioning";

let context: Awaited<ReturnType<typeof createTestApp>>;
const db = () => context.database.db;

beforeAll(async () => {
  context = await createTestApp();
});
afterAll(async () => {
  await context.close();
});

const login = (email: string, password: string) =>
  context.app.inject({ method: "POST", url: "/api/session", payload: { email, password, rememberMe: true } });

describe("ensureSuperAdmin", () => {
  it("creates the super admin once, idempotently", async () => {
    const first = await ensureSuperAdmin(db(), { email: "Boss@Example.com", password: "boss password" });
    const second = await ensureSuperAdmin(db(), { email: "boss@example.com", password: "boss password" });
    expect(first.created).toBe(true);
    expect(second).toMatchObject({ userId: first.userId, created: false, passwordSet: false });
    const [{ value }] = (await db()
      .select({ value: count() })
      .from(users)
      .where(eq(users.email, "boss@example.com"))) as [{ value: number }];
    expect(value).toBe(1);
    const response = await login("boss@example.com", "boss password");
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ role: "super_admin", emailVerified: true });
    expect(response.json().user.permissions).toEqual([...STAFF_PERMISSIONS]);
  });

  it("promotes an existing fan, keeping the password unless asked to reset it", async () => {
    const fan = await signUp(context.app);
    await ensureSuperAdmin(db(), { email: fan.email, password: "ignored password" });
    expect((await login(fan.email, fan.password)).json().user.role).toBe("super_admin");
    await ensureSuperAdmin(db(), { email: fan.email, password: "the cli password", resetPassword: true });
    expect((await login(fan.email, "the cli password")).statusCode).toBe(200);
  });
});
