import { count, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_CONTACT } from "@/shared/site-contact";
import { auditLog, enquiries, outbox } from "../../db/schema/index";
import { cookiesOf } from "../../test/accounts";
import { createTestApp } from "../../test/app";
import { waitFor } from "../../test/wait-for";
import { provisionAccount } from "../accounts/provisioning";
import { insertCategory, insertCelebrity } from "../catalogue/test-factories";
import { createEnquiriesService } from "./enquiries.service";

const RATE_LIMIT = 3;
let context: Awaited<ReturnType<typeof createTestApp>>;
let contentStaff = "";
let moderatorWithout = "";
let ipCounter = 0;

/** Each call from its own client IP, so the hourly per-IP limit is met only where a test means to. */
const nextIp = () => {
  ipCounter += 1;
  return `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};
const inject = (options: InjectOptions) => context.app.inject({ remoteAddress: nextIp(), ...options });

const contact = (overrides: Record<string, unknown> = {}) => ({
  kind: "contact",
  name: "Ada Obi",
  email: "ada@example.com",
  subject: "Where is my video?",
  message: "I booked a birthday video last week.\nCould you check on it?",
  ...overrides,
});

const business = (overrides: Record<string, unknown> = {}) => ({
  kind: "business",
  name: "Kwame Mensah",
  email: "kwame@brand.example",
  company: "Brand Ltd",
  message: "A launch video for our new drink.",
  ...overrides,
});

async function staff(email: string, permissions: ("content" | "users")[]) {
  await provisionAccount(context.database.db, {
    email,
    name: email,
    password: "staff password",
    role: "moderator",
    permissions,
  });
  const login = await inject({
    method: "POST",
    url: "/api/session",
    payload: { email, password: "staff password", rememberMe: false },
  });
  return cookiesOf(login);
}

const mailTo = (to: string) =>
  context.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, to))
    .then((rows) => rows);

const rowsOf = (email: string) => context.database.db.select().from(enquiries).where(eq(enquiries.email, email));

beforeAll(async () => {
  context = await createTestApp({ ENQUIRY_LIMIT_PER_HOUR: String(RATE_LIMIT) });
  contentStaff = await staff("inbox-staff@example.com", ["content"]);
  moderatorWithout = await staff("no-content@example.com", ["users"]);
});
afterAll(() => context.close());

describe("POST /api/enquiries", () => {
  it("stores a contact message, then e-mails staff at the support address and acknowledges the sender", async () => {
    const email = "stored-first@example.com";
    const response = await inject({ method: "POST", url: "/api/enquiries", payload: contact({ email }) });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ received: true });
    // Stored by the time the visitor hears back, whatever the mail does.
    const [row] = await rowsOf(email);
    expect(row).toMatchObject({ kind: "contact", subject: "Where is my video?", company: null, status: "new" });
    expect(row!.ip).toMatch(/^10\.1\./);

    const [toStaff] = await waitFor(
      async () => {
        const mails = await mailTo(SITE_CONTACT.email);
        return mails.find((mail) => mail.text.includes(email))
          ? mails.filter((m) => m.text.includes(email))
          : undefined;
      },
      { message: "the staff e-mail" },
    );
    expect(toStaff!.subject).toBe("Contact message: Where is my video?");
    expect(toStaff!.replyTo).toBe(email);
    expect(toStaff!.text).toContain("Could you check on it?");
    expect(toStaff!.text).toContain(`/admin/inbox?open=${row!.id}`);

    const [ack] = await waitFor(
      async () => {
        const mails = await mailTo(email);
        return mails.length > 0 ? mails : undefined;
      },
      { message: "the acknowledgement" },
    );
    expect(ack!.subject).toContain("We received your message");
    expect(ack!.replyTo).toBe(SITE_CONTACT.email);
  });

  it("acknowledges in the language of the page the message was sent from; staff still read English", async () => {
    const email = "from-a-french-page@example.com";
    const response = await inject({
      method: "POST",
      url: "/api/enquiries",
      headers: { "accept-language": "fr-SN" },
      payload: contact({ email, name: "Awa" }),
    });
    expect(response.statusCode).toBe(202);
    const [ack] = await waitFor(async () => ((await mailTo(email)).length > 0 ? mailTo(email) : undefined), {
      message: "the acknowledgement",
    });
    expect(ack!.subject).toBe("Nous avons bien reçu votre message - Salamu");
    expect(ack!.text).toContain("Bonjour Awa,");
    expect(ack!.text).toContain("Could you check on it?");
    expect(ack!.text).toContain(`${context.env.APP_URL}/fr`);
    const toStaff = await waitFor(
      async () => (await mailTo(SITE_CONTACT.email)).find((mail) => mail.text.includes(email)),
      { message: "the staff e-mail" },
    );
    expect(toStaff.subject).toBe("Contact message: Where is my video?");
  });

  it("sends staff mail to the support.email setting once staff change it", async () => {
    await context.app.infrastructure.settings.set("support.email", "inbox@salamu.example", null);
    try {
      await inject({ method: "POST", url: "/api/enquiries", payload: contact({ email: "setting@example.com" }) });
      await waitFor(async () => (await mailTo("inbox@salamu.example")).length > 0 || undefined, {
        message: "mail to the configured support address",
      });
    } finally {
      await context.app.infrastructure.settings.reset("support.email");
    }
  });

  it("stores a business enquiry about a celebrity given by username or id", async () => {
    const category = await insertCategory(context.database.db);
    const star = await insertCelebrity(context.database.db, { categoryId: category.id, fullName: "Burna Test" });
    await inject({
      method: "POST",
      url: "/api/enquiries",
      payload: business({ email: "by-name@brand.example", celebrity: star.username.toUpperCase() }),
    });
    await inject({
      method: "POST",
      url: "/api/enquiries",
      payload: business({ email: "by-id@brand.example", celebrity: star.id }),
    });
    await inject({
      method: "POST",
      url: "/api/enquiries",
      payload: business({ email: "nobody@brand.example", celebrity: "nobody-here" }),
    });
    expect((await rowsOf("by-name@brand.example"))[0]).toMatchObject({
      kind: "business",
      company: "Brand Ltd",
      celebrityId: star.id,
    });
    expect((await rowsOf("by-id@brand.example"))[0]!.celebrityId).toBe(star.id);
    // An unknown celebrity does not lose the message.
    expect((await rowsOf("nobody@brand.example"))[0]!.celebrityId).toBeNull();
    const mail = await waitFor(
      async () => (await mailTo(SITE_CONTACT.email)).find((m) => m.text.includes("by-name@brand.example")),
      {
        message: "the staff e-mail of the business enquiry",
      },
    );
    expect(mail.subject).toBe("Business enquiry from Brand Ltd");
    expect(mail.text).toContain("About: Burna Test");
  });

  it("answers a filled honeypot like a real message, and stores and sends nothing", async () => {
    const email = "bot@spam.example";
    const response = await inject({
      method: "POST",
      url: "/api/enquiries",
      payload: contact({ email, website: "http://spam.example" }),
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ received: true });
    expect(await rowsOf(email)).toEqual([]);
    // A real message sent after it is mailed; the bot's never was.
    await inject({ method: "POST", url: "/api/enquiries", payload: contact({ email: "after-bot@example.com" }) });
    await waitFor(async () => (await mailTo("after-bot@example.com")).length > 0 || undefined, {
      message: "the later mail",
    });
    expect(await mailTo(email)).toEqual([]);
  });

  it("gives the spec's messages for missing and malformed fields, per kind", async () => {
    const empty = await inject({ method: "POST", url: "/api/enquiries", payload: { kind: "contact" } });
    expect(empty.statusCode).toBe(400);
    const messages = (empty.json().error.details as { message: string }[]).map((detail) => detail.message);
    expect(messages).toEqual([
      "Please enter your name.",
      "Please enter your email address.",
      "Please enter a subject.",
      "Please enter your message.",
    ]);
    const badEmail = await inject({
      method: "POST",
      url: "/api/enquiries",
      payload: contact({ email: "not-an-email" }),
    });
    expect(badEmail.json().error.message).toContain("Please enter a valid email address.");
    const blankCompany = await inject({ method: "POST", url: "/api/enquiries", payload: business({ company: "   " }) });
    expect(blankCompany.json().error.message).toContain("Please enter your company.");
    const noKind = await inject({ method: "POST", url: "/api/enquiries", payload: { name: "x" } });
    expect(noKind.statusCode).toBe(400);
    expect(await rowsOf("not-an-email")).toEqual([]);
  });

  it("limits each client IP to a few messages an hour", async () => {
    const remoteAddress = "10.9.9.9";
    const send = () =>
      context.app.inject({
        method: "POST",
        url: "/api/enquiries",
        remoteAddress,
        payload: contact({ email: "often@example.com" }),
      });
    for (let attempt = 0; attempt < RATE_LIMIT; attempt++) expect((await send()).statusCode).toBe(202);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe("RATE_LIMITED");
    expect(await rowsOf("often@example.com")).toHaveLength(RATE_LIMIT);
    // Another visitor is not affected.
    expect((await inject({ method: "POST", url: "/api/enquiries", payload: contact() })).statusCode).toBe(202);
  });
});

describe("the enquiries service", () => {
  it("keeps the message when its e-mails cannot be queued, and fails the job when a mail cannot be sent", async () => {
    const errors: unknown[] = [];
    const service = createEnquiriesService({
      db: context.database.db,
      jobs: { send: async () => Promise.reject(new Error("queue down")) },
      settings: context.app.infrastructure.settings,
      mailer: { kind: "outbox", send: async () => Promise.reject(new Error("SMTP down")) },
      appUrl: "http://localhost:3000",
      log: { error: (...args: unknown[]) => errors.push(args) },
    });
    const { stored, id } = await service.submit(contact({ email: "queue-down@example.com" }) as never, "10.0.0.1");
    expect(stored).toBe(true);
    expect((await rowsOf("queue-down@example.com"))[0]!.id).toBe(id);
    expect(errors).toHaveLength(1);
    // The queue retries a job whose handler throws.
    await expect(service.sendMail({ enquiryId: id!, mail: "staff" })).rejects.toThrow("SMTP down");
    // A deleted enquiry has nothing to send: no retry.
    await expect(
      service.sendMail({ enquiryId: "00000000-0000-4000-8000-000000000000", mail: "staff" }),
    ).resolves.toBeUndefined();
  });
});

describe("the staff inbox", () => {
  let contactId = "";

  beforeAll(async () => {
    await inject({
      method: "POST",
      url: "/api/enquiries",
      payload: contact({ email: "inbox-contact@example.com", subject: "Inbox test" }),
    });
    await inject({ method: "POST", url: "/api/enquiries", payload: business({ email: "inbox-business@example.com" }) });
    contactId = (await rowsOf("inbox-contact@example.com"))[0]!.id;
  });

  const get = (url: string, cookie = contentStaff) => inject({ method: "GET", url, headers: { cookie } });

  it("lists enquiries newest first, filtered by kind and status, paged", async () => {
    const all = await get("/api/admin/enquiries");
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body).toMatchObject({ page: 1, pageSize: 20 });
    expect(body.total).toBeGreaterThanOrEqual(2);
    const times = body.items.map((item: { createdAt: string }) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const businessOnly = (await get("/api/admin/enquiries?kind=business")).json();
    expect(businessOnly.items.every((item: { kind: string }) => item.kind === "business")).toBe(true);
    expect(businessOnly.items.some((item: { email: string }) => item.email === "inbox-business@example.com")).toBe(
      true,
    );

    const handled = (await get("/api/admin/enquiries?status=handled")).json();
    expect(handled.items.some((item: { id: string }) => item.id === contactId)).toBe(false);
    expect((await get("/api/admin/enquiries?status=read")).statusCode).toBe(400);
    expect((await get("/api/admin/enquiries?page=99")).json().items).toEqual([]);
  });

  it("opens one enquiry; an unknown one is 404", async () => {
    const one = await get(`/api/admin/enquiries/${contactId}`);
    expect(one.json().enquiry).toMatchObject({ id: contactId, kind: "contact", subject: "Inbox test", status: "new" });
    expect((await get("/api/admin/enquiries/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
  });

  it("marks handled, archived and new again, recording who and when, audited", async () => {
    const patch = (status: string) =>
      inject({
        method: "PATCH",
        url: `/api/admin/enquiries/${contactId}`,
        headers: { cookie: contentStaff },
        payload: { status },
      });
    const handled = (await patch("handled")).json().enquiry;
    expect(handled.status).toBe("handled");
    expect(handled.handledBy.name).toBe("inbox-staff@example.com");
    expect(handled.handledAt).not.toBeNull();
    const archived = (await patch("archived")).json().enquiry;
    expect(archived).toMatchObject({ status: "archived", handledBy: { name: "inbox-staff@example.com" } });
    const fresh = (await patch("new")).json().enquiry;
    expect(fresh).toMatchObject({ status: "new", handledAt: null, handledBy: null });
    expect((await patch("deleted")).statusCode).toBe(400);

    const entries = await context.database.db.select().from(auditLog).where(eq(auditLog.targetId, contactId));
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ["enquiry.update", { status: "new" }, { status: "handled" }],
      ["enquiry.update", { status: "handled" }, { status: "archived" }],
      ["enquiry.update", { status: "archived" }, { status: "new" }],
    ]);
  });

  it("replies by e-mail (reply-to the support address) and marks the enquiry handled", async () => {
    const empty = await inject({
      method: "POST",
      url: `/api/admin/enquiries/${contactId}/reply`,
      headers: { cookie: contentStaff },
      payload: { message: "  " },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain("Write your reply.");

    const response = await inject({
      method: "POST",
      url: `/api/admin/enquiries/${contactId}/reply`,
      headers: { cookie: contentStaff },
      payload: { message: "Your video is on its way.\nThanks for waiting!" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().enquiry.status).toBe("handled");
    const reply = await waitFor(
      async () => (await mailTo("inbox-contact@example.com")).find((mail) => mail.subject === "Re: Inbox test"),
      { message: "the reply e-mail" },
    );
    expect(reply.replyTo).toBe(SITE_CONTACT.email);
    expect(reply.text).toContain("Thanks for waiting!");
    expect(reply.text).toContain("> I booked a birthday video last week.");
    const [entry] = await context.database.db.select().from(auditLog).where(eq(auditLog.action, "enquiry.reply"));
    expect(entry).toMatchObject({
      targetId: contactId,
      after: { status: "handled", reply: "Your video is on its way.\nThanks for waiting!" },
    });
  });

  it("counts new enquiries on the staff dashboard", async () => {
    const figures = (await get("/api/admin/dashboard")).json();
    const [row] = await context.database.db
      .select({ total: count() })
      .from(enquiries)
      .where(eq(enquiries.status, "new"));
    expect(figures.unreadEnquiries).toBe(row!.total);
    expect(row!.total).toBeGreaterThan(0);
  });

  it("is closed to staff without the content permission", async () => {
    expect((await get("/api/admin/enquiries", moderatorWithout)).statusCode).toBe(403);
    expect((await get(`/api/admin/enquiries/${contactId}`, moderatorWithout)).statusCode).toBe(403);
    const patch = await inject({
      method: "PATCH",
      url: `/api/admin/enquiries/${contactId}`,
      headers: { cookie: moderatorWithout },
      payload: { status: "archived" },
    });
    expect(patch.statusCode).toBe(403);
  });
});
