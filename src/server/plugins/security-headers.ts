import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply } from "fastify";
import helmet from "helmet";

/**
 * The headers helmet sets, worked out once: with this configuration they are the same on every response
 * (no nonce, nothing read from the request), so running helmet's dozen middlewares per request only to
 * write the same values again cost about 5% of a cached catalogue read (ADR 025).
 */
export function securityHeadersOf(isProduction: boolean): [name: string, value: string][] {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "blob:"],
        mediaSrc: ["'self'", "blob:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // HSTS only where the site is served over HTTPS.
    strictTransportSecurity: isProduction,
  });
  const headers: [string, string][] = [];
  const recorder = {
    setHeader(name: string, value: string) {
      headers.push([name.toLowerCase(), String(value)]);
    },
    removeHeader() {},
  };
  let failure: unknown;
  applyHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Helmet's security headers on every response, among the reply's headers from onRequest on, so error
 * answers carry them too. They are written with the rest in one go: setting them on the raw response
 * instead cost about a tenth of a cached read (ADR 028). A route that hijacks the reply takes the response
 * over with `takeOverResponse`, which keeps them.
 */
export function registerSecurityHeaders(app: FastifyInstance, { isProduction }: { isProduction: boolean }) {
  const headers = securityHeadersOf(isProduction);
  const assetHeaders = headers.filter(([name]) => ASSET_HEADERS.has(name));
  app.addHook("onRequest", (request, reply, done) => {
    for (const [name, value] of request.url.startsWith(ASSETS_PATH) ? assetHeaders : headers) reply.header(name, value);
    done();
  });
}

/** Where the web build's hashed scripts, styles and pictures are served from. */
const ASSETS_PATH = "/assets/";

/**
 * What a script, style or picture of the build needs of them. The rest (the CSP, framing, referrer, opener
 * and the like) governs documents: on each of a page's dozens of chunks they were 650 bytes of headers,
 * more than many chunks themselves, on a 3G line that carries 50 KB a second.
 */
const ASSET_HEADERS = new Set(["x-content-type-options", "cross-origin-resource-policy", "strict-transport-security"]);

/**
 * Hijacks the reply and hands back the raw response with every header set on the reply so far (the
 * security headers, a refreshed session cookie): Fastify no longer sends them, the caller writes the rest.
 */
export function takeOverResponse(reply: FastifyReply): ServerResponse {
  reply.hijack();
  const response = reply.raw;
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) response.setHeader(name, value);
  }
  return response;
}
