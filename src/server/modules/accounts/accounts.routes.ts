import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailSchema,
  emailSignUpSchema,
  forgotPasswordSchema,
  localeUpdateSchema,
  loginSchema,
  meResponseSchema,
  notificationPrefsSchema,
  phoneSendCodeResponseSchema,
  phoneSendCodeSchema,
  phoneVerifyResponseSchema,
  phoneVerifySchema,
  profileUpdateSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  sessionResponseSchema,
  signUpSchema,
} from "@/shared/schemas/accounts";
import { errorResponses } from "@/shared/schemas/errors";
import type { Env } from "../../env";
import { notFound } from "../../errors";
import { localeOfRequest } from "../../lib/messages";
import type { AccountsService } from "./accounts.service";
import { AUTH_BASE_PATH, type Auth, forwardCookies, requestHeaders } from "./auth";
import type { Guards } from "./auth-guards";
import type { OtpService } from "./otp.service";

const tags = ["accounts"];
const acceptedSchema = z.object({ accepted: z.literal(true) });
const noContent = z.null().describe("No content");

type Options = { accounts: AccountsService; otp: OtpService; guards: Guards; env: Env; auth: Auth };

/** Better Auth endpoints (below /api/auth/) reachable through its own handler; the app's routes wrap the rest. */
// Not get-session: its answer carries the session token, which must stay in the httpOnly cookie.
const AUTH_HANDLER_ENDPOINTS = new Set(["ok"]);

