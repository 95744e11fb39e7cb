import { createHash } from "node:crypto";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import type { FastifyReply } from "fastify";

/** The encodings the server compresses answers in, best first. */
export type Encoding = "br" | "gzip";
type Serialized = { json: string; bytes: number; etag: string; compressed: Partial<Record<Encoding, Buffer>> };

// Smaller answers are sent as they are: the encoding headers and the work would outweigh the bytes saved.
export const COMPRESS_FROM_BYTES = 1024;

// Keyed by the value itself: a cached service result is serialized, hashed and compressed once, however
// often it is sent.
const serializedValues = new WeakMap<object, Serialized>();

function serialize(value: object, identity: object): Serialized {
  const known = serializedValues.get(identity);
  if (known) return known;
  const json = JSON.stringify(value);
  const etag = `W/"${createHash("sha1").update(json).digest("base64url")}"`;
  const serialized = { json, bytes: Buffer.byteLength(json), etag, compressed: {} };
  serializedValues.set(identity, serialized);
  return serialized;
}

/** Whether `accept-encoding` accepts `coding` (listed, or `*`, without `q=0`). */
function accepts(acceptEncoding: string, coding: Encoding): boolean {
  let wildcard = false;
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const refused = parameters.some((parameter) => /^q=0(\.0{0,3})?$/.test(parameter));
    if (name === coding) return !refused;
    if (name === "*") wildcard = !refused;
  }
  return wildcard;
}

/** The best encoding an `accept-encoding` header accepts (brotli, else gzip), or undefined: send it plain. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  if (accepts(acceptEncoding, "br")) return "br";
  return accepts(acceptEncoding, "gzip") ? "gzip" : undefined;
}

function compress(serialized: Serialized, encoding: Encoding): Buffer {
  const known = serialized.compressed[encoding];
  if (known) return known;
  const compressed =
    encoding === "br"
      ? brotliCompressSync(serialized.json, {
          params: {
            [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: serialized.bytes,
          },
        })
      : gzipSync(serialized.json);
  serialized.compressed[encoding] = compressed;
  return compressed;
}

/**
 * Sends a response object as JSON with its ETag (the etag plugin answers 304 to a matching If-None-Match),
 * brotli- or gzip-compressed when the client accepts it and the JSON is large enough (ADR 025).
 * For hot, cached read endpoints whose value is already typed by its service; the route's response schema
 * still documents it. `identity` is the cached object the value is built from (the value itself by default):
 * the same identity must always produce the same JSON. Serialization, hash and each compression are done
 * once per identity. The weak ETag is the same for every encoding: the content is the same.
 */
export function sendJson(reply: FastifyReply, value: object, identity: object = value) {
  const serialized = serialize(value, identity);
  reply.header("etag", serialized.etag).type("application/json; charset=utf-8");
  if (serialized.bytes < COMPRESS_FROM_BYTES) return reply.send(serialized.json);
  reply.header("vary", "accept-encoding");
  const encoding = preferredEncoding(reply.request.headers["accept-encoding"]);
  if (!encoding) return reply.send(serialized.json);
  return reply.header("content-encoding", encoding).send(compress(serialized, encoding));
}
