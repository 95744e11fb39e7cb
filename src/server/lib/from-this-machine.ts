import type { FastifyRequest } from "fastify";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * Whether the request comes from this machine itself: a loopback socket and no proxy in between (a
 * proxy on the same machine adds a forwarding header; trust in X-Forwarded-For is not needed here).
 * The development-only routes (the mail outbox, the clock) answer nothing else.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  const forwarded = ["x-forwarded-for", "forwarded", "x-real-ip"].some((name) => request.headers[name] !== undefined);
  return !forwarded && LOOPBACK.has(request.socket.remoteAddress ?? "");
}
