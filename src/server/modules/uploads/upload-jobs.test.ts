import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Upload } from "@tus/server";
import { afterAll, describe, expect, it } from "vitest";
import { HOUR_MS, MINUTE_MS } from "@/shared/time";
import { createClock } from "../../lib/clock";
import { deleteExpiredUploads } from "./upload-jobs";
import { createUploadStore, UPLOAD_EXPIRY_MS, uploadsDirectory } from "./upload-store";

const filesDir = mkdtempSync(join(tmpdir(), "salamu-clean-uploads-"));
afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

describe("deleteExpiredUploads (disk)", () => {
  it("deletes unfinished uploads once the clock passes their resume window, keeps recent or finished ones", async () => {
    const directory = uploadsDirectory(filesDir);
    const store = createUploadStore({ STORAGE: "disk", FILES_DIR: filesDir, S3_REGION: "auto" });
    const clock = createClock({ movable: true });
    const now = clock.now().getTime();
    const uploads = {
      abandoned: new Upload({ id: "a".repeat(32), size: 100, offset: 0, creation_date: new Date(now).toISOString() }),
      recent: new Upload({
        id: "b".repeat(32),
        size: 100,
        offset: 0,
        creation_date: new Date(now + HOUR_MS).toISOString(),
      }),
      finished: new Upload({ id: "c".repeat(32), size: 100, offset: 0, creation_date: new Date(now).toISOString() }),
    };
    for (const upload of Object.values(uploads)) await store.datastore.create(upload);
    await writeFile(join(directory, uploads.abandoned.id), Buffer.alloc(10));
    await writeFile(join(directory, uploads.finished.id), Buffer.alloc(100));

    clock.advance(UPLOAD_EXPIRY_MS - MINUTE_MS);
    expect(await deleteExpiredUploads({ store, clock })).toBe(0);
    expect(existsSync(join(directory, uploads.abandoned.id))).toBe(true);

    clock.advance(2 * MINUTE_MS);
    expect(await deleteExpiredUploads({ store, clock })).toBe(1);
    expect(existsSync(join(directory, uploads.abandoned.id))).toBe(false);
    expect(existsSync(join(directory, `${uploads.abandoned.id}.json`))).toBe(false);
    expect(existsSync(join(directory, uploads.recent.id))).toBe(true);
    expect(existsSync(join(directory, uploads.finished.id))).toBe(true);
  });
});
