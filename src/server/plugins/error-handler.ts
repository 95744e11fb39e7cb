import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { DEFAULT_LOCALE, negotiateLocale } from "@/shared/locales";
import { localizeMessage } from "@/shared/messages/english-validation";
import type { ErrorCode } from "@/shared/schemas/errors";
import { isDatabaseUnavailable } from "../db/errors";
import { AppError, errorBody } from "../errors";
import { translate } from "../lib/messages";

const INTERNAL_MESSAGE = "Something went wrong on our side. Please try again.";
const UNAVAILABLE_MESSAGE = "We cannot reach our database just now. Please try again in a moment.";
/** Seconds a client is asked to wait after a database outage answer (a restart or fail-over takes about this). */
export const DATABASE_RETRY_AFTER_SECONDS = 10;

/**
 * The messages of an error answer in the request's language: the web sends the page's as Accept-Language on
 * every call. Messages are written in English (the spec's words); those of the `validation` catalogue are
 * answered in the reader's language, any other stays English, as does an answer to a request naming none
 * of ours. The code never changes: clients tell errors apart by it.
 */
function wordsFor(request: FastifyRequest, reply: FastifyReply): (message: string) => string {
  const vary = reply.getHeader("vary");
  if (
    !String(vary ?? "")
      .toLowerCase()
      .includes("accept-language")
  )
    reply.header("vary", vary ? `${String(vary)}, Accept-Language` : "Accept-Language");
  const locale = negotiateLocale(request.headers["accept-language"]);
  if (!locale || locale === DEFAULT_LOCALE) return (message) => message;
  reply.header("content-language", locale);
  return (message) => {
    try {
      return localizeMessage(message, (key, values) => translate(locale, key, values));
    } catch (error) {
      // A translation must never cost the answer: English, and a warning to mend the catalogue.
      request.log.warn({ err: error, locale }, "error message not translated");
      return message;
    }
  };
}

/** The body's field messages (`details: [{ path, message }]`) in the same language; other details as they are. */
function localizedDetails(details: unknown, say: (message: string) => string): unknown {
  if (!Array.isArray(details)) return details;
  return details.map((detail: unknown) =>
    detail && typeof detail === "object" && typeof (detail as { message?: unknown }).message === "string"
      ? { ...detail, message: say((detail as { message: string }).message) }
      : detail,
  );
}

/** One place turns every thrown error into `{ error: { code, message, details? } }`; a 5xx never shows internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const say = wordsFor(request, reply);
    if (error instanceof AppError) {
      // A refusal that ends at a known time says when, to browsers and scripts alike.
      const retryAfter = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
      if ((error.statusCode === 429 || error.statusCode === 503) && typeof retryAfter === "number")
        reply.header("retry-after", retryAfter);
      return reply
        .status(error.statusCode)
        .send(errorBody(error.code, say(error.message), localizedDetails(error.details, say)));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, "").replaceAll("/", "."),
        message: issue.message,
      }));
      const where = error.validationContext ?? "request";
      const first = issues[0];
      const message = first
        ? `Invalid ${where}: ${first.path ? `${first.path}: ` : ""}${first.message}`
        : "Invalid request";
      return reply.status(400).send(errorBody("VALIDATION_ERROR", say(message), localizedDetails(issues, say)));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send(errorBody("RATE_LIMITED", say("Too many requests. Please slow down and try again shortly.")));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type) are safe to show.
      return reply.status(status).send(errorBody(error.code ?? "BAD_REQUEST", say(error.message)));
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a bug: the client may try again shortly (one warning, not an error, per request).
      request.log.warn({ err: error }, "database unavailable");
      return reply
        .status(503)
        .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
        .send(errorBody("SERVICE_UNAVAILABLE", say(UNAVAILABLE_MESSAGE)));
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send(errorBody("INTERNAL_ERROR", say(INTERNAL_MESSAGE)));
  });
}

const FRAMEWORK_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, code: "BAD_URL", message: "The address is not a valid URL." },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: "URI_TOO_LONG", message: "A part of the address is too long." },
};

/**
 * Errors the router raises before any hook or handler runs (a malformed percent-escape, a path segment
 * over the router's limit): Fastify's option `frameworkErrors`, answered in the documented shape.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const say = wordsFor(request, reply);
  const known = FRAMEWORK_ERRORS[error.code];
  if (known) return reply.status(known.status).send(errorBody(known.code, say(known.message)));
  return reply.status(400).send(errorBody("BAD_REQUEST", say("The request could not be routed.")));
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (oversize headers, malformed request
 * line): Fastify's option `clientErrorHandler`. The socket is answered in the documented shape, then closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, reason, code, message]: [number, string, ErrorCode, string] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? [431, "Request Header Fields Too Large", "HEADERS_TOO_LARGE", "The request headers are too large."]
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "Request Timeout", "REQUEST_TIMEOUT", "The request took too long to arrive."]
        : [400, "Bad Request", "BAD_REQUEST", "The request is malformed."];
  const body = JSON.stringify(errorBody(code, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
