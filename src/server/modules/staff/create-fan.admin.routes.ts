import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "@/shared/schemas/errors";
import { createdFanSchema } from "@/shared/schemas/users";
import { localeOfRequest } from "../../lib/messages";
import type { Guards } from "../accounts/auth-guards";
import { type AuditLog, auditTrail } from "../audit/audit.service";
import type { TestFans } from "./test-fans";

type Options = { testFans: TestFans; audit: AuditLog; guards: Guards };

/** `/api/admin/create-fan`: the super admin's test tool, registered only outside production. */
export const createFanAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, { testFans, audit, guards }) => {
  app.addHook("onRequest", guards.requireSuperAdmin);
  const record = auditTrail(audit, "user");

  app.post(
    "/",
    {
      prefixTrailingSlash: "no-slash",
      schema: {
        tags: ["admin"],
        summary: "Create a test fan (outside production): unique e-mail, random password shown once",
        response: { 201: createdFanSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const actor = guards.userOf(request);
      const created = await testFans.create(localeOfRequest(request.headers["accept-language"]));
      // The password is in the answer only; never in the audit log.
      await record(request, actor.id, {
        action: "fan.create",
        targetId: created.user.id,
        after: { name: created.user.name, email: created.user.email, role: "user" },
      });
      return reply.status(201).send(created);
    },
  );
};
