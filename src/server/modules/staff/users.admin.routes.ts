import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "@/shared/schemas/errors";
import {
  adminUserDetailSchema,
  adminUserListQuerySchema,
  adminUserListResponseSchema,
  adminUserResponseSchema,
  suspendUserSchema,
  userIdParamsSchema,
  userSessionParamsSchema,
} from "@/shared/schemas/users";
import type { Guards } from "../accounts/auth-guards";
import { type AuditLog, auditTrail } from "../audit/audit.service";
import type { UsersAdminService } from "./users-admin.service";

const tags = ["admin"];
const errors = errorResponses(400, 401, 403, 404, 409);

type Options = { users: UsersAdminService; audit: AuditLog; guards: Guards };

/** `/api/admin/users`: Users Management, for staff with `users` (staff accounts: the super admin only). */
export const usersAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, { users, audit, guards }) => {
  app.addHook("onRequest", guards.requirePermission("users"));
  const record = auditTrail(audit, "user");

  app.get(
    "/",
    {
      prefixTrailingSlash: "no-slash",
      schema: {
        tags,
        summary: "Users, newest first: search by name or e-mail, filter by role and status",
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserListResponseSchema, ...errors },
      },
    },
    async (request) => users.list(request.query),
  );

  app.get(
    "/:id",
    {
      schema: {
        tags,
        summary: "One account: profile (phone masked), newest requests as fan and as star, payments, live sessions",
        params: userIdParamsSchema,
        response: { 200: adminUserDetailSchema, ...errors },
      },
    },
    async (request) => users.detail(request.params.id),
  );

  app.post(
    "/:id/verify-email",
    {
      schema: {
        tags,
        summary: "Mark the account's e-mail as confirmed, by hand",
        params: userIdParamsSchema,
        response: { 200: adminUserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = guards.userOf(request);
      const { before, after } = await users.verifyEmail(actor, request.params.id);
      await record(request, actor.id, {
        action: "user.verify_email",
        targetId: after.id,
        before: { status: before.status },
        after: { status: after.status },
      });
      return { user: after };
    },
  );

  app.delete(
    "/:id/sessions/:sessionId",
    {
      schema: {
        tags,
        summary: "Sign one of the account's sessions out",
        params: userSessionParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const actor = guards.userOf(request);
      await users.revokeSession(actor, request.params.id, request.params.sessionId);
      await record(request, actor.id, { action: "user.revoke_session", targetId: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/:id/anonymise",
    {
      schema: {
        tags,
        summary:
          "Anonymise on the owner's request: personal data replaced, signed out for good; payments and ledger kept",
        params: userIdParamsSchema,
        response: { 200: adminUserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = guards.userOf(request);
      const { after, closedRequests } = await users.anonymise(actor, request.params.id);
      // The trail names the account by id only: writing the old name or address here would keep what was erased.
      await record(request, actor.id, { action: "user.anonymise", targetId: after.id, after: { closedRequests } });
      return { user: after };
    },
  );

  app.post(
    "/:id/suspend",
    {
      schema: {
        tags,
        summary: "Suspend: signed out at once, no sign-in, out of the catalogue, open requests closed and refunded",
        params: userIdParamsSchema,
        body: suspendUserSchema.nullish(),
        response: { 200: adminUserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = guards.userOf(request);
      const { before, after, closedRequests } = await users.suspend(actor, request.params.id);
      await record(request, actor.id, {
        action: "user.suspend",
        targetId: after.id,
        before: { status: before.status },
        after: {
          status: after.status,
          closedRequests,
          ...(request.body?.reason ? { reason: request.body.reason } : {}),
        },
      });
      return { user: after };
    },
  );

  app.post(
    "/:id/reactivate",
    {
      schema: {
        tags,
        summary: "Reactivate a suspended account (it may sign in again; its profile returns to the catalogue)",
        params: userIdParamsSchema,
        response: { 200: adminUserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = guards.userOf(request);
      const { before, after } = await users.reactivate(actor, request.params.id);
      await record(request, actor.id, {
        action: "user.reactivate",
        targetId: after.id,
        before: { status: before.status },
        after: { status: after.status },
      });
      return { user: after };
    },
  );
};
