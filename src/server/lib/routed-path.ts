import type { FastifyRequest } from "fastify";

/*
 * Security decisions look at the path the router matched, never at `request.url`: the router decodes
 * percent-escapes (`/%61pi/session` is `/api/session`), so a check on the raw text is a check an
 * attacker can spell around.
 */

/** Whether the request was routed to one of the API's routes (`/api/...`). */
export function isApiRoute(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route !== undefined && (route === "/api" || route.startsWith("/api/"));
}

/**
 * The path as the router read it, for requests no route matched (the not-found handler): the raw path
 * with its percent-escapes decoded, or the raw path when it does not decode.
 */
export function decodedPath(request: FastifyRequest): string {
  const raw = request.url.split("?")[0] ?? "";
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
