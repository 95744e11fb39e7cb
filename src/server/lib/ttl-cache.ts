/**
 * Remembers the results of an async function for a short time, one entry per key, at most `maxEntries`
 * (oldest dropped first). Concurrent callers of a missing key share one computation.
 */
export function createTtlCache<T>({
  ttlMs,
  maxEntries,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}) {
  const entries = new Map<string, { expiresAt: number; value: Promise<T> }>();

  function get(key: string, compute: () => Promise<T>): Promise<T> {
    const cached = entries.get(key);
    if (cached && cached.expiresAt > now()) return cached.value;
    if (cached) entries.delete(key);
    const value = compute();
    entries.set(key, { expiresAt: now() + ttlMs, value });
    // A failure is not remembered: the next caller tries again.
    value.catch(() => entries.delete(key));
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return value;
  }

  return { get, delete: (key: string) => entries.delete(key), clear: () => entries.clear() };
}
