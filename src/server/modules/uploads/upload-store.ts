import { mkdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import {
  AbortMultipartUploadCommand,
  DeleteObjectsCommand,
  ListMultipartUploadsCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { FileStore } from "@tus/file-store";
import { type MetadataValue, S3Store } from "@tus/s3-store";
import type { DataStore, KvStore } from "@tus/server";
import { z } from "zod";
import { DAY_MS } from "@/shared/time";
import type { Env } from "../../env";
import { s3SettingsOf } from "../../providers/storage/create-storage";
import { s3ClientConfig } from "../../providers/storage/s3";

/**
 * Where unfinished uploads are written with disk storage, under the files directory: instances that share
 * FILES_DIR (one machine, or a shared volume) can each continue the others' uploads.
 */
export const uploadsDirectory = (filesDir: string) => join(filesDir, ".uploads");

/** An unfinished upload can be resumed for two days; after that the clean-uploads job deletes it. */
export const UPLOAD_EXPIRY_MS = 2 * DAY_MS;

/** An upload's id (`/api/uploads/:id`; with S3 also its object key at the bucket's root). */
export const UPLOAD_ID = /^[a-f0-9]{32}$/;

/** An upload's URL (`/api/uploads/:id`); the routes check the id's shape themselves (answering 404). */
export const uploadIdParamsSchema = z.object({ id: z.string() });
export type UploadIdParams = z.infer<typeof uploadIdParamsSchema>;

/** The settings the upload store reads. */
export type UploadStoreEnv = Pick<Env, "STORAGE" | "FILES_DIR"> & Parameters<typeof s3SettingsOf>[0];

/** Where a complete upload's bytes are: a local file (disk) or an object already in the bucket (S3). */
export type UploadedFile = { path: string } | { storageKey: string };

/** Unfinished uploads, where every instance of the app finds them (the staging folder or the bucket). */
export type UploadStore = {
  /** What tus reads and writes through. */
  datastore: DataStore;
  /** Where a complete upload's bytes are, for the storage to take them. */
  bytesOf(id: string): UploadedFile;
  /** Forgets a complete upload's record once its bytes are in storage. */
  forget(id: string): Promise<void>;
  /** Drops an upload's bytes and record, whatever is left of them. */
  discard(id: string): Promise<void>;
  /** Deletes unfinished uploads whose resume window closed before `now`; answers how many went. */
  deleteExpired(now: Date): Promise<number>;
};

const isExpired = (created: Date | string, now: Date) => new Date(created).getTime() + UPLOAD_EXPIRY_MS < now.getTime();

/** Disk: tus's file store in `FILES_DIR/.uploads` (the file and a `.json` record per upload). */
function diskUploadStore(directory: string): UploadStore {
  mkdirSync(directory, { recursive: true });
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
  return {
    datastore: store,
    bytesOf: (id) => ({ path: join(directory, id) }),
    forget: (id) => store.configstore.delete(id),
    async discard(id) {
      await rm(join(directory, id), { force: true });
      // Already gone when tus removed the upload itself (DELETE).
      await store.configstore.delete(id).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
      });
    },
    async deleteExpired(now) {
      let removed = 0;
      for (const id of (await store.configstore.list?.()) ?? []) {
        const upload = await store.getUpload(id).catch(() => null);
        // A complete upload waits for its hand-over (HEAD finishes it), however old.
        if (!upload?.creation_date || upload.offset === upload.size || !isExpired(upload.creation_date, now)) continue;
        await this.discard(id);
        removed += 1;
      }
      return removed;
    },
  };
}

/**
 * Nothing is cached between requests: another instance may have added parts, finished or discarded the upload
 * since, and the `.info` object in the bucket is the one record every instance reads.
 */
const noCache: KvStore<MetadataValue> = {
  get: async () => undefined,
  set: async () => {},
  delete: async () => {},
};

/**
 * S3: tus's S3 store. Each upload is a multipart upload of the object `<id>` at the bucket's root, with an
 * `<id>.info` object (size, creation date and the metadata the routes check) and, between PATCHes, an
 * `<id>.part` object for a tail shorter than S3's 5 MiB minimum part. The finished object is moved (copied
 * within the bucket) to the video's key.
 */
function s3UploadStore(env: UploadStoreEnv): UploadStore {
  const settings = s3SettingsOf(env);
  const config = s3ClientConfig(settings);
  const Bucket = settings.bucket;
  const store = new S3Store({
    s3ClientConfig: { ...config, bucket: Bucket },
    expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
    // Expiry is ours (deleteExpired below), not a bucket lifecycle rule on object tags.
    useTags: false,
    cache: noCache,
    // Parts of 8 MB (S3's minimum is 5 MiB), a few in flight: a PATCH holds little in memory or temp files.
    partSize: 8 * 1024 * 1024,
    maxConcurrentPartUploads: 4,
  });
  const s3 = new S3Client(config);
  const deleteObjects = (keys: string[]) =>
    s3.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }));

  return {
    datastore: store,
    bytesOf: (id) => ({ storageKey: id }),
    async forget(id) {
      await deleteObjects([`${id}.info`, `${id}.part`]);
    },
    async discard(id) {
      await deleteObjects([id, `${id}.info`, `${id}.part`]);
    },
    async deleteExpired(now) {
      let removed = 0;
      let KeyMarker: string | undefined;
      let UploadIdMarker: string | undefined;
      do {
        const page = await s3.send(new ListMultipartUploadsCommand({ Bucket, KeyMarker, UploadIdMarker }));
        for (const upload of page.Uploads ?? []) {
          // Only tus uploads (a 32-hex key at the root); the storage's own multipart puts are under videos/ etc.
          if (!upload.Key || !UPLOAD_ID.test(upload.Key) || !upload.Initiated || !isExpired(upload.Initiated, now)) {
            continue;
          }
          await s3.send(new AbortMultipartUploadCommand({ Bucket, Key: upload.Key, UploadId: upload.UploadId }));
          await deleteObjects([`${upload.Key}.info`, `${upload.Key}.part`]);
          removed += 1;
        }
        KeyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
        UploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
      } while (KeyMarker);
      return removed;
    },
  };
}

/** The upload store for the configured storage: the bucket with STORAGE=s3, else FILES_DIR/.uploads. */
export function createUploadStore(env: UploadStoreEnv): UploadStore {
  return env.STORAGE === "s3" ? s3UploadStore(env) : diskUploadStore(uploadsDirectory(env.FILES_DIR));
}
