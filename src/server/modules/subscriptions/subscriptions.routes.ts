import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "@/shared/schemas/errors";
import { mySubscriptionResponseSchema, subscribeResponseSchema, subscribeSchema } from "@/shared/schemas/subscriptions";
import type { Guards } from "../accounts/auth-guards";
import type { SubscriptionsService } from "./subscriptions.service";

// Guards run as preValidation: a signed-out caller gets 401 before any report on what it sent.
const tags = ["subscriptions"];

export const subscriptionsRoutes: FastifyPluginAsyncZod<{
  subscriptions: SubscriptionsService;
  guards: Guards;
}> = async (app, { subscriptions, guards }) => {
  app.post(
    "/subscriptions",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Buy a monthly plan: a subscription awaiting payment and its checkout",
        body: subscribeSchema,
        response: {
          201: subscribeResponseSchema,
          ...errorResponses(400, 401, 404, 502),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await subscriptions.subscribe(guards.userOf(request), request.body)),
  );

  app.get(
    "/subscriptions/mine",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "The signed-in user's active plan and what it has used this period",
        response: { 200: mySubscriptionResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ subscription: await subscriptions.mine(guards.userOf(request).id) }),
  );
};
