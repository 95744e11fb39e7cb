import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "@/shared/schemas/errors";
import {
  celebrityStatsSchema,
  checkoutResponseSchema,
  createVideoRequestResponseSchema,
  createVideoRequestSchema,
  declineRequestSchema,
  earningsResponseSchema,
  requestIdParamsSchema,
  requestListQuerySchema,
  reviewInputSchema,
  videoRequestListResponseSchema,
  videoRequestResponseSchema,
} from "@/shared/schemas/requests";
import { localeOfRequest } from "../../lib/messages";
import type { Guards } from "../accounts/auth-guards";
import type { RequestsService } from "./requests.service";

// Guards run as preValidation: a signed-out caller gets 401 before any report on what it sent.
const tags = ["requests"];
const errors = errorResponses(400, 401, 403, 404, 409);

export const requestsRoutes: FastifyPluginAsyncZod<{ requests: RequestsService; guards: Guards }> = async (
  app,
  { requests, guards },
) => {
  const me = guards.userOf;

  app.post(
    "/requests",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Request a video; the server prices it (or a subscription covers it) and opens the checkout",
        description:
          "`recordingLanguage` must be one of the star's languages; without it, the star's language matching the page's (Accept-Language), else their first.",
        body: createVideoRequestSchema,
        response: { 201: createVideoRequestResponseSchema, ...errors, ...errorResponses(502) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await requests.create(me(request), request.body, localeOfRequest(request.headers["accept-language"]))),
  );

  app.get(
    "/requests/mine",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "The signed-in fan's requests, newest first",
        querystring: requestListQuerySchema,
        response: { 200: videoRequestListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ requests: await requests.listMine(me(request).id, request.query.status) }),
  );

  app.get(
    "/requests/incoming",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Paid requests to the signed-in celebrity, newest first",
        querystring: requestListQuerySchema,
        response: { 200: videoRequestListResponseSchema, ...errors },
      },
    },
    async (request) => ({ requests: await requests.listIncoming(me(request), request.query.status) }),
  );

  app.get(
    "/requests/:id",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "One request (its fan, its celebrity or staff)",
        params: requestIdParamsSchema,
        response: { 200: videoRequestResponseSchema, ...errors },
      },
    },
    async (request) => ({ request: await requests.get(me(request), request.params.id) }),
  );

  app.post(
    "/requests/:id/accept",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Accept a pending request (its celebrity)",
        params: requestIdParamsSchema,
        response: { 200: videoRequestResponseSchema, ...errors },
      },
    },
    async (request) => ({ request: await requests.accept(me(request), request.params.id) }),
  );

  app.post(
    "/requests/:id/decline",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Decline a pending request (its celebrity); the fan is refunded in full",
        params: requestIdParamsSchema,
        body: declineRequestSchema.nullish(),
        response: { 200: videoRequestResponseSchema, ...errors },
      },
    },
    async (request) => ({
      request: await requests.decline(me(request), request.params.id, request.body?.reason ?? ""),
    }),
  );

  app.post(
    "/requests/:id/cancel",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Cancel a request awaiting payment or pending (its fan); a paid one is refunded in full",
        params: requestIdParamsSchema,
        response: { 200: videoRequestResponseSchema, ...errors },
      },
    },
    async (request) => ({ request: await requests.cancel(me(request), request.params.id) }),
  );

  app.post(
    "/requests/:id/checkout",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "A checkout for a request awaiting payment (its fan)",
        params: requestIdParamsSchema,
        response: { 200: checkoutResponseSchema, ...errors, ...errorResponses(502) },
      },
    },
    async (request) => requests.checkout(me(request), request.params.id),
  );

  app.post(
    "/requests/:id/review",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Review a delivered video, once (its fan)",
        params: requestIdParamsSchema,
        body: reviewInputSchema,
        response: { 201: videoRequestResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ request: await requests.review(me(request), request.params.id, request.body) }),
  );

  app.get(
    "/celebrity/stats",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "The signed-in celebrity's dashboard figures, computed from their requests and reviews",
        response: { 200: celebrityStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => requests.stats(me(request)),
  );

  app.get(
    "/celebrity/earnings",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "The signed-in celebrity's delivered requests with the platform fee and their share",
        response: { 200: earningsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => requests.earnings(me(request)),
  );
};
