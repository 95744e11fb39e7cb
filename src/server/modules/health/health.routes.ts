import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { DatabaseHandle } from "../../db/client";

const statusSchema = z.object({ status: z.enum(["ok", "unavailable"]) });

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get(
    "/health",
    { schema: { tags: ["health"], summary: "Liveness: the process answers", response: { 200: statusSchema } } },
    async () => ({ status: "ok" as const }),
  );

  app.get(
    "/ready",
    {
      schema: {
        tags: ["health"],
        summary: "Readiness: the database answers",
        response: { 200: statusSchema, 503: statusSchema },
      },
    },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: "ok" as const };
      } catch (error) {
        request.log.warn({ err: error }, "database not reachable");
        return reply.status(503).send({ status: "unavailable" as const });
      }
    },
  );
};
