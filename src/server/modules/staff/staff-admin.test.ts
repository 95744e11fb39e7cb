import { desc, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, staffInvitations, users } from "../../db/schema/index";
import { cookiesOf, signUp, tokenFromMail } from "../../test/accounts";
import { createTestApp } from "../../test/app";
import { waitFor } from "../../test/wait-for";
import { provisionAccount } from "../accounts/provisioning";
import { api, bookingWorld, referenceOf } from "../requests/test-factories";

let context: Awaited<ReturnType<typeof createTestApp>>;
let superAdmin = "";
let superAdminId = "";
let usersModerator = "";

const inject = (options: InjectOptions) => context.app.inject(options);
const login = async (email: string, password: string) =>
  inject({ method: "POST", url: "/api/session", payload: { email, password, rememberMe: false } });

async function makeStaff(role: "moderator" | "super_admin", permissions: ("users" | "content")[] = []) {
  const email = `${role}-${Math.random().toString(36).slice(2)}@example.com`;
  const { userId } = await provisionAccount(context.database.db, {
    email,
    name: `Staff ${role}`,
    password: "staff password",
    role,
    permissions,
  });
  return { cookie: cookiesOf(await login(email, "staff password")), id: userId, email };
}

beforeAll(async () => {
  context = await createTestApp();
  const boss = await makeStaff("super_admin");
  superAdmin = boss.cookie;
  superAdminId = boss.id;
  usersModerator = (await makeStaff("moderator", ["users"])).cookie;
});
afterAll(() => context.close());

const lastMailTo = async (email: string) =>
  (await context.database.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.createdAt)))[0];

