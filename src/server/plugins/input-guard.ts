import type { FastifyInstance, FastifyRequest } from "fastify";
import { type AppError, validationError } from "../errors";

const NUL = "\u0000";

/**
 * Text the database cannot store: a NUL character (PostgreSQL text refuses it) or a lone UTF-16
 * surrogate (not a character at all; jsonb refuses its escape, and UTF-8 has no encoding for it).
 */
const isUnstorable = (text: string) => text.includes(NUL) || !text.isWellFormed();

/** The first place unstorable text stands in a parsed value (strings and object keys), or null. */
export function findUnstorableText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  // Iterative: a deeply nested body must not overflow the stack.
  const pending: { value: unknown; path: string }[] = [{ value, path: "" }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop() as { value: unknown; path: string };
    if (typeof current === "string") {
      if (isUnstorable(current)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => {
        pending.push({ value: item, path: path ? `${path}.${index}` : String(index) });
      });
    } else if (isParsedObject(current)) {
      for (const [key, item] of Object.entries(current)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (isUnstorable(key)) return itemPath;
        pending.push({ value: item, path: itemPath });
      }
    }
  }
  return null;
}

/** An object the parsers built (JSON, query string, route params), not raw bytes or a stream. */
function isParsedObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  if (ArrayBuffer.isView(value)) return false;
  return typeof (value as { pipe?: unknown }).pipe !== "function";
}

/**
 * PostgreSQL cannot store a NUL character or a lone surrogate, and no field of ours has a use for one:
 * they are refused once, here, in every path parameter, query parameter and JSON body, before any route's
 * schema or handler sees them. Raw bodies (webhook bytes, upload streams) are not parsed values and pass untouched.
 */
export function registerInputGuard(app: FastifyInstance) {
  // A callback hook, not an async one: every request passes here.
  app.addHook("preValidation", (request: FastifyRequest, _reply, done) => {
    done(
      unstorableInputError("params", request.params) ??
        unstorableInputError("querystring", request.query) ??
        unstorableInputError("body", request.body),
    );
  });
}

function unstorableInputError(where: "params" | "querystring" | "body", value: unknown): AppError | undefined {
  const path = findUnstorableText(value);
  if (path === null) return undefined;
  const problem = "must not contain a NUL character or an unpaired surrogate";
  const message = `Invalid ${where}: ${path ? `${path}: ` : ""}${problem}`;
  return validationError(message, [{ path, message: problem }]);
}
