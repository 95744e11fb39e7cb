import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ErrorCode } from "@/shared/schemas/errors";
import { isDatabaseUnavailable } from "../db/errors";
import { AppError, errorBody } from "../errors";

const INTERNAL_MESSAGE = "Something went wrong on our side. Please try again.";
const UNAVAILABLE_MESSAGE = "We cannot reach our database just now. Please try again in a moment.";
/** Seconds a client is asked to wait after a database outage answer (a restart or fail-over takes about this). */
export const DATABASE_RETRY_AFTER_SECONDS = 10;

/** One place turns every thrown error into `{ error: { code, message, details? } }`; a 5xx never shows internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A refusal that ends at a known time says when, to browsers and scripts alike.
      const retryAfter = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
      if ((error.statusCode === 429 || error.statusCode === 503) && typeof retryAfter === "number")
        reply.header("retry-after", retryAfter);
      return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.details));
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
      return reply.status(400).send(errorBody("VALIDATION_ERROR", message, issues));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send(errorBody("RATE_LIMITED", "Too many requests. Please slow down and try again shortly."));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type) are safe to show.
      return reply.status(status).send(errorBody(error.code ?? "BAD_REQUEST", error.message));
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a bug: the client may try again shortly (one warning, not an error, per request).
      request.log.warn({ err: error }, "database unavailable");
      return reply
        .status(503)
        .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
        .send(errorBody("SERVICE_UNAVAILABLE", UNAVAILABLE_MESSAGE));
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send(errorBody("INTERNAL_ERROR", INTERNAL_MESSAGE));
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
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const known = FRAMEWORK_ERRORS[error.code];
  if (known) return reply.status(known.status).send(errorBody(known.code, known.message));
  return reply.status(400).send(errorBody("BAD_REQUEST", "The request could not be routed."));
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
