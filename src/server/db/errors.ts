/** PostgreSQL's SQLSTATE for a unique violation. */
const UNIQUE_VIOLATION = "23505";

/**
 * A unique violation, from pg or PGlite: the driver's error carries the SQLSTATE in `code`, and Drizzle
 * (or a transaction) may wrap it, so the whole `cause` chain is looked at.
 */
export function isUniqueViolation(error: unknown): boolean {
  return inCauseChain(error, (link) => link.code === UNIQUE_VIOLATION);
}

type ErrorLink = { code?: unknown; message?: unknown; cause?: unknown };

function inCauseChain(error: unknown, test: (link: ErrorLink) => boolean): boolean {
  const seen = new Set<unknown>();
  let current = error as ErrorLink | null | undefined;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    if (test(current)) return true;
    current = current.cause as typeof current;
  }
  return false;
}

/** Socket errors of a database that cannot be reached. */
const UNREACHABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND", "EPIPE"]);
/** SQLSTATEs of a server going away: 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now. */
const SHUTDOWN_STATES = new Set(["57P01", "57P02", "57P03"]);
/** node-postgres reports a lost connection, or none to be had in time, by message only. */
const UNREACHABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/**
 * The database is out of reach (refused, gone away, shutting down), rather than the query being wrong:
 * a request that met this is answered 503 with Retry-After, not 500. SQLSTATE class 08 is a connection
 * exception. Drizzle wraps the driver's error, so the whole `cause` chain is looked at.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return inCauseChain(error, ({ code, message }) => {
    if (typeof code === "string" && (UNREACHABLE_CODES.has(code) || SHUTDOWN_STATES.has(code) || /^08/.test(code))) {
      return true;
    }
    return typeof message === "string" && UNREACHABLE_MESSAGE.test(message);
  });
}
