import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { enquiryInputSchema, enquiryReceivedSchema } from "@/shared/schemas/enquiries";
import { errorResponses } from "@/shared/schemas/errors";
import type { Env } from "../../env";
import { localeOfRequest } from "../../lib/messages";
import type { EnquiriesService } from "./enquiries.service";

/**
 * `POST /api/enquiries`: the contact and business forms, for everyone. A per-IP hourly limit keeps a script
 * from filling the inbox; the honeypot answers bots exactly as it answers people (202), storing nothing.
 */
export const enquiriesRoutes: FastifyPluginAsyncZod<{ enquiries: EnquiriesService; env: Env }> = async (
  app,
  { enquiries, env },
) => {
  app.post(
    "/enquiries",
    {
      config: { rateLimit: { max: env.ENQUIRY_LIMIT_PER_HOUR, timeWindow: "1 hour" } },
      schema: {
        tags: ["enquiries"],
        summary: "Send a contact message or a business enquiry: stored, then e-mailed to staff and acknowledged",
        body: enquiryInputSchema,
        response: { 202: enquiryReceivedSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await enquiries.submit(request.body, request.ip, localeOfRequest(request.headers["accept-language"]));
      return reply.status(202).send({ received: true });
    },
  );
};
