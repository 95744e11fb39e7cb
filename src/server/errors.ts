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

/*
 * The builders of every error a module throws, one per status; a status whose failures the client tells
 * apart (400 invalidRequest, 409, 429) takes the code first. A one-off pair (416 RANGE_NOT_SATISFIABLE, ...)
 * stays `new AppError(...)` where it is thrown.
 */
export const notFound = (message: string) => new AppError(404, "NOT_FOUND", message);
export const badRequest = (message: string, details?: unknown) => new AppError(400, "BAD_REQUEST", message, details);
/** A value the schema lets through but a rule refuses; `details` names the fields as `[{ path, message }]`. */
export const validationError = (message: string, details?: unknown) =>
  new AppError(400, "VALIDATION_ERROR", message, details);
/** A 400 the client acts on by its code (INVALID_CODE, WEAK_PASSWORD, INVALID_TOKEN, ...). */
export const invalidRequest = (code: ErrorCode, message: string, details?: unknown) =>
  new AppError(400, code, message, details);
export const unauthenticated = (message = "Please log in to continue.") =>
  new AppError(401, "UNAUTHENTICATED", message);
export const forbidden = (message = "You do not have permission to do this.") =>
  new AppError(403, "FORBIDDEN", message);
/** The request is valid but the resource's state refuses it (EMAIL_TAKEN, ILLEGAL_TRANSITION, ...). */
export const conflict = (code: ErrorCode, message: string, details?: unknown) =>
  new AppError(409, code, message, details);
/** What was asked for existed and was ended on purpose (a watch link its sender turned off). */
export const gone = (code: ErrorCode, message: string) => new AppError(410, code, message);
export const tooManyRequests = (code: ErrorCode, message: string, details?: unknown) =>
  new AppError(429, code, message, details);
/** A service the request needs is out of reach for a moment; `retryAfterSeconds` becomes Retry-After. */
export const serviceUnavailable = (message: string, retryAfterSeconds: number) =>
  new AppError(503, "SERVICE_UNAVAILABLE", message, { retryAfterSeconds });
