/**
 * A video worker in a process of its own, for the killed-worker test (killed-worker.test.ts): it runs one
 * processVideo and the test SIGKILLs it mid-transcode. Its database is the test's own, reached over the
 * IPC channel (Drizzle's pg-proxy driver), so this works on embedded PGlite as on PostgreSQL.
 */
import { randomUUID } from "node:crypto";
import { drizzle } from "drizzle-orm/pg-proxy";
import type { Database } from "../../db/client";
import * as schema from "../../db/schema/index";
import { createDiskStorage } from "../../providers/storage/disk";
import { processVideo } from "./process-video";

/** What the test passes as the first argument, as JSON. */
export type TestWorkerTask = { requestId: string; filesDir: string; workRoot: string };
/** A statement the worker asks the test to run, and the answer. */
export type SqlCall = { id: string; sql: string; params: unknown[]; method: "all" | "execute" };
export type SqlAnswer = { id: string; rows?: unknown[]; error?: string };

const pending = new Map<string, (answer: SqlAnswer) => void>();
process.on("message", (answer: SqlAnswer) => pending.get(answer.id)?.(answer));

const db = drizzle(
  (sql, params, method) =>
    new Promise((resolve, reject) => {
      const id = randomUUID();
      pending.set(id, (answer) => {
        pending.delete(id);
        if (answer.error !== undefined) reject(new Error(answer.error));
        else resolve({ rows: answer.rows ?? [] });
      });
      process.send?.({ id, sql, params, method } satisfies SqlCall);
    }),
  { schema },
) as unknown as Database;

const task = JSON.parse(process.argv[2] ?? "{}") as TestWorkerTask;
await processVideo(
  {
    db,
    storage: createDiskStorage(task.filesDir),
    tools: { ffmpeg: "ffmpeg", ffprobe: "ffprobe" },
    workRoot: task.workRoot,
  },
  task.requestId,
);
process.disconnect?.();
