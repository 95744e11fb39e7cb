import type { FastifyRequest } from "fastify";
import { AppError, invalidRequest } from "../errors";

/** Limits for @fastify/multipart on a one-file upload route: the file, no other parts worth reading. */
export const oneFileLimits = (maxBytes: number) =>
  ({ fileSize: maxBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 50 }) as const;

/**
 * The bytes of a multipart request's one file (any field name), read into memory up to the route's
 * `fileSize` limit: `missing` when there is none, `tooLarge` past the limit (nothing more of the body is
 * kept), MALFORMED_UPLOAD for a body that cannot be parsed.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  { maxBytes, missing, tooLarge }: { maxBytes: number; missing: () => AppError; tooLarge: () => AppError },
): Promise<Buffer> {
  if (!request.isMultipart()) throw missing();
  try {
    const file = await request.file({ limits: oneFileLimits(maxBytes) });
    if (!file) throw missing();
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500 && status !== 413) throw error;
    // A body busboy could not parse (cut short, bad boundary): the client's fault, said plainly.
    throw invalidRequest("MALFORMED_UPLOAD", "The upload could not be read. Please try again.");
  }
}
