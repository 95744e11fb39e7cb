import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../errors";
import { attachmentDisposition } from "../../lib/content-disposition";
import type { ByteRange } from "../../providers/storage/storage";
import { decideRange } from "./byte-range";

export type StoredFile = { key: string; size: number; contentType: string };

/**
 * Sends a stored object (or the asked-for byte range) as a stream, never buffered whole; HTTP Range is
 * honoured for players that seek. `attachmentName` makes it a download.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StoredFile,
  open: (key: string, range?: ByteRange) => Promise<Readable>,
  options: { cacheControl: string; attachmentName?: string },
) {
  const range = decideRange(request.headers.range, file.size);
  if (range.kind === "unsatisfiable") {
    reply.header("content-range", `bytes */${file.size}`);
    throw new AppError(416, "RANGE_NOT_SATISFIABLE", "The requested range is outside the file.");
  }
  const bytes = range.kind === "partial" ? range : undefined;
  // Opened before any file header is set, so a storage error still leaves as a JSON error.
  // HEAD sends headers only; an empty stream keeps Fastify from rewriting content-length.
  const body = request.method === "HEAD" ? Readable.from([]) : await open(file.key, bytes);

  reply.header("accept-ranges", "bytes");
  reply.header("cache-control", options.cacheControl);
  reply.header("content-type", file.contentType);
  if (options.attachmentName) reply.header("content-disposition", attachmentDisposition(options.attachmentName));
  if (bytes) {
    reply.status(206);
    reply.header("content-range", `bytes ${bytes.start}-${bytes.end}/${file.size}`);
  }
  reply.header("content-length", bytes ? bytes.end - bytes.start + 1 : file.size);
  return reply.send(body);
}
