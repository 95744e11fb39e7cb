import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_PERMISSIONS } from "@/shared/roles";
import { celebrityProfiles, users } from "../../db/schema/index";
import { seedDemoData } from "../../db/seed/seed";
import { cookiesOf, signUp } from "../../test/accounts";
import { createTestApp } from "../../test/app";
import { DEMO_ACCOUNTS, DEMO_CELEBRITY_USERNAME } from "./demo-accounts";
import { ensureSuperAdmin, formatDemoAccounts, seedDemoAccounts } from "./provisioning";

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

describe("demo accounts", () => {
  it("seeds five verified accounts that can sign in, the celebrity owning a demo profile", async () => {
    await seedDemoData(db());
    const list = await seedDemoAccounts(db());
    await seedDemoAccounts(db());
    expect(list.map((item) => item.role)).toEqual(["user", "celebrity", "moderator", "admin", "super_admin"]);
    for (const account of DEMO_ACCOUNTS) {
      const response = await login(account.email, account.password);
      expect(response.statusCode, account.email).toBe(200);
      expect(response.json().user).toMatchObject({ role: account.role, emailVerified: true });
    }
    const celebrity = DEMO_ACCOUNTS.find((account) => account.role === "celebrity")!;
    const response = await login(celebrity.email, celebrity.password);
    const me = await context.app.inject({ method: "GET", url: "/api/me", headers: { cookie: cookiesOf(response) } });
    expect(me.json().user.celebrityProfile).toMatchObject({ username: DEMO_CELEBRITY_USERNAME, approved: true });
    const [profile] = await db()
      .select({ userId: celebrityProfiles.userId })
      .from(celebrityProfiles)
      .where(eq(celebrityProfiles.username, DEMO_CELEBRITY_USERNAME));
    expect(profile?.userId).toBe(me.json().user.id);
    const moderator = await login("demo.moderator@example.com", "salamu-moderator-demo");
    expect(moderator.json().user.permissions).toEqual(["content"]);
    expect(formatDemoAccounts(list)).toContain("demo.superadmin@example.com");
  });
});
