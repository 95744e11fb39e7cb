import { randomBytes } from "node:crypto";

/**
 * The server calls its own API in-process to render public pages (ADR 033). Those calls carry this header
 * with a value made at start-up and never sent out, so the rate limits (which count visitors) can leave them
 * out without anyone outside being able to claim the same.
 */
export const INTERNAL_REQUEST_HEADER = "x-salamu-internal";
export const INTERNAL_REQUEST_TOKEN = randomBytes(24).toString("base64url");

export const isInternalRequest = (headers: Record<string, string | string[] | undefined>) =>
  headers[INTERNAL_REQUEST_HEADER] === INTERNAL_REQUEST_TOKEN;
