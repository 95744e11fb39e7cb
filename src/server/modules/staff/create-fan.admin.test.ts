import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, outbox, users } from "../../db/schema/index";
import { signUp, tokenFromMail } from "../../test/accounts";
import { createTestApp } from "../../test/app";
import { signInStaff } from "../../test/staff-accounts";

type Context = Awaited<ReturnType<typeof createTestApp>>;

describe("Create Fan (test tool)", () => {
  let context: Context;
  let superAdmin = { id: "", cookie: "" };

  beforeAll(async () => {
    context = await createTestApp({ RUN_JOBS: "false" });
    superAdmin = await signInStaff(context.app, context.database.db, "super_admin");
  }, 60_000);
  afterAll(() => context.close());

  const createFan = (cookie?: string) =>
    context.app.inject({ method: "POST", url: "/api/admin/create-fan", headers: cookie ? { cookie } : {} });

  it("is named in staff's session, so the browser offers it; a fan's session names no staff tools", async () => {
    const session = await context.app.inject({ url: "/api/session", headers: { cookie: superAdmin.cookie } });
    expect(session.json().user.staffTools).toEqual(["create-fan"]);
    const fan = await signUp(context.app);
    const fanSession = await context.app.inject({ url: "/api/session", headers: { cookie: fan.cookie } });
    expect(fanSession.json().user).not.toHaveProperty("staffTools");
  });

  it("creates a fan with a unique address and a one-time password, and sends the confirmation e-mail", async () => {
    const created = await createFan(superAdmin.cookie);
    expect(created.statusCode).toBe(201);
    const { user, password, verificationEmailSent } = created.json();
    expect(user.email).toMatch(/^test-fan-\d+-[0-9a-f]{6}@example\.com$/);
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(verificationEmailSent).toBe(true);
    expect(created.headers["cache-control"]).toBe("private, no-store");

    const [row] = await context.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: user.email, name: user.name, role: "user", emailVerified: false, phone: null });

    // The mail went out through the normal path: its link confirms the address.
    const [mail] = await context.database.db.select().from(outbox).where(eq(outbox.to, user.email));
    expect(mail?.text).toContain(`${context.env.APP_URL}/auth/confirm?token=`);
    const confirmed = await context.app.inject({
      method: "POST",
      url: "/api/accounts/email-verification/confirm",
      payload: { token: tokenFromMail(mail!.text) },
    });
    expect(confirmed.json().user).toMatchObject({ id: user.id, emailVerified: true });

    // The password answered once signs the fan in.
    const login = await context.app.inject({
      method: "POST",
      url: "/api/session",
      payload: { email: user.email, password, rememberMe: false },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ id: user.id, role: "user" });

    // Audited without the password.
    const [entry] = await context.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "fan.create"), eq(auditLog.targetId, user.id)));
    expect(entry).toMatchObject({ actorId: superAdmin.id, targetType: "user", after: { email: user.email } });
    expect(JSON.stringify(entry)).not.toContain(password);

    const another = await createFan(superAdmin.cookie);
    expect(another.json().user.email).not.toBe(user.email);
    expect(another.json().password).not.toBe(password);
  });

  it("writes the fan's confirmation e-mail in the staff page's language", async () => {
    const created = await context.app.inject({
      method: "POST",
      url: "/api/admin/create-fan",
      headers: { cookie: superAdmin.cookie, "accept-language": "ar" },
    });
    expect(created.statusCode).toBe(201);
    const { user } = created.json();
    const [row] = await context.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.locale).toBe("ar");
    const [mail] = await context.database.db.select().from(outbox).where(eq(outbox.to, user.email));
    expect(mail?.html).toContain('dir="rtl"');
    expect(mail?.text).toContain(`${context.env.APP_URL}/ar/auth/confirm?token=`);
  });

  it("is the super admin's alone", async () => {
    const { db } = context.database;
    const everyPermission = await signInStaff(context.app, db, "moderator", [
      "blog",
      "slider",
      "celebrities",
      "users",
      "settings",
      "content",
    ]);
    const admin = await signInStaff(context.app, db, "admin", ["users", "celebrities"]);
    const fan = await signUp(context.app);
    for (const cookie of [everyPermission.cookie, admin.cookie, fan.cookie]) {
      expect((await createFan(cookie)).statusCode).toBe(403);
    }
    expect((await createFan()).statusCode).toBe(401);
  });
});

describe("Create Fan in production", () => {
  let context: Context;

  beforeAll(async () => {
    context = await createTestApp({
      NODE_ENV: "production",
      MESSAGES_LOG_ONLY: "true",
      RUN_JOBS: "false",
      PAYMENT_PROVIDER: "paystack",
      PAYSTACK_SECRET_KEY: "sk_test_unused_0001",
      PAYSTACK_BASE_URL: "http://127.0.0.1:9",
    });
  }, 60_000);
  afterAll(() => context.close());

  it("does not exist: 404 NOT_FOUND for everyone, the super admin included, and no docs", async () => {
    const superAdmin = await signInStaff(context.app, context.database.db, "super_admin");
    for (const cookie of [superAdmin.cookie, undefined]) {
      const response = await context.app.inject({
        method: "POST",
        url: "/api/admin/create-fan",
        headers: cookie ? { cookie } : {},
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe("NOT_FOUND");
    }
    // The session says so: the browser neither lists nor opens it (issue 24 item 28).
    const session = await context.app.inject({ url: "/api/session", headers: { cookie: superAdmin.cookie } });
    expect(session.json().user.staffTools).toEqual([]);
    const docs = await context.app.inject({ url: "/api/docs/json" });
    expect(Object.keys(docs.json().paths)).not.toContain("/api/admin/create-fan");
    expect(await context.database.db.select().from(users).where(eq(users.role, "user"))).toEqual([]);
  });
});
