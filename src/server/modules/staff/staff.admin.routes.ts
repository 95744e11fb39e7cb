import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "@/shared/schemas/errors";
import {
  inviteStaffSchema,
  staffListResponseSchema,
  staffMemberResponseSchema,
  updateStaffSchema,
} from "@/shared/schemas/staff";
import { userIdParamsSchema } from "@/shared/schemas/users";
import { localeOfRequest } from "../../lib/messages";
import type { Guards } from "../accounts/auth-guards";
import { type AuditLog, auditTrail } from "../audit/audit.service";
import type { StaffService } from "./staff.service";

const tags = ["admin"];
const noContent = z.null().describe("No content");
const errors = errorResponses(400, 401, 403, 404, 409);

type Options = { staff: StaffService; audit: AuditLog; guards: Guards };

/** `/api/admin/staff`: Admin Management, the super admin's alone. */
export const staffAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, { staff, audit, guards }) => {
  app.addHook("onRequest", guards.requireSuperAdmin);
  const record = auditTrail(audit, "user");

  app.get(
    "/",
    {
      prefixTrailingSlash: "no-slash",
      schema: {
        tags,
        summary: "Staff members, with pending invitations",
        response: { 200: staffListResponseSchema, ...errors },
      },
    },
    async () => ({ items: await staff.list() }),
  );

  app.post(
    "/",
    {
      prefixTrailingSlash: "no-slash",
      schema: {
        tags,
        summary: "Add a staff member: an invitation to choose a password, or an existing account promoted",
        body: inviteStaffSchema,
        response: { 201: staffMemberResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = guards.userOf(request);
      const { before, member, invited } = await staff.invite(
        actor.id,
        request.body,
        localeOfRequest(request.headers["accept-language"]),
      );
      await record(request, actor.id, {
        action: "staff.invite",
        targetId: member.id,
        before: before ? { role: before.role, permissions: before.permissions } : null,
        after: { role: member.role, permissions: member.permissions, email: member.email, invited },
      });
      return reply.status(201).send({ member });
    },
  );

  app.patch(
    "/:id",
    {
      schema: {
        tags,
        summary: "Change a staff member's role or permissions",
        params: userIdParamsSchema,
        body: updateStaffSchema,
        response: { 200: staffMemberResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = guards.userOf(request);
      const { before, member } = await staff.update(request.params.id, request.body);
      await record(request, actor.id, {
        action: "staff.update",
        targetId: member.id,
        before: { role: before.role, permissions: before.permissions },
        after: { role: member.role, permissions: member.permissions },
      });
      return { member };
    },
  );

  app.post(
    "/:id/invitation",
    {
      schema: {
        tags,
        summary: "Send the invitation again (a new link; the old one stops working)",
        params: userIdParamsSchema,
        response: { 202: z.object({ accepted: z.literal(true) }), ...errors },
      },
    },
    async (request, reply) => {
      const actor = guards.userOf(request);
      await staff.resendInvitation(actor.id, request.params.id);
      await record(request, actor.id, {
        action: "staff.invite",
        targetId: request.params.id,
        after: { resent: true },
      });
      return reply.status(202).send({ accepted: true });
    },
  );

  app.delete(
    "/:id",
    {
      schema: {
        tags,
        summary: "Remove staff rights (the account stays, as a fan or celebrity)",
        params: userIdParamsSchema,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      const actor = guards.userOf(request);
      const before = await staff.remove(actor.id, request.params.id);
      await record(request, actor.id, {
        action: "staff.remove",
        targetId: before.id,
        before: { role: before.role, permissions: before.permissions },
        after: { role: "user", permissions: [] },
      });
      return reply.status(204).send(null);
    },
  );
};
