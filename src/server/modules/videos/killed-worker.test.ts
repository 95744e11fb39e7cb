import { type ChildProcess, fork, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { videoRequests } from "../../db/schema/index";
import type { JobOptions } from "../../jobs/queue";
import { createClock } from "../../lib/clock";
import { createDiskStorage } from "../../providers/storage/disk";
import { videoKeys } from "../../providers/storage/storage";
import { createTestDatabase } from "../../test/database";
import { isProcessRunning } from "../../test/processes";
import type { BookingEvents } from "../requests/booking-events";
import type { RequestChange } from "../requests/request-transitions";
import { type ProcessVideoDeps, processVideo } from "./process-video";
import { claimProcessing, STALE_AFTER_MS } from "./processing-claim";
import { generateClip, insertBooking } from "./test-factories";
import type { SqlAnswer, SqlCall, TestWorkerTask } from "./test-worker";
import { recoverStalledVideos } from "./video-jobs";
import { createWorkDir, removeOrphanedWorkDirs } from "./work-dirs";

const workerScript = fileURLToPath(new URL("./test-worker.ts", import.meta.url));
const tools = { ffmpeg: "ffmpeg", ffprobe: "ffprobe" };
let database: DatabaseHandle;
let dir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), "salamu-killed-worker-test-"));
});

afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

async function rowOf(id: string) {
  const [row] = await database.db.select().from(videoRequests).where(eq(videoRequests.id, id));
  return row!;
}

/** Runs the worker's statements on the test's database (rows as arrays, as the pg-proxy driver wants them). */
function serveSql(worker: ChildProcess) {
  worker.on("message", async (call: SqlCall) => {
    let answer: SqlAnswer;
    try {
      const { rows } = await database.executeSql(call.sql, call.params);
      answer = { id: call.id, rows: call.method === "all" ? rows.map((row) => Object.values(row)) : [] };
    } catch (error) {
      answer = { id: call.id, error: String(error) };
    }
    if (worker.connected) worker.send(answer);
  });
}

/** The pid of the tool a run recorded under `root`, once it has started one. */
async function recordedToolPid(root: string): Promise<number> {
  const [run] = await readdir(root);
  const tool = JSON.parse(await readFile(join(root, run!, "tool.json"), "utf8")) as { pid: number };
  return tool.pid;
}

describe("a worker killed mid-transcode", () => {
  it("is noticed once its heartbeat is stale, and the next run kills its ffmpeg, removes its files and delivers once", async () => {
    const filesDir = join(dir, "files");
    const workRoot = join(dir, "work");
    const storage = createDiskStorage(filesDir);
    const { request } = await insertBooking(database.db);
    // Small frames but 20 seconds of them: a transcode of a few seconds, long enough to be killed in.
    const source = await generateClip(join(dir, "source.mp4"), { width: 320, height: 240, seconds: 20 });
    const originalKey = videoKeys.original(request.id, "upload1", ".mp4");
    await storage.putFile(originalKey, source);
    await database.db
      .update(videoRequests)
      .set({ videoStatus: "processing", originalKey, updatedAt: new Date() })
      .where(eq(videoRequests.id, request.id));

    const task: TestWorkerTask = { requestId: request.id, filesDir, workRoot };
    const worker = fork(workerScript, [JSON.stringify(task)], {
      execArgv: ["--import", "tsx"],
      serialization: "advanced",
      stdio: ["ignore", "ignore", "inherit", "ipc"],
    });
    serveSql(worker);
    const ffmpegPid = await vi.waitFor(() => recordedToolPid(workRoot), { timeout: 20_000, interval: 50 });
    worker.kill("SIGKILL");
    await once(worker, "exit");

    // What a killed worker leaves: an ffmpeg nobody will read, its files, and a row held by a dead run.
    expect(isProcessRunning(ffmpegPid)).toBe(true);
    expect(await readdir(workRoot)).toHaveLength(1);
    const held = await rowOf(request.id);
    expect(held).toMatchObject({ status: "accepted", videoStatus: "processing" });
    expect(held.processingOwner).not.toBeNull();

    const clock = createClock({ movable: true });
    const deliveries: RequestChange[] = [];
    const bookingEvents: BookingEvents = {
      afterTransition: async (change) => void deliveries.push(change),
      afterVideoChange: async () => {},
      afterRerecord: async () => {},
    };
    const processing: ProcessVideoDeps = { db: database.db, storage, tools, clock, workRoot, bookingEvents };
    const sent: { name: string; data: object; options?: JobOptions }[] = [];
    const jobs = {
      send: async (name: string, data: object, options?: JobOptions) => void sent.push({ name, data, options }),
    };

    // Until its last heartbeat is stale the run may just be slow (it holds the row: see the claim test below).
    const lastBeat = held.processingHeartbeatAt!.getTime();
    clock.advance(lastBeat + STALE_AFTER_MS - 5_000 - clock.now().getTime());
    expect(await recoverStalledVideos({ jobs, clock, processing })).toBe(0);
    expect(sent).toEqual([]);

    clock.advance(5_001);
    expect(await recoverStalledVideos({ jobs, clock, processing })).toBe(1);
    expect(sent).toEqual([
      { name: "process-video", data: { requestId: request.id }, options: { singletonKey: `video:${request.id}` } },
    ]);

    // The queued retry: the dead run's ffmpeg and files go first, then the upload is processed.
    expect(await processVideo(processing, request.id)).toBe("delivered");
    expect(isProcessRunning(ffmpegPid)).toBe(false);
    expect(await readdir(workRoot)).toEqual([]);
    const delivered = await rowOf(request.id);
    expect(delivered).toMatchObject({
      status: "completed",
      videoStatus: "ready",
      originalKey: null,
      processingOwner: null,
      processingHeartbeatAt: null,
    });
    expect(await storage.size(videoKeys.video(request.id))).toBeGreaterThan(0);
    expect(await storage.size(originalKey)).toBeNull();

    // Exactly once: the dead job's own retry (when its expiry runs out) and the sweep find nothing to do.
    expect(await processVideo(processing, request.id)).toBe("skipped");
    expect(await recoverStalledVideos({ jobs, clock, processing })).toBe(0);
    expect(deliveries.map((change) => change.action)).toEqual(["deliver"]);
  }, 60_000);
});

