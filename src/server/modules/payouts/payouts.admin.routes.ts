import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { maskAccountNumber } from "@/shared/payouts";
import { errorResponses } from "@/shared/schemas/errors";
import {
  type FinancePayout,
  financePayoutSchema,
  financePayoutsQuerySchema,
  financePayoutsResponseSchema,
  holdPayoutSchema,
} from "@/shared/schemas/finance";
import type { Guards } from "../accounts/auth-guards";
import { type AuditLog, auditTrail } from "../audit/audit.service";
import type { PayoutDecisions } from "./payout-decisions";

const tags = ["admin"];
const errors = errorResponses(400, 401, 403, 404, 409);

const payoutIdParamsSchema = z.object({ id: z.uuid({ error: "Payout not found" }) });
const financePayoutResponseSchema = z.object({ payout: financePayoutSchema });

type Options = { decisions: PayoutDecisions; audit: AuditLog; guards: Guards };

/** What the audit log keeps of a payout's state (the account only as its last four digits). */
const payoutState = (payout: FinancePayout) => ({
  status: payout.status,
  reason: payout.reason,
  currency: payout.currency,
  amountMinor: payout.amountMinor,
  account: `${payout.account.bankName} ${maskAccountNumber(payout.account.accountNumberLast4)}`,
});

/** `/api/admin/finance/payouts`: the payout queue, approve and hold (permission `finance`, audited). */
export const payoutsAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, { decisions, audit, guards }) => {
  app.addHook("onRequest", guards.requirePermission("finance"));
  const record = auditTrail(audit, "payout");

  app.get(
    "/",
    {
      prefixTrailingSlash: "no-slash",
      schema: {
        tags,
        summary: "Payouts of a status (the approval queue, held, failed ...), oldest first; all, newest first",
        querystring: financePayoutsQuerySchema,
        response: { 200: financePayoutsResponseSchema, ...errors },
      },
    },
    async (request) => ({ payouts: await decisions.list(request.query.status) }),
  );

  app.post(
    "/:id/approve",
    {
      schema: {
        tags,
        summary: "Send a payout awaiting approval or held; its account counts as approved from now on",
        params: payoutIdParamsSchema,
        response: { 200: financePayoutResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = guards.userOf(request);
      const { before, after } = await decisions.approve(request.params.id, actor.id);
      await record(request, actor.id, {
        action: "payout.approve",
        targetId: after.id,
        before: payoutState(before),
        after: payoutState(after),
      });
      return { payout: after };
    },
  );

  app.post(
    "/:id/hold",
    {
      schema: {
        tags,
        summary: "Keep a waiting payout back, with a reason the star reads (the money stays reserved)",
        params: payoutIdParamsSchema,
        body: holdPayoutSchema,
        response: { 200: financePayoutResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = guards.userOf(request);
      const { before, after } = await decisions.hold(request.params.id, actor.id, request.body.reason);
      await record(request, actor.id, {
        action: "payout.hold",
        targetId: after.id,
        before: payoutState(before),
        after: payoutState(after),
      });
      return { payout: after };
    },
  );
};
