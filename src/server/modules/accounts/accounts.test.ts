import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@/shared/schemas/accounts";
import { accounts, otpCodes, outbox, sessions, users } from "../../db/schema/index";
import { cookiesOf, latestMail, nextPhone, signUp, tokenFromMail, verifiedPhoneTicket } from "../../test/accounts";
import { createTestApp } from "../../test/app";

let context: Awaited<ReturnType<typeof createTestApp>>;
const db = () => context.database.db;

beforeAll(async () => {
  context = await createTestApp();
});
afterAll(async () => {
  await context.close();
});

const inject = (options: InjectOptions) => context.app.inject(options);

const me = (cookie: string) => inject({ method: "GET", url: "/api/me", headers: { cookie } });

/** No answer may carry a password hash, token or code. */
function expectNoSecrets(body: string) {
  expect(body).not.toMatch(/scrypt|password"|"token"|codeHash|ticket_hash|\$2[aby]\$/i);
}

describe("sign-up", () => {
  it("creates an unconfirmed account, signs in and e-mails a confirmation link", async () => {
    const { user, cookie, phone, email } = await signUp(context.app, { name: "Ada Fan" });
    expect(user).toMatchObject({
      name: "Ada Fan",
      email,
      emailVerified: false,
      role: "user",
      phone,
      phoneVerified: true,
    });
    expect(cookie).toContain("salamu.session_token=");
    const mail = await latestMail(db());
    expect(mail?.to).toBe(email);
    expect(mail?.text).toContain(`${context.env.APP_URL}/auth/confirm?token=`);

    const current = await me(cookie);
    expect(current.statusCode).toBe(200);
    expect(current.json().user.id).toBe(user.id);
    expectNoSecrets(current.body);

    const confirmed = await inject({
      method: "POST",
      url: "/api/accounts/email-verification/confirm",
      payload: { token: tokenFromMail(mail!.text) },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user.emailVerified).toBe(true);
  });

  it("rejects a duplicate e-mail with 409 and keeps the phone ticket usable", async () => {
    const first = await signUp(context.app);
    const phone = nextPhone();
    const verificationToken = await verifiedPhoneTicket(context.app, phone, "10.9.0.1");
    const payload = {
      name: "Copy",
      email: first.email.toUpperCase(),
      password: "another password",
      phone,
      acceptTerms: true,
      verificationToken,
    };
    const duplicate = await inject({ method: "POST", url: "/api/accounts", payload });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.message).toBe(MESSAGES.emailTaken);
    const other = await inject({
      method: "POST",
      url: "/api/accounts",
      payload: { ...payload, email: `x${first.email}` },
    });
    expect(other.statusCode).toBe(201);
  });

  it("signs up a fan from Zambia with a local number (every African country is offered)", async () => {
    const digits = String(process.pid % 1000).padStart(3, "0");
    const local = `0971 ${digits} 567`;
    const remoteAddress = "10.9.0.8";
    const created = await inject({
      method: "POST",
      url: "/api/accounts",
      payload: {
        name: "Mwila",
        email: `mwila-${process.pid}@example.com`,
        password: "correct horse battery",
        phone: local,
        phoneCountry: "ZM",
        acceptTerms: true,
        verificationToken: await verifiedPhoneTicket(context.app, local, remoteAddress, "ZM"),
      },
      remoteAddress,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().user).toMatchObject({ phone: `+260971${digits}567`, phoneVerified: true });
  });

  it("reads a local number in the chosen country, and a taken e-mail is fixed with the same ticket: one text", async () => {
    const taken = await signUp(context.app);
    const local = `0712 ${String(process.pid % 1000).padStart(3, "0")} 678`;
    const e164 = `+254712${String(process.pid % 1000).padStart(3, "0")}678`;
    const ip = "10.9.0.7";
    const sent = await inject({
      method: "POST",
      url: "/api/accounts/phone/send-code",
      payload: { phone: local, phoneCountry: "KE" },
      remoteAddress: ip,
    });
    expect(sent.statusCode).toBe(200);
    // Nigeria is the default region: the Kenyan local format is not a Nigerian number.
    const asNigerian = await inject({
      method: "POST",
      url: "/api/accounts/phone/send-code",
      payload: { phone: local },
      remoteAddress: ip,
    });
    expect(asNigerian.statusCode).toBe(400);
    expect(asNigerian.json().error.code).toBe("INVALID_PHONE");
    const badCountry = await inject({
      method: "POST",
      url: "/api/accounts/phone/send-code",
      payload: { phone: local, phoneCountry: "XX" },
      remoteAddress: ip,
    });
    expect(badCountry.statusCode).toBe(400);

    // The browser sends the E.164 form it normalised; the server reads both the same way.
    const verified = await inject({
      method: "POST",
      url: "/api/accounts/phone/verify",
      payload: { phone: e164, phoneCountry: "KE", code: sent.json().devCode },
      remoteAddress: ip,
    });
    expect(verified.statusCode).toBe(200);
    const payload = {
      name: "Wanjiku",
      email: taken.email,
      password: "correct horse battery",
      phone: local,
      phoneCountry: "KE",
      acceptTerms: true,
      verificationToken: verified.json().verificationToken,
    };
    const first = await inject({ method: "POST", url: "/api/accounts", payload, remoteAddress: ip });
    expect(first.statusCode).toBe(409);
    expect(first.json().error.code).toBe("EMAIL_TAKEN");
    const retry = await inject({
      method: "POST",
      url: "/api/accounts",
      payload: { ...payload, email: `wanjiku-${process.pid}@example.com` },
      remoteAddress: ip,
    });
    expect(retry.statusCode).toBe(201);
    expect(retry.json().user).toMatchObject({ phone: e164, phoneVerified: true });
    const codes = await db().select().from(otpCodes).where(eq(otpCodes.phone, e164));
    expect(codes).toHaveLength(1);
    // The ticket is spent now.
    const again = await inject({
      method: "POST",
      url: "/api/accounts",
      payload: { ...payload, email: `wanjiku2-${process.pid}@example.com` },
      remoteAddress: ip,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe("INVALID_VERIFICATION");
  });

  it("validates with the spec's messages", async () => {
    const base = {
      name: "N",
      email: "n@example.com",
      password: "longenough",
      phone: "",
      acceptTerms: true,
      verificationToken: "t",
    };
    const noPhone = await inject({ method: "POST", url: "/api/accounts", payload: base });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().error.message).toContain(MESSAGES.phoneRequired);
    const noTerms = await inject({
      method: "POST",
      url: "/api/accounts",
      payload: { ...base, phone: "08031234567", acceptTerms: false },
    });
    expect(noTerms.json().error.message).toContain(MESSAGES.termsRequired);
    const shortPassword = await inject({
      method: "POST",
      url: "/api/accounts",
      payload: { ...base, phone: "08031234567", password: "short" },
    });
    expect(shortPassword.json().error.message).toContain(MESSAGES.passwordTooShort);
  });

  it("refuses sign-up without a valid phone ticket, and a ticket works once", async () => {
    const phone = nextPhone();
    const payload = {
      name: "T",
      email: `t-${Date.now()}@example.com`,
      password: "longenough",
      phone,
      acceptTerms: true,
    };
    const forged = await inject({
      method: "POST",
      url: "/api/accounts",
      payload: { ...payload, verificationToken: "forged" },
    });
    expect(forged.statusCode).toBe(400);
    const verificationToken = await verifiedPhoneTicket(context.app, phone, "10.9.0.2");
    const ok = await inject({ method: "POST", url: "/api/accounts", payload: { ...payload, verificationToken } });
    expect(ok.statusCode).toBe(201);
    const again = await inject({
      method: "POST",
      url: "/api/accounts",
      payload: { ...payload, email: `again-${payload.email}`, verificationToken },
    });
    expect(again.statusCode).toBe(400);
  });
});

describe("sign-up without a phone (e-mail confirmed instead)", () => {
  const emailSignUp = (email: string, password = "a-long-password") =>
    inject({
      method: "POST",
      url: "/api/accounts/email-sign-up",
      payload: { name: "Nadia Fan", email, password, acceptTerms: true },
    });
  const logIn = (email: string, password = "a-long-password") =>
    inject({ method: "POST", url: "/api/session", payload: { email, password, rememberMe: true } });

  it("makes an account that opens once the e-mailed link is followed, never signed in before", async () => {
    const email = `nadia-${Date.now()}@example.com`;
    const answer = await emailSignUp(email);
    expect(answer.statusCode).toBe(202);
    expect(answer.headers["set-cookie"]).toBeUndefined();
    const [row] = await db().select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ name: "Nadia Fan", emailVerified: false, phone: null, phoneVerified: false });
    expect(await db().select().from(sessions).where(eq(sessions.userId, row!.id))).toEqual([]);

    // The right password is not enough until the address is proven: no session, and why.
    const early = await logIn(email);
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toMatchObject({ code: "EMAIL_NOT_CONFIRMED", message: MESSAGES.emailNotConfirmed });
    expect(early.headers["set-cookie"] ?? "").not.toContain("salamu.session_token=");
    expect(await db().select().from(sessions).where(eq(sessions.userId, row!.id))).toEqual([]);
    // A wrong password still reads as any wrong password: nothing about the account's state.
    expect((await logIn(email, "not-the-password")).json().error.code).toBe("INVALID_CREDENTIALS");

    const mail = await latestMail(db());
    expect(mail?.to).toBe(email);
    const confirmed = await inject({
      method: "POST",
      url: "/api/accounts/email-verification/confirm",
      payload: { token: tokenFromMail(mail!.text) },
    });
    expect(confirmed.json().user).toMatchObject({ email, emailVerified: true });
    const login = await logIn(email);
    expect(login.statusCode).toBe(200);
    expect(cookiesOf(login)).toContain("salamu.session_token=");
  });

  it("never locks out a fan who signed up with a phone, even after changing it and with the e-mail unconfirmed", async () => {
    const { cookie, email, password } = await signUp(context.app);
    const changed = await inject({
      method: "PATCH",
      url: "/api/me",
      headers: { cookie },
      payload: { name: "Phone Changer", phone: "+254712345678" },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().user).toMatchObject({ emailVerified: false, phoneVerified: false });
    expect((await logIn(email, password)).statusCode).toBe(200);
  });

  it("answers a taken address the same way, and tells its owner by e-mail instead of the visitor", async () => {
    const { email, user } = await signUp(context.app, { name: "Owner Fan" });
    const before = (await db().select().from(users).where(eq(users.email, email))).length;
    const answer = await emailSignUp(email.toUpperCase(), "someone-elses-password");
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ accepted: true });
    expect((await db().select().from(users).where(eq(users.email, email))).length).toBe(before);
    const mail = await latestMail(db());
    expect(mail).toMatchObject({ to: email, subject: "You already have a Salamu account" });
    // The owner's password is untouched.
    expect((await logIn(email, "someone-elses-password")).statusCode).toBe(401);
    expect(user.email).toBe(email);
  });

  it("refuses what the form would (no terms, short password) and limits mails to one address", async () => {
    const refused = await inject({
      method: "POST",
      url: "/api/accounts/email-sign-up",
      payload: { name: "Nadia", email: "short@example.com", password: "short", acceptTerms: true },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain(MESSAGES.passwordTooShort);
    const email = `limited-${Date.now()}@example.com`;
    for (let attempt = 0; attempt < 5; attempt++) expect((await emailSignUp(email)).statusCode).toBe(202);
    const sixth = await emailSignUp(email);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe("TOO_MANY_SIGN_UP_REQUESTS");
    expect(sixth.headers["retry-after"]).toBeDefined();
  });
});

describe("session", () => {
  it("signs in, reads /api/me, signs out", async () => {
    const { email, password } = await signUp(context.app);
    const login = await inject({ method: "POST", url: "/api/session", payload: { email, password, rememberMe: true } });
    expect(login.statusCode).toBe(200);
    expectNoSecrets(login.body);
    const cookie = cookiesOf(login);
    const setCookie = String(login.headers["set-cookie"]);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Max-Age=\d+/i);
    expect((await me(cookie)).statusCode).toBe(200);
    const out = await inject({ method: "DELETE", url: "/api/session", headers: { cookie } });
    expect(out.statusCode).toBe(204);
    const after = await me(cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe("UNAUTHENTICATED");
  });

  it("remember me off gives a session cookie without a long max-age", async () => {
    const { email, password } = await signUp(context.app);
    const login = await inject({
      method: "POST",
      url: "/api/session",
      payload: { email, password, rememberMe: false },
    });
    expect(login.statusCode).toBe(200);
    const raw = login.headers["set-cookie"];
    const sessionCookie = (Array.isArray(raw) ? raw : [String(raw)]).find((c) => c.startsWith("salamu.session_token="));
    expect(sessionCookie).toBeDefined();
    expect(sessionCookie).not.toMatch(/Max-Age/i);
  });

  it("answers 401 INVALID_CREDENTIALS for a wrong password or unknown e-mail", async () => {
    const { email } = await signUp(context.app);
    for (const payload of [
      { email, password: "wrong password", rememberMe: true },
      { email: "nobody@example.com", password: "whatever1", rememberMe: true },
    ]) {
      const response = await inject({ method: "POST", url: "/api/session", payload });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toEqual({ code: "INVALID_CREDENTIALS", message: MESSAGES.invalidCredentials });
    }
  });

  it("refuses state-changing browser requests from another site", async () => {
    const { cookie } = await signUp(context.app);
    const crossSite = await inject({
      method: "POST",
      url: "/api/me/sessions/revoke-others",
      headers: { cookie, "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error.code).toBe("CROSS_SITE_REQUEST");
    const sameOrigin = await inject({
      method: "POST",
      url: "/api/me/sessions/revoke-others",
      headers: { cookie, "sec-fetch-site": "same-origin" },
    });
    expect(sameOrigin.statusCode).toBe(204);
  });

  it("GET /api/session answers 200 with the user, or with null for a visitor (no 401 in the browser's console)", async () => {
    const visitor = await inject({ method: "GET", url: "/api/session" });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ user: null });
    expect(visitor.headers["cache-control"]).toBe("no-store");

    const { email, cookie } = await signUp(context.app);
    const signedIn = await inject({ method: "GET", url: "/api/session", headers: { cookie } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ email });
  });

  it("GET /api/me without a session is 401", async () => {
    const response = await inject({ method: "GET", url: "/api/me" });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe("UNAUTHENTICATED");
  });
});

describe("e-mail verification", () => {
  it("re-send answers 202 for known and unknown addresses", async () => {
    const { email } = await signUp(context.app);
    const before = await db().select().from(outbox);
    const known = await inject({ method: "POST", url: "/api/accounts/email-verification", payload: { email } });
    expect(known.statusCode).toBe(202);
    const unknown = await inject({
      method: "POST",
      url: "/api/accounts/email-verification",
      payload: { email: "ghost@example.com" },
    });
    expect(unknown.statusCode).toBe(202);
    const after = await db().select().from(outbox);
    expect(after.length).toBe(before.length + 1);
  });

  it("a bad confirmation token is 400 with the spec's message", async () => {
    const response = await inject({
      method: "POST",
      url: "/api/accounts/email-verification/confirm",
      payload: { token: "not-a-token" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(MESSAGES.confirmLinkInvalid);
  });
});

describe("password reset", () => {
  it("e-mails a single-use link, resets, and signs out every session", async () => {
    const { email, cookie } = await signUp(context.app);
    const request = await inject({ method: "POST", url: "/api/accounts/password-reset", payload: { email } });
    expect(request.statusCode).toBe(202);
    const mail = await latestMail(db());
    expect(mail?.to).toBe(email);
    expect(mail?.text).toContain(`${context.env.APP_URL}/reset-password?token=`);
    const token = tokenFromMail(mail!.text);

    const reset = await inject({
      method: "POST",
      url: "/api/accounts/password-reset/confirm",
      payload: { token, newPassword: "brand new password" },
    });
    expect(reset.statusCode).toBe(204);
    expect((await me(cookie)).statusCode).toBe(401);

    const reused = await inject({
      method: "POST",
      url: "/api/accounts/password-reset/confirm",
      payload: { token, newPassword: "yet another one" },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe(MESSAGES.resetLinkInvalid);

    const login = await inject({
      method: "POST",
      url: "/api/session",
      payload: { email, password: "brand new password", rememberMe: true },
    });
    expect(login.statusCode).toBe(200);
  });

  it("answers 202 for an unknown address and sends nothing", async () => {
    const before = (await db().select().from(outbox)).length;
    const response = await inject({
      method: "POST",
      url: "/api/accounts/password-reset",
      payload: { email: "nobody-here@example.com" },
    });
    expect(response.statusCode).toBe(202);
    expect((await db().select().from(outbox)).length).toBe(before);
  });

  it("an expired token is refused", async () => {
    const { email } = await signUp(context.app);
    await inject({ method: "POST", url: "/api/accounts/password-reset", payload: { email } });
    const token = tokenFromMail((await latestMail(db()))!.text);
    const { verifications } = await import("../../db/schema/index");
    await db()
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await inject({
      method: "POST",
      url: "/api/accounts/password-reset/confirm",
      payload: { token, newPassword: "brand new password" },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("settings", () => {
  it("updates the profile and notification switches", async () => {
    const { cookie } = await signUp(context.app);
    const patch = await inject({
      method: "PATCH",
      url: "/api/me",
      headers: { cookie },
      payload: { name: "New Name", phone: "0803 111 2233", bio: "Hello", country: "ghana" },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().user).toMatchObject({
      name: "New Name",
      phone: "+2348031112233",
      phoneVerified: false,
      bio: "Hello",
    });
    const badPhone = await inject({
      method: "PATCH",
      url: "/api/me",
      headers: { cookie },
      payload: { name: "New Name", phone: "12" },
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().error.message).toBe(MESSAGES.phoneInvalid);

    const prefs = {
      emailNotifications: false,
      videoRequestEmail: false,
      videoCompletedEmail: true,
    };
    const put = await inject({ method: "PUT", url: "/api/me/notifications", headers: { cookie }, payload: prefs });
    expect(put.statusCode).toBe(200);
    expect((await me(cookie)).json().user.notifications).toEqual(prefs);
  });

  it("changes the password (current one checked) and revokes other sessions", async () => {
    const { cookie, email, password } = await signUp(context.app);
    const second = cookiesOf(
      await inject({ method: "POST", url: "/api/session", payload: { email, password, rememberMe: true } }),
    );
    const wrong = await inject({
      method: "POST",
      url: "/api/me/password",
      headers: { cookie },
      payload: { currentPassword: "not it at all", newPassword: "a new password" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(MESSAGES.currentPasswordWrong);
    const changed = await inject({
      method: "POST",
      url: "/api/me/password",
      headers: { cookie },
      payload: { currentPassword: password, newPassword: "a new password" },
    });
    expect(changed.statusCode).toBe(204);

    const revoke = await inject({ method: "POST", url: "/api/me/sessions/revoke-others", headers: { cookie } });
    expect(revoke.statusCode).toBe(204);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(401);
  });

  it("changes the e-mail only after the link sent to the new address is opened", async () => {
    const { cookie, email, password, user } = await signUp(context.app);
    const newEmail = `changed-${Date.now()}@example.com`;
    const wrong = await inject({
      method: "POST",
      url: "/api/me/email",
      headers: { cookie },
      payload: { newEmail, password: "nope nope" },
    });
    expect(wrong.statusCode).toBe(400);
    const asked = await inject({
      method: "POST",
      url: "/api/me/email",
      headers: { cookie },
      payload: { newEmail, password },
    });
    expect(asked.statusCode).toBe(202);
    expect((await me(cookie)).json().user.email).toBe(email);
    const mail = await latestMail(db());
    expect(mail?.to).toBe(newEmail);
    const token = tokenFromMail(mail!.text);
    const confirmed = await inject({
      method: "POST",
      url: "/api/accounts/email-verification/confirm",
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user).toMatchObject({ id: user.id, email: newEmail, emailVerified: true });
    const reused = await inject({
      method: "POST",
      url: "/api/accounts/email-verification/confirm",
      payload: { token },
    });
    expect(reused.statusCode).toBe(400);
  });

  it("a role change applies on the next request", async () => {
    const { cookie, user } = await signUp(context.app);
    expect((await me(cookie)).json().user.role).toBe("user");
    await db()
      .update(users)
      .set({ role: "moderator", permissions: ["content"] })
      .where(eq(users.id, user.id));
    expect((await me(cookie)).json().user).toMatchObject({ role: "moderator", permissions: ["content"] });
  });

  it("stores only a password hash", async () => {
    const { user, password } = await signUp(context.app);
    const [account] = await db().select().from(accounts).where(eq(accounts.userId, user.id));
    expect(account?.password).toBeTruthy();
    expect(account?.password).not.toContain(password);
    const rows = await db().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe("language", () => {
  const mailTo = async (email: string) => {
    const mail = await latestMail(db());
    expect(mail?.to).toBe(email);
    return mail!;
  };

  it("an account signed up without a language is English, and so are its e-mails", async () => {
    const { user, email } = await signUp(context.app);
    expect(user.locale).toBe("en");
    const mail = await mailTo(email);
    expect(mail.subject).toBe("Confirm your Salamu account");
    expect(mail.html).toMatch(/^<div style=/);
  });

  it("records the language of the page it signed up on, and writes its e-mails in it", async () => {
    const { user, cookie, email } = await signUp(context.app, {
      name: "Awa Fan",
      acceptLanguage: "fr-SN,fr;q=0.9,en;q=0.5",
    });
    expect(user.locale).toBe("fr");
    expect((await me(cookie)).json().user.locale).toBe("fr");
    const [row] = await db().select({ locale: users.locale }).from(users).where(eq(users.id, user.id));
    expect(row?.locale).toBe("fr");

    // The confirmation e-mail sent while the account was created: French, linking to the French page.
    const verification = await mailTo(email);
    expect(verification.subject).toBe("Confirmez votre compte Salamu");
    expect(verification.text).toContain("Bonjour Awa Fan,");
    expect(verification.text).toContain("Veuillez confirmer votre adresse e-mail");
    expect(verification.text).toContain("Confirmer mon e-mail");
    expect(verification.text).toContain("- L’équipe Salamu");
    expect(verification.text).toContain(`${context.env.APP_URL}/fr/auth/confirm?token=`);
    expect(verification.html).toContain('<div lang="fr" style=');
    expect(verification.html).not.toContain('dir="rtl"');
    // The French link's token confirms like any other.
    const confirmed = await inject({
      method: "POST",
      url: "/api/accounts/email-verification/confirm",
      payload: { token: tokenFromMail(verification.text) },
    });
    expect(confirmed.statusCode).toBe(200);

    // E-mails sent later read the account's language too (Better Auth's reset, the app's own).
    const reset = await inject({ method: "POST", url: "/api/accounts/password-reset", payload: { email } });
    expect(reset.statusCode).toBe(202);
    const resetMail = await mailTo(email);
    expect(resetMail.subject).toBe("Réinitialisez votre mot de passe Salamu");
    expect(resetMail.text).toContain(`${context.env.APP_URL}/fr/reset-password?token=`);
  });

  it("reads an Arabic page's language, and writes right to left", async () => {
    const { user, email } = await signUp(context.app, { acceptLanguage: "ar-EG" });
    expect(user.locale).toBe("ar");
    const mail = await mailTo(email);
    expect(mail.subject).toContain("أكِّد حسابك على");
    expect(mail.html).toContain('<div lang="ar" dir="rtl" style=');
    expect(mail.text).toContain(`${context.env.APP_URL}/ar/auth/confirm?token=`);
  });

  it("a browser language Salamu does not write is English", async () => {
    const { user } = await signUp(context.app, { acceptLanguage: "de-DE,de;q=0.9" });
    expect(user.locale).toBe("en");
  });

  it("PUT /api/me/locale changes the account's language: signed in only, one of Salamu's four", async () => {
    const { cookie, email } = await signUp(context.app);
    const anonymous = await inject({ method: "PUT", url: "/api/me/locale", payload: { locale: "fr" } });
    expect(anonymous.statusCode).toBe(401);
    const german = await inject({
      method: "PUT",
      url: "/api/me/locale",
      headers: { cookie },
      payload: { locale: "de" },
    });
    expect(german.statusCode).toBe(400);
    expect(german.json().error.code).toBeDefined();
    const missing = await inject({ method: "PUT", url: "/api/me/locale", headers: { cookie }, payload: {} });
    expect(missing.statusCode).toBe(400);

    const put = await inject({ method: "PUT", url: "/api/me/locale", headers: { cookie }, payload: { locale: "sw" } });
    expect(put.statusCode).toBe(200);
    // The same answer as GET /api/me.
    expect(put.json()).toEqual((await me(cookie)).json());
    expect(put.json().user.locale).toBe("sw");

    // The next e-mail is in the new language.
    await inject({ method: "POST", url: "/api/accounts/email-verification", payload: { email } });
    const mail = await mailTo(email);
    expect(mail.subject).toBe("Thibitisha akaunti yako ya Salamu");
    expect(mail.text).toContain(`${context.env.APP_URL}/sw/auth/confirm?token=`);
  });
});

describe("dev outbox", () => {
  it("lists mail newest first as JSON and HTML", async () => {
    await signUp(context.app);
    const json = await inject({ method: "GET", url: "/api/dev/outbox" });
    expect(json.statusCode).toBe(200);
    const items = json.json().items;
    expect(items.length).toBeGreaterThan(0);
    const html = await inject({ method: "GET", url: "/dev/outbox" });
    expect(html.statusCode).toBe(200);
    expect(html.headers["content-type"]).toContain("text/html");
    expect(html.body).toContain('<a href="http');
  });
});
