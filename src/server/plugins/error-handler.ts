import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ErrorResponse } from "@/shared/schemas/errors";
import { AppError } from "../errors";

function body(code: string, message: string, details?: unknown): ErrorResponse {
  return details === undefined ? { error: { code, message } } : { error: { code, message, details } };
}

/** One place turns every thrown error into `{ error: { code, message, details? } }`; a 5xx never shows internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(body(error.code, error.message, error.details));
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
      return reply.status(400).send(body("VALIDATION_ERROR", message, issues));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(body("RATE_LIMITED", "Too many requests. Please slow down and try again shortly."));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type) are safe to show.
      return reply.status(status).send(body(error.code ?? "BAD_REQUEST", error.message));
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send(body("INTERNAL_ERROR", "Something went wrong on our side. Please try again."));
  });
}
