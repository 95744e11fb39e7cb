import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import etag from "@fastify/etag";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { DatabaseHandle } from "./db/client";
import type { Env } from "./env";
import { catalogueRoutes } from "./modules/catalogue/catalogue.routes";
import { createCatalogueService } from "./modules/catalogue/catalogue.service";
import { currencyRoutes } from "./modules/currency/currency.routes";
import { createCurrencyService } from "./modules/currency/currency.service";
import { healthRoutes } from "./modules/health/health.routes";
import { registerErrorHandler } from "./plugins/error-handler";
import { registerSecurityHeaders } from "./plugins/security-headers";

export type AppOptions = {
  env: Env;
  database: DatabaseHandle;
  logger?: FastifyServerOptions["logger"];
};

export async function buildApp({ env, database, logger }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: env.LOG_LEVEL, redact: ["req.headers.authorization", "req.headers.cookie"] },
    trustProxy: env.TRUST_PROXY,
    genReqId: (request) => {
      const incoming = request.headers["x-request-id"];
      return typeof incoming === "string" && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  registerSecurityHeaders(app, env);
  await app.register(rateLimit, {
    max: env.RATE_LIMIT_PER_MINUTE,
    timeWindow: "1 minute",
    allowList: (request) => !request.url.startsWith("/api/"),
  });
  await app.register(etag, { weak: true });

  await app.register(swagger, {
    openapi: {
      info: { title: "Salamu API", version: "1.0.0", description: "Personalised video messages from Africa's stars." },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

  const currency = createCurrencyService({ db: database.db, env, log: app.log });
  const catalogue = createCatalogueService({ db: database.db, cacheMs: env.CATALOGUE_CACHE_SECONDS * 1000 });
  app.decorate("currency", currency);

  await app.register(healthRoutes, { database });
  await app.register(currencyRoutes, { prefix: "/api", currency, env });
  await app.register(catalogueRoutes, { prefix: "/api", catalogue });

  await registerWebApp(app, env);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module "fastify" {
  interface FastifyInstance {
    /** Exposed so the process entry point can start the rate refresh timer. */
    currency: import("./modules/currency/currency.service").CurrencyService;
  }
}

/** Serves the built SPA: hashed assets cached for a year, index.html for every client route. */
async function registerWebApp(app: App, env: Env) {
  const indexFile = join(env.WEB_DIST_DIR, "index.html");
  const hasWebBuild = existsSync(indexFile);
  if (hasWebBuild) {
    await app.register(fastifyStatic, {
      root: env.WEB_DIST_DIR,
      preCompressed: true,
      cacheControl: false,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        const immutable = path.includes(`${join(env.WEB_DIST_DIR, "assets")}`);
        res.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    if (path.startsWith("/api/") || path === "/api" || request.method !== "GET" || !hasWebBuild) {
      return reply
        .status(404)
        .send({ error: { code: "NOT_FOUND", message: `No route for ${request.method} ${path}` } });
    }
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
