import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AuditAction } from "@/shared/schemas/audit";
import {
  type AdminBlogPost,
  adminBlogListQuerySchema,
  adminBlogPostListSchema,
  adminBlogPostResponseSchema,
  blogImageResponseSchema,
  blogPostIdParamsSchema,
  blogPostInputSchema,
} from "@/shared/schemas/blog";
import { errorResponses } from "@/shared/schemas/errors";
import type { Guards } from "../accounts/auth-guards";
import { type AuditLog, auditTrail } from "../audit/audit.service";
import { multipartLimits, readImageUpload } from "../images/images";
import type { BlogService } from "./blog.service";

const tags = ["admin"];
const errors = errorResponses(400, 401, 403, 404);

type Options = { blog: BlogService; audit: AuditLog; guards: Guards };

/**
 * What the audit log keeps of a post: everything but the (long) contents, English and translated, whose
 * lengths stand in.
 */
const auditView = (post: AdminBlogPost) => {
  const { content, translations, translationStatus: _status, ...rest } = post;
  const translated = Object.fromEntries(
    Object.entries(translations).map(([locale, { content: text, ...texts } = {}]) => [
      locale,
      { ...texts, contentLength: text?.length ?? 0 },
    ]),
  );
  return { ...rest, contentLength: content.length, translations: translated };
};

/** `/api/admin/blog`: Blog Management and the editor, for staff with `blog`. Every change is audited. */
export const blogAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, { blog, audit, guards }) => {
  app.addHook("onRequest", guards.requirePermission("blog"));

  const trail = auditTrail(audit, "blog_post");
  const record = (
    request: { ip: string },
    actorId: string,
    action: AuditAction,
    post: AdminBlogPost,
    before: AdminBlogPost | null,
    after: AdminBlogPost | null,
  ) =>
    trail(request, actorId, {
      action,
      targetId: post.id,
      before: before ? auditView(before) : null,
      after: after ? auditView(after) : null,
    });

  app.get(
    "/posts",
    {
      schema: {
        tags,
        summary: "Every post (drafts too), newest first, by status and search",
        querystring: adminBlogListQuerySchema,
        response: { 200: adminBlogPostListSchema, ...errors },
      },
    },
    async (request) => blog.list(request.query),
  );

  app.get(
    "/posts/:id",
    {
      schema: {
        tags,
        summary: "One post, for the editor",
        params: blogPostIdParamsSchema,
        response: { 200: adminBlogPostResponseSchema, ...errors },
      },
    },
    async (request) => ({ post: await blog.get(request.params.id) }),
  );

  app.post(
    "/posts",
    {
      schema: {
        tags,
        summary: "Write a post (a draft, or published at once); the slug is made unique",
        body: blogPostInputSchema,
        response: { 201: adminBlogPostResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = guards.userOf(request);
      const post = await blog.create(request.body, actor.id);
      await record(request, actor.id, "blog.create", post, null, post);
      if (post.status === "published") await record(request, actor.id, "blog.publish", post, null, post);
      return reply.status(201).send({ post });
    },
  );

  app.put(
    "/posts/:id",
    {
      schema: {
        tags,
        summary: "Save a post (the whole of it); publishing stamps its publication time",
        params: blogPostIdParamsSchema,
        body: blogPostInputSchema,
        response: { 200: adminBlogPostResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = guards.userOf(request);
      const { before, after } = await blog.update(request.params.id, request.body);
      const action = before.status !== "published" && after.status === "published" ? "blog.publish" : "blog.update";
      await record(request, actor.id, action, after, before, after);
      return { post: after };
    },
  );

  app.delete(
    "/posts/:id",
    {
      schema: {
        tags,
        summary: "Delete a post",
        params: blogPostIdParamsSchema,
        response: { 204: z.null().describe("No content"), ...errors },
      },
    },
    async (request, reply) => {
      const actor = guards.userOf(request);
      const before = await blog.remove(request.params.id);
      await record(request, actor.id, "blog.delete", before, before, null);
      return reply.status(204).send(null);
    },
  );

  // Only this route parses multipart bodies: the plugin lives in its own scope.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: multipartLimits });
    uploads.post(
      "/images",
      {
        schema: {
          tags,
          summary: "Upload a cover or in-post image (at most 2 MB, multipart/form-data); answers its URL",
          consumes: ["multipart/form-data"],
          response: { 201: blogImageResponseSchema, ...errors, ...errorResponses(413, 415) },
        },
      },
      async (request, reply) => {
        const url = await blog.uploadImage(await readImageUpload(request));
        return reply.status(201).send({ url });
      },
    );
  });
};
