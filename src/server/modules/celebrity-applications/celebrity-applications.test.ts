import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@/shared/schemas/accounts";
import { celebrityProfiles, outbox, users } from "../../db/schema/index";
import { signUp } from "../../test/accounts";
import { createTestApp } from "../../test/app";
import { insertCategory } from "../catalogue/test-factories";
import { usernameBase } from "./celebrity-applications.service";
import { uploadSelfie } from "./test-factories";

let context: Awaited<ReturnType<typeof createTestApp>>;
const db = () => context.database.db;
const service = () => context.app.modules.applications.services.applications;

beforeAll(async () => {
  context = await createTestApp();
  await insertCategory(db(), { id: "musicians", name: "Musicians" });
});
afterAll(async () => {
  await context.close();
});

const inject = (options: InjectOptions) => context.app.inject(options);
/** The subjects of the mails written to `email`, oldest first. */
const mailsTo = async (email: string) =>
  (await db().select().from(outbox).where(eq(outbox.to, email)).orderBy(outbox.createdAt)).map((row) => row.subject);
const application = (overrides: Record<string, unknown> = {}) => ({
  fullName: "Kemi Adébáyọ̀",
  profession: "musician",
  bio: "Afrobeats singer from Lagos.",
  country: "nigeria",
  priceUsd: 120,
  categoryId: "musicians",
  socialMedia: { instagram: "@kemi", twitter: "" },
  ...overrides,
});
const apply = (cookie: string, payload = application()) =>
  inject({ method: "POST", url: "/api/celebrity-applications", headers: { cookie }, payload });

describe("usernameBase", () => {
  it("derives a plain username from the name", () => {
    expect(usernameBase("Kemi Adébáyọ̀")).toBe("kemi_adebayo");
    expect(usernameBase("  DJ  Spinall!! ")).toBe("dj_spinall");
    expect(usernameBase("李")).toBe("celebrity");
  });
});

describe("POST /api/celebrity-applications", () => {
  it("stores an unapproved, unverified profile with a unique username", async () => {
    const first = await signUp(context.app);
    const response = await apply(first.cookie);
    expect(response.statusCode).toBe(201);
    const { profile } = response.json();
    expect(profile).toMatchObject({
      username: "kemi_adebayo",
      approved: false,
      verified: false,
      priceCents: 12_000,
      socialMedia: { instagram: "@kemi" },
    });
    const mine = await inject({
      method: "GET",
      url: "/api/celebrity-applications/mine",
      headers: { cookie: first.cookie },
    });
    expect(mine.json().profile.id).toBe(profile.id);
    // The form shows what a celebrity earns after the fee in force (25% by default).
    expect(mine.json().platformFeePercent).toBe(25);
    const me = await inject({ method: "GET", url: "/api/me", headers: { cookie: first.cookie } });
    expect(me.json().user.celebrityProfile).toMatchObject({ id: profile.id, approved: false });

    const second = await signUp(context.app);
    const other = await apply(second.cookie);
    expect(other.json().profile.username).toBe("kemi_adebayo_2");
  });

  it("refuses a second application and non-fans with 409", async () => {
    const fan = await signUp(context.app);
    expect((await apply(fan.cookie)).statusCode).toBe(201);
    const again = await apply(fan.cookie);
    expect(again.statusCode).toBe(409);

    const staff = await signUp(context.app);
    await db().update(users).set({ role: "moderator" }).where(eq(users.id, staff.user.id));
    expect((await apply(staff.cookie)).statusCode).toBe(409);
  });

  it("validates with clear messages", async () => {
    const fan = await signUp(context.app);
    const noName = await apply(fan.cookie, application({ fullName: " " }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.message).toContain(MESSAGES.fullNameRequired);
    const cheap = await apply(fan.cookie, application({ priceUsd: 0 }));
    expect(cheap.json().error.message).toContain(MESSAGES.priceMin);
    const noBio = await apply(fan.cookie, application({ bio: "" }));
    expect(noBio.json().error.message).toContain(MESSAGES.bioRequired);
    const badCategory = await apply(fan.cookie, application({ categoryId: "actors" }));
    expect(badCategory.statusCode).toBe(400);
  });

  it("needs a signed-in user", async () => {
    const response = await inject({ method: "POST", url: "/api/celebrity-applications", payload: application() });
    expect(response.statusCode).toBe(401);
    const mine = await inject({ method: "GET", url: "/api/celebrity-applications/mine" });
    expect(mine.statusCode).toBe(401);
  });
});

describe("approval service", () => {
  it("approve publishes the profile and makes the fan a celebrity on the next request", async () => {
    const fan = await signUp(context.app);
    const { profile } = (await apply(fan.cookie, application({ fullName: "Approve Me" }))).json();
    const publicBefore = await inject({ method: "GET", url: `/api/celebrities/${profile.username}` });
    expect(publicBefore.statusCode).toBe(404);
    await uploadSelfie(context.app, fan.cookie);

    const approved = await service().approveApplication(profile.id);
    expect(approved.approved).toBe(true);
    // Each written with its change (the outbox): the acknowledgement, then the welcome, once.
    await service().approveApplication(profile.id);
    expect((await mailsTo(fan.email)).filter((subject) => !subject.startsWith("Confirm"))).toEqual([
      "We received your Salamu celebrity application",
      "Welcome to Salamu, you are approved!",
    ]);
    const [row] = await db().select().from(celebrityProfiles).where(eq(celebrityProfiles.id, profile.id));
    expect(row?.approvedAt).toBeInstanceOf(Date);
    const me = await inject({ method: "GET", url: "/api/me", headers: { cookie: fan.cookie } });
    expect(me.json().user).toMatchObject({ role: "celebrity", celebrityProfile: { approved: true } });
    const publicAfter = await inject({ method: "GET", url: `/api/celebrities/${profile.username}` });
    expect(publicAfter.statusCode).toBe(200);

    const verified = await service().updateFlags(profile.id, { verified: true });
    expect(verified.before.verified).toBe(false);
    expect(verified.after.verified).toBe(true);
    expect((await service().updateFlags(profile.id, { verified: false })).after.verified).toBe(false);
    await expect(service().rejectApplication(profile.id)).rejects.toMatchObject({ statusCode: 409 });
  });

  it("reject deletes the application; the fan may apply again", async () => {
    const fan = await signUp(context.app);
    const { profile } = (await apply(fan.cookie, application({ fullName: "Reject Me" }))).json();
    await expect(service().updateFlags(profile.id, { verified: true })).rejects.toMatchObject({ statusCode: 409 });
    await service().rejectApplication(profile.id);
    expect(await mailsTo(fan.email)).toContain("About your Salamu celebrity application");
    const mine = await inject({
      method: "GET",
      url: "/api/celebrity-applications/mine",
      headers: { cookie: fan.cookie },
    });
    expect(mine.json().profile).toBeNull();
    expect((await apply(fan.cookie)).statusCode).toBe(201);
    await expect(service().approveApplication("00000000-0000-0000-0000-000000000000")).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(service().rejectApplication("not-a-uuid")).rejects.toMatchObject({ statusCode: 404 });
  });
});
