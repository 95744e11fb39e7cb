import { eq, sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANONYMISED_EMAIL_DOMAIN, ANONYMISED_NAME } from "@/shared/schemas/users";
import {
  payments,
  requestMessages,
  scheduledWatchLinkSends,
  users,
  videoRequests,
  voiceNotes,
} from "../../db/schema/index";
import { cookiesOf, signUp } from "../../test/accounts";
import { createTestApp } from "../../test/app";
import { waitFor } from "../../test/wait-for";
import { provisionAccount } from "../accounts/provisioning";
import { api, bookingWorld, referenceOf } from "../requests/test-factories";

// Issue 24 item 29: one user's page for staff (requests, payments, sessions), e-mail confirmed by hand,
// and anonymisation on the owner's request.

let context: Awaited<ReturnType<typeof createTestApp>>;
let usersModerator = "";
let contentModerator = "";
let superAdmin = "";

const inject = (options: InjectOptions) => context.app.inject(options);
const login = (email: string, password: string) =>
  inject({ method: "POST", url: "/api/session", payload: { email, password, rememberMe: false } });

async function makeStaff(role: "moderator" | "super_admin", permissions: ("users" | "content")[] = []) {
  const email = `page-${role}-${Math.random().toString(36).slice(2)}@example.com`;
  const { userId } = await provisionAccount(context.database.db, {
    email,
    name: `Staff ${role}`,
    password: "staff password",
    role,
    permissions,
  });
  return { cookie: cookiesOf(await login(email, "staff password")), id: userId };
}

/** A fan who booked the world's star and paid: one request, one payment, on both sides. */
async function paidBooking() {
  const world = await bookingWorld(context.app, context.database.db);
  const call = api(context.app);
  const created = await call.requestVideo(world.fan.cookie, {
    celebrityId: world.celebrity.profile.id,
    currency: "USD",
  });
  const reference = referenceOf(created.json().checkoutUrl);
  expect((await call.sandboxComplete(world.fan.cookie, reference, "success")).statusCode).toBe(200);
  return { world, call, requestId: created.json().request.id as string, reference };
}

async function unbalancedPostings() {
  const result = await context.database.db.execute(
    sql`select transaction_id, currency from ledger_entries group by 1, 2 having sum(amount_minor) <> 0`,
  );
  return "rows" in result ? result.rows : result;
}

beforeAll(async () => {
  context = await createTestApp();
  usersModerator = (await makeStaff("moderator", ["users"])).cookie;
  contentModerator = (await makeStaff("moderator", ["content"])).cookie;
  superAdmin = (await makeStaff("super_admin")).cookie;
});
afterAll(() => context.close());

