import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminCelebrityListQuerySchema,
  adminCelebrityListResponseSchema,
  adminCelebrityResponseSchema,
  approveApplicationSchema,
  celebrityFlagsSchema,
  pendingApplicationsResponseSchema,
  profileIdParamsSchema,
  rejectApplicationSchema,
} from "@/shared/schemas/celebrity-applications";
import { errorResponses } from "@/shared/schemas/errors";
import type { Guards } from "../accounts/auth-guards";
import { type AuditLog, auditTrail } from "../audit/audit.service";
import { sendStoredFile } from "../videos/send-stored-file";
import { binaryResponses } from "../videos/signed-file-responses";
import type { ApplicationSelfies } from "./application-selfie";
import type { CelebrityApplicationsService } from "./celebrity-applications.service";

const tags = ["admin"];
const errors = errorResponses(400, 401, 403, 404, 409);

type Options = {
  applications: CelebrityApplicationsService;
  selfies: ApplicationSelfies;
  audit: AuditLog;
  guards: Guards;
};

/** `/api/admin/celebrities`: applications and the approved catalogue, for staff with `celebrities`. */
export const celebritiesAdminRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { applications, selfies, audit, guards },
) => {
  app.addHook("onRequest", guards.requirePermission("celebrities"));
  const record = auditTrail(audit, "celebrity_profile");

  app.get(
    "/applications",
    {
      schema: {
        tags,
        summary: "Applications waiting for a decision, oldest first",
        response: { 200: pendingApplicationsResponseSchema, ...errors },
      },
    },
    async () => ({ items: await applications.pendingApplications() }),
  );

  app.get(
    "/:id/selfie",
    {
      schema: {
        tags,
        summary: "An applicant's selfie video, in which they read the code they were given (HTTP Range supported)",
        params: profileIdParamsSchema,
        response: { ...binaryResponses, ...errorResponses(400, 401, 403, 404, 416) },
      },
    },
    async (request, reply) => {
      const file = await selfies.ofProfile(request.params.id);
      return sendStoredFile(request, reply, file, selfies.open, { cacheControl: "private, no-store" });
    },
  );

  app.get(
    "/",
    {
      // One spelling: /api/admin/<area>, not also /api/admin/<area>/.
      prefixTrailingSlash: "no-slash",
      schema: {
        tags,
        summary: "Approved celebrities (hidden ones included), newest approval first",
        querystring: adminCelebrityListQuerySchema,
        response: { 200: adminCelebrityListResponseSchema, ...errors },
      },
    },
    async (request) => applications.approvedCelebrities(request.query),
  );

  app.post(
    "/:id/approve",
    {
      schema: {
        tags,
        summary: "Approve an application: the profile is published and its owner e-mailed",
        description:
          "Only with the applicant's selfie video on file (409 SELFIE_MISSING otherwise). identityChecked: " +
          "staff watched the selfie video and it matches the applicant; the star is then shown verified.",
        params: profileIdParamsSchema,
        body: approveApplicationSchema.nullish(),
        response: { 200: adminCelebrityResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = guards.userOf(request);
      const identityChecked = request.body?.identityChecked === true;
      const approved = await applications.approveApplication(request.params.id, { identityChecked });
      // Who checked the selfie video, and when: the audit entry's actor and time (ADR 054).
      await record(request, actor.id, {
        action: "celebrity.approve",
        targetId: approved.id,
        before: { approved: false, fullName: approved.fullName },
        after: identityChecked
          ? { approved: true, username: approved.username, verified: true, identityChecked: true }
          : { approved: true, username: approved.username },
      });
      return { celebrity: await applications.adminView(approved.id) };
    },
  );

  app.post(
    "/:id/reject",
    {
      schema: {
        tags,
        summary: "Reject an application (deleted; the applicant is e-mailed the reason and may apply again)",
        params: profileIdParamsSchema,
        body: rejectApplicationSchema.nullish(),
        response: { 204: z.null().describe("No content"), ...errors },
      },
    },
    async (request, reply) => {
      const actor = guards.userOf(request);
      const reason = request.body?.reason || undefined;
      const rejected = await applications.rejectApplication(request.params.id, reason);
      await record(request, actor.id, {
        action: "celebrity.reject",
        targetId: rejected.id,
        before: { approved: false, fullName: rejected.fullName, profession: rejected.profession },
        after: reason ? { deleted: true, reason } : { deleted: true },
      });
      return reply.status(204).send(null);
    },
  );

  app.patch(
    "/:id",
    {
      schema: {
        tags,
        summary: "Verify or unverify, feature or unfeature, hide from or show in the catalogue",
        params: profileIdParamsSchema,
        body: celebrityFlagsSchema,
        response: { 200: adminCelebrityResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = guards.userOf(request);
      const { before, after } = await applications.updateFlags(request.params.id, request.body);
      const changed = Object.keys(request.body) as (keyof typeof request.body)[];
      await record(request, actor.id, {
        action: "celebrity.update",
        targetId: after.id,
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, after[key]])),
      });
      return { celebrity: after };
    },
  );
};
