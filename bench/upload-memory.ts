// Memory of a 200 MB resumable (tus) video upload: the server runs in a child process (PGlite, disk
// storage, jobs off so no transcode runs) and reports its own memory over IPC; this process uploads with
// plain fetch PATCH requests, once in 8 MB chunks and once as a single streamed PATCH (what tus-js-client
// sends by default). Prints the peak growth of the server's RSS over its warmed-up baseline.
// Run alone with `tsx bench/upload-memory.ts`; `npm run bench` calls it from bench/run.ts.
import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { MAX_VIDEO_BYTES } from "../src/shared/booking";

export const UPLOAD_MEMORY_LIMIT_MB = 64;
const CHUNK_BYTES = 8 * 1024 * 1024;
const SAMPLE_EVERY_MS = 20;

type Memory = { rss: number; heapUsed: number; external: number; arrayBuffers: number };
type ChildMessage =
  | { type: "ready"; origin: string; cookie: string; requestIds: string[] }
  | { type: "baseline"; memory: Memory }
  | { type: "peak"; memory: Memory };

const mb = (bytes: number) => bytes / (1024 * 1024);

/** The child: the real app, a celebrity with a session and accepted requests, and a memory sampler. */
async function runServerChild() {
  const { buildApp } = await import("../src/server/app");
  const { openPglite } = await import("../src/server/db/client");
  const { loadEnv } = await import("../src/server/env");
  const { provisionAccount } = await import("../src/server/modules/accounts/provisioning");
  const { insertCategory, insertCelebrity, insertFan } = await import("../src/server/modules/catalogue/test-factories");
  const { insertAcceptedRequest } = await import("../src/server/modules/videos/test-factories");

  const dataDir = mkdtempSync(join(tmpdir(), "salamu-bench-upload-"));
  const env = loadEnv({
    NODE_ENV: "production",
    MESSAGES_LOG_ONLY: "true",
    // Production refuses the sandbox; no payment is made here, so the provider is never called.
    PAYMENT_PROVIDER: "paystack",
    PAYSTACK_SECRET_KEY: "sk_test_bench",
    PAYSTACK_BASE_URL: "http://127.0.0.1:9",
    APP_SECRET: randomBytes(32).toString("hex"),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, "no-web-build"),
    LOG_LEVEL: "silent",
    RATE_LIMIT_PER_MINUTE: "1000000",
    RUN_JOBS: "false",
  });
  const database = await openPglite();
  await database.migrate();
  const app = await buildApp({ env, database });
  const origin = await app.listen({ port: 0, host: "127.0.0.1" });

  const { db } = database;
  const category = await insertCategory(db);
  const fan = await insertFan(db);
  const password = "bench upload password";
  const { userId } = await provisionAccount(db, {
    email: "bench-celebrity@example.com",
    name: "Bench Celebrity",
    password,
    role: "celebrity",
  });
  const profile = await insertCelebrity(db, { categoryId: category.id, userId });
  const requestIds: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    requestIds.push((await insertAcceptedRequest(db, { fanId: fan.id, celebrityId: profile.id })).id);
  }
  const login = await app.inject({
    method: "POST",
    url: "/api/session",
    payload: { email: "bench-celebrity@example.com", password, rememberMe: false },
  });
  const setCookie = login.headers["set-cookie"];
  const cookie = (Array.isArray(setCookie) ? setCookie : [String(setCookie)])
    .map((value) => value.split(";")[0])
    .join("; ");

  let peak: Memory = process.memoryUsage();
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak = {
      rss: Math.max(peak.rss, now.rss),
      heapUsed: Math.max(peak.heapUsed, now.heapUsed),
      external: Math.max(peak.external, now.external),
      arrayBuffers: Math.max(peak.arrayBuffers, now.arrayBuffers),
    };
  }, SAMPLE_EVERY_MS);

  const send = (message: ChildMessage) => process.send?.(message);
  process.on("message", async (message: { type: string }) => {
    if (message.type === "baseline") {
      // Settle first, so the baseline is the warmed-up server at rest.
      globalThis.gc?.();
      await new Promise((resolve) => setTimeout(resolve, 200));
      globalThis.gc?.();
      peak = process.memoryUsage();
      send({ type: "baseline", memory: peak });
    } else if (message.type === "peak") {
      send({ type: "peak", memory: peak });
    } else if (message.type === "stop") {
      clearInterval(sampler);
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    }
  });
  send({ type: "ready", origin, cookie, requestIds });
}

/** A deterministic, cheap stream of `total` bytes (one random megabyte, repeated). */
function* pattern(total: number, chunk: number): Generator<Buffer> {
  const block = randomBytes(1024 * 1024);
  for (let sent = 0; sent < total; sent += chunk) {
    const size = Math.min(chunk, total - sent);
    const out = Buffer.allocUnsafe(size);
    for (let at = 0; at < size; at += block.length) block.copy(out, at, 0, Math.min(block.length, size - at));
    yield out;
  }
}

async function createUpload(origin: string, cookie: string, requestId: string, length: number) {
  const metadata = [
    `requestId ${Buffer.from(requestId).toString("base64")}`,
    `filename ${Buffer.from("bench.mp4").toString("base64")}`,
    `filetype ${Buffer.from("video/mp4").toString("base64")}`,
  ].join(",");
  const response = await fetch(`${origin}/api/uploads`, {
    method: "POST",
    headers: { cookie, "tus-resumable": "1.0.0", "upload-length": String(length), "upload-metadata": metadata },
  });
  if (response.status !== 201) throw new Error(`create upload: ${response.status} ${await response.text()}`);
  return `${origin}${response.headers.get("location")}`;
}

