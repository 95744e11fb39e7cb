import { and, desc, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_SELFIE_BYTES, SELFIE_MESSAGES } from "@/shared/application-selfie";
import { auditLog, celebrityProfiles } from "../../db/schema/index";
import { signUp } from "../../test/accounts";
import { createTestApp } from "../../test/app";
import { signInStaff } from "../../test/staff-accounts";
import { insertCategory } from "../catalogue/test-factories";
import { createSelfieUpload, uploadSelfie, WEBM_BYTES } from "./test-factories";

/** Issue 23 item 7: what staff see of an application, the selfie video with its code, and "verified". */

let context: Awaited<ReturnType<typeof createTestApp>>;
let reviewer: Awaited<ReturnType<typeof signInStaff>>;
let otherStaff: Awaited<ReturnType<typeof signInStaff>>;
const db = () => context.database.db;
const inject = (options: InjectOptions) => context.app.inject(options);

beforeAll(async () => {
  context = await createTestApp();
  await insertCategory(db(), { id: "musicians", name: "Musicians" });
  reviewer = await signInStaff(context.app, db(), "moderator", ["celebrities"]);
  otherStaff = await signInStaff(context.app, db(), "moderator", ["blog"]);
});
afterAll(() => context.close());

async function applicant(fullName: string, extra: Record<string, unknown> = {}) {
  const account = await signUp(context.app);
  const response = await inject({
    method: "POST",
    url: "/api/celebrity-applications",
    headers: { cookie: account.cookie },
    payload: {
      fullName,
      profession: "comedian",
      bio: "Stand-up from Nairobi.",
      country: "kenya",
      priceUsd: 45.5,
      categoryId: "musicians",
      languages: ["swahili", "english"],
      socialMedia: { instagram: "https://instagram.com/wanjiku", tiktok: "@wanjiku" },
      // Whatever a client claims, the code is the server's.
      selfieCode: "000000",
      ...extra,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { ...account, profile: response.json().profile as { id: string; username: string; selfieCode: string } };
}

const pendingList = async (cookie = reviewer.cookie) =>
  (await inject({ url: "/api/admin/celebrities/applications", headers: { cookie } })).json().items as {
    id: string;
  }[];

describe("what staff see of an application", () => {
  it("returns everything the applicant gave, with the code issued by the server", async () => {
    const { profile } = await applicant("Wanjiku Laughs");
    expect(profile.selfieCode).toMatch(/^\d{6}$/);
    // The client's "000000" was ignored (a one-in-a-million draw would match it).
    expect(profile.selfieCode).not.toBe("000000");
    const [row] = await db().select().from(celebrityProfiles).where(eq(celebrityProfiles.id, profile.id));
    expect(row?.selfieCode).toBe(profile.selfieCode);
    expect(await pendingList()).toContainEqual({
      id: profile.id,
      fullName: "Wanjiku Laughs",
      profession: "comedian",
      bio: "Stand-up from Nairobi.",
      country: "kenya",
      categoryId: "musicians",
      priceCents: 4550,
      languages: ["swahili", "english"],
      socialMedia: { instagram: "https://instagram.com/wanjiku", tiktok: "@wanjiku" },
      selfieCode: profile.selfieCode,
      selfieUploadedAt: null,
      submittedAt: expect.any(String),
      applicant: expect.objectContaining({ name: expect.any(String) }),
    });
  });

  it("gives each application its own code", async () => {
    const codes = new Set<string>();
    for (let index = 0; index < 4; index += 1) codes.add((await applicant(`Coded ${index}`)).profile.selfieCode);
    // Six random digits: four applications sharing one code would be a broken generator.
    expect(codes.size).toBeGreaterThan(1);
  });
});

describe("the selfie video", () => {
  it("is uploaded with tus, watched by the applicant and by staff with `celebrities`, by nobody else", async () => {
    const owner = await applicant("Selfie Owner");
    const done = await uploadSelfie(context.app, owner.cookie);
    expect(done.statusCode, done.body).toBe(204);
    const mine = await inject({ url: "/api/celebrity-applications/mine", headers: { cookie: owner.cookie } });
    expect(mine.json().profile.selfieUploadedAt).toEqual(expect.any(String));
    expect((await pendingList()).find((item) => item.id === owner.profile.id)).toMatchObject({
      selfieUploadedAt: expect.any(String),
    });

    const own = await inject({ url: "/api/celebrity-applications/mine/selfie", headers: { cookie: owner.cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("video/webm");
    expect(own.rawPayload.equals(WEBM_BYTES)).toBe(true);
    const staffUrl = `/api/admin/celebrities/${owner.profile.id}/selfie`;
    const watched = await inject({ url: staffUrl, headers: { cookie: reviewer.cookie, range: "bytes=0-3" } });
    expect(watched.statusCode).toBe(206);
    expect(watched.rawPayload.equals(WEBM_BYTES.subarray(0, 4))).toBe(true);
    expect(watched.headers["cache-control"]).toBe("private, no-store");

    const fan = await signUp(context.app);
    expect((await inject({ url: staffUrl, headers: { cookie: fan.cookie } })).statusCode).toBe(403);
    expect((await inject({ url: staffUrl, headers: { cookie: otherStaff.cookie } })).statusCode).toBe(403);
    expect((await inject({ url: staffUrl })).statusCode).toBe(401);
    // Another fan's own selfie address answers for their own application only: none.
    const other = await inject({ url: "/api/celebrity-applications/mine/selfie", headers: { cookie: fan.cookie } });
    expect(other.statusCode).toBe(404);
    // Another star: staff's address is closed to them too.
    const star = await applicant("Another Star");
    await uploadSelfie(context.app, star.cookie);
    await inject({
      method: "POST",
      url: `/api/admin/celebrities/${star.profile.id}/approve`,
      headers: { cookie: reviewer.cookie },
    });
    expect((await inject({ url: staffUrl, headers: { cookie: star.cookie } })).statusCode).toBe(403);
  });

  it("refuses a file too big, of the wrong type, or not a video, with a clear message, keeping the one on file", async () => {
    const owner = await applicant("Careful Uploader");
    const tooBig = await createSelfieUpload(context.app, owner.cookie, { length: MAX_SELFIE_BYTES + 1 });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe(SELFIE_MESSAGES.tooLarge);
    const wrongType = await createSelfieUpload(context.app, owner.cookie, {
      length: 100,
      filetype: "image/png",
      filename: "me.png",
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().error.message).toBe(SELFIE_MESSAGES.wrongType);

    expect((await uploadSelfie(context.app, owner.cookie)).statusCode).toBe(204);
    const before = await db().select().from(celebrityProfiles).where(eq(celebrityProfiles.id, owner.profile.id));
    const notAVideo = await uploadSelfie(context.app, owner.cookie, Buffer.from("GIF89a not a video at all"));
    expect(notAVideo.statusCode).toBe(415);
    expect(notAVideo.json().error.message).toBe(SELFIE_MESSAGES.notAVideo);
    const after = await db().select().from(celebrityProfiles).where(eq(celebrityProfiles.id, owner.profile.id));
    expect(after[0]?.selfieKey).toBe(before[0]?.selfieKey);
    const own = await inject({ url: "/api/celebrity-applications/mine/selfie", headers: { cookie: owner.cookie } });
    expect(own.rawPayload.equals(WEBM_BYTES)).toBe(true);
  });

  it("goes with a rejected application", async () => {
    const owner = await applicant("Rejected With Selfie");
    await uploadSelfie(context.app, owner.cookie);
    const [row] = await db().select().from(celebrityProfiles).where(eq(celebrityProfiles.id, owner.profile.id));
    const storage = context.app.modules.applications.services.selfies;
    expect((await storage.ofProfile(owner.profile.id)).size).toBe(WEBM_BYTES.length);
    const rejected = await inject({
      method: "POST",
      url: `/api/admin/celebrities/${owner.profile.id}/reject`,
      headers: { cookie: reviewer.cookie },
      payload: { reason: "Not you in the video" },
    });
    expect(rejected.statusCode).toBe(204);
    const opened = storage.open(row!.selfieKey!);
    await expect(opened).rejects.toThrow();
    const own = await inject({ url: "/api/celebrity-applications/mine/selfie", headers: { cookie: owner.cookie } });
    expect(own.statusCode).toBe(404);
  });

  it("is only for an applicant whose application waits for review", async () => {
    const fan = await signUp(context.app);
    expect((await createSelfieUpload(context.app, fan.cookie, { length: 100 })).statusCode).toBe(404);
    const star = await applicant("Approved Already");
    await uploadSelfie(context.app, star.cookie);
    await inject({
      method: "POST",
      url: `/api/admin/celebrities/${star.profile.id}/approve`,
      headers: { cookie: reviewer.cookie },
    });
    const late = await createSelfieUpload(context.app, star.cookie, { length: 100 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(SELFIE_MESSAGES.notPending);
  });
});

describe("approving and verified", () => {
  const approve = (id: string, payload?: Record<string, unknown>) =>
    inject({
      method: "POST",
      url: `/api/admin/celebrities/${id}/approve`,
      headers: { cookie: reviewer.cookie },
      ...(payload ? { payload } : {}),
    });

  it("needs the selfie video on file", async () => {
    const { profile } = await applicant("No Selfie Yet");
    const refused = await approve(profile.id, { identityChecked: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: "SELFIE_MISSING", message: SELFIE_MESSAGES.missing });
    const [row] = await db().select().from(celebrityProfiles).where(eq(celebrityProfiles.id, profile.id));
    expect(row).toMatchObject({ approved: false, verified: false });
  });

  it("does not make the star verified unless staff ticked that the identity was checked", async () => {
    const plain = await applicant("Approved Plainly");
    await uploadSelfie(context.app, plain.cookie);
    const approved = await approve(plain.profile.id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().celebrity.verified).toBe(false);
    expect((await inject({ url: `/api/celebrities/${plain.profile.username}` })).json().verified).toBe(false);

    const checked = await applicant("Checked Identity");
    await uploadSelfie(context.app, checked.cookie);
    const verified = await approve(checked.profile.id, { identityChecked: true });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().celebrity.verified).toBe(true);
    expect((await inject({ url: `/api/celebrities/${checked.profile.username}` })).json().verified).toBe(true);
    // Who checked it, and when: the audit entry.
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, checked.profile.id), eq(auditLog.action, "celebrity.approve")))
      .orderBy(desc(auditLog.createdAt));
    expect(entry).toMatchObject({
      actorId: reviewer.id,
      after: { approved: true, verified: true, identityChecked: true },
    });
    expect(entry?.createdAt).toBeInstanceOf(Date);
  });

  it("validates the approval's body", async () => {
    const { profile } = await applicant("Odd Body");
    const response = await approve(profile.id, { identityChecked: "yes" });
    expect(response.statusCode).toBe(400);
  });
});
