import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { createTestDatabase } from "../test/database";
import { waitFor } from "../test/wait-for";
import { createJobQueue, PGBOSS_SCHEMA } from "./pg-boss-queue";
import type { JobQueue } from "./queue";

const silent = { debug() {}, info() {}, warn() {}, error() {} };

let database: DatabaseHandle;
/** The queues these tests use, each with its payload (the app's own are in JobPayloads). */
type TestJobs = {
  "test-handled": { n: number; nested: { list: number[] } };
  "test-retried": Record<string, never>;
  "test-exhausted": Record<string, never>;
  "test-singleton": { payment: string };
  "test-delayed": { which: string };
  "test-split": Record<string, never>;
  "test-scheduled": Record<string, never>;
  "test-graceful": Record<string, never>;
  "test-outlived": Record<string, never>;
};

let worker: JobQueue<TestJobs>;
let webOnly: JobQueue<TestJobs>;

async function statesOf(name: string): Promise<string[]> {
  const { rows } = await database.executeSql(
    `SELECT state FROM ${PGBOSS_SCHEMA}.job WHERE name = $1 ORDER BY created_on`,
    [name],
  );
  return rows.map((row) => String(row.state));
}

beforeAll(async () => {
  database = await createTestDatabase();
  worker = await createJobQueue<TestJobs>(database, {
    log: silent,
    worker: true,
    pollingIntervalSeconds: 0.5,
    cronCheckIntervalSeconds: 1,
    stopTimeoutMs: 5_000,
  });
  webOnly = await createJobQueue<TestJobs>(database, { log: silent, worker: false });
});

afterAll(async () => {
  await webOnly?.stop();
  await worker?.stop();
  await database?.close();
});

describe("pg-boss job queue", () => {
  it("handles a job that was sent", async () => {
    const seen: unknown[] = [];
    await worker.work("test-handled", async (data) => {
      seen.push(data);
    });
    await worker.send("test-handled", { n: 1, nested: { list: [1, 2] } });
    await waitFor(() => seen.length === 1, { message: "the job to run" });
    expect(seen).toEqual([{ n: 1, nested: { list: [1, 2] } }]);
    await waitFor(async () => (await statesOf("test-handled")).join() === "completed", { message: "completion" });
  });

  it("retries a failing handler until it succeeds", async () => {
    let attempts = 0;
    await worker.work("test-retried", async () => {
      attempts += 1;
      if (attempts < 3) throw new Error(`attempt ${attempts} fails`);
    });
    await worker.send("test-retried", {}, { retryLimit: 5, retryDelaySeconds: 0 });
    await waitFor(async () => (await statesOf("test-retried")).join() === "completed", {
      message: "the third attempt to complete",
    });
    expect(attempts).toBe(3);
  });

  it("gives up after the retry limit, telling the handler which attempt is the last", async () => {
    const attempts: { number: number; isLast: boolean }[] = [];
    await worker.work("test-exhausted", async (_data, attempt) => {
      attempts.push(attempt);
      throw new Error("always fails");
    });
    await worker.send("test-exhausted", {}, { retryLimit: 1, retryDelaySeconds: 0 });
    await waitFor(async () => (await statesOf("test-exhausted")).join() === "failed", { message: "failure" });
    expect(attempts).toEqual([
      { number: 1, isLast: false },
      { number: 2, isLast: true },
    ]);
  });

  it("keeps one waiting job per singletonKey, and jobs without a key apart", async () => {
    // Sent from a web-only instance with no worker, so the jobs stay waiting.
    await webOnly.send("test-singleton", { payment: "p1" }, { singletonKey: "refund:p1" });
    await webOnly.send("test-singleton", { payment: "p1" }, { singletonKey: "refund:p1" });
    await webOnly.send("test-singleton", { payment: "p2" }, { singletonKey: "refund:p2" });
    await webOnly.send("test-singleton", { payment: "none" });
    await webOnly.send("test-singleton", { payment: "none" });
    expect(await statesOf("test-singleton")).toEqual(["created", "created", "created", "created"]);
  });

  it("holds a job back until startAfter", async () => {
    const ran: string[] = [];
    await worker.work("test-delayed", async ({ which }) => {
      ran.push(which);
    });
    await worker.send("test-delayed", { which: "later" }, { startAfter: new Date(Date.now() + 60 * 60 * 1000) });
    expect(await statesOf("test-delayed")).toEqual(["created"]);
    // A due job on the same queue runs while the delayed one keeps waiting.
    await worker.send("test-delayed", { which: "now" });
    await waitFor(() => ran.includes("now"), { message: "the due job" });
    expect(ran).toEqual(["now"]);
    expect(await statesOf("test-delayed")).toEqual(["created", "completed"]);
  });

  it("runs jobs sent by a web-only instance on the worker, and never on the web-only one", async () => {
    const ranOn: string[] = [];
    await webOnly.work("test-split", async () => {
      ranOn.push("web");
    });
    await worker.work("test-split", async () => {
      ranOn.push("worker");
    });
    await webOnly.send("test-split", {});
    await waitFor(() => ranOn.length > 0, { message: "the job to run" });
    expect(ranOn).toEqual(["worker"]);
  });

  it("runs a scheduled job", async () => {
    let runs = 0;
    await worker.work("test-scheduled", async () => {
      runs += 1;
    });
    await worker.schedule("test-scheduled", "* * * * *");
    await waitFor(() => runs > 0, { timeoutMs: 20_000, message: "the cron job" });
  });

  it("lets a running handler finish when it stops", async () => {
    const database2 = database;
    const queue = await createJobQueue<TestJobs>(database2, { log: silent, worker: true, pollingIntervalSeconds: 0.5 });
    let started = false;
    let finished = false;
    await queue.work("test-graceful", async () => {
      started = true;
      await new Promise((resolve) => setTimeout(resolve, 300));
      finished = true;
    });
    await queue.send("test-graceful", {});
    await waitFor(() => started, { message: "the handler to start" });
    await queue.stop();
    expect(finished).toBe(true);
    expect(await statesOf("test-graceful")).toEqual(["completed"]);
    // A stopped queue is inert: nothing it had in flight touches the database afterwards.
    await queue.stop();
  });

  it("stays quiet when a handler outlives the stop timeout and finishes after the queue stopped", async () => {
    const queue = await createJobQueue<TestJobs>(database, {
      log: silent,
      worker: true,
      pollingIntervalSeconds: 0.5,
      stopTimeoutMs: 1_000,
    });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      let release = () => {};
      let started = false;
      await queue.work("test-outlived", async () => {
        started = true;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      await queue.send("test-outlived", {});
      await waitFor(() => started, { message: "the handler to start" });
      await queue.stop();
      // Stopping failed the job it gave up on, so it is retried rather than lost.
      expect(await statesOf("test-outlived")).toEqual(["retry"]);
      // The handler ends now; pg-boss then tries to mark the job complete through the stopped queue.
      release();
      // Node reports an unhandled rejection once the microtasks run out, before the next macrotask.
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
      expect(await statesOf("test-outlived")).toEqual(["retry"]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });
});
