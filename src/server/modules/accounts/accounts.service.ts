import { createHash, randomBytes } from "node:crypto";
import { APIError } from "better-auth/api";
import { verifyPassword } from "better-auth/crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Locale } from "@/shared/locales";
import { isPhoneCountry, phoneCountryOf } from "@/shared/phone";
import { isRole, isStaff } from "@/shared/roles";
import {
  type ChangeEmailInput,
  type ChangePasswordInput,
  DEFAULT_NOTIFICATION_PREFS,
  MESSAGES,
  type Me,
  type NotificationPrefs,
} from "@/shared/schemas/accounts";
import type { Database } from "../../db/client";
import { accounts, celebrityProfiles, sessions, users, verifications } from "../../db/schema/index";
import type { Env } from "../../env";
import { AppError, conflict, invalidRequest, unauthenticated } from "../../errors";
import { localeOrDefault } from "../../lib/messages";
import type { Mailer } from "../../providers/mail/mailer";
import { mailTemplates } from "../../providers/mail/templates";
import { staffToolsOf } from "../../staff-tools";
import type { AccountLimits } from "./account-limits";
import { ACCOUNT_SUSPENDED, ACCOUNT_SUSPENDED_MESSAGE, type Auth } from "./auth";
import type { OtpService } from "./otp.service";
import { toE164 } from "./phone";

const CHANGE_EMAIL_PREFIX = "ce_";
const CHANGE_EMAIL_HOURS = 24;

type Deps = { db: Database; auth: Auth; env: Env; mailer: Mailer; otp: OtpService; limits: AccountLimits };

export type SignUpData = {
  name: string;
  email: string;
  password: string;
  phone: string;
  phoneCountry?: string;
  verificationToken: string;
};

