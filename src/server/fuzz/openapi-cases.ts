import {
  deepObject,
  INVALID_JSON,
  JUNK_KEYS,
  junkCookie,
  junkHeader,
  junkPathSegment,
  junkQuery,
  junkString,
  junkValue,
  percentEncode,
  trickyJson,
  wrongContentType,
} from "./junk";
import { type Random, weighted } from "./random";
import { type JsonSchema, type KnownValues, validValue } from "./schema-values";

// Fuzz cases read from the OpenAPI document: each documented operation, with a mostly valid request
// built from its schemas, then one part of it (path, query, body or headers) replaced by junk.

type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type OperationObject = {
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = {
  paths?: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export type Operation = {
  /** `METHOD /path/{param}` as in the document. */
  key: string;
  method: string;
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body?: JsonSchema;
  /** The answer is a stream that never ends (Server-Sent Events): read its head, then hang up. */
  stream: boolean;
};

export type FuzzCase = {
  operation: Operation;
  method: string;
  url: string;
  headers: Record<string, string>;
  /** How to combine a junk cookie with the actor's session cookie. */
  cookie?: { mode: "replace" | "append" | "mangle"; value: string };
  payload?: string | Buffer;
  /** What was fuzzed, for the failure report. */
  input: string[];
};

const METHODS = ["get", "put", "post", "patch", "delete", "options", "head"];
const STREAMING = new Set(["GET /api/events"]);

/** Every documented operation except the docs themselves. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    if (path.startsWith("/api/docs")) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const key = `${method.toUpperCase()} ${path}`;
      const parameters = operation.parameters ?? [];
      const body = operation.requestBody?.content?.["application/json"]?.schema;
      operations.push({
        key,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((parameter) => parameter.in === "path"),
        queryParams: parameters.filter((parameter) => parameter.in === "query"),
        body: body ? resolve(doc, body) : undefined,
        stream: STREAMING.has(key) || /text\/event-stream/.test(operation.summary ?? ""),
      });
    }
  }
  return operations;
}

/** Inlines `$ref`s to components (the document has few; a cycle stops at depth 20). */
function resolve(doc: OpenApiDocument, schema: JsonSchema, depth = 0): JsonSchema {
  if (depth > 20) return {};
  if (schema.$ref) {
    const name = schema.$ref.split("/").at(-1) ?? "";
    return resolve(doc, doc.components?.schemas?.[name] ?? {}, depth + 1);
  }
  const next = (inner: JsonSchema) => resolve(doc, inner, depth + 1);
  return {
    ...schema,
    ...(schema.properties && {
      properties: Object.fromEntries(Object.entries(schema.properties).map(([name, inner]) => [name, next(inner)])),
    }),
    ...(schema.items && { items: next(schema.items) }),
    ...(schema.anyOf && { anyOf: schema.anyOf.map(next) }),
    ...(schema.oneOf && { oneOf: schema.oneOf.map(next) }),
    ...(schema.allOf && { allOf: schema.allOf.map(next) }),
  };
}

// ---- Cases --------------------------------------------------------------------------------------

type Draft = {
  pathValues: Record<string, string>;
  query: string;
  body?: unknown;
  /** Set when the body is already text (invalid JSON, other content types). */
  rawBody?: { contentType?: string; body: string | Buffer };
  headers: Record<string, string>;
  cookie?: FuzzCase["cookie"];
  input: string[];
};

/** A short, readable rendering of a value for the report. */
export function describeValue(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 50)}…(${text.length} chars)` : text;
}

/** A valid value with a NUL or a bad escape slipped in: it passes most validation and reaches the handler. */
function taint(value: string, random: Random, encoded: boolean): string {
  const at = random.int(0, value.length);
  // NUL most often: PostgreSQL refuses it in text, so it is the poison most likely to reach a 500.
  const poison = random.pick(encoded ? ["%00", "%00", "%ZZ", "%C0%80"] : ["\u0000", "\u0000", "\ud800", "\u202e"]);
  return `${value.slice(0, at)}${poison}${value.slice(at)}`;
}

function fuzzPath(operation: Operation, draft: Draft, random: Random) {
  const parameter = random.pick(operation.pathParams);
  const valid = draft.pathValues[parameter.name] ?? "";
  const segment = random.chance(0.3) ? taint(valid, random, true) : junkPathSegment(random);
  draft.pathValues[parameter.name] = segment;
  draft.input.push(`path ${parameter.name}=${describeValue(segment)}`);
}

function fuzzQuery(operation: Operation, draft: Draft, random: Random, known: KnownValues) {
  if (operation.queryParams.length && random.chance(0.3)) {
    const parameter = random.pick(operation.queryParams);
    const valid = percentEncode(String(validValue(parameter.schema ?? {}, parameter.name, random, known)));
    const query = `${parameter.name}=${taint(valid, random, true)}`;
    draft.query = query;
    draft.input.push(`query ${describeValue(query)}`);
    return;
  }
  const query = junkQuery(
    random,
    operation.queryParams.map((parameter) => parameter.name),
  );
  draft.query = draft.query && random.chance(0.5) ? `${draft.query}&${query}` : query;
  draft.input.push(`query ${describeValue(query)}`);
}

function fuzzBody(operation: Operation, draft: Draft, random: Random) {
  const valid = draft.body;
  const isObject = typeof valid === "object" && valid !== null && !Array.isArray(valid);
  const properties = Object.keys(operation.body?.properties ?? {});
  const strategy = weighted(random, [
    ["mutate-field", isObject && properties.length ? 6 : 0],
    ["taint-field", isObject && properties.length ? 5 : 0],
    ["taint-all", isObject && properties.length ? 2 : 0],
    ["drop-field", isObject && properties.length ? 1 : 0],
    ["extra-keys", isObject ? 2 : 0],
    ["wrong-type", 2],
    ["tricky-json", 2],
    ["invalid-json", 2],
    ["content-type", 3],
    ["huge", 1],
  ] as const);
  const object = (isObject ? { ...valid } : {}) as Record<string, unknown>;
  switch (strategy) {
    case "mutate-field": {
      const key = random.pick(properties);
      const value = random.chance(0.5) ? junkString(random) : junkValue(random);
      object[key] = value;
      draft.body = object;
      draft.input.push(`body .${key}=${describeValue(value)}`);
      return;
    }
    case "taint-field": {
      const strings = properties.filter((key) => typeof object[key] === "string");
      const key = strings.length ? random.pick(strings) : random.pick(properties);
      const value = taint(String(object[key] ?? ""), random, false);
      object[key] = value;
      draft.body = object;
      draft.input.push(`body .${key}=${describeValue(value)}`);
      return;
    }
    case "taint-all": {
      const strings = properties.filter((key) => typeof object[key] === "string");
      for (const key of strings) object[key] = taint(String(object[key]), random, false);
      draft.body = object;
      draft.input.push(`body with every string tainted ${describeValue(object)}`);
      return;
    }
    case "drop-field": {
      const key = random.pick(properties);
      delete object[key];
      draft.body = object;
      draft.input.push(`body without .${key}`);
      return;
    }
    case "extra-keys": {
      const [key, value] = random.pick(JUNK_KEYS);
      // Written as text: a `__proto__` key in an object literal would set the prototype, not a key.
      const inner = JSON.stringify(object).slice(1, -1);
      const body = `{${JSON.stringify(key)}:${JSON.stringify(value)}${inner ? `,${inner}` : ""}}`;
      const nested = random.chance(0.3) ? `{"nested":${body},"deep":${JSON.stringify(deepObject(200))}}` : body;
      draft.rawBody = { contentType: "application/json", body: nested };
      draft.input.push(`body with extra key ${describeValue(key)}${nested === body ? "" : " (nested)"}`);
      return;
    }
    case "wrong-type": {
      const value = random.chance(0.3) ? junkString(random) : junkValue(random);
      draft.body = value;
      draft.input.push(`body ${describeValue(value)}`);
      return;
    }
    case "tricky-json": {
      const body = trickyJson(random);
      draft.rawBody = { contentType: "application/json", body };
      draft.input.push(`body text ${describeValue(body)}`);
      return;
    }
    case "invalid-json": {
      const body = random.pick(INVALID_JSON);
      draft.rawBody = { contentType: "application/json", body };
      draft.input.push(`invalid JSON ${describeValue(body)}`);
      return;
    }
    case "content-type": {
      const raw = wrongContentType(random, JSON.stringify(valid ?? {}));
      draft.rawBody = raw;
      draft.input.push(
        `content-type ${describeValue(raw.contentType ?? "(none)")} body ${describeValue(String(raw.body))}`,
      );
      return;
    }
    case "huge": {
      const size = random.pick([100_000, 1_100_000]);
      const key = properties.length ? random.pick(properties) : "text";
      object[key] = random.pick(["a", "é", "😀", "\u0000"]).repeat(size);
      draft.body = object;
      draft.input.push(`body .${key}= ${size} repeated chars`);
      return;
    }
  }
}

function fuzzHeaders(draft: Draft, random: Random) {
  if (random.chance(0.3)) {
    const mode = random.pick(["replace", "append", "mangle"] as const);
    const value = junkCookie(random);
    draft.cookie = { mode, value };
    draft.input.push(`cookie ${mode} ${describeValue(value)}`);
    return;
  }
  const count = random.int(1, 3);
  for (let i = 0; i < count; i += 1) {
    const [name, value] = junkHeader(random);
    draft.headers[name] = value;
    draft.input.push(`header ${name}: ${describeValue(value)}`);
  }
}

/** One fuzz case for the operation: a mostly valid request with one or two parts replaced by junk. */
export function generateCase(operation: Operation, random: Random, known: KnownValues = {}): FuzzCase {
  const draft: Draft = { pathValues: {}, query: "", headers: {}, input: [] };
  for (const parameter of operation.pathParams) {
    const forPath = `${operation.path} ${parameter.name}`;
    const value = validValue(parameter.schema ?? {}, known[forPath] ? forPath : parameter.name, random, known);
    draft.pathValues[parameter.name] = percentEncode(String(value));
  }
  draft.query = operation.queryParams
    .filter((parameter) => parameter.required || random.chance(0.4))
    .map((parameter) => {
      const value = validValue(parameter.schema ?? {}, parameter.name, random, known);
      return `${parameter.name}=${percentEncode(String(value))}`;
    })
    .join("&");
  if (operation.body) draft.body = validValue(operation.body, "body", random, known);

  const hasBody = Boolean(operation.body);
  const target = () =>
    weighted(random, [
      ["path", operation.pathParams.length ? 5 : 0],
      ["query", operation.queryParams.length ? 4 : 1],
      ["body", hasBody ? 7 : operation.method === "GET" ? 0.5 : 2],
      ["headers", 3],
      ["none", 0.6],
    ] as const);
  const targets = new Set([target()]);
  if (random.chance(0.15)) targets.add(target());
  for (const part of targets) {
    if (part === "path") fuzzPath(operation, draft, random);
    else if (part === "query") fuzzQuery(operation, draft, random, known);
    else if (part === "body") fuzzBody(operation, draft, random);
    else if (part === "headers") fuzzHeaders(draft, random);
    else if (targets.size === 1) draft.input.push("valid-ish request");
  }

  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => draft.pathValues[name] ?? "x");
  const headers = { ...draft.headers };
  let payload: string | Buffer | undefined;
  if (draft.rawBody) {
    payload = draft.rawBody.body;
    if (draft.rawBody.contentType !== undefined) headers["content-type"] = draft.rawBody.contentType;
  } else if (draft.body !== undefined) {
    payload = JSON.stringify(draft.body) ?? "null";
    headers["content-type"] ??= "application/json";
  }
  return {
    operation,
    method: operation.method,
    url: draft.query ? `${path}?${draft.query}` : path,
    headers,
    cookie: draft.cookie,
    payload,
    input: draft.input,
  };
}
