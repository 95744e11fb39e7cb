import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { S3Settings } from "../providers/storage/s3";

/** A stored object: its bytes, content type and `x-amz-meta-*` headers. */
export type FakeObject = { body: Buffer; contentType?: string; metadata: Record<string, string> };
/** An open multipart upload: the object key, when it began and its parts by number. */
export type FakeMultipartUpload = { key: string; initiated: Date; parts: Map<number, Buffer> };

export type FakeS3 = {
  url: string;
  objects: Map<string, FakeObject>;
  /** Open multipart uploads by upload id (a completed or aborted one is gone). */
  multipart: Map<string, FakeMultipartUpload>;
  /** `METHOD /path?query` of every request, in order. */
  requestsSeen: string[];
  /** Settings for `createS3Storage` or STORAGE=s3 pointing at this endpoint. */
  settings(): S3Settings;
  /** The S3_* variables of an app using this endpoint. */
  env(): Record<string, string>;
  close(): Promise<void>;
};

const BUCKET = "bucket";
const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>${body}`;
const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

function sendXml(response: ServerResponse, status: number, body: string) {
  response.writeHead(status, { "content-type": "application/xml" });
  response.end(xml(body));
}

function sendError(response: ServerResponse, method: string | undefined, status: number, code: string) {
  response.writeHead(status, { "content-type": "application/xml" });
  response.end(method === "HEAD" ? undefined : xml(`<Error><Code>${code}</Code><Message>${code}</Message></Error>`));
}

function objectHeaders(object: FakeObject, length: number): Record<string, string | number> {
  const headers: Record<string, string | number> = { "content-length": length, etag: '"object"' };
  if (object.contentType) headers["content-type"] = object.contentType;
  for (const [name, value] of Object.entries(object.metadata)) headers[`x-amz-meta-${name}`] = value;
  return headers;
}

function metadataOf(request: IncomingMessage): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (name.startsWith("x-amz-meta-") && typeof value === "string") metadata[name.slice(11)] = value;
  }
  return metadata;
}

/**
 * A minimal S3-compatible endpoint on 127.0.0.1 (path-style, one bucket named "bucket"), so S3 code runs over
 * real HTTP with the real SDK, without any network or credentials. It answers what the S3 storage and tus's S3
 * store send: Put/Get (with Range)/Head/Delete/Copy object, DeleteObjects, and the multipart calls (create,
 * upload part, list parts, complete, abort, list uploads). Signatures and checksums are not checked.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, FakeObject>();
  const multipart = new Map<string, FakeMultipartUpload>();
  const requestsSeen: string[] = [];

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    const method = request.method;
    const query = url.searchParams;
    const onBucket = url.pathname === `/${BUCKET}` || url.pathname === `/${BUCKET}/`;
    const key = decodeURIComponent(url.pathname.slice(BUCKET.length + 2));
    requestsSeen.push(`${method} ${url.pathname}${url.search}`);

    if (onBucket) {
      if (method === "GET" && query.has("uploads")) {
        const uploads = [...multipart.entries()].map(
          ([uploadId, upload]) =>
            `<Upload><Key>${escapeXml(upload.key)}</Key><UploadId>${uploadId}</UploadId>` +
            `<Initiated>${upload.initiated.toISOString()}</Initiated></Upload>`,
        );
        return sendXml(
          response,
          200,
          `<ListMultipartUploadsResult><Bucket>${BUCKET}</Bucket><IsTruncated>false</IsTruncated>${uploads.join("")}</ListMultipartUploadsResult>`,
        );
      }
      if (method === "POST" && query.has("delete")) {
        const keys = [...(await bodyOf(request)).toString("utf8").matchAll(/<Key>([^<]*)<\/Key>/g)].map(
          (match) => match[1] ?? "",
        );
        for (const deleted of keys) objects.delete(deleted);
        const deletedXml = keys.map((deleted) => `<Deleted><Key>${escapeXml(deleted)}</Key></Deleted>`).join("");
        return sendXml(response, 200, `<DeleteResult>${deletedXml}</DeleteResult>`);
      }
      return sendError(response, method, 400, "NotImplemented");
    }

    const uploadId = query.get("uploadId");
    if (method === "POST" && query.has("uploads")) {
      const id = randomBytes(8).toString("hex");
      multipart.set(id, { key, initiated: new Date(), parts: new Map() });
      return sendXml(
        response,
        200,
        `<InitiateMultipartUploadResult><Bucket>${BUCKET}</Bucket><Key>${escapeXml(key)}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    if (uploadId !== null) {
      const upload = multipart.get(uploadId);
      if (!upload || upload.key !== key) return sendError(response, method, 404, "NoSuchUpload");
      if (method === "PUT") {
        const partNumber = Number(query.get("partNumber"));
        upload.parts.set(partNumber, await bodyOf(request));
        response.writeHead(200, { etag: `"part-${partNumber}"` });
        return response.end();
      }
      if (method === "GET") {
        const parts = [...upload.parts.entries()]
          .sort(([a], [b]) => a - b)
          .map(
            ([number, part]) =>
              `<Part><PartNumber>${number}</PartNumber><ETag>"part-${number}"</ETag><Size>${part.length}</Size></Part>`,
          );
        return sendXml(
          response,
          200,
          `<ListPartsResult><Bucket>${BUCKET}</Bucket><Key>${escapeXml(key)}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join("")}</ListPartsResult>`,
        );
      }
      if (method === "POST") {
        await bodyOf(request);
        const body = Buffer.concat([...upload.parts.entries()].sort(([a], [b]) => a - b).map(([, part]) => part));
        objects.set(key, { body, metadata: {} });
        multipart.delete(uploadId);
        return sendXml(
          response,
          200,
          `<CompleteMultipartUploadResult><Bucket>${BUCKET}</Bucket><Key>${escapeXml(key)}</Key><ETag>"done"</ETag></CompleteMultipartUploadResult>`,
        );
      }
      if (method === "DELETE") {
        multipart.delete(uploadId);
        response.writeHead(204);
        return response.end();
      }
    }

    if (method === "PUT") {
      const copySource = request.headers["x-amz-copy-source"];
      if (typeof copySource === "string") {
        await bodyOf(request);
        const sourceKey = decodeURIComponent(copySource).replace(new RegExp(`^/?${BUCKET}/`), "");
        const source = objects.get(sourceKey);
        if (!source) return sendError(response, method, 404, "NoSuchKey");
        const replace = request.headers["x-amz-metadata-directive"] === "REPLACE";
        objects.set(key, {
          body: source.body,
          contentType: replace ? request.headers["content-type"] : source.contentType,
          metadata: replace ? metadataOf(request) : { ...source.metadata },
        });
        return sendXml(
          response,
          200,
          `<CopyObjectResult><ETag>"copy"</ETag><LastModified>${new Date().toISOString()}</LastModified></CopyObjectResult>`,
        );
      }
      objects.set(key, {
        body: await bodyOf(request),
        contentType: request.headers["content-type"],
        metadata: metadataOf(request),
      });
      response.writeHead(200, { etag: '"put"' });
      return response.end();
    }
    if (method === "DELETE") {
      objects.delete(key);
      response.writeHead(204);
      return response.end();
    }
    const object = objects.get(key);
    if (!object) return sendError(response, method, 404, "NoSuchKey");
    if (method === "HEAD") {
      response.writeHead(200, objectHeaders(object, object.body.length));
      return response.end();
    }
    const range = /^bytes=(\d+)-(\d+)$/.exec(String(request.headers.range ?? ""));
    if (range) {
      const [start, end] = [Number(range[1]), Number(range[2])];
      const part = object.body.subarray(start, end + 1);
      response.writeHead(206, {
        ...objectHeaders(object, part.length),
        "content-range": `bytes ${start}-${start + part.length - 1}/${object.body.length}`,
      });
      return response.end(part);
    }
    response.writeHead(200, objectHeaders(object, object.body.length));
    response.end(object.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const settings = () => ({
    endpoint: url,
    region: "auto",
    bucket: BUCKET,
    accessKeyId: "test-key",
    secretAccessKey: "test-secret",
  });

  return {
    url,
    objects,
    multipart,
    requestsSeen,
    settings,
    env: () => ({
      STORAGE: "s3",
      S3_ENDPOINT: url,
      S3_REGION: "auto",
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: "test-key",
      S3_SECRET_ACCESS_KEY: "test-secret",
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
