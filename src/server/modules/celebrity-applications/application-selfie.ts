import { randomInt } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { SELFIE_CODE_LENGTH, SELFIE_MESSAGES } from "@/shared/application-selfie";
import type { Database } from "../../db/client";
import { celebrityProfiles } from "../../db/schema/index";
import { AppError, conflict, notFound } from "../../errors";
import { assertStorageKey, type Storage } from "../../providers/storage/storage";
import type { UploadedFile } from "../uploads/upload-store";
import { originalExtension } from "../uploads/uploads.service";
import { sniffVideoContainer } from "../videos/process-video";
import type { StoredFile } from "../videos/send-stored-file";

/** A fresh code to read aloud: six digits, from the server's random source (never the client's). */
export const newSelfieCode = () => String(randomInt(0, 10 ** SELFIE_CODE_LENGTH)).padStart(SELFIE_CODE_LENGTH, "0");

const selfieKey = (profileId: string, uploadId: string, extension: string) =>
  assertStorageKey(`selfies/${profileId}/selfie-${uploadId}${extension}`);

async function readStart(storage: Storage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(key, { start: 0, end: 15 })) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * The selfie video of a celebrity application (ADR 054): uploaded with tus like a star's video (the uploads
 * module hands a finished one here), stored as sent, watched by the applicant and by staff.
 */
export function createApplicationSelfies({ db, storage }: { db: Database; storage: Storage }) {
  /** The caller's application waiting for review; otherwise 404 (none) or 409 (already approved). */
  async function pendingOf(userId: string) {
    const [row] = await db.select().from(celebrityProfiles).where(eq(celebrityProfiles.userId, userId)).limit(1);
    if (!row) throw notFound("Celebrity application not found.");
    if (row.approved) throw conflict("APPLICATION_NOT_PENDING", SELFIE_MESSAGES.notPending);
    return row;
  }

  const fileOf = (row: typeof celebrityProfiles.$inferSelect): Promise<StoredFile> => {
    if (!row.selfieKey) throw notFound(SELFIE_MESSAGES.notFound);
    const key = row.selfieKey;
    return storage.size(key).then((size) => {
      if (size === null) throw notFound(SELFIE_MESSAGES.notFound);
      return { key, size, contentType: row.selfieContentType ?? "video/webm" };
    });
  };

  return {
    /** Throws unless `userId` has an application waiting for review (the upload may start or continue). */
    async assertCanUpload(userId: string): Promise<void> {
      await pendingOf(userId);
    },

    /**
     * Every byte arrived: the file goes into storage as the application's selfie, replacing an earlier one.
     * A file that is not a video is refused (415) and removed.
     */
    async finished(upload: {
      userId: string;
      uploadId: string;
      source: UploadedFile;
      filetype: string;
      filename: string;
    }) {
      const row = await pendingOf(upload.userId);
      const key = selfieKey(row.id, upload.uploadId, originalExtension(upload.filetype, upload.filename));
      const contentType = upload.filetype || undefined;
      if ("path" in upload.source) await storage.putFile(key, upload.source.path, { move: true, contentType });
      else await storage.move(upload.source.storageKey, key, { contentType });
      if (!sniffVideoContainer(await readStart(storage, key))) {
        await storage.delete(key);
        throw new AppError(415, "UNSUPPORTED_VIDEO_TYPE", SELFIE_MESSAGES.notAVideo);
      }
      const [updated] = await db
        .update(celebrityProfiles)
        .set({
          selfieKey: key,
          selfieContentType: upload.filetype || "video/webm",
          selfieUploadedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(and(eq(celebrityProfiles.id, row.id), eq(celebrityProfiles.approved, false)))
        .returning();
      if (!updated) {
        // Approved or rejected while the file was being stored.
        await storage.delete(key);
        throw conflict("APPLICATION_NOT_PENDING", SELFIE_MESSAGES.notPending);
      }
      if (row.selfieKey && row.selfieKey !== key) await storage.delete(row.selfieKey);
    },

    /** The applicant's own selfie video. */
    async mine(userId: string): Promise<StoredFile> {
      const [row] = await db.select().from(celebrityProfiles).where(eq(celebrityProfiles.userId, userId)).limit(1);
      if (!row) throw notFound(SELFIE_MESSAGES.notFound);
      return fileOf(row);
    },

    /** An application's selfie video, for staff. */
    async ofProfile(profileId: string): Promise<StoredFile> {
      const [row] = await db
        .select()
        .from(celebrityProfiles)
        .where(sql`${celebrityProfiles.id}::text = ${profileId}`)
        .limit(1);
      if (!row) throw notFound(SELFIE_MESSAGES.notFound);
      return fileOf(row);
    },

    open: (key: string, range?: { start: number; end: number }) => storage.get(key, range),

    /** Removes a deleted application's video (rejection). */
    async discard(key: string | null) {
      if (key) await storage.delete(key);
    },
  };
}

export type ApplicationSelfies = ReturnType<typeof createApplicationSelfies>;
