import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { copyFile, mkdir, rename, rm, stat } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertStorageKey, type ByteRange, type Storage, StorageNotFoundError } from "./storage";

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === "ENOENT";

/** Files under one root directory; a key maps to the path below it and can never leave it. */
export function createDiskStorage(rootDir: string): Storage {
  const root = resolve(rootDir);

  function pathOf(key: string): string {
    const path = resolve(root, assertStorageKey(key));
    // Belt and braces: the key check already forbids "..", absolute paths and backslashes.
    if (!path.startsWith(root + sep)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    return path;
  }

  /** A sibling temp path: written first, then renamed, so a reader sees the old file or the whole new one. */
  async function tempBeside(path: string): Promise<string> {
    await mkdir(dirname(path), { recursive: true });
    return `${path}.${randomBytes(6).toString("hex")}.partial`;
  }

  async function size(key: string): Promise<number | null> {
    try {
      const info = await stat(pathOf(key));
      return info.isFile() ? info.size : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    kind: "disk",
    size,

    async put(key, body: Readable) {
      const path = pathOf(key);
      const temp = await tempBeside(path);
      try {
        await pipeline(body, createWriteStream(temp, { flags: "wx" }));
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },

    async putFile(key, source, options) {
      const path = pathOf(key);
      const temp = await tempBeside(path);
      try {
        if (options?.move) {
          try {
            await rename(source, temp);
          } catch (error) {
            // Another file system: fall back to a copy, then drop the source as a move would.
            if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
            await copyFile(source, temp);
            await rm(source, { force: true });
          }
        } else {
          await copyFile(source, temp);
        }
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },

    async move(from, to) {
      const source = pathOf(from);
      const path = pathOf(to);
      await mkdir(dirname(path), { recursive: true });
      try {
        await rename(source, path);
      } catch (error) {
        if (isMissing(error)) throw new StorageNotFoundError(from);
        throw error;
      }
    },

    async get(key, range?: ByteRange) {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch (error) {
        if (isMissing(error)) throw new StorageNotFoundError(key);
        throw error;
      }
      return createReadStream(path, range ? { start: range.start, end: range.end } : {});
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async localFile(key) {
      const path = pathOf(key);
      if ((await size(key)) === null) throw new StorageNotFoundError(key);
      // The stored file itself: nothing to clean up.
      return { path, release: async () => {} };
    },
  };
}
