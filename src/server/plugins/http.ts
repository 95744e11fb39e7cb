import etag from "@fastify/etag";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Env } from "../env";
import { isInternalRequest } from "../lib/internal-request";
import { logRequestCompleted } from "../lib/logger";
import { type HitCounter, rateLimitStore } from "../lib/rate-limit-store";
import { isApiRoute } from "../lib/routed-path";
import { registerCrossSiteGuard } from "./cross-site-guard";
import { registerErrorHandler } from "./error-handler";
import { registerInputGuard } from "./input-guard";
import { registerSecurityHeaders } from "./security-headers";

/**
 * What every request goes through before any module's route: zod validation and serialisation, the error
 * shape, the request id and default cache policy on every answer, security headers, the cross-site and
 * input guards, rate limits (counted in `rateLimits`, shared by the instances: ADR 038), ETags, and the
 * OpenAPI docs at /api/docs. Also lists every route (routeList).
 */
export async function registerHttpPolicies(app: FastifyInstance, env: Env, rateLimits: HitCounter) {
  // Every route the app serves, for the authorization matrix test and the docs.
  const routeList: { method: string; url: string }[] = [];
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url });
  });
  app.decorate("routeList", routeList);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook("onSend", (request, reply, _payload, done) => {
    // Not on the web build's hashed files: nothing to trace, and 50 bytes on each of a page's chunks.
    if (!request.url.startsWith("/assets/")) reply.header("x-request-id", request.id);
    // An answer no route marked cacheable (personal data, errors) is never stored by a browser or proxy.
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "private, no-store");
    logRequestCompleted(request, reply);
    done();
  });
  // Only JSON bodies (and the raw bytes the webhook and upload routes take for themselves): a text/plain
  // POST is what a cross-site form can send without a preflight.
  app.removeContentTypeParser("text/plain");

  registerSecurityHeaders(app, env);
  registerCrossSiteGuard(app, { appUrl: env.APP_URL });
  registerInputGuard(app);
  await app.register(rateLimit, {
    max: env.RATE_LIMIT_PER_MINUTE,
    timeWindow: "1 minute",
    // Shared by every instance (Redis or PostgreSQL), in memory only on the embedded database (ADR 038).
    store: rateLimitStore(rateLimits),
    // When the store cannot be reached (a database outage), the per-IP limits let requests through, so cached
    // public reads keep answering; sign-in and codes refuse instead (their routes set it back, ADR 038).
    skipOnError: true,
    // Decided on the route the router chose, never on the raw URL (`/%61pi/...` routes to `/api/...`).
    // The server's own reads for a page it renders are not a visitor's: the page request itself was one.
    allowList: (request) => !isApiRoute(request) || isInternalRequest(request.headers),
  });
  await app.register(etag, { weak: true });

  await app.register(swagger, {
    openapi: {
      info: { title: "Salamu API", version: "1.0.0", description: "Personalised video messages from Africa's stars." },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
}

declare module "fastify" {
  interface FastifyInstance {
    /** Method and URL pattern of every registered route (HEAD included). */
    routeList: { method: string; url: string }[];
  }
}
