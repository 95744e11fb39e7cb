import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "@/shared/schemas/errors";
import {
  type Dispute,
  disputeDetailSchema,
  disputeIdParamsSchema,
  disputesResponseSchema,
  financeDisputesQuerySchema,
  financeExportQuerySchema,
  financePeriodSchema,
  financeSummarySchema,
  resolveDisputeSchema,
  submitEvidenceSchema,
} from "@/shared/schemas/finance";
import { attachmentDisposition } from "../../lib/content-disposition";
import type { Guards } from "../accounts/auth-guards";
import { type AuditLog, auditTrail } from "../audit/audit.service";
import type { DisputesService } from "./disputes.service";
import type { FinanceSummaryService } from "./finance-summary";

const tags = ["admin"];
const errors = errorResponses(400, 401, 403, 404, 409, 502, 503);

type Options = { disputes: DisputesService; finance: FinanceSummaryService; audit: AuditLog; guards: Guards };

/** What the audit log keeps of a dispute's state. */
const disputeState = (dispute: Dispute) => ({
  status: dispute.status,
  providerStatus: dispute.providerStatus,
  evidenceSubmittedAt: dispute.evidenceSubmittedAt,
  costBorneBy: dispute.costBorneBy,
  resolution: dispute.resolution,
});

/**
 * `/api/admin/finance` (permission `finance`): the totals, the disputes with their evidence pack and the
 * answers to the provider (audited), and the CSV exports. The payout queue shares the prefix (payouts module).
 */
export const financeAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, { disputes, finance, audit, guards }) => {
  app.addHook("onRequest", guards.requirePermission("finance"));
  const record = auditTrail(audit, "dispute");

  app.get(
    "/summary",
    {
      schema: {
        tags,
        summary: "Totals per currency over the period, from the ledger (balances and open disputes as of now)",
        querystring: financePeriodSchema,
        response: { 200: financeSummarySchema, ...errors },
      },
    },
    async (request) => finance.summary(request.query),
  );

  app.get(
    "/disputes",
    {
      schema: {
        tags,
        summary: "Disputes (chargebacks), the soonest deadline first",
        querystring: financeDisputesQuerySchema,
        response: { 200: disputesResponseSchema, ...errors },
      },
    },
    async (request) => ({ disputes: await disputes.list(request.query.status) }),
  );

  app.get(
    "/disputes/:id",
    {
      schema: {
        tags,
        summary: "One dispute with the evidence pack assembled from the data",
        params: disputeIdParamsSchema,
        response: { 200: disputeDetailSchema, ...errors },
      },
    },
    async (request) => disputes.detail(request.params.id),
  );

  app.post(
    "/disputes/:id/evidence",
    {
      schema: {
        tags,
        summary: "Send the evidence pack (and a note) to the payment provider",
        params: disputeIdParamsSchema,
        body: submitEvidenceSchema,
        response: { 200: disputeDetailSchema, ...errors },
      },
    },
    async (request) => {
      const actor = guards.userOf(request);
      const { before, after } = await disputes.submitEvidence(request.params.id, request.body.note);
      await record(request, actor.id, {
        action: "dispute.evidence",
        targetId: after.dispute.id,
        before: disputeState(before),
        after: { ...disputeState(after.dispute), note: request.body.note ?? null },
      });
      return after;
    },
  );

  app.post(
    "/disputes/:id/resolve",
    {
      schema: {
        tags,
        summary: "Accept the dispute (the payer is refunded) or contest it, at the payment provider",
        params: disputeIdParamsSchema,
        body: resolveDisputeSchema,
        response: { 200: disputeDetailSchema, ...errors },
      },
    },
    async (request) => {
      const actor = guards.userOf(request);
      const { before, after } = await disputes.resolve(request.params.id, request.body);
      await record(request, actor.id, {
        action: "dispute.resolve",
        targetId: after.dispute.id,
        before: disputeState(before),
        after: { ...disputeState(after.dispute), decision: request.body.decision, note: request.body.note },
      });
      return after;
    },
  );

  app.get(
    "/export.csv",
    {
      schema: {
        tags,
        summary: "CSV of the ledger's entries, the payouts or the disputes of the period",
        querystring: financeExportQuerySchema,
        response: { 200: z.any().describe("The CSV file"), ...errors },
      },
    },
    async (request, reply) => {
      const { kind, from, to } = request.query;
      const csv = await finance.exportCsv(kind, { from, to });
      const name = `salamu-${kind}${from ? `-from-${from}` : ""}${to ? `-to-${to}` : ""}.csv`;
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", attachmentDisposition(name))
        .header("cache-control", "private, no-store")
        .send(csv);
    },
  );
};
