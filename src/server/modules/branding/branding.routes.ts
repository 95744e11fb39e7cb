import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { brandingSchema } from "@/shared/schemas/branding";
import type { BrandingService } from "./branding.service";

/** `GET /api/branding`: the logo and favicon every page shows (revalidated, so a change shows on next load). */
export const brandingRoutes: FastifyPluginAsyncZod<{ branding: BrandingService }> = async (app, { branding }) => {
  app.get(
    "/branding",
    {
      schema: {
        tags: ["content"],
        summary: "The site's logo and favicon (null: the built-in ones)",
        response: { 200: brandingSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-cache");
      return branding.current();
    },
  );
};
