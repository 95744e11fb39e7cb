import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  celebrityProfileUpdateSchema,
  myCelebrityProfileResponseSchema,
  showcaseCandidatesResponseSchema,
  showcasePicksSchema,
} from "@/shared/schemas/celebrity-profile";
import { errorResponses } from "@/shared/schemas/errors";
import type { Guards } from "../accounts/auth-guards";
import { multipartLimits, readImageUpload } from "../images/images";
import type { ShowcaseService } from "../showcase/showcase.service";
import type { CelebrityProfileService } from "./celebrity-profile.service";

const tags = ["celebrity profile"];

const errors = errorResponses(400, 401, 403, 404, 409);

/** The celebrity's own profile and showcase (dashboard, Celebrity Profile tab): celebrities only. */
export const celebrityProfileRoutes: FastifyPluginAsyncZod<{
  profiles: CelebrityProfileService;
  showcase: ShowcaseService;
  guards: Guards;
}> = async (app, { profiles, showcase, guards }) => {
  const onRequest = guards.requireRole("celebrity");
  const me = (request: Parameters<Guards["userOf"]>[0]) => guards.userOf(request).id;

  app.get(
    "/celebrity/profile",
    {
      onRequest,
      schema: {
        tags,
        summary: "Your celebrity profile as you edit it",
        response: { 200: myCelebrityProfileResponseSchema, ...errors },
      },
    },
    async (request) => ({ profile: await profiles.get(me(request)) }),
  );

  app.patch(
    "/celebrity/profile",
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Change your username, price, category, profession, country, response time, bio (and its translations), languages or availability",
        description:
          "Any subset of the fields. A new username keeps the old /celebrity/<old> link working (the old name stays reserved for you).",
        body: celebrityProfileUpdateSchema,
        response: { 200: myCelebrityProfileResponseSchema, ...errors },
      },
    },
    async (request) => ({ profile: await profiles.update(me(request), request.body) }),
  );

  // Only this route parses multipart bodies: the plugin lives in its own scope.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: multipartLimits });
    uploads.put(
      "/celebrity/profile/photo",
      {
        onRequest,
        schema: {
          tags,
          summary: "Upload your profile photo (an image of at most 2 MB, multipart/form-data)",
          description: "Re-encoded as WebP at 160 and 480 px square, without metadata; served at a content-hashed URL.",
          consumes: ["multipart/form-data"],
          response: {
            200: myCelebrityProfileResponseSchema,
            ...errors,
            ...errorResponses(413, 415),
          },
        },
      },
      async (request) => ({ profile: await profiles.setPhoto(me(request), await readImageUpload(request)) }),
    );
  });

  app.delete(
    "/celebrity/profile/photo",
    {
      onRequest,
      schema: {
        tags,
        summary: "Remove your profile photo (the initials avatar shows instead)",
        response: { 200: myCelebrityProfileResponseSchema, ...errors },
      },
    },
    async (request) => ({ profile: await profiles.removePhoto(me(request)) }),
  );

  app.get(
    "/celebrity/showcase",
    {
      onRequest,
      schema: {
        tags,
        summary: "Your delivered videos whose fans allowed featuring them, featured ones first",
        response: { 200: showcaseCandidatesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const profile = await profiles.profileOf(me(request));
      return { items: await showcase.candidates(profile.id) };
    },
  );

  app.put(
    "/celebrity/showcase",
    {
      onRequest,
      schema: {
        tags,
        summary: "Choose (in order) up to 3 allowed videos for your profile's Videos tab",
        body: showcasePicksSchema,
        response: { 200: showcaseCandidatesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const profile = await profiles.profileOf(me(request));
      return { items: await showcase.setPicks(profile.id, request.body.requestIds) };
    },
  );
};
