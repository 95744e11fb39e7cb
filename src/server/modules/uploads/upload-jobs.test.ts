import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Upload } from "@tus/server";
import { afterAll, describe, expect, it } from "vitest";
import { deleteExpiredUploads } from "./upload-jobs";
import { createUploadStore, UPLOAD_EXPIRY_MS, uploadsDirectory } from "./upload-store";

const filesDir = mkdtempSync(join(tmpdir(), "salamu-clean-uploads-"));
afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

describe("deleteExpiredUploads", () => {
  it("deletes unfinished uploads past the resume window and keeps recent or finished ones", async () => {
    const directory = uploadsDirectory(filesDir);
    const store = createUploadStore(directory);
    const longAgo = new Date(Date.now() - UPLOAD_EXPIRY_MS - 60_000).toISOString();
    const uploads = {
      abandoned: new Upload({ id: "a".repeat(32), size: 100, offset: 10, creation_date: longAgo }),
      recent: new Upload({ id: "b".repeat(32), size: 100, offset: 10 }),
      finishedLongAgo: new Upload({ id: "c".repeat(32), size: 100, offset: 100, creation_date: longAgo }),
    };
    for (const upload of Object.values(uploads)) await store.create(upload);

    expect(await deleteExpiredUploads(filesDir)).toBe(1);
    expect(existsSync(join(directory, uploads.abandoned.id))).toBe(false);
    expect(existsSync(join(directory, uploads.recent.id))).toBe(true);
    expect(existsSync(join(directory, uploads.finishedLongAgo.id))).toBe(true);
  });
});
