import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "@/shared/schemas/errors";
import {
  pageContentSchema,
  pageIdParamsSchema,
  pageLanguagesResponseSchema,
  pageRevisionParamsSchema,
  pageRevisionsResponseSchema,
  savePageContentSchema,
} from "@/shared/schemas/page-content";
import { localeQuerySchema } from "@/shared/schemas/translations";
import type { Guards } from "../accounts/auth-guards";
import { type AuditLog, auditTrail } from "../audit/audit.service";
import type { PageContentService } from "./page-content.service";

const tags = ["admin"];
const errors = errorResponses(400, 401, 403, 404);

type Options = { pageContent: PageContentService; audit: AuditLog; guards: Guards };

/** `/api/admin/pages`: staff with `content` (and the super admin) edit the public pages' texts. */
export const pageContentAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, { pageContent, audit, guards }) => {
  app.addHook("onRequest", guards.requirePermission("content"));
  const record = auditTrail(audit, "page");

  app.get(
    "/languages",
    {
      schema: {
        tags,
        summary: "Each page's translations and how far each is (done, partial, missing, outdated)",
        response: { 200: pageLanguagesResponseSchema, ...errors },
      },
    },
    async () => ({ pages: await pageContent.languages() }),
  );

  app.put(
    "/:pageId",
    {
      schema: {
        tags,
        summary:
          "Save a page's texts in a language (every field, checked by the page's rules; a translation keeps what differs from English); the previous version is kept",
        params: pageIdParamsSchema,
        body: savePageContentSchema,
        response: { 200: pageContentSchema, ...errors },
      },
    },
    async (request) => {
      const actor = guards.userOf(request);
      const { pageId } = request.params;
      const { fields, locale } = request.body;
      const { before, after } = await pageContent.save(pageId, fields, actor.id, locale);
      await record(request, actor.id, {
        action: "page.update",
        targetId: pageId,
        before: locale === "en" ? before : { locale, fields: before },
        after: locale === "en" ? after.fields : { locale, fields: after.fields },
      });
      return after;
    },
  );

  app.get(
    "/:pageId/revisions",
    {
      schema: {
        tags,
        summary: "The earlier versions of a page in a language kept for restoring, newest first",
        params: pageIdParamsSchema,
        querystring: localeQuerySchema,
        response: { 200: pageRevisionsResponseSchema, ...errors },
      },
    },
    async (request) => ({ revisions: await pageContent.revisions(request.params.pageId, request.query.locale) }),
  );

  app.post(
    "/:pageId/revisions/:revisionId/restore",
    {
      schema: {
        tags,
        summary: "Make an earlier version the page's texts again (the current one is kept as a revision)",
        params: pageRevisionParamsSchema,
        response: { 200: pageContentSchema, ...errors },
      },
    },
    async (request) => {
      const actor = guards.userOf(request);
      const { pageId, revisionId } = request.params;
      const { before, after } = await pageContent.restore(pageId, revisionId, actor.id);
      await record(request, actor.id, {
        action: "page.restore",
        targetId: pageId,
        before,
        after: { revisionId, locale: after.locale, fields: after.fields },
      });
      return after;
    },
  );
};
