import { randomUUID } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/shared/schemas/accounts";
import { DAY_SECONDS } from "@/shared/time";
import type { Database } from "../../db/client";
import { accounts, sessions, users, verifications } from "../../db/schema/index";
import type { Env } from "../../env";
import { localeOfRequest, localeOrDefault } from "../../lib/messages";
import type { Mailer } from "../../providers/mail/mailer";
import { mailTemplates } from "../../providers/mail/templates";

export const AUTH_BASE_PATH = "/api/auth";
export const ACCOUNT_SUSPENDED = "ACCOUNT_SUSPENDED";
export const ACCOUNT_SUSPENDED_MESSAGE = "This account is suspended. Contact support if you think this is a mistake.";
export const SESSION_DAYS = 30;
export const RESET_TOKEN_SECONDS = 60 * 60;
export const EMAIL_TOKEN_SECONDS = DAY_SECONDS;

/** Whom Better Auth's e-mails go to: its user, with the language the account reads (users.locale). */
const recipientOf = (user: { name: string; email: string } & Record<string, unknown>) => ({
  name: user.name,
  email: user.email,
  locale: localeOrDefault(user.locale),
});

/** Better Auth on the app's own tables: the model names map onto the snake_case tables of db/schema. */
export function createAuth({
  db,
  env,
  mailer,
  log,
}: {
  db: Database;
  env: Env;
  mailer: Mailer;
  log: FastifyBaseLogger;
}) {
  // A mail server that is down must not fail the sign-up that already created the account: the
  // confirmation e-mail can be sent again from the app.
  const sendQuietly = async (message: Parameters<Mailer["send"]>[0]) => {
    try {
      await mailer.send(message);
    } catch (error) {
      log.error({ err: error, to: message.to, subject: message.subject }, "mail not sent");
    }
  };
  return betterAuth({
    appName: "Salamu",
    baseURL: env.APP_URL,
    basePath: AUTH_BASE_PATH,
    secret: env.APP_SECRET,
    trustedOrigins: [new URL(env.APP_URL).origin],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { users, sessions, accounts, verifications },
    }),
    user: {
      modelName: "users",
      // Known to Better Auth so its users carry it (the e-mails it sends are written in it); never from a
      // request's body: set from the page's language when the account is created (databaseHooks below).
      additionalFields: { locale: { type: "string", required: false, defaultValue: "en", input: false } },
    },
    session: {
      modelName: "sessions",
      expiresIn: SESSION_DAYS * DAY_SECONDS,
      updateAge: DAY_SECONDS,
    },
    account: { modelName: "accounts" },
    verification: { modelName: "verifications" },
    // @fastify/rate-limit guards the app's own endpoints; Better Auth's limiter guards its mounted handler.
    rateLimit: { enabled: env.isProduction, window: 60, max: 100 },
    advanced: {
      cookiePrefix: "salamu",
      useSecureCookies: env.APP_URL.startsWith("https://"),
      database: { generateId: () => randomUUID() },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      requireEmailVerification: false,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        await sendQuietly(mailTemplates.resetPassword(env.APP_URL, recipientOf(user), token));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: EMAIL_TOKEN_SECONDS,
      async sendVerificationEmail({ user, token }) {
        await sendQuietly(mailTemplates.verifyEmail(env.APP_URL, recipientOf(user), token));
      },
    },
    // Better Auth's own warnings and errors join the app's JSON log (its default prints coloured text).
    logger: {
      level: "warn",
      log: (level, message, ...args) => {
        const err = args.find((arg) => arg instanceof Error);
        log[level](err ? { err } : {}, `auth: ${message}`);
      },
    },
    // A suspended account gets no session, whichever way it signs in (password, sign-up, reset).
    databaseHooks: {
      // A new account reads Salamu in the language of the page it signed up on.
      user: {
        create: {
          before: async (user, context) => ({
            data: { ...user, locale: localeOfRequest(context?.headers?.get("accept-language")) },
          }),
        },
      },
      session: {
        create: {
          before: async (session) => {
            const [owner] = await db
              .select({ suspendedAt: users.suspendedAt })
              .from(users)
              .where(eq(users.id, session.userId));
            if (owner?.suspendedAt) {
              throw new APIError("FORBIDDEN", { code: ACCOUNT_SUSPENDED, message: ACCOUNT_SUSPENDED_MESSAGE });
            }
          },
        },
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Fastify's incoming headers as the Web Headers Better Auth reads (cookie, user agent, IP). */
export function requestHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else headers.set(key, String(value));
  }
  if (!headers.has("x-forwarded-for")) headers.set("x-forwarded-for", request.ip);
  return headers;
}

/** Copies the Set-Cookie headers of a Better Auth answer onto the Fastify reply. */
export function forwardCookies(reply: FastifyReply, headers: Headers | undefined) {
  if (!headers) return;
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
}
