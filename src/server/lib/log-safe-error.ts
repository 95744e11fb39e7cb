/**
 * Error serializer for the log. A failed database query's error carries the statement's parameters in
 * its message and `params` (messages, e-mails, ids); PostgreSQL's own message quotes the offending value
 * ('invalid input syntax for type integer: "…"') and its `detail` quotes row values. None of that is
 * written. What is kept: the type, the message with quoted values redacted (names of the constraint,
 * table or column stay), the SQL text, the SQLSTATE code and the stack.
 */
export type LoggedError = {
  type: string;
  message: string;
  code?: string;
  query?: string;
  stack: string;
  cause?: LoggedError;
};

type DatabaseErrorFields = {
  code?: unknown;
  query?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  schema?: unknown;
  dataType?: unknown;
};

const PARAMS_IN_MESSAGE = /\nparams: [\s\S]*$/;
const SQLSTATE = /^[0-9A-Z]{5}$/;

/** A PostgreSQL error (node-postgres or PGlite): it has a severity and a five-character SQLSTATE. */
function isDatabaseError(error: DatabaseErrorFields): boolean {
  return typeof error.severity === "string" && typeof error.code === "string" && SQLSTATE.test(error.code);
}

function redactQuotedValues(message: string, error: DatabaseErrorFields): string {
  const names = new Set(
    [error.constraint, error.table, error.column, error.schema, error.dataType].filter(
      (name): name is string => typeof name === "string",
    ),
  );
  return message.replace(/"([^"]*)"/g, (quoted, inner: string) => (names.has(inner) ? quoted : '"[redacted]"'));
}

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: "non-Error value thrown", stack: "" };
  const fields = error as Error & DatabaseErrorFields;
  let message = error.message.replace(PARAMS_IN_MESSAGE, "");
  if (isDatabaseError(fields)) message = redactQuotedValues(message, fields);
  const frames = (error.stack ?? "").split("\n").filter((line) => line.startsWith("    at "));
  const logged: LoggedError = { type: error.name, message, stack: [`${error.name}: ${message}`, ...frames].join("\n") };
  if (typeof fields.code === "string") logged.code = fields.code;
  if (typeof fields.query === "string") logged.query = fields.query;
  if (error.cause !== undefined && depth < 3) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}
