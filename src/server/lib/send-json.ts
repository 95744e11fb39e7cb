import { createHash } from "node:crypto";
import type { FastifyReply } from "fastify";

type Serialized = { json: string; etag: string };

// Keyed by the value itself: a cached service result is serialized and hashed once, however often it is sent.
const serializedValues = new WeakMap<object, Serialized>();

function serialize(value: object, identity: object): Serialized {
  const known = serializedValues.get(identity);
  if (known) return known;
  const json = JSON.stringify(value);
  const serialized = { json, etag: `W/"${createHash("sha1").update(json).digest("base64url")}"` };
  serializedValues.set(identity, serialized);
  return serialized;
}

/**
 * Sends a response object as JSON with its ETag (the etag plugin answers 304 to a matching If-None-Match).
 * For hot, cached read endpoints whose value is already typed by its service; the route's response schema
 * still documents it. `identity` is the cached object the value is built from (the value itself by default):
 * the same identity must always produce the same JSON.
 */
export function sendJson(reply: FastifyReply, value: object, identity: object = value) {
  const { json, etag } = serialize(value, identity);
  return reply.header("etag", etag).type("application/json; charset=utf-8").send(json);
}
