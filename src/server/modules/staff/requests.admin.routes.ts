import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminRequestDetailSchema,
  adminRequestListQuerySchema,
  adminRequestListResponseSchema,
  adminRequestParamsSchema,
  staffNoteSchema,
  timelineEntrySchema,
} from "@/shared/schemas/admin-requests";
import { errorResponses } from "@/shared/schemas/errors";
import type { Guards } from "../accounts/auth-guards";
import { type AuditLog, auditTrail } from "../audit/audit.service";
import type { RequestsAdminService } from "./requests-admin.service";

const tags = ["admin"];
const errors = errorResponses(400, 401, 403, 404);

type Options = { requests: RequestsAdminService; audit: AuditLog; guards: Guards };

/**
 * `/api/admin/requests`: staff orders, for staff with `requests`. Every note is audited. Refunds and redo requests are not offered yet.
 */
export const requestsAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, { requests, audit, guards }) => {
  app.addHook("onRequest", guards.requirePermission("requests"));
  const record = auditTrail(audit, "request");

  app.get(
    "/",
    {
      prefixTrailingSlash: "no-slash",
      schema: {
        tags,
        summary: "Requests, newest first: search by short id (#8494267c), fan name or e-mail, star name; by status",
        querystring: adminRequestListQuerySchema,
        response: { 200: adminRequestListResponseSchema, ...errors },
      },
    },
    async (request) => requests.list(request.query),
  );

  app.get(
    "/:id",
    {
      schema: {
        tags,
        summary: "One request: details, its timeline (payment, refunds, links, sends, notes) and the video's links",
        params: adminRequestParamsSchema,
        response: { 200: adminRequestDetailSchema, ...errors },
      },
    },
    async (request) => requests.detail(request.params.id),
  );

  app.post(
    "/:id/notes",
    {
      schema: {
        tags,
        summary: "Add an internal note (staff only; never shown to the fan or the star)",
        params: adminRequestParamsSchema,
        body: staffNoteSchema,
        response: { 201: timelineEntrySchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = guards.userOf(request);
      const note = await requests.addNote(actor.id, request.params.id, request.body.text);
      await record(request, actor.id, {
        action: "request.note",
        targetId: request.params.id,
        after: { noteId: note.id, text: note.text },
      });
      return reply.status(201).send({
        kind: "note",
        at: note.createdAt.toISOString(),
        text: note.text,
        author: actor.name,
        amountMinor: null,
        currency: null,
      });
    },
  );
};
