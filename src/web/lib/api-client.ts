import type { ErrorResponse } from "@/shared/schemas/errors";

/** An error answer from the API, carrying the server's code and message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The API said the thing asked for does not exist (404): an answer, not a failure to ask again about. */
export const isNotFound = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 404;

/** What the app reads of an API answer: its status and its body (a fetch Response is one). */
export type ApiResponse = Pick<Response, "ok" | "status" | "json" | "text">;

/** How the app reaches the API. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<ApiResponse>;

/**
 * The browser's fetch, same origin. The server renderer (src/web/entry-server.tsx) swaps in its own once, at
 * start-up: it calls the API in-process, anonymously, for every page alike.
 */
let transport: ApiTransport = (path, init) => fetch(path, init);

export function setApiTransport(next: ApiTransport) {
  transport = next;
}

/**
 * The page's language, sent with every call as its Accept-Language: the server answers its messages in it
 * and records it as a new account's language (its e-mails are then written in it).
 */
let language: string | undefined;
export function setApiLanguage(locale: string) {
  language = locale;
}

const baseHeaders = (): Record<string, string> =>
  language ? { accept: "application/json", "accept-language": language } : { accept: "application/json" };

async function toApiError(response: ApiResponse): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as ErrorResponse | null;
  return new ApiError(
    response.status,
    body?.error?.code ?? "HTTP_ERROR",
    (body && refusedFieldMessage(body)) ?? body?.error?.message ?? `Request failed (${response.status})`,
    body?.error?.details,
  );
}

/**
 * A refused field's own words ("Recipient name must be at most 100 characters"): the API's message adds where
 * the value was ("Invalid body: recipientName: …") for callers reading the raw answer, not for people.
 */
function refusedFieldMessage(body: ErrorResponse): string | undefined {
  if (body.error?.code !== "VALIDATION_ERROR" || !Array.isArray(body.error.details)) return undefined;
  const first: unknown = body.error.details[0];
  const message = first && typeof first === "object" ? (first as { message?: unknown }).message : undefined;
  return typeof message === "string" && message ? message : undefined;
}

/** Parses a JSON answer; 202/204 and empty bodies resolve to undefined. */
async function readBody<T>(response: ApiResponse): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function apiGet<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await transport(path, {
    credentials: "same-origin",
    ...init,
    headers: { ...baseHeaders(), ...init?.headers },
  });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as T;
}

type Method = "POST" | "PATCH" | "PUT" | "DELETE";

async function apiSend<T>(method: Method, path: string, body?: unknown, init?: RequestInit): Promise<T> {
  const response = await transport(path, {
    credentials: "same-origin",
    ...init,
    method,
    headers: {
      ...baseHeaders(),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...init?.headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await toApiError(response);
  return readBody<T>(response);
}

export const apiPost = <T = void>(path: string, body?: unknown, init?: RequestInit) =>
  apiSend<T>("POST", path, body, init);
export const apiPatch = <T = void>(path: string, body?: unknown, init?: RequestInit) =>
  apiSend<T>("PATCH", path, body, init);
export const apiPut = <T = void>(path: string, body?: unknown, init?: RequestInit) =>
  apiSend<T>("PUT", path, body, init);
export const apiDelete = <T = void>(path: string, body?: unknown, init?: RequestInit) =>
  apiSend<T>("DELETE", path, body, init);

/** Sends a multipart form (file uploads); the browser sets the content type with its boundary. */
export async function apiSendForm<T>(method: Method, path: string, form: FormData, init?: RequestInit): Promise<T> {
  const response = await transport(path, {
    credentials: "same-origin",
    ...init,
    method,
    headers: { ...baseHeaders(), ...init?.headers },
    body: form,
  });
  if (!response.ok) throw await toApiError(response);
  return readBody<T>(response);
}

/** The server's message for an API error, else the fallback (network failures, 5xx without a body). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 && error.message ? error.message : fallback;
}

/**
 * The spec's words for a failure followed by the server's reason when it gave one ("Failed to approve celebrity.
 * This application was already decided."); a network failure or a 5xx gets the spec's words alone.
 */
export function failureMessage(fallback: string, error: unknown): string {
  const reason = errorMessage(error, "");
  return reason && reason !== fallback ? `${fallback} ${reason}` : fallback;
}

/** Builds a query string from defined, non-empty values only. */
export function toSearchParams(values: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}
