import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { assertStorageKey, type Storage, StorageNotFoundError } from "./storage";

export type S3Settings = {
  /** Unset: AWS itself. Set (MinIO, R2, …): path-style addressing against that endpoint. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
};

// Multipart parts of 8 MB, two in flight: an upload holds at most ~16 MB of a file in memory.
const PART_SIZE = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

export function isS3NotFound(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure?.name === "NoSuchKey" || failure?.name === "NotFound" || failure?.$metadata?.httpStatusCode === 404;
}

/** The SDK client settings for the bucket (shared with tus's S3 upload store, which builds its own client). */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: Boolean(settings.endpoint),
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Several S3-compatible services reject the newer default checksum trailers; send them only when required.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  };
}

/** Objects in one S3-compatible bucket, under the same keys the disk storage uses. */
export function createS3Storage(settings: S3Settings, client?: S3Client): Storage {
  const s3 = client ?? new S3Client(s3ClientConfig(settings));
  const Bucket = settings.bucket;

  async function put(key: string, body: Readable, options?: { contentType?: string }) {
    const upload = new Upload({
      client: s3,
      params: { Bucket, Key: assertStorageKey(key), Body: body, ContentType: options?.contentType },
      partSize: PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
    });
    await upload.done();
  }

  async function get(key: string, range?: { start: number; end: number }): Promise<Readable> {
    try {
      const result = await s3.send(
        new GetObjectCommand({
          Bucket,
          Key: assertStorageKey(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      if (!result.Body) throw new StorageNotFoundError(key);
      return result.Body as Readable;
    } catch (error) {
      if (isS3NotFound(error)) throw new StorageNotFoundError(key);
      throw error;
    }
  }

  return {
    kind: "s3",
    put,
    get,

    async putFile(key, path, options) {
      await put(key, createReadStream(path), options);
      if (options?.move) await rm(path, { force: true });
    },

    async move(from, to, options) {
      try {
        await s3.send(
          new CopyObjectCommand({
            Bucket,
            Key: assertStorageKey(to),
            CopySource: `${Bucket}/${assertStorageKey(from)}`,
            ...(options?.contentType ? { ContentType: options.contentType, MetadataDirective: "REPLACE" } : {}),
          }),
        );
      } catch (error) {
        if (isS3NotFound(error)) throw new StorageNotFoundError(from);
        throw error;
      }
      await s3.send(new DeleteObjectCommand({ Bucket, Key: from }));
    },

    async size(key) {
      try {
        const head = await s3.send(new HeadObjectCommand({ Bucket, Key: assertStorageKey(key) }));
        return head.ContentLength ?? null;
      } catch (error) {
        if (isS3NotFound(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: assertStorageKey(key) }));
    },

    async localFile(key, options) {
      const dir = options?.dir ?? (await mkdtemp(join(tmpdir(), "salamu-s3-")));
      const path = join(dir, basename(key));
      // The caller's directory is the caller's to remove; only the download goes with the file.
      const release = () => rm(options?.dir ? path : dir, { recursive: true, force: true });
      try {
        await pipeline(await get(key), createWriteStream(path));
      } catch (error) {
        await release();
        throw error;
      }
      return { path, release };
    },
  };
}
