import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "@/shared/schemas/errors";
import {
  adminSliderItemResponseSchema,
  adminSliderListSchema,
  sliderActiveSchema,
  sliderIdParamsSchema,
  sliderImageResponseSchema,
  sliderItemInputSchema,
  sliderMoveSchema,
} from "@/shared/schemas/slider";
import type { Guards } from "../accounts/auth-guards";
import { type AuditLog, auditTrail } from "../audit/audit.service";
import { multipartLimits, readImageUpload } from "../images/images";
import type { SliderService } from "./slider.service";

const tags = ["admin"];
const noContent = z.null().describe("No content");
const errors = errorResponses(400, 401, 403, 404, 409);

type Options = { slider: SliderService; audit: AuditLog; guards: Guards };

/** `/api/admin/slider/images`: the banner picture, re-encoded by the image pipeline (multipart parsed here only). */
const sliderImageRoutes: FastifyPluginAsyncZod<Options> = async (app, { slider, guards }) => {
  await app.register(multipart, { limits: multipartLimits });
  app.post(
    "/images",
    {
      schema: {
        tags,
        summary: "Upload a slide's picture (an image of at most 2 MB); answers the 21:9 banner's URL to save",
        consumes: ["multipart/form-data"],
        response: { 200: sliderImageResponseSchema, ...errors, ...errorResponses(413, 415) },
      },
    },
    async (request) => {
      guards.userOf(request);
      return { imageUrl: await slider.uploadImage(await readImageUpload(request)) };
    },
  );
};

/** `/api/admin/slider`: Slider Management, for staff with `slider`. Every change is audited. */
export const sliderAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { slider, audit, guards } = options;
  app.addHook("onRequest", guards.requirePermission("slider"));

  const record = auditTrail(audit, "slider_item");

  app.get(
    "/",
    {
      prefixTrailingSlash: "no-slash",
      schema: {
        tags,
        summary: "Every slide, active or not, in display order",
        response: { 200: adminSliderListSchema, ...errors },
      },
    },
    async () => ({ items: await slider.list() }),
  );

  app.post(
    "/",
    {
      prefixTrailingSlash: "no-slash",
      schema: {
        tags,
        summary: "Add a slide (last, active): title, description and image required; button text and link optional",
        body: sliderItemInputSchema,
        response: { 201: adminSliderItemResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = guards.userOf(request);
      const item = await slider.create(request.body);
      await record(request, actor.id, { action: "slider.create", targetId: item.id, before: null, after: item });
      return reply.status(201).send({ item });
    },
  );

  app.put(
    "/:id",
    {
      schema: {
        tags,
        summary: "Change a slide's texts, picture, button and link",
        params: sliderIdParamsSchema,
        body: sliderItemInputSchema,
        response: { 200: adminSliderItemResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = guards.userOf(request);
      const { before, after } = await slider.update(request.params.id, request.body);
      await record(request, actor.id, { action: "slider.update", targetId: after.id, before, after });
      return { item: after };
    },
  );

  app.put(
    "/:id/active",
    {
      schema: {
        tags,
        summary: "Show or hide a slide on the home page",
        params: sliderIdParamsSchema,
        body: sliderActiveSchema,
        response: { 200: adminSliderItemResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = guards.userOf(request);
      const { before, after } = await slider.setActive(request.params.id, request.body.active);
      await record(request, actor.id, {
        action: "slider.update",
        targetId: after.id,
        before: { active: before.active },
        after: { active: after.active },
      });
      return { item: after };
    },
  );

  app.post(
    "/:id/move",
    {
      schema: {
        tags,
        summary: "Move a slide one place up or down (the first cannot go up, the last cannot go down)",
        params: sliderIdParamsSchema,
        body: sliderMoveSchema,
        response: { 200: adminSliderListSchema, ...errors },
      },
    },
    async (request) => {
      const actor = guards.userOf(request);
      const { before, after } = await slider.move(request.params.id, request.body.direction);
      await record(request, actor.id, {
        action: "slider.reorder",
        targetId: request.params.id,
        before: { order: before },
        after: { order: after },
      });
      return { items: await slider.list() };
    },
  );

  app.delete(
    "/:id",
    {
      schema: {
        tags,
        summary: "Delete a slide",
        params: sliderIdParamsSchema,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      const actor = guards.userOf(request);
      const deleted = await slider.remove(request.params.id);
      await record(request, actor.id, { action: "slider.delete", targetId: deleted.id, before: deleted, after: null });
      return reply.status(204).send(null);
    },
  );

  await app.register(sliderImageRoutes, { slider, audit, guards });
};
