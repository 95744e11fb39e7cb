import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import pino, { type Logger } from "pino";
import { serializeError } from "./log-safe-error";

export type AppLogger = Logger;

type LogStream = { write(line: string): void };

/**
 * A request as its log lines show it: the path without the query string (signed links carry their
 * signature there) and with a `:token` parameter hidden (watch and invitation links are capabilities).
 */
export function requestForLog(request: FastifyRequest) {
  let url = request.url.split("?")[0] ?? "";
  const token = (request.params as { token?: unknown } | undefined)?.token;
  if (typeof token === "string" && token.length > 0) url = url.split(encodeURIComponent(token)).join("[token]");
  return {
    method: request.method,
    url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

const replyForLog = (reply: FastifyReply) => ({ statusCode: reply.statusCode });

/**
 * The app's JSON logger. Fastify itself runs without one and gives each request a child of this logger
 * (so every line a request writes carries its `reqId`): Fastify's own request logging holds two listeners
 * on every response until it has finished, about a third of the cost of a cached read (ADR 028). The
 * "request completed" line is written by `logRequestCompleted` instead.
 */
export function createAppLogger({ level, stream }: { level: string; stream?: LogStream }): AppLogger {
  const options = {
    level,
    redact: ["req.headers.authorization", "req.headers.cookie"],
    serializers: { err: (error: unknown) => serializeError(error), req: requestForLog, res: replyForLog },
  };
  return stream ? pino(options, stream) : pino(options);
}

declare module "fastify" {
  interface FastifyRequest {
    /** `performance.now()` when the request arrived, while requests are logged (0 otherwise). */
    receivedAt: number;
  }
}

/**
 * Notes when each request arrives, for the response time of its "request completed" line and of the metrics;
 * only while one of them is written. Fastify only times requests when it has a logger of its own.
 */
export function registerRequestTiming(app: FastifyInstance, log: AppLogger, { forMetrics }: { forMetrics: boolean }) {
  app.decorateRequest("receivedAt", 0);
  if (!forMetrics && !log.isLevelEnabled("info")) return;
  app.addHook("onRequest", (request, _reply, done) => {
    request.receivedAt = performance.now();
    done();
  });
}

/**
 * The access-log line for an answer about to be written (from the onSend hook): its status and the time
 * the app took, in milliseconds. Answers the app hands over to a stream of its own (uploads, live events)
 * have none.
 */
export function logRequestCompleted(request: FastifyRequest, reply: FastifyReply) {
  // A child of the app's pino logger (childLoggerFactory): the line's fields are only built when written.
  const log = request.log as AppLogger;
  if (!log.isLevelEnabled("info")) return;
  const responseTime = request.receivedAt > 0 ? performance.now() - request.receivedAt : undefined;
  log.info({ req: request, res: reply, responseTime }, "request completed");
}
