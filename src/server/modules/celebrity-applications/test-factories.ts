import type { FastifyInstance } from "fastify";

const TUS = { "tus-resumable": "1.0.0" };

/** The first bytes of a WebM file (the EBML magic number), padded: enough for the server's container check. */
export const WEBM_BYTES = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(2044, 1)]);

const tusMetadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString("base64")}`)
    .join(",");

/** Starts a selfie upload (tus creation) as the signed-in `cookie`; answers the creation response. */
export function createSelfieUpload(
  app: FastifyInstance,
  cookie: string,
  {
    length,
    filetype = "video/webm",
    filename = "selfie.webm",
  }: { length: number; filetype?: string; filename?: string },
) {
  return app.inject({
    method: "POST",
    url: "/api/uploads",
    headers: {
      ...TUS,
      cookie,
      "upload-length": String(length),
      "upload-metadata": tusMetadata({ purpose: "selfie", filename, filetype }),
    },
  });
}

/** Uploads `bytes` as the applicant's selfie video in one PATCH; answers the PATCH response. */
export async function uploadSelfie(app: FastifyInstance, cookie: string, bytes: Buffer = WEBM_BYTES) {
  const created = await createSelfieUpload(app, cookie, { length: bytes.length });
  if (created.statusCode !== 201) return created;
  return app.inject({
    method: "PATCH",
    url: String(created.headers.location),
    headers: { ...TUS, cookie, "upload-offset": "0", "content-type": "application/offset+octet-stream" },
    payload: bytes,
  });
}