describe("users management", () => {
  it("lists users by search, role and status, paginated on the server", async () => {
    const fan = await signUp(context.app, { name: "Zainab Searchable" });
    const found = await inject({
      url: "/api/admin/users?search=zainab%20search&role=user",
      headers: { cookie: usersModerator },
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ total: 1, page: 1, totalPages: 1 });
    expect(found.json().items[0]).toMatchObject({ id: fan.user.id, status: "unconfirmed", role: "user" });
    const staffOnly = await inject({ url: "/api/admin/users?role=super_admin", headers: { cookie: usersModerator } });
    expect(staffOnly.json().items.map((user: { id: string }) => user.id)).toContain(superAdminId);
    const bad = await inject({ url: "/api/admin/users?status=sleeping", headers: { cookie: usersModerator } });
    expect(bad.statusCode).toBe(400);
  });

  it("a suspended fan's session is refused on the next request, and they cannot sign in until reactivated", async () => {
    const fan = await signUp(context.app);
    expect((await inject({ url: "/api/me", headers: { cookie: fan.cookie } })).statusCode).toBe(200);

    const suspended = await inject({
      method: "POST",
      url: `/api/admin/users/${fan.user.id}/suspend`,
      headers: { cookie: usersModerator },
      payload: { reason: "Chargeback fraud" },
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().user.status).toBe("suspended");
    expect((await inject({ url: "/api/me", headers: { cookie: fan.cookie } })).statusCode).toBe(401);

    const refused = await login(fan.email, fan.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("ACCOUNT_SUSPENDED");
    expect(cookiesOf(refused)).not.toContain("session_token=");

    const listed = await inject({ url: "/api/admin/users?status=suspended", headers: { cookie: usersModerator } });
    expect(listed.json().items.map((user: { id: string }) => user.id)).toContain(fan.user.id);

    const back = await inject({
      method: "POST",
      url: `/api/admin/users/${fan.user.id}/reactivate`,
      headers: { cookie: usersModerator },
    });
    expect(back.json().user.status).not.toBe("suspended");
    expect((await login(fan.email, fan.password)).statusCode).toBe(200);
  });

  it("a suspended celebrity leaves the catalogue and their paid requests are declined and refunded", async () => {
    const world = await bookingWorld(context.app, context.database.db);
    const call = api(context.app);
    const created = await call.requestVideo(world.fan.cookie, {
      celebrityId: world.celebrity.profile.id,
      currency: "USD",
    });
    const reference = referenceOf(created.json().checkoutUrl);
    expect((await call.sandboxComplete(world.fan.cookie, reference, "success")).statusCode).toBe(200);
    const requestId = created.json().request.id as string;

    const suspended = await inject({
      method: "POST",
      url: `/api/admin/users/${world.celebrity.user.id}/suspend`,
      headers: { cookie: usersModerator },
    });
    expect(suspended.statusCode).toBe(200);
    expect((await inject({ url: `/api/celebrities/${world.celebrity.profile.username}` })).statusCode).toBe(404);
    const request = await waitFor(
      async () => {
        const view = (await call.get(world.fan.cookie, requestId)).json().request;
        return view.refundStatus === "refunded" ? view : undefined;
      },
      { timeoutMs: 20_000, message: "the refund of the declined request" },
    );
    expect(request.status).toBe("declined");
    const rebook = await call.requestVideo(world.otherFan.cookie, {
      celebrityId: world.celebrity.profile.id,
      currency: "USD",
    });
    expect(rebook.statusCode).toBe(404);

    const audit = await inject({ url: "/api/admin/audit?action=user.suspend", headers: { cookie: superAdmin } });
    expect(audit.json().items[0]).toMatchObject({ targetId: world.celebrity.user.id, after: { closedRequests: 1 } });
  });

  it("staff accounts are the super admin's to suspend, and a super admin is never suspended", async () => {
    const moderator = await makeStaff("moderator", ["content"]);
    const byModerator = await inject({
      method: "POST",
      url: `/api/admin/users/${moderator.id}/suspend`,
      headers: { cookie: usersModerator },
    });
    expect(byModerator.statusCode).toBe(403);
    const bySuper = await inject({
      method: "POST",
      url: `/api/admin/users/${moderator.id}/suspend`,
      headers: { cookie: superAdmin },
    });
    expect(bySuper.statusCode).toBe(200);
    const otherSuper = await makeStaff("super_admin");
    const protectedSuper = await inject({
      method: "POST",
      url: `/api/admin/users/${otherSuper.id}/suspend`,
      headers: { cookie: superAdmin },
    });
    expect(protectedSuper.statusCode).toBe(409);
    expect(protectedSuper.json().error.code).toBe("SUPER_ADMIN_PROTECTED");
  });
});

describe("staff management", () => {
  const invite = (payload: unknown, cookie = superAdmin) =>
    inject({
      method: "POST",
      url: "/api/admin/staff",
      headers: { cookie },
      payload: payload as InjectOptions["payload"],
    });

  it("refuses an invitation with the spec's messages", async () => {
    const short = await invite({ name: "A", email: "a@example.com", role: "moderator", permissions: ["blog"] });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toContain("Name must be at least 2 characters.");
    const badEmail = await invite({ name: "Abena", email: "not-an-email", role: "moderator", permissions: ["blog"] });
    expect(badEmail.json().error.message).toContain("Please enter a valid email address.");
    const none = await invite({ name: "Abena", email: "abena@example.com", role: "moderator", permissions: [] });
    expect(none.json().error.message).toContain("You must select at least one permission.");
    const superRole = await invite({
      name: "Abena",
      email: "abena@example.com",
      role: "super_admin",
      permissions: ["blog"],
    });
    expect(superRole.statusCode).toBe(400);
  });

  it("an invited moderator sets a password from the e-mail link and sees only their areas", async () => {
    const email = `invitee-${Date.now()}@example.com`;
    const added = await invite({ name: "Abena Mensah", email, role: "moderator", permissions: ["content"] });
    expect(added.statusCode).toBe(201);
    expect(added.json().member).toMatchObject({ email, role: "moderator", permissions: ["content"] });
    expect(added.json().member.invitationExpiresAt).toBeTruthy();
    // No password exists until the invitee chooses one.
    expect((await login(email, "anything at all")).statusCode).toBe(401);

    const mail = await lastMailTo(email);
    expect(mail?.subject).toMatch(/invited/);
    const token = tokenFromMail(mail!.text);
    const described = await inject({ url: `/api/accounts/invitations/${token}` });
    expect(described.json()).toMatchObject({ name: "Abena Mensah", email });

    const weak = await inject({
      method: "POST",
      url: "/api/accounts/invitations/accept",
      payload: { token, password: "short" },
    });
    expect(weak.statusCode).toBe(400);
    const accepted = await inject({
      method: "POST",
      url: "/api/accounts/invitations/accept",
      payload: { token, password: "a strong new password" },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user).toMatchObject({
      email,
      role: "moderator",
      permissions: ["content"],
      emailVerified: true,
    });
    const cookie = cookiesOf(accepted);
    expect((await inject({ url: "/api/admin/dashboard", headers: { cookie } })).statusCode).toBe(200);
    const users403 = await inject({ url: "/api/admin/users", headers: { cookie } });
    expect(users403.statusCode).toBe(403);
    expect((await inject({ url: "/api/admin/staff", headers: { cookie } })).statusCode).toBe(403);

    // The link works once.
    const again = await inject({
      method: "POST",
      url: "/api/accounts/invitations/accept",
      payload: { token, password: "another password" },
    });
    expect(again.statusCode).toBe(410);
    expect((await login(email, "a strong new password")).statusCode).toBe(200);
  });

  it("the invitation is written in the inviter's page language; accepting records the invitee's", async () => {
    const email = `invitee-fr-${Date.now()}@example.com`;
    const added = await inject({
      method: "POST",
      url: "/api/admin/staff",
      headers: { cookie: superAdmin, "accept-language": "fr-CI" },
      payload: { name: "Awa Koné", email, role: "moderator", permissions: ["content"] },
    });
    expect(added.statusCode).toBe(201);
    const mail = await lastMailTo(email);
    expect(mail?.subject).toBe("Invitation à gérer Salamu");
    expect(mail?.text).toContain("en tant que Modérateur");
    expect(mail?.text).toContain("valable 72 heures");
    expect(mail?.text).toContain(`${context.env.APP_URL}/fr/accept-invitation?token=`);

    const accepted = await inject({
      method: "POST",
      url: "/api/accounts/invitations/accept",
      headers: { "accept-language": "sw-KE" },
      payload: { token: tokenFromMail(mail!.text), password: "a strong new password" },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user.locale).toBe("sw");
  });

  it("an expired invitation is refused; a resent one works and the old link does not", async () => {
    const email = `late-${Date.now()}@example.com`;
    const added = await invite({ name: "Late Comer", email, role: "admin", permissions: ["blog", "slider"] });
    const id = added.json().member.id as string;
    const firstToken = tokenFromMail((await lastMailTo(email))!.text);
    await context.database.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.userId, id));
    expect((await inject({ url: `/api/accounts/invitations/${firstToken}` })).statusCode).toBe(410);

    const resent = await inject({
      method: "POST",
      url: `/api/admin/staff/${id}/invitation`,
      headers: { cookie: superAdmin },
    });
    expect(resent.statusCode).toBe(202);
    const secondToken = tokenFromMail((await lastMailTo(email))!.text);
    expect(secondToken).not.toBe(firstToken);
    expect((await inject({ url: `/api/accounts/invitations/${secondToken}` })).statusCode).toBe(200);
  });

  it("an existing account is promoted without an invitation, edited, and its rights removed", async () => {
    const fan = await signUp(context.app);
    const added = await invite({ name: fan.user.name, email: fan.email, role: "moderator", permissions: ["blog"] });
    expect(added.statusCode).toBe(201);
    expect(added.json().member.invitationExpiresAt).toBeNull();
    expect((await lastMailTo(fan.email))?.subject).toMatch(/staff access/);
    const me = await inject({ url: "/api/me", headers: { cookie: fan.cookie } });
    expect(me.json().user.role).toBe("moderator");

    const edited = await inject({
      method: "PATCH",
      url: `/api/admin/staff/${fan.user.id}`,
      headers: { cookie: superAdmin },
      payload: { permissions: ["users", "users", "content"] },
    });
    expect(edited.json().member.permissions).toEqual(["users", "content"]);
    const listed = await inject({ url: "/api/admin/staff", headers: { cookie: superAdmin } });
    expect(listed.json().items.map((member: { id: string }) => member.id)).toContain(fan.user.id);

    const removed = await inject({
      method: "DELETE",
      url: `/api/admin/staff/${fan.user.id}`,
      headers: { cookie: superAdmin },
    });
    expect(removed.statusCode).toBe(204);
    const [row] = await context.database.db.select().from(users).where(eq(users.id, fan.user.id));
    expect(row).toMatchObject({ role: "user", permissions: [] });
    expect((await inject({ url: "/api/admin/dashboard", headers: { cookie: fan.cookie } })).statusCode).toBe(403);

    const audit = await inject({ url: "/api/admin/audit?action=staff.update", headers: { cookie: superAdmin } });
    expect(audit.json().items[0]).toMatchObject({
      targetId: fan.user.id,
      before: { permissions: ["blog"] },
      after: { permissions: ["users", "content"] },
    });
  });

  it("the last super admin cannot be demoted or removed, nor remove themselves", async () => {
    const fresh = await createTestApp();
    try {
      const email = `only-${Date.now()}@example.com`;
      const { userId } = await provisionAccount(fresh.database.db, {
        email,
        name: "Only Boss",
        password: "staff password",
        role: "super_admin",
      });
      const cookie = cookiesOf(
        await fresh.app.inject({
          method: "POST",
          url: "/api/session",
          payload: { email, password: "staff password", rememberMe: false },
        }),
      );
      const demote = await fresh.app.inject({
        method: "PATCH",
        url: `/api/admin/staff/${userId}`,
        headers: { cookie },
        payload: { role: "admin" },
      });
      expect(demote.statusCode).toBe(409);
      expect(demote.json().error.code).toBe("LAST_SUPER_ADMIN");
      const remove = await fresh.app.inject({
        method: "DELETE",
        url: `/api/admin/staff/${userId}`,
        headers: { cookie },
      });
      expect(remove.statusCode).toBe(409);
    } finally {
      await fresh.close();
    }
  });
});
