import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a request was sent by a page of another site. The browser's `Origin` decides when present (a
 * state-changing fetch or form always carries it); `Sec-Fetch-Site` is the fallback. The site's own
 * origins are APP_URL's and the one the request was addressed to (its Host), so a visitor on 127.0.0.1
 * or behind a proxy is not turned away from the site they are on.
 */
export function isCrossSite(request: FastifyRequest, appOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (origin === appOrigin) return false;
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      return true; // "null" (sandboxed frames, file://) and anything unparseable
    }
    if (parsed.origin === "null") return true;
    return parsed.host !== request.headers.host;
  }
  return request.headers["sec-fetch-site"] === "cross-site";
}

/**
 * Session cookies are SameSite=Lax; on top of that, every request that changes state (any method but
 * GET, HEAD, OPTIONS), on any path, is refused before routing decides anything when another site sent
 * it. No path is inspected, so no spelling of a path can slip past. Providers' server-to-server webhooks
 * carry neither header and pass.
 */
export function registerCrossSiteGuard(app: FastifyInstance, { appUrl }: { appUrl: string }) {
  const appOrigin = new URL(appUrl).origin;
  // A callback hook, not an async one: every request passes here, and most only need the method check.
  app.addHook("onRequest", (request, _reply, done) => {
    if (!SAFE_METHODS.has(request.method) && isCrossSite(request, appOrigin)) {
      done(new AppError(403, "CROSS_SITE_REQUEST", "Cross-site requests are not allowed."));
      return;
    }
    done();
  });
}
