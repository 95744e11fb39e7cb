import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { errorResponseSchema } from "@/shared/schemas/errors";
import type { App } from "../app";
import { type FuzzCase, generateCase, type OpenApiDocument, type Operation, operationsOf } from "./openapi-cases";
import { caseSeed, seededRandom } from "./random";
import type { KnownValues } from "./schema-values";

// The fuzz runner: generates cases from the OpenAPI document, sends them through `app.inject` as each
// actor, and collects every answer that breaks DESIGN.md section 7 ("no 5xx from any malformed request")
// or section 4 (errors leave as `{ error: { code, message, details? } }`).

export type FuzzActor = {
  name: string;
  /** The session cookie; null for the anonymous actor. */
  cookie: string | null;
  /** Signs in again, answering a fresh cookie (after a case ended the session). */
  login?: () => Promise<string>;
};

export type FailureKind = "server-error" | "error-shape" | "exception" | "timeout";

export type FuzzFailure = {
  kind: FailureKind;
  index: number;
  route: string;
  actor: string;
  method: string;
  url: string;
  status: number | null;
  /** The first 300 characters of the answer (or of the exception). */
  body: string;
  input: string;
  /** Error code of the answer, when it has one; groups failures of the same cause. */
  code: string;
};

export type FuzzResult = {
  seed: number;
  casesRun: number;
  failures: FuzzFailure[];
  statusCounts: Record<number, number>;
  /** Every operation key that got at least one case. */
  routes: string[];
  /** The status of GET /ready after the run. */
  readyStatus: number;
  durationMs: number;
};

export type FuzzOptions = {
  app: App;
  seed: number;
  cases: number;
  actors: FuzzActor[];
  known?: KnownValues;
  /** Run only these case indexes (to replay one failure). */
  only?: number[];
  timeoutMs?: number;
  onProgress?: (done: number, failures: number) => void;
};

/** Routes that end or replace the caller's session when they succeed: the actor signs in again after them. */
const SESSION_CHANGING = new Set([
  "DELETE /api/session",
  "POST /api/me/password",
  "POST /api/me/sessions/revoke-others",
  "POST /api/me/email",
]);

/** Case `index` of run `seed`: the operation and actor rotate, so every route is tried by every actor. */
export function caseAt(operations: Operation[], seed: number, index: number, known: KnownValues = {}) {
  const operation = operations[index % operations.length]!;
  return {
    actorIndex: Math.floor(index / operations.length),
    fuzzCase: generateCase(operation, seededRandom(caseSeed(seed, index)), known),
  };
}

function cookieFor(actor: FuzzActor, fuzzCase: FuzzCase): string | undefined {
  const session = actor.cookie ?? "";
  const junk = fuzzCase.cookie;
  if (!junk) return session || undefined;
  if (junk.mode === "replace") return junk.value;
  if (junk.mode === "append") return session ? `${session}; ${junk.value}` : junk.value;
  // mangle: keep the cookie names, spoil the session token's value.
  return session
    ? session.replace(/=([^;]*)/, (_, value: string) => `=${value.slice(0, value.length >> 1)}${junk.value}`)
    : junk.value;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = "";
  for await (const chunk of stream) text += String(chunk);
  return text;
}

async function send(app: App, fuzzCase: FuzzCase, cookie: string | undefined, timeoutMs: number) {
  const options: InjectOptions = {
    method: fuzzCase.method as InjectOptions["method"],
    url: fuzzCase.url,
    headers: { ...fuzzCase.headers, ...(cookie ? { cookie } : {}) },
    payloadAsStream: fuzzCase.operation.stream,
  };
  if (fuzzCase.payload !== undefined) options.payload = fuzzCase.payload;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  try {
    const response = await Promise.race([app.inject(options), timeout]);
    if (response === "timeout") return "timeout" as const;
    let body = "";
    if (fuzzCase.operation.stream) {
      body = response.statusCode >= 400 ? await readAll(response.stream()) : "";
      // Hanging up ends the stream on the server, as a browser leaving the page does.
      response.raw.res.destroy();
    } else {
      body = response.body;
    }
    return { response, body };
  } finally {
    clearTimeout(timer);
  }
}

/** Why an answer breaks the contract, or null when it keeps it. */
function violation(method: string, response: LightMyRequestResponse, body: string) {
  const status = response.statusCode;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    parsed = undefined;
  }
  const code = String(
    (parsed as { error?: { code?: unknown } } | undefined)?.error?.code ??
      (parsed as { code?: unknown } | undefined)?.code ??
      "",
  );
  if (status >= 500) return { kind: "server-error" as const, code };
  if (status < 400 || method === "HEAD") return null;
  const contentType = String(response.headers["content-type"] ?? "");
  if (!/json/i.test(contentType) || !errorResponseSchema.safeParse(parsed).success) {
    return { kind: "error-shape" as const, code: code || `content-type: ${contentType || "(none)"}` };
  }
  return null;
}

/** After a 401 or a session-changing call, the actor signs in again if its session is gone. */
async function keepSignedIn(app: App, actor: FuzzActor) {
  if (!actor.cookie || !actor.login) return;
  const me = await app.inject({ method: "GET", url: "/api/me", headers: { cookie: actor.cookie } });
  if (me.statusCode === 401) actor.cookie = await actor.login();
}

