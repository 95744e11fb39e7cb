import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStorage } from "./disk";
import { createS3Storage } from "./s3";
import { assertStorageKey, type Storage, StorageNotFoundError } from "./storage";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "salamu-storage-test-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

describe("storage keys", () => {
  it("accepts plain relative paths and refuses traversal, absolute paths and odd characters", () => {
    expect(assertStorageKey("videos/abc/video.mp4")).toBe("videos/abc/video.mp4");
    for (const bad of [
      "../secret",
      "videos/../../etc/passwd",
      "/etc/passwd",
      "videos//x",
      "videos/.hidden",
      "videos\\..\\x",
      "",
      "videos/a b",
      "videos/%2e%2e/x",
      "a/b/c/d/e/f/g/h/i",
    ]) {
      expect(() => assertStorageKey(bad), bad).toThrow(/Invalid storage key/);
    }
  });
});

/** The same behaviour from every storage. */
function behavesLikeStorage(name: string, make: () => Storage) {
  describe(name, () => {
    it("puts, reads whole and in ranges, sizes, copies local files and deletes", async () => {
      const storage = make();
      const content = randomBytes(50_000);
      await storage.put("videos/r1/poster.jpg", Readable.from([content.subarray(0, 20_000), content.subarray(20_000)]));
      expect(await storage.size("videos/r1/poster.jpg")).toBe(content.length);
      expect((await bytesOf(await storage.get("videos/r1/poster.jpg"))).equals(content)).toBe(true);
      const part = await bytesOf(await storage.get("videos/r1/poster.jpg", { start: 100, end: 199 }));
      expect(part.equals(content.subarray(100, 200))).toBe(true);

      const source = join(dir, `${name}-source.bin`);
      await writeFile(source, content);
      await storage.putFile("videos/r1/video.mp4", source);
      expect(existsSync(source)).toBe(true);
      await storage.putFile("videos/r1/moved.mp4", source, { move: true });
      expect(existsSync(source)).toBe(false);
      const local = await storage.localFile("videos/r1/moved.mp4");
      expect((await readFile(local.path)).equals(content)).toBe(true);
      await local.release();

      await storage.delete("videos/r1/video.mp4");
      await storage.delete("videos/r1/video.mp4");
      expect(await storage.size("videos/r1/video.mp4")).toBeNull();
      await expect(storage.get("videos/r1/video.mp4")).rejects.toBeInstanceOf(StorageNotFoundError);
      await expect(storage.localFile("videos/r1/video.mp4")).rejects.toBeInstanceOf(StorageNotFoundError);
      await expect(storage.get("../outside")).rejects.toThrow(/Invalid storage key/);
    });
  });
}

behavesLikeStorage("disk storage", () => createDiskStorage(join(dir, "files")));

describe("disk storage paths", () => {
  it("keeps every key under its root", async () => {
    const storage = createDiskStorage(join(dir, "rooted"));
    await storage.put("videos/x/a.txt", Readable.from(["hello"]));
    expect(await readFile(join(dir, "rooted", "videos", "x", "a.txt"), "utf8")).toBe("hello");
    await expect(storage.put("../escape.txt", Readable.from(["no"]))).rejects.toThrow(/Invalid storage key/);
    expect(existsSync(join(dir, "escape.txt"))).toBe(false);
  });
});

// A minimal S3 endpoint on 127.0.0.1 (path-style; PUT/GET with Range/HEAD/DELETE and multipart), so the
// S3 storage is exercised over real HTTP with the real SDK, without any network or credentials.
let fakeS3: Server;
let fakeS3Url: string;
const objects = new Map<string, Buffer>();
const multipart = new Map<string, Map<number, Buffer>>();
const requestsSeen: string[] = [];

async function bodyOf(request: IncomingMessage) {
  return bytesOf(request as unknown as Readable);
}

beforeAll(async () => {
  fakeS3 = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    const key = decodeURIComponent(url.pathname.replace(/^\/bucket\//, ""));
    requestsSeen.push(`${request.method} ${url.pathname}${url.search}`);
    const notFound = () => {
      response.writeHead(404, { "content-type": "application/xml" });
      response.end(
        request.method === "HEAD" ? undefined : "<Error><Code>NoSuchKey</Code><Message>none</Message></Error>",
      );
    };
    if (request.method === "POST" && url.searchParams.has("uploads")) {
      const uploadId = randomBytes(8).toString("hex");
      multipart.set(uploadId, new Map());
      response.writeHead(200, { "content-type": "application/xml" });
      return response.end(
        `<InitiateMultipartUploadResult><Bucket>bucket</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    if (request.method === "PUT" && url.searchParams.has("uploadId")) {
      const parts = multipart.get(url.searchParams.get("uploadId") ?? "");
      parts?.set(Number(url.searchParams.get("partNumber")), await bodyOf(request));
      response.writeHead(200, { etag: `"part-${url.searchParams.get("partNumber")}"` });
      return response.end();
    }
    if (request.method === "POST" && url.searchParams.has("uploadId")) {
      await text(request);
      const parts = multipart.get(url.searchParams.get("uploadId") ?? "") ?? new Map();
      objects.set(key, Buffer.concat([...parts.entries()].sort(([a], [b]) => a - b).map(([, part]) => part)));
      response.writeHead(200, { "content-type": "application/xml" });
      return response.end(
        `<CompleteMultipartUploadResult><Bucket>bucket</Bucket><Key>${key}</Key><ETag>"done"</ETag></CompleteMultipartUploadResult>`,
      );
    }
    if (request.method === "PUT") {
      objects.set(key, await bodyOf(request));
      response.writeHead(200, { etag: '"put"' });
      return response.end();
    }
    const object = objects.get(key);
    if (request.method === "DELETE") {
      objects.delete(key);
      response.writeHead(204);
      return response.end();
    }
    if (!object) return notFound();
    if (request.method === "HEAD") {
      response.writeHead(200, { "content-length": object.length });
      return response.end();
    }
    const range = /^bytes=(\d+)-(\d+)$/.exec(String(request.headers.range ?? ""));
    if (range) {
      const [start, end] = [Number(range[1]), Number(range[2])];
      const part = object.subarray(start, end + 1);
      response.writeHead(206, {
        "content-length": part.length,
        "content-range": `bytes ${start}-${start + part.length - 1}/${object.length}`,
      });
      return response.end(part);
    }
    response.writeHead(200, { "content-length": object.length });
    response.end(object);
  });
  await new Promise<void>((resolve) => fakeS3.listen(0, "127.0.0.1", resolve));
  fakeS3Url = `http://127.0.0.1:${(fakeS3.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => fakeS3.close(() => resolve())));

const s3Settings = () => ({
  endpoint: fakeS3Url,
  region: "auto",
  bucket: "bucket",
  accessKeyId: "test-key",
  secretAccessKey: "test-secret",
});

behavesLikeStorage("S3 storage (against a local fake endpoint)", () => createS3Storage(s3Settings()));

describe("S3 storage uploads", () => {
  it("sends a large stream as a multipart upload, part by part, to the bucket path", async () => {
    const storage = createS3Storage(s3Settings());
    const big = randomBytes(9 * 1024 * 1024 + 5);
    await storage.put("videos/r2/video.mp4", Readable.from([big.subarray(0, 4_000_000), big.subarray(4_000_000)]));
    expect(objects.get("videos/r2/video.mp4")?.equals(big)).toBe(true);
    expect(requestsSeen.some((line) => line.startsWith("POST /bucket/videos/r2/video.mp4?uploads"))).toBe(true);
    expect(requestsSeen.filter((line) => line.includes("partNumber=")).length).toBe(2);
  });
});
