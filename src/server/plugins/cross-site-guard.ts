import type { FastifyInstance } from "fastify";
import { AppError } from "../errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Session cookies are SameSite=Lax; on top of that, a browser request that changes state and says it
 * comes from another site (Sec-Fetch-Site: cross-site) is refused before any handler runs.
 */
export function registerCrossSiteGuard(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith("/api/")) return;
    if (request.headers["sec-fetch-site"] === "cross-site") {
      throw new AppError(403, "CROSS_SITE_REQUEST", "Cross-site requests are not allowed.");
    }
  });
}
