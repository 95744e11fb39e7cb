/** PostgreSQL's SQLSTATE for a unique violation. */
const UNIQUE_VIOLATION = "23505";

/**
 * A unique violation, from pg or PGlite: the driver's error carries the SQLSTATE in `code`, and Drizzle
 * (or a transaction) may wrap it, so the whole `cause` chain is looked at.
 */
export function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current = error as { code?: unknown; cause?: unknown } | null | undefined;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    if (current.code === UNIQUE_VIOLATION) return true;
    current = current.cause as typeof current;
  }
  return false;
}