export async function runFuzz(options: FuzzOptions): Promise<FuzzResult> {
  const { app, seed, actors, known = {}, timeoutMs = 15_000 } = options;
  const started = Date.now();
  const operations = operationsOf(app.swagger() as OpenApiDocument);
  const indexes = options.only ?? Array.from({ length: options.cases }, (_, index) => index);
  const failures: FuzzFailure[] = [];
  const statusCounts: Record<number, number> = {};
  const routes = new Set<string>();

  for (const [done, index] of indexes.entries()) {
    const { actorIndex, fuzzCase } = caseAt(operations, seed, index, known);
    const actor = actors[actorIndex % actors.length]!;
    const route = fuzzCase.operation.key;
    routes.add(route);
    const fail = (kind: FailureKind, status: number | null, body: string, code: string) =>
      failures.push({
        kind,
        index,
        route,
        actor: actor.name,
        method: fuzzCase.method,
        url: fuzzCase.url,
        status,
        body: body.slice(0, 300),
        input: fuzzCase.input.join("; "),
        code,
      });
    try {
      const answer = await send(app, fuzzCase, cookieFor(actor, fuzzCase), timeoutMs);
      if (answer === "timeout") {
        fail("timeout", null, `no answer within ${timeoutMs} ms`, "TIMEOUT");
      } else {
        const { response, body } = answer;
        statusCounts[response.statusCode] = (statusCounts[response.statusCode] ?? 0) + 1;
        const broken = violation(fuzzCase.method, response, body);
        if (broken) fail(broken.kind, response.statusCode, body, broken.code);
        if (response.statusCode === 401 || (SESSION_CHANGING.has(route) && response.statusCode < 400)) {
          await keepSignedIn(app, actor);
        }
      }
    } catch (error) {
      fail("exception", null, String((error as Error)?.stack ?? error), (error as { code?: string })?.code ?? "THROWN");
    }
    if ((done + 1) % 500 === 0) options.onProgress?.(done + 1, failures.length);
  }

  const ready = await app.inject({ method: "GET", url: "/ready" });
  return {
    seed,
    casesRun: indexes.length,
    failures,
    statusCounts,
    routes: operations.map((operation) => operation.key).filter((key) => routes.has(key)),
    readyStatus: ready.statusCode,
    durationMs: Date.now() - started,
  };
}

const KIND_LABEL: Record<FailureKind, string> = {
  "server-error": "5xx",
  "error-shape": "error not in the documented shape",
  exception: "inject threw",
  timeout: "no answer",
};

/** Failures of one cause on one route count once: same kind, status and error code. */
export function distinctFailures(failures: FuzzFailure[]) {
  const groups = new Map<string, { first: FuzzFailure; count: number; actors: Set<string> }>();
  for (const failure of failures) {
    const key = `${failure.route}|${failure.kind}|${failure.status}|${failure.code}`;
    const group = groups.get(key) ?? { first: failure, count: 0, actors: new Set<string>() };
    group.count += 1;
    group.actors.add(failure.actor);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export function summarize(result: FuzzResult): string {
  const count = (kind: FailureKind) => result.failures.filter((failure) => failure.kind === kind).length;
  const statuses = Object.entries(result.statusCounts)
    .map(([status, n]) => `${status}: ${n}`)
    .join(", ");
  return [
    `seed ${result.seed}: ${result.casesRun} cases on ${result.routes.length} routes in ${(result.durationMs / 1000).toFixed(1)} s`,
    `statuses: ${statuses}`,
    `5xx: ${count("server-error")}, error-shape violations: ${count("error-shape")}, exceptions: ${count("exception")}, timeouts: ${count("timeout")}`,
    `GET /ready after the run: ${result.readyStatus}`,
  ].join("\n");
}

/** The failures grouped by route, one example per distinct cause, with how to replay it. */
export function formatReport(result: FuzzResult): string {
  const lines = [summarize(result), "", "Causes (across routes):"];
  const causes = new Map<string, { cases: number; routes: Set<string> }>();
  for (const failure of result.failures) {
    const key = `${KIND_LABEL[failure.kind]} ${failure.status ?? ""} ${failure.code}`;
    const cause = causes.get(key) ?? { cases: 0, routes: new Set<string>() };
    cause.cases += 1;
    cause.routes.add(failure.route);
    causes.set(key, cause);
  }
  for (const [key, cause] of causes) lines.push(`  ${key}: ${cause.cases} cases on ${cause.routes.size} routes`);
  lines.push("", "By route:");
  const byRoute = new Map<string, ReturnType<typeof distinctFailures>>();
  for (const group of distinctFailures(result.failures)) {
    byRoute.set(group.first.route, [...(byRoute.get(group.first.route) ?? []), group]);
  }
  for (const [route, groups] of byRoute) {
    lines.push(`${route}`);
    for (const { first, count, actors } of groups) {
      lines.push(
        `  ${KIND_LABEL[first.kind]} ${first.status ?? ""} ${first.code} (x${count}, as ${[...actors].join(", ")})`,
        `    e.g. case ${first.index} as ${first.actor}: ${first.method} ${first.url.length > 200 ? `${first.url.slice(0, 200)}…` : first.url}`,
        `    input: ${first.input}`,
        `    body: ${first.body}`,
        `    replay: FUZZ_SEED=${result.seed} npm run fuzz -- --case ${first.index}`,
      );
    }
  }
  if (result.readyStatus !== 200) lines.push(`GET /ready answered ${result.readyStatus} after the run`);
  return lines.join("\n");
}
