import type { ErrorCode, ErrorResponse } from "@/shared/schemas/errors";

/** An error a caller can act on: it leaves the server with its status, code and message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "AppError";
  }
}

/**
 * The one builder of the documented error body `{ error: { code, message, details? } }`. The code is a string
 * because Fastify's own client errors pass their `FST_` code through; every other code is an `ErrorCode`.
 */
export function errorBody(code: string, message: string, details?: unknown): ErrorResponse {
  return details === undefined ? { error: { code, message } } : { error: { code, message, details } };
}

export const notFound = (message: string) => new AppError(404, "NOT_FOUND", message);
export const badRequest = (message: string, details?: unknown) => new AppError(400, "BAD_REQUEST", message, details);
