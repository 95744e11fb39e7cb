import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { stat } from "node:fs/promises";
import { type ClientRequest, request as httpRequest, type IncomingMessage } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { loadEnv } from "../env";
import { insertCategory, insertFan } from "../modules/catalogue/test-factories";
import { uploadsDirectory } from "../modules/uploads/upload-store";
import { insertAcceptedRequest, signUpCelebrity } from "../modules/videos/test-factories";
import { createTestDatabase } from "../test/database";
import { waitFor } from "../test/wait-for";

// The real server process (src/server/bin/index.ts, as `npm start` runs it) on SIGTERM: what is in flight
// finishes, an upload's PATCH ends keeping its bytes, no new connection is taken, and it exits 0 (ADR 040).

const root = resolve(import.meta.dirname, "../../..");
const dataDir = mkdtempSync(join(tmpdir(), "salamu-shutdown-"));
const SETTINGS: Record<string, string> = {
  NODE_ENV: "test",
  APP_SECRET: "shutdown-test-secret-shutdown-test-secret",
  APP_URL: "http://127.0.0.1",
  DATA_DIR: dataDir,
  DEMO_DATA: "false",
  RUN_JOBS: "false",
  WEB_DIST_DIR: join(dataDir, "no-web-build"),
  WEB_SSR_ENTRY: join(dataDir, "no-web-ssr-build", "entry-server.js"),
  AUTH_RATE_LIMIT_PER_MINUTE: "1000",
  LOG_LEVEL: "info",
  HOST: "127.0.0.1",
  PORT: "0",
  SHUTDOWN_GRACE_SECONDS: "20",
};
const TUS = { "tus-resumable": "1.0.0" };
const UPLOAD_LENGTH = 100_000;
const FIRST_BYTES = 4_000;

let database: DatabaseHandle | undefined;
let databaseUrl: string | undefined;
let uploadUrl = "";
let cookie = "";
let child: ChildProcess;
let output = "";
let origin = "";

/** The server's log lines (pino JSON) so far, parsed. */
const logLines = () =>
  output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { msg?: string; address?: string });

/** A request whose answer is awaited later; `error` is set if the connection dies without one. */
function openRequest(path: string, method: string, headers: Record<string, string>) {
  const outgoing: ClientRequest = httpRequest(`${origin}${path}`, { method, headers });
  const answer = new Promise<{ status: number; headers: IncomingMessage["headers"]; body: string }>((done, fail) => {
    outgoing.on("error", fail);
    outgoing.on("response", (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => {
        body += chunk.toString("utf8");
      });
      response.on("end", () => done({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
  });
  return { outgoing, answer };
}

beforeAll(async () => {
  // A celebrity with an accepted request and a started upload, in the database the server will open.
  if (process.env.TEST_DATABASE_URL) {
    const fresh = await createTestDatabase();
    database = fresh;
    databaseUrl = fresh.connectionString;
  } else {
    database = await openDatabase({ dataDir });
    await database.migrate();
  }
  const env = loadEnv({ ...SETTINGS, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const app = await buildApp({ env, database, logger: false });
  const category = await insertCategory(database.db);
  const fan = await insertFan(database.db);
  const celebrity = await signUpCelebrity(app, database.db, category.id);
  const request = await insertAcceptedRequest(database.db, { fanId: fan.id, celebrityId: celebrity.profile.id });
  cookie = celebrity.cookie;
  const metadata = { requestId: request.id, filename: "hello.mp4", filetype: "video/mp4" };
  const created = await app.inject({
    method: "POST",
    url: "/api/uploads",
    headers: {
      ...TUS,
      cookie,
      "upload-length": String(UPLOAD_LENGTH),
      "upload-metadata": Object.entries(metadata)
        .map(([key, value]) => `${key} ${Buffer.from(value).toString("base64")}`)
        .join(","),
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  uploadUrl = String(created.headers.location);
  await app.close();
  // PGlite belongs to one process: the server opens the folder next.
  if (!databaseUrl) {
    await database.close();
    database = undefined;
  }

  child = spawn(process.execPath, ["--import", "tsx", "src/server/bin/index.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...SETTINGS,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  // Generous: PGlite's start-up alone took 25 s on a shared two-core machine under load.
  origin = await waitFor(() => logLines().find((line) => line.address)?.address, {
    timeoutMs: 200_000,
    message: "the server to listen",
  });
}, 300_000);

afterAll(async () => {
  if (child && child.exitCode === null) child.kill("SIGKILL");
  await database?.close();
});

describe("the server on SIGTERM", () => {
  it("finishes what is in flight, ends an upload keeping its bytes, refuses new connections, exits 0", async () => {
    const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));

    // An upload under way: the first bytes are on disk, the rest has not been sent.
    const upload = openRequest(uploadUrl, "PATCH", {
      ...TUS,
      cookie,
      "upload-offset": "0",
      "content-type": "application/offset+octet-stream",
      "content-length": String(UPLOAD_LENGTH),
    });
    upload.outgoing.write(Buffer.alloc(FIRST_BYTES, 1));
    const partial = join(uploadsDirectory(join(dataDir, "files")), uploadUrl.split("/").at(-1)!);
    await waitFor(async () => (await stat(partial).catch(() => undefined))?.size === FIRST_BYTES, {
      message: "the upload's first bytes on disk",
    });

    // An ordinary request in flight: its headers are in, its body is not. Node answers "100 Continue" once
    // it has handed the request to the app, so the server has taken it before the signal.
    const body = JSON.stringify({ kind: "contact", name: "Amina", email: "amina@example.com", message: "Hello" });
    const enquiry = openRequest("/api/enquiries", "POST", {
      "content-type": "application/json",
      "content-length": String(Buffer.byteLength(body)),
      expect: "100-continue",
    });
    await new Promise((taken) => enquiry.outgoing.once("continue", taken));

    child.kill("SIGTERM");
    await waitFor(() => logLines().some((line) => line.msg === "server shutting down"), {
      message: "the server to start shutting down",
    });

    // The request in flight gets its answer from the app (not a 503, not a cut connection).
    enquiry.outgoing.end(body);
    const answered = await enquiry.answer;
    expect(answered.status).not.toBe(503);
    expect(answered.status).toBeLessThan(500);
    expect(JSON.parse(answered.body)).toBeTypeOf("object");

    // The upload's PATCH ends early with what arrived, so the client resumes from there.
    const ended = await upload.answer;
    upload.outgoing.destroy();
    expect(ended.status).toBe(204);
    expect(Number(ended.headers["upload-offset"])).toBe(FIRST_BYTES);
    expect((await stat(partial)).size).toBe(FIRST_BYTES);

    // No new connection is taken.
    const { port } = new URL(origin);
    const refused = await new Promise<string>((done) => {
      const socket = connect(Number(port), "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        done("connected");
      });
      socket.once("error", (error: NodeJS.ErrnoException) => done(error.code ?? "error"));
    });
    expect(refused).toBe("ECONNREFUSED");

    expect(await exited, output).toBe(0);
    expect(logLines().some((line) => line.msg === "server stopped")).toBe(true);
  }, 60_000);
});

describe("the npm scripts that run a process", () => {
  it("hand it npm's signals: the shell npm starts execs it, else SIGTERM kills the shell and orphans the server", () => {
    const { scripts } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    for (const name of ["start", "start:prod", "worker", "worker:prod"]) expect(scripts[name]).toMatch(/^exec /);
  });
});
