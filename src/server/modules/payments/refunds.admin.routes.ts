import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "@/shared/schemas/errors";
import {
  manualRefundSchema,
  paymentIdParamsSchema,
  type RefundAttention,
  refundAttentionListSchema,
  refundAttentionResponseSchema,
} from "@/shared/schemas/payments";
import type { Guards } from "../accounts/auth-guards";
import { type AuditLog, auditTrail } from "../audit/audit.service";
import type { StaffRefunds } from "./refunds-staff.service";

const tags = ["admin"];
const errors = errorResponses(400, 401, 403, 404, 409);

type Options = { staffRefunds: StaffRefunds; audit: AuditLog; guards: Guards };

/** What the audit log keeps of a refund's state. */
const refundState = (refund: RefundAttention) => ({
  refundStatus: refund.refundStatus,
  refundFailures: refund.refundFailures,
  refundError: refund.refundError,
});

/**
 * `/api/admin/refunds`: refunds the refund job could not finish. Money owed to payers sits with the payment
 * settings, so the area is `settings` (the super admin has it too).
 */
export const refundsAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, { staffRefunds, audit, guards }) => {
  app.addHook("onRequest", guards.requirePermission("settings"));
  const record = auditTrail(audit, "payment");

  app.get(
    "/",
    {
      // One spelling: /api/admin/<area>, not also /api/admin/<area>/.
      prefixTrailingSlash: "no-slash",
      schema: {
        tags,
        summary: "Refunds that failed after the retries or that the provider holds for staff, oldest first",
        response: { 200: refundAttentionListSchema, ...errors },
      },
    },
    async () => ({ items: await staffRefunds.list() }),
  );

  app.post(
    "/:paymentId/retry",
    {
      schema: {
        tags,
        summary: "Hand the refund back to the refund job with a clean failure count",
        params: paymentIdParamsSchema,
        response: { 202: refundAttentionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = guards.userOf(request);
      const { before, after } = await staffRefunds.retry(request.params.paymentId);
      await record(request, actor.id, {
        action: "refund.retry",
        targetId: after.paymentId,
        before: refundState(before),
        after: refundState(after),
      });
      return reply.status(202).send({ refund: after });
    },
  );

  app.post(
    "/:paymentId/manual",
    {
      schema: {
        tags,
        summary: "Mark the payer refunded outside the provider, with a note; the request's refund follows",
        params: paymentIdParamsSchema,
        body: manualRefundSchema,
        response: { 200: refundAttentionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = guards.userOf(request);
      const { before, after } = await staffRefunds.markRefunded(request.params.paymentId, request.body.note);
      await record(request, actor.id, {
        action: "refund.manual",
        targetId: after.paymentId,
        before: refundState(before),
        after: { ...refundState(after), note: request.body.note },
      });
      return { refund: after };
    },
  );
};
