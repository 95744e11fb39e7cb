import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminUserListQuerySchema,
  adminUserListResponseSchema,
  adminUserResponseSchema,
  suspendUserSchema,
  userIdParamsSchema,
} from "@/shared/schemas/admin";
import { errorResponseSchema } from "@/shared/schemas/errors";
import type { Guards } from "../../plugins/auth-guards";
import type { AuditLog } from "../audit/audit.service";
import type { UsersAdminService } from "./users-admin.service";

const tags = ["admin"];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

type Options = { users: UsersAdminService; audit: AuditLog; guards: Guards };

/** `/api/admin/users`: Users Management, for staff with `users` (staff accounts: the super admin only). */
export const usersAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, { users, audit, guards }) => {
  app.addHook("onRequest", guards.requirePermission("users"));

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
      await audit.record({
        actorId: actor.id,
        action: "user.suspend",
        targetType: "user",
        targetId: after.id,
        before: { status: before.status },
        after: {
          status: after.status,
          closedRequests,
          ...(request.body?.reason ? { reason: request.body.reason } : {}),
        },
        ip: request.ip,
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
      await audit.record({
        actorId: actor.id,
        action: "user.reactivate",
        targetType: "user",
        targetId: after.id,
        before: { status: before.status },
        after: { status: after.status },
        ip: request.ip,
      });
      return { user: after };
    },
  );
};
