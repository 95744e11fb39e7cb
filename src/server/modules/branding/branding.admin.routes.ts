import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { brandingKindParamsSchema, brandingSchema } from "@/shared/schemas/branding";
import { errorResponses } from "@/shared/schemas/errors";
import type { Guards } from "../accounts/auth-guards";
import { type AuditLog, auditTrail } from "../audit/audit.service";
import { multipartLimits, readImageUpload } from "../images/images";
import type { BrandingService } from "./branding.service";

const tags = ["admin"];
const errors = errorResponses(400, 401, 403, 413, 415);

type Options = { branding: BrandingService; audit: AuditLog; guards: Guards };

/** `/api/admin/settings/branding/:kind`: Logo & Appearance, for staff with `settings`. */
export const brandingAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, { branding, audit, guards }) => {
  app.addHook("onRequest", guards.requirePermission("settings"));
  // Only these routes parse multipart bodies: the plugin lives in this scope.
  await app.register(multipart, { limits: multipartLimits });

  const record = auditTrail(audit, "settings");

  app.put(
    "/:kind",
    {
      schema: {
        tags,
        summary: "Upload the logo or the favicon (an image of at most 2 MB, multipart/form-data)",
        consumes: ["multipart/form-data"],
        params: brandingKindParamsSchema,
        response: { 200: brandingSchema, ...errors },
      },
    },
    async (request) => {
      const actor = guards.userOf(request);
      const { kind } = request.params;
      const { before, after } = await branding.upload(kind, await readImageUpload(request), actor.id);
      await record(request, actor.id, { action: "settings.update", targetId: `branding.${kind}`, before, after });
      return after;
    },
  );

  app.delete(
    "/:kind",
    {
      schema: {
        tags,
        summary: "Back to the built-in logo or favicon",
        params: brandingKindParamsSchema,
        response: { 200: brandingSchema, ...errors },
      },
    },
    async (request) => {
      const actor = guards.userOf(request);
      const { kind } = request.params;
      const { before, after } = await branding.reset(kind);
      await record(request, actor.id, { action: "settings.update", targetId: `branding.${kind}`, before, after });
      return after;
    },
  );
};
