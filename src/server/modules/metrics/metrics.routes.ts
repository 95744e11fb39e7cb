import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Env } from "../../env";
import { notFound, unauthenticated } from "../../errors";
import type { Metrics } from "./metrics";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * GET /metrics in Prometheus' text format, for a scraper holding METRICS_TOKEN (`Authorization: Bearer`).
 * Without a token configured the address does not exist: what an instance reports is not for visitors.
 */
export async function metricsRoutes(
  app: FastifyInstance,
  { env, metrics }: { env: Pick<Env, "METRICS_TOKEN">; metrics: Metrics },
) {
  const expected = env.METRICS_TOKEN ? digest(env.METRICS_TOKEN) : null;

  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (!expected) throw notFound("Not found");
    const header = request.headers.authorization ?? "";
    const given = header.startsWith("Bearer ") ? digest(header.slice("Bearer ".length)) : null;
    if (!given || !timingSafeEqual(given, expected)) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      throw unauthenticated("A metrics token is required.");
    }
    const body = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).header("cache-control", "no-store").send(body);
  });
}
