import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { negotiateLocale } from "@/shared/locales";
import { meResponseSchema } from "@/shared/schemas/accounts";
import { errorResponses } from "@/shared/schemas/errors";
import { acceptInvitationSchema, invitationParamsSchema, invitationSchema } from "@/shared/schemas/staff";
import type { Env } from "../../env";
import type { AccountsService } from "../accounts/accounts.service";
import { forwardCookies, requestHeaders } from "../accounts/auth";
import type { StaffService } from "./staff.service";

const tags = ["accounts"];
const errors = errorResponses(400, 404, 410, 429);

type Options = { staff: StaffService; accounts: AccountsService; env: Env };

/** Public: a new staff member opens the e-mailed link and chooses a password (single use, 72 hours). */
export const invitationsRoutes: FastifyPluginAsyncZod<Options> = async (app, { staff, accounts, env }) => {
  const strict = { rateLimit: { max: env.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: "1 minute" } };

  app.get(
    "/accounts/invitations/:token",
    {
      config: strict,
      schema: {
        tags,
        summary: "Who a staff invitation is for (410 once used or expired)",
        params: invitationParamsSchema,
        response: { 200: invitationSchema, ...errors },
      },
    },
    async (request) => staff.describeInvitation(request.params.token),
  );

  app.post(
    "/accounts/invitations/accept",
    {
      config: strict,
      schema: {
        tags,
        summary: "Choose a password from a staff invitation, and sign in",
        body: acceptInvitationSchema,
        response: { 200: meResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { email } = await staff.acceptInvitation(
        request.body.token,
        request.body.password,
        negotiateLocale(request.headers["accept-language"]),
      );
      const { user, headers } = await accounts.signIn(
        { email, password: request.body.password, rememberMe: false },
        requestHeaders(request),
      );
      forwardCookies(reply, headers);
      return { user };
    },
  );
};