describe("a user's page", () => {
  it("shows the profile with the phone masked, requests as fan and as star, payments and sessions", async () => {
    const { world, requestId, reference } = await paidBooking();
    const fanPage = await inject({ url: `/api/admin/users/${world.fan.user.id}`, headers: { cookie: usersModerator } });
    expect(fanPage.statusCode).toBe(200);
    const fan = fanPage.json();
    expect(fan.user).toMatchObject({ id: world.fan.user.id, email: world.fan.email, anonymised: false });
    expect(fan.user.phone).toMatch(/^\+234•+\d{3}$/);
    expect(fan.user.phone).not.toBe(world.fan.phone);
    expect(fan.requestsAsFan).toEqual([
      expect.objectContaining({ id: requestId, otherParty: world.celebrity.profile.fullName, amountMinor: 10_000 }),
    ]);
    expect(fan.requestsAsStar).toBeNull();
    expect(fan.payments).toEqual([expect.objectContaining({ reference, status: "succeeded", currency: "USD" })]);
    expect(fan.sessions.length).toBeGreaterThan(0);

    const star = (
      await inject({ url: `/api/admin/users/${world.celebrity.user.id}`, headers: { cookie: usersModerator } })
    ).json();
    expect(star.requestsAsStar).toEqual([expect.objectContaining({ id: requestId, otherParty: world.fan.user.name })]);
  });

  it("is refused to fans and to staff without the users permission", async () => {
    const fan = await signUp(context.app);
    for (const cookie of [fan.cookie, contentModerator]) {
      for (const [method, suffix] of [
        ["GET", ""],
        ["POST", "/verify-email"],
        ["POST", "/anonymise"],
      ] as const) {
        const refused = await inject({ method, url: `/api/admin/users/${fan.user.id}${suffix}`, headers: { cookie } });
        expect(refused.statusCode, `${method} ${suffix}`).toBe(403);
      }
    }
    expect((await login(fan.email, fan.password)).statusCode).toBe(200);
  });

  it("marks an e-mail verified by hand, in the audit log", async () => {
    const fan = await signUp(context.app);
    const before = await inject({ url: `/api/admin/users/${fan.user.id}`, headers: { cookie: usersModerator } });
    expect(before.json().user).toMatchObject({ emailVerified: false, status: "unconfirmed" });
    const verified = await inject({
      method: "POST",
      url: `/api/admin/users/${fan.user.id}/verify-email`,
      headers: { cookie: usersModerator },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.status).toBe("active");
    const after = await inject({ url: `/api/admin/users/${fan.user.id}`, headers: { cookie: usersModerator } });
    expect(after.json().user.emailVerified).toBe(true);
    const audit = await inject({ url: "/api/admin/audit?action=user.verify_email", headers: { cookie: superAdmin } });
    expect(audit.json().items[0]).toMatchObject({ targetId: fan.user.id, after: { status: "active" } });
  });

  it("signs one session out", async () => {
    const fan = await signUp(context.app);
    const page = await inject({ url: `/api/admin/users/${fan.user.id}`, headers: { cookie: usersModerator } });
    const [session] = page.json().sessions;
    const revoked = await inject({
      method: "DELETE",
      url: `/api/admin/users/${fan.user.id}/sessions/${session.id}`,
      headers: { cookie: usersModerator },
    });
    expect(revoked.statusCode).toBe(204);
    expect((await inject({ url: "/api/me", headers: { cookie: fan.cookie } })).statusCode).toBe(401);
  });
});

describe("anonymising an account", () => {
  it("replaces the personal data, signs the fan out for good and keeps the payments and the ledger balanced", async () => {
    const { world, call, requestId, reference } = await paidBooking();
    const fanId = world.fan.user.id;
    const [paymentBefore] = await context.database.db.select().from(payments).where(eq(payments.reference, reference));

    const anonymised = await inject({
      method: "POST",
      url: `/api/admin/users/${fanId}/anonymise`,
      headers: { cookie: usersModerator },
    });
    expect(anonymised.statusCode).toBe(200);
    expect(anonymised.json().user).toMatchObject({ name: ANONYMISED_NAME, status: "suspended" });

    const [row] = await context.database.db.select().from(users).where(eq(users.id, fanId));
    expect(row).toMatchObject({ name: ANONYMISED_NAME, phone: null, image: null, bio: null, emailVerified: false });
    expect(row?.email.endsWith(`@${ANONYMISED_EMAIL_DOMAIN}`)).toBe(true);
    expect((await inject({ url: "/api/me", headers: { cookie: world.fan.cookie } })).statusCode).toBe(401);
    expect((await login(world.fan.email, world.fan.password)).statusCode).not.toBe(200);

    // The open request is closed and refunded as on suspension; the books keep every payment and balance.
    const request = await waitFor(
      async () => {
        const view = (await call.get(world.celebrity.cookie, requestId)).json().request;
        return view.refundStatus === "refunded" ? view : undefined;
      },
      { timeoutMs: 20_000, message: "the refund of the anonymised fan's request" },
    );
    expect(request.status).toBe("cancelled");
    const [paymentAfter] = await context.database.db.select().from(payments).where(eq(payments.reference, reference));
    expect(paymentAfter).toMatchObject({
      id: paymentBefore?.id,
      userId: fanId,
      amountMinor: paymentBefore?.amountMinor,
      currency: paymentBefore?.currency,
      status: "succeeded",
    });
    expect(await unbalancedPostings()).toEqual([]);

    const page = (await inject({ url: `/api/admin/users/${fanId}`, headers: { cookie: usersModerator } })).json();
    expect(page.user).toMatchObject({ anonymised: true, phone: null, name: ANONYMISED_NAME });
    expect(page.payments).toHaveLength(1);
    expect(page.sessions).toEqual([]);

    // The trail names the account by id only, never the erased address.
    const audit = await inject({ url: "/api/admin/audit?action=user.anonymise", headers: { cookie: superAdmin } });
    expect(audit.json().items[0]).toMatchObject({ targetId: fanId });
    expect(JSON.stringify(audit.json().items[0])).not.toContain(world.fan.email);

    const again = await inject({
      method: "POST",
      url: `/api/admin/users/${fanId}/anonymise`,
      headers: { cookie: usersModerator },
    });
    expect(again.statusCode).toBe(409);
  });

  it("erases what the fan wrote and recorded about the people in their videos; the star keeps the books", async () => {
    const world = await bookingWorld(context.app, context.database.db);
    const call = api(context.app);
    const { db } = context.database;
    const [voiceNote] = await db
      .insert(voiceNotes)
      .values({ ownerId: world.fan.user.id, durationMs: 4000 })
      .returning();
    const created = await call.requestVideo(world.fan.cookie, {
      celebrityId: world.celebrity.profile.id,
      currency: "USD",
      message: "Wish my mother Ngozi Okafor a happy 60th from her children in Enugu",
      recipientName: "Ngozi Okafor",
      phoneticSpelling: "NGO-zee",
      voiceNoteId: voiceNote!.id,
    });
    expect(created.statusCode).toBe(201);
    const requestId = created.json().request.id as string;
    const reference = referenceOf(created.json().checkoutUrl);
    expect((await call.sandboxComplete(world.fan.cookie, reference, "success")).statusCode).toBe(200);
    const now = new Date();
    await db.insert(requestMessages).values([
      {
        requestId,
        kind: "question",
        authorId: world.celebrity.user.id,
        body: "Is it Ngozi or Ngozika?",
        createdAt: now,
      },
      {
        requestId,
        kind: "answer",
        authorId: world.fan.user.id,
        body: "Ngozi, she lives at 4 Ogui Road",
        createdAt: now,
      },
    ]);
    await db.insert(scheduledWatchLinkSends).values({
      requestId,
      channel: "sms",
      destination: "+2348031234567",
      localDate: "2027-01-10",
      localTime: "08:00",
      timeZone: "Africa/Lagos",
      sendAt: new Date("2027-01-10T07:00:00Z"),
      status: "scheduled",
    });

    const anonymised = await inject({
      method: "POST",
      url: `/api/admin/users/${world.fan.user.id}/anonymise`,
      headers: { cookie: usersModerator },
    });
    expect(anonymised.statusCode).toBe(200);

    const [request] = await db.select().from(videoRequests).where(eq(videoRequests.id, requestId));
    expect(request).toMatchObject({ message: "", recipientName: null, phoneticSpelling: null, voiceNoteId: null });
    expect(request?.priceCents).toBeGreaterThan(0);
    const messages = await db.select().from(requestMessages).where(eq(requestMessages.requestId, requestId));
    expect(messages.find((each) => each.kind === "answer")?.body).toBe("");
    // The star's own question is theirs, not the fan's.
    expect(messages.find((each) => each.kind === "question")?.body).toBe("Is it Ngozi or Ngozika?");
    const [send] = await db
      .select()
      .from(scheduledWatchLinkSends)
      .where(eq(scheduledWatchLinkSends.requestId, requestId));
    expect(send).toMatchObject({ status: "cancelled", destination: "" });

    // The star's view of the request keeps its amount and dates and shows none of it.
    const view = (await call.get(world.celebrity.cookie, requestId)).json().request;
    expect(JSON.stringify(view)).not.toMatch(/Ngozi Okafor|Enugu|NGO-zee|Ogui|2348031234567/);
    expect(view.amountMinor).toBe(request?.amountMinor);

    // The voice note no request names any more goes with the daily sweep of unused ones (row and file).
    await context.app.modules.requests.services.voiceNotes.deleteUnused(new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(await db.select().from(voiceNotes).where(eq(voiceNotes.id, voiceNote!.id))).toEqual([]);
  });

  it("staff accounts are the super admin's to anonymise", async () => {
    const other = await makeStaff("moderator", ["content"]);
    const refused = await inject({
      method: "POST",
      url: `/api/admin/users/${other.id}/anonymise`,
      headers: { cookie: usersModerator },
    });
    expect(refused.statusCode).toBe(403);
  });
});
