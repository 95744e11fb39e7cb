import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "@/shared/schemas/errors";
import { tooManyRequests } from "../../errors";
import { takeOverResponse } from "../../plugins/security-headers";
import type { Guards } from "../accounts/auth-guards";
import type { RealtimeBus } from "./realtime-bus";

const tags = ["realtime"];

/** Streams one user may hold open on one instance (a tab each); more is abuse, not use. */
export const MAX_STREAMS_PER_USER = 8;

// Beyond this much unsent data the client is not reading: drop it, EventSource reconnects and refetches.
const MAX_BUFFERED_BYTES = 1_000_000;

export type RealtimeRoutesOptions = {
  realtime: RealtimeBus;
  guards: Guards;
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs?: number;
  /**
   * Streams end after this long and the browser reconnects, which checks the session again: a signed-out
   * or revoked session stops receiving events within this time.
   */
  maxStreamMs?: number;
};

/** `GET /api/events`: the signed-in user's live request updates as Server-Sent Events. */
export const realtimeRoutes: FastifyPluginAsyncZod<RealtimeRoutesOptions> = async (
  app,
  { realtime, guards, heartbeatMs = 25_000, maxStreamMs = 30 * 60_000 },
) => {
  const openStreams = new Set<() => void>();
  const streamsPerUser = new Map<string, number>();
  // Open streams never finish on their own: end them, or closing the server would wait for them.
  app.addHook("preClose", async () => {
    for (const end of [...openStreams]) end();
  });

  app.get(
    "/events",
    {
      onRequest: guards.requireUser,
      // A HEAD twin would hold a connection open with nothing to say.
      exposeHeadRoute: false,
      schema: {
        tags,
        summary: "Live updates of the signed-in user's requests (text/event-stream; `event: request` lines)",
        response: errorResponses(401, 429),
      },
    },
    async (request, reply) => {
      const user = guards.userOf(request);
      const open = streamsPerUser.get(user.id) ?? 0;
      if (open >= MAX_STREAMS_PER_USER) {
        throw tooManyRequests("TOO_MANY_STREAMS", "Too many live update streams are open. Close a tab and try again.");
      }
      streamsPerUser.set(user.id, open + 1);
      // Hijacked replies skip onSend hooks (request id, etag): what they would add is set here. Helmet's
      // headers and a refreshed session cookie are among the reply's headers, which the take-over keeps.
      const response = takeOverResponse(reply);
      response.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache",
        "x-accel-buffering": "no",
        "x-request-id": request.id,
      });

      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(expiry);
        openStreams.delete(end);
        const remaining = (streamsPerUser.get(user.id) ?? 1) - 1;
        if (remaining > 0) streamsPerUser.set(user.id, remaining);
        else streamsPerUser.delete(user.id);
        if (!response.writableEnded) response.end();
      };
      const write = (chunk: string) => {
        if (ended) return;
        response.write(chunk);
        if (response.writableLength > MAX_BUFFERED_BYTES) end();
      };

      const unsubscribe = realtime.subscribe(user.id, (event) => {
        write(`event: request\ndata: ${JSON.stringify(event)}\n\n`);
      });
      const heartbeat = setInterval(() => write(": heartbeat\n\n"), heartbeatMs);
      const expiry = setTimeout(end, maxStreamMs);
      openStreams.add(end);
      response.on("close", end);
      // The reconnection delay for EventSource, and a first byte so clients see the stream is open.
      write("retry: 5000\n\n");
    },
  );
};
