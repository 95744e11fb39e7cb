import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { celebrityProfiles } from "../db/schema/index";
import { cookiesOf } from "../test/accounts";
import { createTestApp } from "../test/app";
import { DEMO_ACCOUNTS, DEMO_CELEBRITY_USERNAME, formatDemoAccounts, seedDemoAccounts } from "./demo-accounts";
import { seedDemoData } from "./seed";

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
