import type { Readable } from "node:stream";

/** Inclusive byte range, as in an HTTP Range header. */
export type ByteRange = { start: number; end: number };

/** A file the caller can hand to a tool that wants a path (ffmpeg); `release` removes any temporary copy. */
export type LocalFile = { path: string; release(): Promise<void> };

/**
 * Where uploads and delivered videos live: the local disk (default) or an S3-compatible bucket.
 * Keys are relative paths such as `videos/<requestId>/video.mp4`; see `assertStorageKey`.
 */
export interface Storage {
  readonly kind: "disk" | "s3";
  /** Stores a stream under `key`, replacing any previous object; readers never see a half-written one. */
  put(key: string, body: Readable, options?: { contentType?: string }): Promise<void>;
  /** Stores a local file; with `move` the source may be renamed into place instead of copied. */
  putFile(key: string, path: string, options?: { contentType?: string; move?: boolean }): Promise<void>;
  /**
   * Moves a stored object to another key, inside the storage (a rename on disk, a copy within the bucket on
   * S3: the bytes never pass through this instance). Throws StorageNotFoundError when `from` does not exist.
   */
  move(from: string, to: string, options?: { contentType?: string }): Promise<void>;
  /** A stream of the object (or of `range`); throws StorageNotFoundError when it does not exist. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** Size in bytes, or null when there is no such object. */
  size(key: string): Promise<number | null>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  /**
   * The object as a local file: the stored file itself on disk, a temporary download from S3 (into `dir`
   * when given: a processing run keeps every temporary file in its own directory, see ADR 041).
   */
  localFile(key: string, options?: { dir?: string }): Promise<LocalFile>;
}

export class StorageNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored object ${key}`);
    this.name = "StorageNotFoundError";
  }
}

// Segments start with a letter or digit, so "." and ".." (and hidden names) can never appear.
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const MAX_SEGMENTS = 8;

/** Returns the key when it is a safe relative path (no traversal, no absolute paths, no odd characters). */
export function assertStorageKey(key: string): string {
  const segments = key.split("/");
  if (segments.length > MAX_SEGMENTS || !segments.every((segment) => SEGMENT.test(segment))) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
  return key;
}

/** The storage keys of one request's video files. */
export const videoKeys = {
  original: (requestId: string, uploadId: string, extension: string) =>
    assertStorageKey(`videos/${requestId}/original-${uploadId}${extension}`),
  video: (requestId: string) => assertStorageKey(`videos/${requestId}/video.mp4`),
  /** The 360p low-data rendition made by the same job (issue 13). */
  lowData: (requestId: string) => assertStorageKey(`videos/${requestId}/video-360p.mp4`),
  poster: (requestId: string) => assertStorageKey(`videos/${requestId}/poster.jpg`),
};
