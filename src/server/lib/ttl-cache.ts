type Entry<T> = { expiresAt: number; value: Promise<T>; settled: boolean; refreshing: boolean };

/**
 * Remembers the results of an async function for a short time, one entry per key, at most `maxEntries`
 * (oldest dropped first). Concurrent callers of a missing key share one computation.
 *
 * With `refreshInBackground`, an expired entry is still answered while one computation refreshes it, so
 * the expiry (a backstop, not a change) never makes every caller of a hot key wait for the database. A
 * key dropped by `delete` or `clear` (a change) is computed afresh by its next caller, and a refresh that
 * was running when it was dropped is thrown away: it may have read the data from before the change.
 * A refresh that fails (the database is down) keeps the old value, and the next caller tries again: the
 * public pages keep answering from memory through an outage.
 */
export function createTtlCache<T>({
  ttlMs,
  maxEntries,
  refreshInBackground = false,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries: number;
  refreshInBackground?: boolean;
  now?: () => number;
}) {
  const entries = new Map<string, Entry<T>>();
  // A zero TTL means "do not cache" (tests, debugging): nothing expired is ever answered then.
  const answerExpired = refreshInBackground && ttlMs > 0;

  function store(key: string, value: Promise<T>): Entry<T> {
    const entry: Entry<T> = { expiresAt: now() + ttlMs, value, settled: false, refreshing: false };
    entries.delete(key);
    entries.set(key, entry);
    value.then(
      () => {
        entry.settled = true;
      },
      // A failure is not remembered: the next caller tries again.
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return entry;
  }

  function refresh(key: string, entry: Entry<T>, compute: () => Promise<T>) {
    if (entry.refreshing) return;
    entry.refreshing = true;
    compute().then(
      (value) => {
        if (entries.get(key) === entry) store(key, Promise.resolve(value));
      },
      () => {
        entry.refreshing = false;
      },
    );
  }

  function get(key: string, compute: () => Promise<T>): Promise<T> {
    const cached = entries.get(key);
    if (cached) {
      if (cached.expiresAt > now()) return cached.value;
      if (answerExpired) {
        if (cached.settled) refresh(key, cached, compute);
        return cached.value;
      }
      entries.delete(key);
    }
    return store(key, compute()).value;
  }

  /**
   * Marks every entry expired, as when changes may have been missed (a lost LISTEN connection): with
   * refreshInBackground each is still answered while its next caller refreshes it (so an outage does not
   * empty the cache), and a refresh already running is thrown away; without, each is computed afresh.
   */
  function expire() {
    for (const [key, entry] of entries) {
      if (!answerExpired || !entry.settled) entries.delete(key);
      else entries.set(key, { ...entry, expiresAt: 0, refreshing: false });
    }
  }

  return { get, delete: (key: string) => entries.delete(key), clear: () => entries.clear(), expire };
}
