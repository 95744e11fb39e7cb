import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminRequestParamsSchema,
  staffRefundResponseSchema,
  staffRefundSchema,
} from "@/shared/schemas/admin-requests";
import { errorResponses } from "@/shared/schemas/errors";
import type { Database } from "../../db/client";
import type { Guards } from "../accounts/auth-guards";
import { type AuditLog, auditTrail } from "../audit/audit.service";
import { type StaffPartRefunds, staffRefundSummary } from "./staff-refunds";

const tags = ["admin"];
const errors = errorResponses(400, 401, 403, 404, 409);

type Options = { staffPartRefunds: StaffPartRefunds; audit: AuditLog; guards: Guards; db: Database };

/**
 * `/api/admin/requests/:id/refunds`: staff refund a request in full or in part (ADR 060), with the `requests`
 * permission, audited with the request's refund figures before and after.
 */
export const staffRefundsAdminRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { staffPartRefunds, audit, guards, db },
) => {
  app.addHook("onRequest", guards.requirePermission("requests"));
  const record = auditTrail(audit, "request");

  app.post(
    "/:id/refunds",
    {
      schema: {
        tags,
        summary:
          "Refund part or all of what is left of the request's payment, with a reason; through the provider (202: asked for). The same idempotency key answers the same refund (200)",
        params: adminRequestParamsSchema,
        body: staffRefundSchema,
        response: { 200: staffRefundResponseSchema, 202: staffRefundResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = guards.userOf(request);
      const { refund, created, before } = await staffPartRefunds.ask(actor.id, request.params.id, request.body);
      if (!created) return reply.status(200).send({ refund });
      await record(request, actor.id, {
        action: "request.refund",
        targetId: request.params.id,
        before,
        after: {
          ...(await staffRefundSummary(db, request.params.id)),
          refundId: refund.id,
          amountMinor: refund.amountMinor,
          currency: refund.currency,
          reason: refund.reason,
        },
      });
      return reply.status(202).send({ refund });
    },
  );
};
