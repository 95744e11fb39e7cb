import { join } from "node:path";
import { FileStore } from "@tus/file-store";

/** Where unfinished uploads are written (local disk, streamed), under the files directory. */
export const uploadsDirectory = (filesDir: string) => join(filesDir, ".uploads");

/** An unfinished upload can be resumed for two days; after that the clean-uploads job deletes it. */
export const UPLOAD_EXPIRY_MS = 2 * 24 * 60 * 60 * 1000;

export function createUploadStore(directory: string): FileStore {
  return new FileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
}
