import { join } from "node:path";
import { FileStore } from "@tus/file-store";
import { DAY_MS } from "@/shared/time";

/** Where unfinished uploads are written (local disk, streamed), under the files directory. */
export const uploadsDirectory = (filesDir: string) => join(filesDir, ".uploads");

/** An unfinished upload can be resumed for two days; after that the clean-uploads job deletes it. */
export const UPLOAD_EXPIRY_MS = 2 * DAY_MS;

export function createUploadStore(directory: string): FileStore {
  return new FileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
}
