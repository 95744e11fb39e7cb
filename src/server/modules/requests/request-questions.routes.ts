import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "@/shared/schemas/errors";
import {
  REQUEST_MESSAGE_MESSAGES,
  requestIdParamsSchema,
  requestMessageInputSchema,
  videoRequestResponseSchema,
} from "@/shared/schemas/requests";
import { tooManyRequests } from "../../errors";
import type { Guards } from "../accounts/auth-guards";
import type { RequestQuestions } from "./request-questions";

const tags = ["requests"];
/** One at a time already bounds a star per request; this bounds one star flooding many fans' phones. */
const QUESTIONS_PER_HOUR = 20;

/** Ask before recording (ADR 057): the star's question and the fan's answer, on the request. */
export const requestQuestionsRoutes: FastifyPluginAsyncZod<{ questions: RequestQuestions; guards: Guards }> = async (
  app,
  { questions, guards },
) => {
  const me = guards.userOf;
  // Keyed by the star's account, after the session check.
  const askLimit = app.createRateLimit({
    max: QUESTIONS_PER_HOUR,
    timeWindow: "1 hour",
    keyGenerator: (request) => `request-question:${guards.userOf(request).id}`,
  });

  app.post(
    "/requests/:id/question",
    {
      onRequest: [
        guards.requireUser,
        async (request: FastifyRequest) => {
          const limit = await askLimit(request);
          if (!limit.isAllowed && limit.isExceeded)
            throw tooManyRequests("RATE_LIMITED", REQUEST_MESSAGE_MESSAGES.tooMany);
        },
      ],
      schema: {
        tags,
        summary: "Ask the fan a question before recording (the request's star; pending or accepted requests)",
        description:
          "One open question at a time (409 while one waits). The deadline moves 48 hours later; the fan's answer " +
          "gives back what the wait did not use. The fan is told by e-mail, live update and SMS.",
        params: requestIdParamsSchema,
        body: requestMessageInputSchema,
        response: { 200: videoRequestResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => ({ request: await questions.ask(me(request), request.params.id, request.body.body) }),
  );

  app.post(
    "/requests/:id/answer",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Answer the star's open question (the request's fan)",
        description: "409 when no question waits or the request is no longer pending or accepted.",
        params: requestIdParamsSchema,
        body: requestMessageInputSchema,
        response: { 200: videoRequestResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ request: await questions.answer(me(request), request.params.id, request.body.body) }),
  );
};
