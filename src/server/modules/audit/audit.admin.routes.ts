import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { auditListQuerySchema, auditListResponseSchema } from "@/shared/schemas/audit";
import { errorResponses } from "@/shared/schemas/errors";
import type { Guards } from "../accounts/auth-guards";
import type { AuditLog } from "./audit.service";

/** `/api/admin/audit`: the staff actions, newest first; the super admin's alone. */
export const auditAdminRoutes: FastifyPluginAsyncZod<{ audit: AuditLog; guards: Guards }> = async (
  app,
  { audit, guards },
) => {
  app.addHook("onRequest", guards.requireSuperAdmin);
  app.get(
    "/",
    {
      // One spelling: /api/admin/<area>, not also /api/admin/<area>/.
      prefixTrailingSlash: "no-slash",
      schema: {
        tags: ["admin"],
        summary: "Staff actions (who, what, before and after, IP, time), filtered by action or actor",
        querystring: auditListQuerySchema,
        response: { 200: auditListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => audit.list(request.query),
  );
};
