import type { RequestEvent } from "@/shared/schemas/requests";

/**
 * Live updates for signed-in users. `publish` fans an event out to every app instance (Postgres
 * LISTEN/NOTIFY) and each instance hands it to its own subscribers of the named users (SSE streams).
 */
export interface RealtimeBus {
  publish(userIds: readonly string[], event: RequestEvent): Promise<void>;
  subscribe(userId: string, listener: (event: RequestEvent) => void): () => void;
  close(): Promise<void>;
}
