import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  celebrityApplicationResponseSchema,
  celebrityApplicationSchema,
  myCelebrityApplicationResponseSchema,
} from "@/shared/schemas/accounts";
import { errorResponses } from "@/shared/schemas/errors";
import type { Guards } from "../accounts/auth-guards";
import type { SettingsReader } from "../settings/settings.service";
import { sendStoredFile } from "../videos/send-stored-file";
import { binaryResponses } from "../videos/signed-file-responses";
import type { ApplicationSelfies } from "./application-selfie";
import type { CelebrityApplicationsService } from "./celebrity-applications.service";

const tags = ["celebrity applications"];

export const celebrityApplicationsRoutes: FastifyPluginAsyncZod<{
  applications: CelebrityApplicationsService;
  selfies: ApplicationSelfies;
  guards: Guards;
  settings: SettingsReader;
}> = async (app, { applications, selfies, guards, settings }) => {
  app.post(
    "/celebrity-applications",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Apply to become a celebrity (fans only; reviewed by staff within 48 hours)",
        body: celebrityApplicationSchema,
        response: {
          201: celebrityApplicationResponseSchema,
          ...errorResponses(400, 401, 409),
        },
      },
    },
    async (request, reply) => {
      const profile = await applications.apply(guards.userOf(request), request.body);
      return reply.status(201).send({ profile });
    },
  );

  app.get(
    "/celebrity-applications/mine",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "The signed-in user's celebrity application or profile, if any, and the platform fee in force",
        response: { 200: myCelebrityApplicationResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      profile: await applications.mine(guards.userOf(request).id),
      platformFeePercent: await settings.get("marketplace.platformFeePercent"),
    }),
  );

  app.get(
    "/celebrity-applications/mine/selfie",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "The applicant's own selfie video (HTTP Range supported); staff watch it from the admin area",
        response: { ...binaryResponses, ...errorResponses(401, 404, 416) },
      },
    },
    async (request, reply) => {
      const file = await selfies.mine(guards.userOf(request).id);
      return sendStoredFile(request, reply, file, selfies.open, { cacheControl: "private, no-store" });
    },
  );
};
