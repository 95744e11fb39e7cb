import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeS3, startFakeS3 } from "../../test/fake-s3";
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

      await storage.move("videos/r1/moved.mp4", "videos/r1/original.mp4", { contentType: "video/mp4" });
      expect(await storage.size("videos/r1/moved.mp4")).toBeNull();
      expect((await bytesOf(await storage.get("videos/r1/original.mp4"))).equals(content)).toBe(true);
      await expect(storage.move("videos/r1/moved.mp4", "videos/r1/again.mp4")).rejects.toBeInstanceOf(
        StorageNotFoundError,
      );
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

let fakeS3: FakeS3;
beforeAll(async () => {
  fakeS3 = await startFakeS3();
});
afterAll(() => fakeS3.close());

behavesLikeStorage("S3 storage (against a local fake endpoint)", () => createS3Storage(fakeS3.settings()));

describe("S3 storage uploads", () => {
  it("sends a large stream as a multipart upload, part by part, to the bucket path", async () => {
    const storage = createS3Storage(fakeS3.settings());
    const big = randomBytes(9 * 1024 * 1024 + 5);
    await storage.put("videos/r2/video.mp4", Readable.from([big.subarray(0, 4_000_000), big.subarray(4_000_000)]));
    expect(fakeS3.objects.get("videos/r2/video.mp4")?.body.equals(big)).toBe(true);
    expect(fakeS3.requestsSeen.some((line) => line.startsWith("POST /bucket/videos/r2/video.mp4?uploads"))).toBe(true);
    expect(fakeS3.requestsSeen.filter((line) => line.includes("partNumber=")).length).toBe(2);
  });
});