function codeOf(error: unknown): string | undefined {
  if (error instanceof APIError) {
    const body = error.body as { code?: string } | undefined;
    return body?.code;
  }
  return undefined;
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export function createAccountsService({ db, auth, env, mailer, otp, limits }: Deps) {
  async function loadMe(userId: string): Promise<Me | null> {
    const [row] = await db
      .select({
        user: users,
        profileId: celebrityProfiles.id,
        profileUsername: celebrityProfiles.username,
        profileApproved: celebrityProfiles.approved,
        profileVerified: celebrityProfiles.verified,
      })
      .from(users)
      .leftJoin(celebrityProfiles, eq(celebrityProfiles.userId, users.id))
      .where(eq(users.id, userId))
      .limit(1);
    // A suspended account is signed out everywhere: a session that outlived the suspension counts for nothing.
    if (!row || row.user.suspendedAt) return null;
    const { user } = row;
    const role = isRole(user.role) ? user.role : "user";
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      phone: user.phone,
      phoneVerified: user.phoneVerified,
      role,
      permissions: user.permissions,
      bio: user.bio,
      country: user.country,
      notifications: { ...DEFAULT_NOTIFICATION_PREFS, ...user.notifications },
      locale: localeOrDefault(user.locale),
      celebrityProfile: row.profileId
        ? {
            id: row.profileId,
            username: row.profileUsername!,
            approved: row.profileApproved!,
            verified: row.profileVerified!,
          }
        : null,
      ...(isStaff({ role }) ? { staffTools: staffToolsOf(env) } : {}),
      createdAt: user.createdAt.toISOString(),
    };
  }

  async function mustLoadMe(userId: string): Promise<Me> {
    const me = await loadMe(userId);
    if (!me) throw unauthenticated();
    return me;
  }

  async function emailTaken(email: string, exceptUserId?: string) {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${email})`, exceptUserId ? ne(users.id, exceptUserId) : undefined))
      .limit(1);
    return !!row;
  }

  /** The session behind the request's cookie, with any refreshed cookie to pass on. */
  async function sessionOf(headers: Headers) {
    const { headers: responseHeaders, response } = await auth.api.getSession({ headers, returnHeaders: true });
    return { session: response, headers: responseHeaders };
  }

  async function signUp(data: SignUpData, headers: Headers) {
    // The phone proof comes first: whether an e-mail has an account is told only to someone who proved a
    // phone, so the endpoint cannot be used to test addresses. A taken e-mail gives the ticket back.
    const ticket = await otp.consumeTicket(data.verificationToken, data.phone, data.phoneCountry);
    if (await emailTaken(data.email)) {
      await ticket.release();
      throw conflict("EMAIL_TAKEN", MESSAGES.emailTaken);
    }
    const attempt = () =>
      auth.api.signUpEmail({
        body: { name: data.name, email: data.email, password: data.password },
        headers,
        returnHeaders: true,
      });
    let result: Awaited<ReturnType<typeof attempt>>;
    try {
      result = await attempt();
    } catch (error) {
      await ticket.release();
      const code = codeOf(error) ?? "";
      if (code.startsWith("USER_ALREADY_EXISTS")) throw conflict("EMAIL_TAKEN", MESSAGES.emailTaken);
      if (code === "PASSWORD_TOO_SHORT") throw invalidRequest("WEAK_PASSWORD", MESSAGES.passwordTooShort);
      if (code === "PASSWORD_TOO_LONG") throw invalidRequest("WEAK_PASSWORD", MESSAGES.passwordTooLong);
      if (code === "INVALID_EMAIL") throw invalidRequest("INVALID_EMAIL", MESSAGES.emailInvalid);
      throw error;
    }
    const userId = result.response.user.id;
    await db
      .update(users)
      .set({ phone: ticket.phone, phoneVerified: true, updatedAt: new Date() })
      .where(eq(users.id, userId));
    return { user: await mustLoadMe(userId), headers: result.headers };
  }

  /**
   * Sign-up without a phone (issue 24, item 6): the account is made but not signed in; it opens once the
   * e-mail link is followed (sign-in refuses it until then). Whether the address already had an account is
   * never answered: its owner gets a mail saying so instead, so the form cannot be used to test addresses.
   */
  async function signUpWithEmail(data: { name: string; email: string; password: string }, headers: Headers) {
    await limits.emailSignUp(data.email, async () => {
      const [existing] = await db
        .select({ email: users.email, name: users.name, locale: users.locale })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${data.email})`)
        .limit(1);
      if (existing) {
        const to = { ...existing, locale: localeOrDefault(existing.locale) };
        await mailer.send(mailTemplates.accountExists(env.APP_URL, to)).catch(() => {});
        return;
      }
      let userId: string;
      try {
        // Better Auth sends the confirmation e-mail (sendOnSignUp) and opens a session, closed at once below.
        const result = await auth.api.signUpEmail({
          body: { name: data.name, email: data.email, password: data.password },
          headers,
        });
        userId = result.user.id;
      } catch (error) {
        // Made a moment ago by a parallel request: answered like any taken address.
        if ((codeOf(error) ?? "").startsWith("USER_ALREADY_EXISTS")) return;
        throw error;
      }
      await db.delete(sessions).where(eq(sessions.userId, userId));
      await db.update(users).set({ awaitingEmailConfirmation: true }).where(eq(users.id, userId));
    });
  }

  async function signIn(input: { email: string; password: string; rememberMe: boolean }, headers: Headers) {
    return limits.signIn(input.email, async () => {
      try {
        const result = await auth.api.signInEmail({
          body: { email: input.email, password: input.password, rememberMe: input.rememberMe },
          headers,
          returnHeaders: true,
        });
        const user = await mustLoadMe(result.response.user.id);
        const [row] = await db
          .select({ awaiting: users.awaitingEmailConfirmation })
          .from(users)
          .where(eq(users.id, user.id));
        if (row?.awaiting && !user.emailVerified) {
          // An e-mail sign-up not yet confirmed (it proved no phone either): no session. Told only to someone
          // who knew the password, so it reveals nothing about the address to others.
          await db.delete(sessions).where(eq(sessions.token, result.response.token));
          throw new AppError(403, "EMAIL_NOT_CONFIRMED", MESSAGES.emailNotConfirmed);
        }
        return { user, headers: result.headers };
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (codeOf(error) === ACCOUNT_SUSPENDED) throw new AppError(403, ACCOUNT_SUSPENDED, ACCOUNT_SUSPENDED_MESSAGE);
        if (error instanceof APIError) {
          throw new AppError(401, "INVALID_CREDENTIALS", MESSAGES.invalidCredentials);
        }
        throw error;
      }
    });
  }

  async function signOut(headers: Headers) {
    try {
      const result = await auth.api.signOut({ headers, returnHeaders: true });
      return result.headers;
    } catch {
      return undefined;
    }
  }

  async function resendVerification(email: string) {
    // 202 whatever happens: the answer never tells whether an account exists or is already confirmed.
    try {
      const [row] = await db
        .select({ emailVerified: users.emailVerified })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      if (row && !row.emailVerified) await auth.api.sendVerificationEmail({ body: { email } });
    } catch {
      // Logged by the mailer; the caller learns nothing either way.
    }
  }

  async function confirmEmail(token: string): Promise<Me> {
    const invalid = () => invalidRequest("INVALID_TOKEN", MESSAGES.confirmLinkInvalid);
    if (token.startsWith(CHANGE_EMAIL_PREFIX)) return confirmEmailChange(token);
    let email: string | undefined;
    try {
      const result = await auth.api.verifyEmail({ query: { token } });
      email = (result as { user?: { email?: string } | null } | undefined)?.user?.email;
      if (!email) {
        // Already confirmed: the token was valid (verifyEmail checked its signature), so read its address.
        const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
        email = typeof payload.email === "string" ? payload.email : undefined;
      }
    } catch {
      throw invalid();
    }
    if (!email) throw invalid();
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    if (!row) throw invalid();
    return mustLoadMe(row.id);
  }

  async function requestPasswordReset(email: string) {
    // Counted per address, whether or not it has an account: the refusal tells nothing either.
    await limits.passwordReset(email, async () => {
      try {
        await auth.api.requestPasswordReset({ body: { email } });
      } catch {
        // No account enumeration: the caller always gets 202.
      }
    });
  }

  async function resetPassword(token: string, newPassword: string) {
    try {
      await auth.api.resetPassword({ body: { token, newPassword } });
    } catch (error) {
      const code = codeOf(error);
      if (code === "PASSWORD_TOO_SHORT") throw invalidRequest("WEAK_PASSWORD", MESSAGES.passwordTooShort);
      throw invalidRequest("INVALID_TOKEN", MESSAGES.resetLinkInvalid);
    }
  }

  async function updateProfile(
    userId: string,
    input: { name: string; phone: string | null; bio: string | null; country: string | null },
  ) {
    const [current] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
    // A local number is read in the profile's country, else in the country of the number it replaces.
    const region = isPhoneCountry(input.country)
      ? input.country
      : current?.phone
        ? phoneCountryOf(current.phone)
        : undefined;
    const phone = input.phone ? toE164(input.phone, region) : null;
    // A different number is no longer a verified one.
    const phoneChanged = phone !== (current?.phone ?? null);
    await db
      .update(users)
      .set({
        name: input.name,
        phone,
        bio: input.bio,
        country: input.country,
        ...(phoneChanged ? { phoneVerified: false } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    return mustLoadMe(userId);
  }

  async function updateNotifications(userId: string, prefs: NotificationPrefs) {
    await db.update(users).set({ notifications: prefs, updatedAt: new Date() }).where(eq(users.id, userId));
    return mustLoadMe(userId);
  }

  /** The account's language: its e-mails and SMS are written in it from now on. */
  async function updateLocale(userId: string, locale: Locale) {
    await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, userId));
    return mustLoadMe(userId);
  }

  async function changePassword(userId: string, input: ChangePasswordInput, headers: Headers) {
    try {
      await auth.api.changePassword({
        body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: false },
        headers,
      });
    } catch (error) {
      const code = codeOf(error);
      if (code === "PASSWORD_TOO_SHORT") throw invalidRequest("WEAK_PASSWORD", MESSAGES.passwordTooShort);
      if (code === "INVALID_PASSWORD" || code === "CREDENTIAL_ACCOUNT_NOT_FOUND") {
        throw invalidRequest("INVALID_PASSWORD", MESSAGES.currentPasswordWrong);
      }
      throw error;
    }
    // A stolen cookie must not outlive a password change: every other session is signed out, and the
    // one that changed it stays signed in with its cookie.
    await auth.api.revokeOtherSessions({ headers });
    const me = await mustLoadMe(userId);
    await mailer.send(mailTemplates.passwordChanged(env.APP_URL, me)).catch(() => {});
  }

  async function revokeOtherSessions(headers: Headers) {
    await auth.api.revokeOtherSessions({ headers });
  }

  /** A sensitive change asks for the password again: INVALID_PASSWORD unless it is the user's. */
  async function checkPassword(userId: string, password: string) {
    const [account] = await db
      .select({ password: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
      .limit(1);
    if (!account?.password || !(await verifyPassword({ hash: account.password, password }))) {
      throw invalidRequest("INVALID_PASSWORD", MESSAGES.currentPasswordWrong);
    }
  }

  /** The new address replaces the old one only once its owner opens the link sent to it. */
  async function requestEmailChange(userId: string, input: ChangeEmailInput) {
    await checkPassword(userId, input.password);
    const me = await mustLoadMe(userId);
    if (me.email.toLowerCase() === input.newEmail.toLowerCase()) {
      throw invalidRequest("SAME_EMAIL", "This is already your e-mail address.");
    }
    if (await emailTaken(input.newEmail, userId)) throw conflict("EMAIL_TAKEN", MESSAGES.emailTaken);
    const token = `${CHANGE_EMAIL_PREFIX}${randomBytes(32).toString("base64url")}`;
    const identifier = `change-email:${userId}`;
    // One pending change per user: a new request replaces the previous link. The link and the mail that alone
    // carries it are written together (the outbox, ADR 039).
    await db.transaction(async (tx) => {
      await tx.delete(verifications).where(eq(verifications.identifier, identifier));
      await tx.insert(verifications).values({
        id: sha256(token),
        identifier,
        value: JSON.stringify({ userId, newEmail: input.newEmail.toLowerCase() }),
        expiresAt: new Date(Date.now() + CHANGE_EMAIL_HOURS * 60 * 60 * 1000),
      });
      await mailer.send(
        mailTemplates.changeEmail(env.APP_URL, { name: me.name, email: input.newEmail, locale: me.locale }, token),
        tx,
      );
    });
  }

  async function confirmEmailChange(token: string): Promise<Me> {
    const invalid = () => invalidRequest("INVALID_TOKEN", MESSAGES.confirmLinkInvalid);
    // Deleting it is what makes the link single-use.
    const [row] = await db
      .delete(verifications)
      .where(eq(verifications.id, sha256(token)))
      .returning();
    if (!row?.identifier.startsWith("change-email:") || row.expiresAt <= new Date()) throw invalid();
    const { userId, newEmail } = JSON.parse(row.value) as { userId: string; newEmail: string };
    if (await emailTaken(newEmail, userId)) throw conflict("EMAIL_TAKEN", MESSAGES.emailTaken);
    await db
      .update(users)
      .set({ email: newEmail, emailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, userId));
    return mustLoadMe(userId);
  }

  return {
    loadMe,
    mustLoadMe,
    sessionOf,
    signUp,
    signUpWithEmail,
    signIn,
    signOut,
    resendVerification,
    confirmEmail,
    requestPasswordReset,
    resetPassword,
    updateProfile,
    updateNotifications,
    updateLocale,
    changePassword,
    revokeOtherSessions,
    checkPassword,
    requestEmailChange,
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
