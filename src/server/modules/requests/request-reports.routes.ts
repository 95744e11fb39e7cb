import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "@/shared/schemas/errors";
import {
  REPORT_MESSAGES,
  reportDecisionSchema,
  reportInputSchema,
  requestReportSchema,
} from "@/shared/schemas/request-reports";
import { requestIdParamsSchema, videoRequestResponseSchema } from "@/shared/schemas/requests";
import { tooManyRequests } from "../../errors";
import type { Guards } from "../accounts/auth-guards";
import { type AuditLog, auditTrail } from "../audit/audit.service";
import type { RequestReports } from "./request-reports";
import { toReportView } from "./request-view";

const tags = ["requests"];
/** A fan has one report per request; this bounds one account probing many requests. */
const REPORTS_PER_HOUR = 10;

/** A redo, and someone to turn to (ADR 058): the fan's report on a delivered video. */
export const requestReportsRoutes: FastifyPluginAsyncZod<{ reports: RequestReports; guards: Guards }> = async (
  app,
  { reports, guards },
) => {
  const limit = app.createRateLimit({
    max: REPORTS_PER_HOUR,
    timeWindow: "1 hour",
    keyGenerator: (request) => `request-report:${guards.userOf(request).id}`,
  });

  app.post(
    "/requests/:id/report",
    {
      onRequest: [
        guards.requireUser,
        async (request: FastifyRequest) => {
          const result = await limit(request);
          if (!result.isAllowed && result.isExceeded) throw tooManyRequests("RATE_LIMITED", REPORT_MESSAGES.tooMany);
        },
      ],
      schema: {
        tags,
        summary: "Report a problem with the delivered video (the request's fan, within the hold period, once)",
        description:
          "A wrong name, occasion or language gives the star one re-record at no cost; anything else goes to " +
          "staff. The star's earnings for the request stay held while the report is open.",
        params: requestIdParamsSchema,
        body: reportInputSchema,
        response: { 200: videoRequestResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => ({
      request: await reports.report(guards.userOf(request), request.params.id, {
        reason: request.body.reason,
        note: request.body.note ?? "",
      }),
    }),
  );
};

const reportResponseSchema = z.object({ report: requestReportSchema });

/** `/api/admin/requests/:id/report/*`: staff decide a report (the `requests` permission), audited. */
export const reportsAdminRoutes: FastifyPluginAsyncZod<{
  reports: RequestReports;
  audit: AuditLog;
  guards: Guards;
}> = async (app, { reports, audit, guards }) => {
  app.addHook("onRequest", guards.requirePermission("requests"));
  const record = auditTrail(audit, "request");
  const errors = errorResponses(400, 401, 403, 404, 409);

  app.post(
    "/:id/report/redo",
    {
      schema: {
        tags: ["admin"],
        summary: "Ask the star to record the video again, once (on the fan's report, or without one)",
        params: requestIdParamsSchema,
        body: reportDecisionSchema,
        response: { 200: reportResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = guards.userOf(request);
      const { before, after } = await reports.askRedo(actor.id, request.params.id, request.body.note);
      await record(request, actor.id, {
        action: "request.redo",
        targetId: request.params.id,
        before: before ? { status: before.status } : null,
        after: { status: after.status, note: after.staffNote },
      });
      return { report: toReportView(after) };
    },
  );

  app.post(
    "/:id/report/close",
    {
      schema: {
        tags: ["admin"],
        summary: "Close the open report without a re-record; the fan is e-mailed the note",
        params: requestIdParamsSchema,
        body: reportDecisionSchema,
        response: { 200: reportResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = guards.userOf(request);
      const { before, after } = await reports.close(actor.id, request.params.id, request.body.note);
      await record(request, actor.id, {
        action: "request.report_close",
        targetId: request.params.id,
        before: { status: before.status },
        after: { status: after.status, note: after.staffNote },
      });
      return { report: toReportView(after) };
    },
  );
};
