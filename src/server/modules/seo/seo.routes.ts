import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Sitemap } from "./sitemap";

/** For crawlers, not the API: hidden from the OpenAPI document, cached like the public catalogue. */
export const seoRoutes: FastifyPluginAsyncZod<{ sitemap: Sitemap }> = async (app, { sitemap }) => {
  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) => {
    const xml = await sitemap.sitemapXml();
    return reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=3600").send(xml);
  });

  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=86400").send(sitemap.robotsTxt()),
  );
};
