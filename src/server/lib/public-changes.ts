import { randomUUID } from "node:crypto";
import type { DatabaseHandle } from "../db/client";

/** Every instance LISTENs here; whoever changes what a public page shows NOTIFYs it. */
export const PUBLIC_CHANGES_CHANNEL = "salamu_public_changes";

/**
 * "Something a public page shows has changed": the catalogue, a page's texts, the blog, the slider, the
 * branding, the public settings, the exchange rates. The server-rendered HTML of public pages is cached
 * (ADR 033) and dropped on every such change: at once on the instance that made it (its listeners run before
 * the writer's answer is sent), and on every other instance when the notification reaches it.
 */
export async function createPublicChanges({
  database,
  log,
}: {
  database: Pick<DatabaseHandle, "listen" | "notify">;
  log: { warn(details: object, message: string): void };
}) {
  const listeners = new Set<() => void>();
  // Tells this instance's own notifications (already applied when sent) from the others'.
  const instanceId = randomUUID();
  const runListeners = () => {
    for (const listener of listeners) listener();
  };

  const unlisten = await database.listen(
    PUBLIC_CHANGES_CHANNEL,
    (payload) => {
      if (payload !== instanceId) runListeners();
    },
    (error) => {
      // Changes notified while the connection was down are lost: treat it as a change.
      runListeners();
      log.warn({ err: error }, "public changes LISTEN connection lost; reconnecting");
    },
  );

  return {
    /**
     * Tells every instance (this one first, synchronously) that public content changed. A writer whose own
     * cache has a notify channel passes that notification as `after`: the others are told once it is sent,
     * so every instance has dropped the changed data before it draws the pages again (NOTIFYs arrive in
     * commit order; two sent at once from a pool's connections may not).
     */
    changed({ after }: { after?: Promise<unknown> } = {}): void {
      runListeners();
      Promise.allSettled([after])
        .then(() => database.notify(PUBLIC_CHANGES_CHANNEL, instanceId))
        .catch((error: unknown) => {
          log.warn({ err: error }, "could not notify other instances of a public change");
        });
    },
    /** Runs `listener` on every change, here or elsewhere; answers the function that stops it. */
    onChange(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: unlisten,
  };
}

export type PublicChanges = Awaited<ReturnType<typeof createPublicChanges>>;
