import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  categoriesResponseSchema,
  celebrityDetailSchema,
  celebrityListQuerySchema,
  celebrityListResponseSchema,
  featuredCelebritiesResponseSchema,
  reviewsResponseSchema,
  showcaseVideosResponseSchema,
  sliderResponseSchema,
  testimonialsResponseSchema,
  usernameParamsSchema,
} from "@/shared/schemas/catalogue";
import { errorResponses } from "@/shared/schemas/errors";
import { localeQuerySchema } from "@/shared/schemas/translations";
import { sendJson } from "../../lib/send-json";
import type { CatalogueService } from "./catalogue.service";

const tags = ["catalogue"];

// Public and identical for every visitor: shared caches may keep it a minute, then revalidate with the ETag.
function cacheForAMinute(reply: FastifyReply) {
  reply.header("cache-control", "public, max-age=60");
}

/** A profile and its reviews change when a fan reviews a video: browsers revalidate (a cheap 304 by ETag). */
function revalidateEachTime(reply: FastifyReply) {
  reply.header("cache-control", "no-cache");
}

export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (app, { catalogue }) => {
  app.get(
    "/categories",
    {
      schema: {
        tags,
        summary: "The categories with how many approved celebrities each holds",
        response: { 200: categoriesResponseSchema },
      },
    },
    async (_request, reply) => {
      cacheForAMinute(reply);
      const categories = await catalogue.listCategories();
      return sendJson(reply, { categories }, categories);
    },
  );

  app.get(
    "/celebrities",
    {
      schema: {
        tags,
        summary: "Browse approved celebrities: search, filter by category, sort and paginate",
        querystring: celebrityListQuerySchema,
        response: { 200: celebrityListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      cacheForAMinute(reply);
      return sendJson(reply, await catalogue.listCelebrities(request.query));
    },
  );

  // Registered before /celebrities/:username so "featured" is never read as a username.
  app.get(
    "/celebrities/featured",
    {
      schema: {
        tags,
        summary: "Featured celebrities, best rated first",
        response: { 200: featuredCelebritiesResponseSchema },
      },
    },
    async (_request, reply) => {
      cacheForAMinute(reply);
      const items = await catalogue.listFeatured();
      return sendJson(reply, { items }, items);
    },
  );

  app.get(
    "/celebrities/:username",
    {
      schema: {
        tags,
        summary: "One approved celebrity's profile (username matched case-insensitively)",
        description:
          "`?locale=` asks for the bio in a site language: the star's text in it when they wrote one (`bioLocale` names it), else their main bio (`bioLocale` null).",
        params: usernameParamsSchema,
        querystring: localeQuerySchema,
        response: { 200: celebrityDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const celebrity = await catalogue.getCelebrity(request.params.username, request.query.locale);
      revalidateEachTime(reply);
      return sendJson(reply, celebrity);
    },
  );

  app.get(
    "/celebrities/:username/reviews",
    {
      schema: {
        tags,
        summary: "The newest reviews of a celebrity, with the total count",
        params: usernameParamsSchema,
        response: { 200: reviewsResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const result = await catalogue.listReviews(request.params.username);
      revalidateEachTime(reply);
      return sendJson(reply, result);
    },
  );

  app.get(
    "/celebrities/:username/videos",
    {
      schema: {
        tags,
        summary: "Videos a celebrity shows on their profile, newest first",
        params: usernameParamsSchema,
        response: { 200: showcaseVideosResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const items = await catalogue.listShowcaseVideos(request.params.username);
      cacheForAMinute(reply);
      return { items };
    },
  );

  app.get(
    "/slider",
    {
      schema: {
        tags,
        summary: "Active home-page banners in display order, their texts in a language (English where not translated)",
        querystring: localeQuerySchema,
        response: { 200: sliderResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      // Staff change slides at any time and expect the home page to follow: revalidate (a 304 by ETag).
      revalidateEachTime(reply);
      return { items: await catalogue.listSliderItems(request.query.locale) };
    },
  );

  app.get(
    "/testimonials",
    {
      schema: { tags, summary: "Fan testimonials in display order", response: { 200: testimonialsResponseSchema } },
    },
    async (_request, reply) => {
      cacheForAMinute(reply);
      return { items: await catalogue.listTestimonials() };
    },
  );
};
