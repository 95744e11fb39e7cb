import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "@/shared/schemas/errors";
import {
  adminUserListQuerySchema,
  adminUserListResponseSchema,
  adminUserResponseSchema,
  suspendUserSchema,
  userIdParamsSchema,
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
