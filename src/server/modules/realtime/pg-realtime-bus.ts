import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { type RequestEvent, requestEventSchema } from "@/shared/schemas/requests";
import type { DatabaseHandle } from "../../db/client";
import type { RealtimeBus } from "./realtime-bus";

export const REALTIME_CHANNEL = "salamu_events";

// NOTIFY refuses payloads of 8000 bytes or more; stay clear of it and split the recipients instead.
const MAX_PAYLOAD_BYTES = 7_000;

const messageSchema = z.object({ userIds: z.array(z.string()), event: requestEventSchema });

type Listener = (event: RequestEvent) => void;

/** The NOTIFY payloads for one event: the recipients split until each payload fits. */
export function payloadsFor(userIds: readonly string[], event: RequestEvent): string[] {
  const payload = JSON.stringify({ userIds, event });
  if (Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES || userIds.length <= 1) return [payload];
  const half = Math.ceil(userIds.length / 2);
  return [...payloadsFor(userIds.slice(0, half), event), ...payloadsFor(userIds.slice(half), event)];
}

/**
 * The RealtimeBus on Postgres LISTEN/NOTIFY: publish is one NOTIFY on one channel, and every instance
 * (this one included) LISTENs once and hands each event to its own subscribers of the named users. The
 * event reaches subscribers only through the database, so every instance sees the same order.
 */
export async function createRealtimeBus(
  database: DatabaseHandle,
  log: Pick<FastifyBaseLogger, "warn">,
): Promise<RealtimeBus> {
  const subscribers = new Map<string, Set<Listener>>();

  function dispatch(payload: string) {
    let message: z.infer<typeof messageSchema>;
    try {
      message = messageSchema.parse(JSON.parse(payload));
    } catch (error) {
      log.warn({ err: error }, "ignored a malformed realtime notification");
      return;
    }
    for (const userId of message.userIds) {
      for (const listener of subscribers.get(userId) ?? []) {
        try {
          listener(message.event);
        } catch (error) {
          log.warn({ err: error }, "a realtime subscriber failed");
        }
      }
    }
  }

  const unlisten = await database.listen(REALTIME_CHANNEL, dispatch, (error) =>
    log.warn({ err: error }, "realtime LISTEN connection lost; reconnecting"),
  );
  let closed = false;

  return {
    async publish(userIds, event) {
      const recipients = [...new Set(userIds)];
      if (closed || recipients.length === 0) return;
      // Live updates are hints on top of committed data: a failed NOTIFY must not fail the caller.
      try {
        for (const payload of payloadsFor(recipients, event)) await database.notify(REALTIME_CHANNEL, payload);
      } catch (error) {
        log.warn({ err: error, requestId: event.requestId }, "could not publish a realtime event");
      }
    },

    subscribe(userId, listener) {
      let listeners = subscribers.get(userId);
      if (!listeners) {
        listeners = new Set();
        subscribers.set(userId, listeners);
      }
      listeners.add(listener);
      return () => {
        const current = subscribers.get(userId);
        current?.delete(listener);
        if (current?.size === 0) subscribers.delete(userId);
      };
    },

    async close() {
      if (closed) return;
      closed = true;
      subscribers.clear();
      await unlisten();
    },
  };
}