describe("the clean-up after dead runs", () => {
  it("leaves live runs alone and kills only the very process a dead run recorded", async () => {
    const root = join(dir, "cleanup");
    const live = await createWorkDir(root, "request-live", "run1");
    await writeFile(join(live.path, "part.mp4"), "x");

    // A dead run: its owner is a process that has exited; its recorded "ffmpeg" pid is now another program.
    const exited = spawn("true");
    await once(exited, "exit");
    const bystander = spawn("sleep", ["30"], { detached: true });
    const deadRun = join(root, "request-dead-run2");
    await mkdir(deadRun, { recursive: true });
    const [bystanderStart] = (await readFile(`/proc/${bystander.pid}/stat`, "utf8"))
      .split(") ")[1]!
      .split(" ")
      .slice(19);
    await writeFile(join(deadRun, "owner.json"), JSON.stringify({ pid: exited.pid, startTime: "1" }));
    await writeFile(
      join(deadRun, "tool.json"),
      JSON.stringify({ pid: bystander.pid, startTime: bystanderStart, command: "/usr/bin/ffmpeg" }),
    );
    try {
      expect(await removeOrphanedWorkDirs(root)).toBe(1);
      expect(await readdir(root)).toEqual(["request-live-run1"]);
      expect(isProcessRunning(bystander.pid!)).toBe(true);
    } finally {
      bystander.kill("SIGKILL");
      await live.remove();
    }
  });

  it("a live run's claim is not taken by another run", async () => {
    const { request } = await insertBooking(database.db);
    await database.db
      .update(videoRequests)
      .set({ videoStatus: "processing", originalKey: "videos/x/original.mp4" })
      .where(eq(videoRequests.id, request.id));
    const row = await rowOf(request.id);
    const clock = createClock({ movable: true });
    const first = await claimProcessing({ db: database.db, clock }, row, "run-a");
    expect(first).not.toBeNull();
    expect(await claimProcessing({ db: database.db, clock }, row, "run-b")).toBeNull();

    // Stale: another run takes over, and the first one learns it has lost the upload on its next beat.
    clock.advance(STALE_AFTER_MS + 1);
    const second = await claimProcessing({ db: database.db, clock }, row, "run-b");
    expect(second).not.toBeNull();
    expect(await first!.beat()).toBe(false);
    expect(first!.signal.aborted).toBe(true);
    await first!.release();
    expect((await rowOf(request.id)).processingOwner).toBe("run-b");
    await second!.release();
    expect((await rowOf(request.id)).processingOwner).toBeNull();
  });
});
