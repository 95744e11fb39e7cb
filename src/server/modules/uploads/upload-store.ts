import { join } from "node:path";
import { FileStore } from "@tus/file-store";
import { z } from "zod";
import { DAY_MS } from "@/shared/time";

/** Where unfinished uploads are written (local disk, streamed), under the files directory. */
export const uploadsDirectory = (filesDir: string) => join(filesDir, ".uploads");

/** An unfinished upload can be resumed for two days; after that the clean-uploads job deletes it. */
export const UPLOAD_EXPIRY_MS = 2 * DAY_MS;

/** An upload's URL (`/api/uploads/:id`); the routes check the id's shape themselves (answering 404). */
export const uploadIdParamsSchema = z.object({ id: z.string() });
export type UploadIdParams = z.infer<typeof uploadIdParamsSchema>;

export function createUploadStore(directory: string): FileStore {
  return new FileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
}
