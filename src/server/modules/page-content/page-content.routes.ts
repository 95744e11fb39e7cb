import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "@/shared/schemas/errors";
import { pageContentSchema, pageIdParamsSchema } from "@/shared/schemas/page-content";
import { localeQuerySchema } from "@/shared/schemas/translations";
import type { PageContentService } from "./page-content.service";

/**
 * `GET /api/pages/:pageId?locale=fr`: a public page's texts in a language. Every browser and shared cache may keep it but revalidates
 * it each time (a cheap 304 by ETag), so a save shows on every visitor's next load, never an older text.
 */
export const pageContentRoutes: FastifyPluginAsyncZod<{ pageContent: PageContentService }> = async (
  app,
  { pageContent },
) => {
  app.get(
    "/pages/:pageId",
    {
      schema: {
        tags: ["content"],
        summary:
          "The editable texts of a public page in a language (its defaults until staff save it; English where a text is not translated)",
        params: pageIdParamsSchema,
        querystring: localeQuerySchema,
        response: { 200: pageContentSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, no-cache");
      // The etag plugin adds the ETag and answers 304 to a matching If-None-Match.
      return pageContent.get(request.params.pageId, request.query.locale);
    },
  );
};
