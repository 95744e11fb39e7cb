import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  blogPostListSchema,
  blogPostResponseSchema,
  blogSlugParamsSchema,
  blogTagsResponseSchema,
  publicBlogListQuerySchema,
} from "@/shared/schemas/blog";
import { errorResponses } from "@/shared/schemas/errors";
import { localeQuerySchema } from "@/shared/schemas/translations";
import type { BlogService } from "./blog.service";

const tags = ["content"];

/**
 * `/api/blog`: the published posts, for everyone. Drafts never leave here. Browsers revalidate (ETag), so a
 * published edit shows on the next load.
 */
export const blogRoutes: FastifyPluginAsyncZod<{ blog: BlogService }> = async (app, { blog }) => {
  app.addHook("onSend", async (_request, reply) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-cache");
  });

  app.get(
    "/blog/posts",
    {
      schema: {
        tags,
        summary:
          "Published posts, newest first, optionally those with a tag, in a language (English where not translated)",
        querystring: publicBlogListQuerySchema,
        response: { 200: blogPostListSchema, ...errorResponses(400) },
      },
    },
    async (request) => blog.listPublished(request.query),
  );

  app.get(
    "/blog/posts/:slug",
    {
      schema: {
        tags,
        summary: "A published post by its slug, in a language (English where not translated)",
        params: blogSlugParamsSchema,
        querystring: localeQuerySchema,
        response: { 200: blogPostResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ post: await blog.getPublished(request.params.slug, request.query.locale) }),
  );

  app.get(
    "/blog/tags",
    {
      schema: {
        tags,
        summary: "The tags of the published posts, with how many posts carry each",
        response: { 200: blogTagsResponseSchema },
      },
    },
    async () => ({ tags: await blog.listTags() }),
  );
};
