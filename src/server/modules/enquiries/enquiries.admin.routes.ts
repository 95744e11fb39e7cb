import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  enquiryIdParamsSchema,
  enquiryListQuerySchema,
  enquiryListResponseSchema,
  enquiryResponseSchema,
  replyEnquirySchema,
  updateEnquirySchema,
} from "@/shared/schemas/enquiries";
import { errorResponses } from "@/shared/schemas/errors";
import { localeOfRequest } from "../../lib/messages";
import type { Guards } from "../accounts/auth-guards";
import { type AuditLog, auditTrail } from "../audit/audit.service";
import type { EnquiriesService } from "./enquiries.service";

const tags = ["admin"];
const errors = errorResponses(400, 401, 403, 404);

type Options = { enquiries: EnquiriesService; audit: AuditLog; guards: Guards };

/** `/api/admin/enquiries`: the inbox of contact messages and business enquiries, for staff with `content`. */
export const enquiriesAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, { enquiries, audit, guards }) => {
  app.addHook("onRequest", guards.requirePermission("content"));
  const record = auditTrail(audit, "enquiry");

  app.get(
    "/",
    {
      prefixTrailingSlash: "no-slash",
      schema: {
        tags,
        summary: "Enquiries, newest first, filtered by kind and status",
        querystring: enquiryListQuerySchema,
        response: { 200: enquiryListResponseSchema, ...errors },
      },
    },
    async (request) => enquiries.list(request.query),
  );

  app.get(
    "/:id",
    {
      schema: {
        tags,
        summary: "One enquiry",
        params: enquiryIdParamsSchema,
        response: { 200: enquiryResponseSchema, ...errors },
      },
    },
    async (request) => ({ enquiry: await enquiries.get(request.params.id) }),
  );

  app.patch(
    "/:id",
    {
      schema: {
        tags,
        summary: "Mark an enquiry handled, archived or new again",
        params: enquiryIdParamsSchema,
        body: updateEnquirySchema,
        response: { 200: enquiryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = guards.userOf(request);
      const { before, after } = await enquiries.setStatus(request.params.id, request.body.status, actor.id);
      await record(request, actor.id, {
        action: "enquiry.update",
        targetId: after.id,
        before: { status: before.status },
        after: { status: after.status },
      });
      return { enquiry: after };
    },
  );

  app.post(
    "/:id/reply",
    {
      schema: {
        tags,
        summary: "E-mail a reply to the sender (reply-to the support address) and mark the enquiry handled",
        params: enquiryIdParamsSchema,
        body: replyEnquirySchema,
        response: { 200: enquiryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = guards.userOf(request);
      const { before, after } = await enquiries.reply(
        request.params.id,
        request.body.message,
        actor.id,
        localeOfRequest(request.headers["accept-language"]),
      );
      await record(request, actor.id, {
        action: "enquiry.reply",
        targetId: after.id,
        before: { status: before.status },
        after: { status: after.status, reply: request.body.message },
      });
      return { enquiry: after };
    },
  );
};
