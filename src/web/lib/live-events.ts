import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { type RequestEvent, requestEventSchema } from "@/shared/schemas/requests";
import { privateKeys } from "./query-keys";

/**
 * Live updates from GET /api/events (Server-Sent Events, named event `request`). One EventSource per page,
 * shared by every component that listens and closed when the last one stops. When the connection drops it is
 * reopened after 1, 2, 5, then every 10 seconds (spec section 9); a successful open resets the delay.
 */
export const EVENTS_URL = "/api/events";
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;

export type LiveEventListener = {
  onEvent: (event: RequestEvent) => void;
  /** Called when the stream opened again after a drop: events may have been missed meanwhile. */
  onReconnect?: () => void;
};

export function reconnectDelay(attempt: number): number {
  return RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)] ?? 10_000;
}

/** Parses the data of a `request` event; anything that does not match the contract is ignored. */
export function parseRequestEvent(data: unknown): RequestEvent | null {
  if (typeof data !== "string") return null;
  try {
    const result = requestEventSchema.safeParse(JSON.parse(data));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

const listeners = new Set<LiveEventListener>();
let source: EventSource | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let attempt = 0;
let hasOpened = false;

function handleRequest(message: MessageEvent) {
  const event = parseRequestEvent(message.data);
  if (!event) return;
  for (const listener of [...listeners]) listener.onEvent(event);
}

function handleOpen() {
  const reopened = hasOpened;
  hasOpened = true;
  attempt = 0;
  if (reopened) for (const listener of [...listeners]) listener.onReconnect?.();
}

function handleError() {
  // Take over from the browser's own retry so the delays follow the spec.
  closeSource();
  if (listeners.size === 0 || retryTimer) return;
  const delay = reconnectDelay(attempt);
  attempt += 1;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    if (listeners.size > 0) openSource();
  }, delay);
}

function openSource() {
  if (source || typeof EventSource === "undefined") return;
  source = new EventSource(EVENTS_URL, { withCredentials: true });
  source.addEventListener("request", handleRequest as EventListener);
  source.addEventListener("open", handleOpen);
  source.addEventListener("error", handleError);
}

function closeSource() {
  if (!source) return;
  source.removeEventListener("request", handleRequest as EventListener);
  source.removeEventListener("open", handleOpen);
  source.removeEventListener("error", handleError);
  source.close();
  source = null;
}

/** A page change unmounts one listener just before the next mounts: keep the stream that long. */
export const CLOSE_GRACE_MS = 1500;
let closeTimer: ReturnType<typeof setTimeout> | null = null;

function shutDown() {
  closeTimer = null;
  if (listeners.size > 0) return;
  closeSource();
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  attempt = 0;
  hasOpened = false;
}

/**
 * Adds a listener to the shared stream (opening it for the first); the returned function removes it. The
 * stream closes shortly after the last listener leaves, unless another arrives meanwhile.
 */
export function subscribeToLiveEvents(listener: LiveEventListener): () => void {
  listeners.add(listener);
  if (closeTimer) clearTimeout(closeTimer);
  closeTimer = null;
  if (!retryTimer) openSource();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && !closeTimer) closeTimer = setTimeout(shutDown, CLOSE_GRACE_MS);
  };
}

/** Calls `onEvent` for every `request` event while the component is mounted. */
export function useLiveRequestEvents(onEvent: (event: RequestEvent) => void, onReconnect?: () => void) {
  const latest = useRef({ onEvent, onReconnect });
  latest.current = { onEvent, onReconnect };
  useEffect(
    () =>
      subscribeToLiveEvents({
        onEvent: (event) => latest.current.onEvent(event),
        onReconnect: () => latest.current.onReconnect?.(),
      }),
    [],
  );
}

/** Live events make the celebrity's dashboard stale: incoming requests, their details, the figures. */
export function invalidateLiveQueries(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: privateKeys.celebrityDashboard.all });
}

/**
 * Keeps every query of the celebrity's dashboard fresh: refetched on each event and after a reconnection. `onEvent` runs too, for pages that also react (a toast for a new request).
 */
export function useLiveRequestUpdates(onEvent?: (event: RequestEvent) => void) {
  const queryClient = useQueryClient();
  useLiveRequestEvents(
    (event) => {
      void invalidateLiveQueries(queryClient);
      onEvent?.(event);
    },
    () => void invalidateLiveQueries(queryClient),
  );
}

/** For tests: forget the shared connection. */
export function resetLiveEventsForTests() {
  listeners.clear();
  if (closeTimer) clearTimeout(closeTimer);
  closeTimer = null;
  closeSource();
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  attempt = 0;
  hasOpened = false;
}