async function patch(url: string, cookie: string, offset: number, body: Buffer | ReadableStream<Uint8Array>) {
  const response = await fetch(url, {
    method: "PATCH",
    headers: {
      cookie,
      "tus-resumable": "1.0.0",
      "upload-offset": String(offset),
      "content-type": "application/offset+octet-stream",
    },
    body,
    duplex: "half",
  } as RequestInit);
  if (response.status !== 204) throw new Error(`patch at ${offset}: ${response.status} ${await response.text()}`);
  return Number(response.headers.get("upload-offset"));
}

/** 200 MB as consecutive PATCH requests of CHUNK_BYTES each. */
async function uploadInChunks(url: string, cookie: string, total: number) {
  let offset = 0;
  for (const chunk of pattern(total, CHUNK_BYTES)) offset = await patch(url, cookie, offset, chunk);
  return offset;
}

/** 200 MB as one PATCH whose body is streamed (never held whole in this process either). */
async function uploadInOneRequest(url: string, cookie: string, total: number) {
  const chunks = pattern(total, 256 * 1024);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
  });
  return patch(url, cookie, 0, body);
}

export type UploadMemoryResult = {
  mode: string;
  seconds: number;
  megabytesPerSecond: number;
  rssGrowthMb: number;
  heapGrowthMb: number;
  arrayBuffersGrowthMb: number;
};

export async function measureUploadMemory(totalBytes = MAX_VIDEO_BYTES): Promise<UploadMemoryResult[]> {
  const child = fork(fileURLToPath(import.meta.url), ["--upload-server"], {
    execArgv: ["--import", "tsx", "--expose-gc"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const next = <T extends ChildMessage["type"]>(type: T) =>
    new Promise<Extract<ChildMessage, { type: T }>>((resolve, reject) => {
      const onMessage = (message: ChildMessage) => {
        if (message.type !== type) return;
        child.off("message", onMessage);
        resolve(message as Extract<ChildMessage, { type: T }>);
      };
      child.on("message", onMessage);
      child.once("exit", (code) => reject(new Error(`upload server exited with ${code}`)));
    });
  try {
    const ready = await next("ready");
    const [warmupRequest, chunkedRequest, streamedRequest] = ready.requestIds as [string, string, string];
    // Warm-up: load every code path once (tus, the file store, the hand-over to storage, the queue).
    const warmup = await createUpload(ready.origin, ready.cookie, warmupRequest, 4 * 1024 * 1024);
    await uploadInChunks(warmup, ready.cookie, 4 * 1024 * 1024);

    const results: UploadMemoryResult[] = [];
    const runs = [
      { mode: "8 MB PATCH chunks", requestId: chunkedRequest, upload: uploadInChunks },
      { mode: "one streamed PATCH", requestId: streamedRequest, upload: uploadInOneRequest },
    ];
    for (const run of runs) {
      child.send({ type: "baseline" });
      const baseline = (await next("baseline")).memory;
      const url = await createUpload(ready.origin, ready.cookie, run.requestId, totalBytes);
      const startedAt = performance.now();
      const offset = await run.upload(url, ready.cookie, totalBytes);
      const seconds = (performance.now() - startedAt) / 1000;
      if (offset !== totalBytes) throw new Error(`${run.mode}: upload ended at ${offset} of ${totalBytes} bytes`);
      child.send({ type: "peak" });
      const peak = (await next("peak")).memory;
      results.push({
        mode: run.mode,
        seconds,
        megabytesPerSecond: mb(totalBytes) / seconds,
        rssGrowthMb: mb(peak.rss - baseline.rss),
        heapGrowthMb: mb(peak.heapUsed - baseline.heapUsed),
        arrayBuffersGrowthMb: mb(peak.arrayBuffers - baseline.arrayBuffers),
      });
    }
    child.send({ type: "stop" });
    await new Promise((resolve) => child.once("exit", resolve));
    return results;
  } catch (error) {
    child.kill();
    throw error;
  }
}

/** Prints each mode's memory growth; answers false when one went over the limit (the bench then fails). */
export function printUploadMemory(results: UploadMemoryResult[], totalBytes = MAX_VIDEO_BYTES): boolean {
  console.log(`upload memory: ${mb(totalBytes).toFixed(0)} MB through tus, server in a child process`);
  for (const result of results) {
    const verdict = result.rssGrowthMb <= UPLOAD_MEMORY_LIMIT_MB ? "within" : "OVER";
    console.log(
      `  ${result.mode}: ${result.seconds.toFixed(1)} s (${result.megabytesPerSecond.toFixed(0)} MB/s), ` +
        `peak RSS growth ${result.rssGrowthMb.toFixed(1)} MB (${verdict} the ${UPLOAD_MEMORY_LIMIT_MB} MB limit), ` +
        `heap ${result.heapGrowthMb.toFixed(1)} MB, buffers ${result.arrayBuffersGrowthMb.toFixed(1)} MB`,
    );
  }
  return results.every((result) => result.rssGrowthMb <= UPLOAD_MEMORY_LIMIT_MB);
}

if (process.argv.includes("--upload-server")) {
  runServerChild().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  measureUploadMemory().then(
    (results) => {
      process.exit(printUploadMemory(results) ? 0 : 1);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