export const accountsRoutes: FastifyPluginAsyncZod<Options> = async (app, { accounts, otp, guards, env, auth }) => {
  // Tighter per-IP limit on everything an attacker would hammer.
  // Never waved through when the store cannot count: guessing must not get easier during an outage.
  const strict = { rateLimit: { max: env.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: "1 minute", skipOnError: false } };
  const errors = errorResponses(400, 401, 409, 429);

  app.post(
    "/accounts/phone/send-code",
    {
      config: strict,
      schema: {
        tags,
        summary: "Send a 6-digit phone verification code",
        body: phoneSendCodeSchema,
        response: { 200: phoneSendCodeResponseSchema, ...errors },
      },
    },
    async (request) =>
      otp.sendCode(
        request.body.phone,
        request.ip,
        request.body.phoneCountry,
        localeOfRequest(request.headers["accept-language"]),
      ),
  );

  app.post(
    "/accounts/phone/verify",
    {
      config: strict,
      schema: {
        tags,
        summary: "Check a phone code; answers a single-use ticket for sign-up (valid 30 minutes)",
        body: phoneVerifySchema,
        response: { 200: phoneVerifyResponseSchema, ...errors },
      },
    },
    async (request) => otp.verifyCode(request.body.phone, request.body.code, request.body.phoneCountry),
  );

  app.post(
    "/accounts",
    {
      config: strict,
      schema: {
        tags,
        summary: "Create an account (phone verified first) and sign in",
        body: signUpSchema,
        response: { 201: meResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, headers } = await accounts.signUp(request.body, requestHeaders(request));
      forwardCookies(reply, headers);
      return reply.status(201).send({ user });
    },
  );

  app.post(
    "/accounts/email-sign-up",
    {
      config: strict,
      schema: {
        tags,
        summary: "Sign up without a phone: the account opens once its e-mail link is followed (always 202)",
        body: emailSignUpSchema,
        response: { 202: acceptedSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await accounts.signUpWithEmail(request.body, requestHeaders(request));
      return reply.status(202).send({ accepted: true });
    },
  );

  app.post(
    "/accounts/email-verification",
    {
      config: strict,
      schema: {
        tags,
        summary: "Send the confirmation e-mail again (always 202)",
        body: resendVerificationSchema,
        response: { 202: acceptedSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await accounts.resendVerification(request.body.email);
      return reply.status(202).send({ accepted: true });
    },
  );

  app.post(
    "/accounts/email-verification/confirm",
    {
      config: strict,
      schema: {
        tags,
        summary: "Confirm an e-mail address (sign-up or e-mail change) with the token from the link",
        body: confirmEmailSchema,
        response: { 200: meResponseSchema, ...errors },
      },
    },
    async (request) => ({ user: await accounts.confirmEmail(request.body.token) }),
  );

  app.post(
    "/accounts/password-reset",
    {
      config: strict,
      schema: {
        tags,
        summary: "E-mail a password reset link (always 202)",
        body: forgotPasswordSchema,
        response: { 202: acceptedSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await accounts.requestPasswordReset(request.body.email);
      return reply.status(202).send({ accepted: true });
    },
  );

  app.post(
    "/accounts/password-reset/confirm",
    {
      config: strict,
      schema: {
        tags,
        summary: "Set a new password with a reset token; signs out every session",
        body: resetPasswordSchema,
        response: { 204: noContent, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await accounts.resetPassword(request.body.token, request.body.newPassword);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/session",
    {
      config: strict,
      schema: {
        tags,
        summary: "Sign in with e-mail and password",
        body: loginSchema,
        response: { 200: meResponseSchema, ...errors, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      const { user, headers } = await accounts.signIn(request.body, requestHeaders(request));
      forwardCookies(reply, headers);
      return { user };
    },
  );

  // What every page asks first: a visitor is an answer (user null), not an error, so browsers log nothing.
  app.get(
    "/session",
    {
      schema: {
        tags,
        summary: "The signed-in user, or null for a visitor (never 401)",
        response: { 200: sessionResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { user: await guards.loadUser(request, reply) };
    },
  );

  app.delete("/session", { schema: { tags, summary: "Sign out" } }, async (request, reply) => {
    const headers = await accounts.signOut(requestHeaders(request));
    forwardCookies(reply, headers);
    return reply.status(204).send(null);
  });

  app.get(
    "/me",
    {
      onRequest: guards.requireUser,
      schema: { tags, summary: "The signed-in user", response: { 200: meResponseSchema, ...errorResponses(401) } },
    },
    async (request) => ({ user: guards.userOf(request) }),
  );

  app.patch(
    "/me",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Update name, phone, bio, country",
        body: profileUpdateSchema,
        response: { 200: meResponseSchema, ...errors },
      },
    },
    async (request) => ({ user: await accounts.updateProfile(guards.userOf(request).id, request.body) }),
  );

  app.put(
    "/me/notifications",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Save the four notification switches",
        body: notificationPrefsSchema,
        response: { 200: meResponseSchema, ...errors },
      },
    },
    async (request) => ({ user: await accounts.updateNotifications(guards.userOf(request).id, request.body) }),
  );

  app.put(
    "/me/locale",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Choose the language the account reads Salamu in (its e-mails and SMS)",
        body: localeUpdateSchema,
        response: { 200: meResponseSchema, ...errors },
      },
    },
    async (request) => ({ user: await accounts.updateLocale(guards.userOf(request).id, request.body.locale) }),
  );

  app.post(
    "/me/password",
    {
      config: strict,
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Change the password",
        body: changePasswordSchema,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      await accounts.changePassword(guards.userOf(request).id, request.body, requestHeaders(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/me/sessions/revoke-others",
    {
      onRequest: guards.requireUser,
      schema: { tags, summary: "Sign out every other session", response: { 204: noContent, ...errors } },
    },
    async (request, reply) => {
      await accounts.revokeOtherSessions(requestHeaders(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/me/email",
    {
      config: strict,
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Change the e-mail address: the new one is used once confirmed through the link sent to it",
        body: changeEmailSchema,
        response: { 202: acceptedSchema, ...errors },
      },
    },
    async (request, reply) => {
      await accounts.requestEmailChange(guards.userOf(request).id, request.body);
      return reply.status(202).send({ accepted: true });
    },
  );

  // Better Auth's own handler, limited to read-only endpoints the app does not wrap.
  // The endpoint is the routed wildcard (decoded by the router), never the raw URL.
  app.get<{ Params: { "*": string } }>("/auth/*", { schema: { hide: true } }, async (request, reply) => {
    const endpoint = request.params["*"];
    if (!AUTH_HANDLER_ENDPOINTS.has(endpoint)) throw notFound(`No route for GET ${AUTH_BASE_PATH}/${endpoint}`);
    const url = new URL(`${AUTH_BASE_PATH}/${endpoint}`, env.APP_URL);
    const response = await auth.handler(new Request(url, { method: "GET", headers: requestHeaders(request) }));
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== "set-cookie" && key !== "content-length") reply.header(key, value);
    });
    forwardCookies(reply, response.headers);
    return reply.send(await response.text());
  });
};
