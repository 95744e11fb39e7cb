import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openPostgres } from "@/server/db/client";
import { outbox, users, videoRequests } from "@/server/db/schema/index";
import { insertCategory, insertCelebrity, insertFan } from "@/server/modules/catalogue/test-factories";
import { generateClip, insertAcceptedRequest, tusCreationHeaders } from "@/server/modules/videos/test-factories";
import { type FakeS3, startFakeS3 } from "@/server/test/fake-s3";
import { startFakeSmtp, unusedPort } from "@/server/test/fake-smtp";
import { isProcessRunning } from "@/server/test/processes";
import { waitFor } from "@/server/test/wait-for";
import {
  type Balancer,
  type NodeProcess,
  type PrivatePostgres,
  type Response,
  send,
  startNode,
  startPrivatePostgres,
  startRoundRobin,
} from "./harness";

// `npm run test:cluster` (ADR 044): the deployment DESIGN.md describes, with the built server run by plain node:
// two web instances (RUN_JOBS=false) behind a round-robin balancer without sticky sessions, one worker, an
// S3-compatible bucket, Redis for the shared limits, and a PostgreSQL server of the test's own.

const AUTH_LIMIT_PER_MINUTE = 30;
const KILLED_WORKER_DEADLINE_MS = 2 * 60_000;

let postgres: PrivatePostgres;
let s3: FakeS3;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let smtpPort: number;
let database: DatabaseHandle;
let balancer: Balancer;
let webs: { process: NodeProcess; url: string }[] = [];
let worker: NodeProcess;
let workerTmp: string;
let workerEnv: Record<string, string>;
const dirs: string[] = [];
const processes: NodeProcess[] = [];

type Account = { id: string; email: string; password: string; cookie: string };
let fan: Account;
let star: Account & { profileId: string };

function tempDir(name: string) {
  const dir = mkdtempSync(join(tmpdir(), `salamu-cluster-${name}-`));
  dirs.push(dir);
  return dir;
}

function started(name: string, script: string, env: Record<string, string>) {
  const child = startNode(name, script, env);
  processes.push(child);
  return child;
}

async function ready(url: string, child: NodeProcess) {
  await waitFor(
    async () => {
      if (child.child.exitCode !== null) throw new Error(`${child.name} exited:\n${child.output()}`);
      const answer = await send(`${url}/ready`);
      if (answer.status !== 200) throw new Error(`${child.name} /ready ${answer.status}`);
      return true;
    },
    { timeoutMs: 90_000, intervalMs: 200, message: `${child.name} to be ready` },
  );
}

/**
 * The worker has started its job handlers (its start-up line says so). It serves no HTTP, so this is how a
 * worker that exited at start (it once lost a race to install the job tables) fails here, with what it said.
 */
async function runningJobs(child: NodeProcess) {
  await waitFor(
    async () => {
      if (child.child.exitCode !== null) throw new Error(`${child.name} exited:\n${child.output()}`);
      if (!child.output().includes("worker is running background jobs")) throw new Error("not yet");
      return true;
    },
    { timeoutMs: 90_000, intervalMs: 200, message: `${child.name} to run jobs` },
  );
}

/** Through the balancer, as a browser would: JSON in, the session cookie when given. */
function api(
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  return send(`${balancer.url}/api${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
}

function cookieOf(response: Response): string {
  const raw = response.headers["set-cookie"] ?? [];
  return raw
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

function expectStatus(response: Response, status: number) {
  expect(response.status, response.body.toString("utf8")).toBe(status);
}

let phoneSequence = 0;
async function signUp(name: string): Promise<Account> {
  phoneSequence += 1;
  const phone = `+2348031${String(process.pid % 1000).padStart(3, "0")}${String(phoneSequence).padStart(3, "0")}`;
  const sent = await api("POST", "/accounts/phone/send-code", { body: { phone } });
  expectStatus(sent, 200);
  const verified = await api("POST", "/accounts/phone/verify", {
    body: { phone, code: sent.json<{ devCode: string }>().devCode },
  });
  expectStatus(verified, 200);
  const email = `${name}-${process.pid}@example.com`;
  const password = "correct horse battery";
  const created = await api("POST", "/accounts", {
    body: {
      name: `Cluster ${name}`,
      email,
      password,
      phone,
      acceptTerms: true,
      verificationToken: verified.json<{ verificationToken: string }>().verificationToken,
    },
  });
  expectStatus(created, 201);
  return { id: created.json<{ user: { id: string } }>().user.id, email, password, cookie: cookieOf(created) };
}

async function requestRow(id: string) {
  const [row] = await database.db.select().from(videoRequests).where(eq(videoRequests.id, id));
  return row!;
}

/** Creates a tus upload of `bytes` for `requestId` through the balancer, sent in `chunks` PATCHes. */
async function upload(requestId: string, bytes: Buffer, chunks: number) {
  const created = await send(`${balancer.url}/api/uploads`, {
    method: "POST",
    headers: { ...tusCreationHeaders(requestId, bytes.length), cookie: star.cookie },
  });
  expectStatus(created, 201);
  const url = new URL(String(created.headers.location), balancer.url).toString();
  const size = Math.ceil(bytes.length / chunks);
  const offsets: { offset: number; servedBy: string }[] = [];
  for (let offset = 0; offset < bytes.length; offset += size) {
    const servedBy = balancer.nextTarget();
    const patched = await send(url, {
      method: "PATCH",
      headers: {
        "tus-resumable": "1.0.0",
        "upload-offset": String(offset),
        "content-type": "application/offset+octet-stream",
        cookie: star.cookie,
      },
      body: bytes.subarray(offset, offset + size),
    });
    expectStatus(patched, 204);
    offsets.push({ offset, servedBy });
  }
  return { url, offsets };
}

/** An accepted request to the star from a fan of its own, so the fan's mails are this request's. */
async function acceptedRequestOfNewFan() {
  const buyer = await insertFan(database.db);
  const request = await insertAcceptedRequest(database.db, { fanId: buyer.id, celebrityId: star.profileId });
  return { request, fanEmail: buyer.email };
}

/** What a delivered request leaves in the bucket: the video, its 360p rendition and its poster, once. */
function expectDeliveredFiles(requestId: string) {
  const stored = [...s3.objects.keys()].filter((key) => key.startsWith(`videos/${requestId}/`)).sort();
  expect(stored).toEqual(["poster.jpg", "video-360p.mp4", "video.mp4"].map((name) => `videos/${requestId}/${name}`));
}

async function videoReadyMails(email: string) {
  const rows = await database.db.select().from(outbox).where(eq(outbox.to, email));
  return rows.filter((row) => row.subject.endsWith(" is ready"));
}

async function processVideoJobs(requestId: string) {
  const result = await database.db.execute(
    sql`select state from pgboss.job where name = 'process-video' and data->>'requestId' = ${requestId}`,
  );
  return (result.rows as { state: string }[]).map((row) => row.state);
}

/** The worker's temporary video folders (one per processing run), under the TMPDIR it was given. */
function workDirs(): string[] {
  const root = join(workerTmp, "salamu-video");
  return existsSync(root) ? readdirSync(root) : [];
}

beforeAll(async () => {
  const [pg, bucket, mail] = await Promise.all([startPrivatePostgres(), startFakeS3(), startFakeSmtp()]);
  postgres = pg;
  s3 = bucket;
  smtp = mail;
  smtpPort = mail.port;
  const ports = [await unusedPort(), await unusedPort()];
  const balancerPort = await unusedPort();
  workerTmp = tempDir("worker-tmp");
  const shared = {
    NODE_ENV: "development",
    LOG_LEVEL: "warn",
    APP_SECRET: "cluster-secret-cluster-secret-cluster-0123",
    APP_URL: `http://127.0.0.1:${balancerPort}`,
    DATABASE_URL: postgres.url,
    ...s3.env(),
    REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
    // Counters of this run only, in a Redis others may use.
    REDIS_KEY_PREFIX: `salamu-cluster-${process.pid}-${Date.now()}:`,
    TRUST_PROXY: "1",
    AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT_PER_MINUTE),
    SMTP_URL: smtp.url,
    DEMO_DATA: "false",
    SHUTDOWN_GRACE_SECONDS: "5",
  };
  // Both web instances and the worker start at once on the empty database: they take turns to install it.
  webs = ports.map((port, index) => {
    const env = {
      ...shared,
      PORT: String(port),
      HOST: "127.0.0.1",
      RUN_JOBS: "false",
      DATA_DIR: tempDir(`web${index}`),
    };
    return { process: started(`web-${index + 1}`, "dist/server/index.js", env), url: `http://127.0.0.1:${port}` };
  });
  // At info, the worker says when its jobs run.
  workerEnv = { ...shared, LOG_LEVEL: "info", DATA_DIR: tempDir("worker"), TMPDIR: workerTmp };
  worker = started("worker", "dist/server/worker.js", workerEnv);
  await Promise.all([...webs.map((web) => ready(web.url, web.process)), runningJobs(worker)]);
  balancer = await startRoundRobin(
    webs.map((web) => web.url),
    balancerPort,
  );
  database = openPostgres(postgres.url, 2);

  fan = await signUp("fan");
  const starAccount = await signUp("star");
  await database.db.update(users).set({ role: "celebrity" }).where(eq(users.id, starAccount.id));
  const category = await insertCategory(database.db);
  const profile = await insertCelebrity(database.db, { categoryId: category.id, userId: starAccount.id });
  star = { ...starAccount, profileId: profile.id };
}, 180_000);

afterAll(async () => {
  await balancer?.close();
  await Promise.all(processes.map((child) => child.stop("SIGKILL")));
  await database?.close();
  await Promise.all([postgres?.stop(), s3?.close(), smtp?.close()]);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe("two instances, one worker, a bucket and Redis behind a round-robin balancer", () => {
  // Started first: the replacement worker's recovery is awaited in the last test, while the others run.
  let killed: { requestId: string; fanEmail: string; at: number } | undefined;

  it("kill -9 of the worker mid-transcode: a new worker cleans up at start and recovery is under way", async () => {
    const { request, fanEmail } = await acceptedRequestOfNewFan();
    // 20 seconds of noisy frames: a transcode of several seconds, long enough to be killed in.
    const clip = await generateClip(join(tempDir("clip"), "long.mp4"), {
      width: 640,
      height: 360,
      seconds: 20,
      filter: "noise=alls=40:allf=t",
    });
    await upload(request.id, await readFile(clip), 2);

    const tool = await waitFor(
      async () => {
        const [run] = workDirs();
        const record = JSON.parse(readFileSync(join(workerTmp, "salamu-video", run!, "tool.json"), "utf8")) as {
          pid: number;
          command: string;
        };
        if (!record.command.endsWith("ffmpeg")) throw new Error("not transcoding yet");
        return record;
      },
      { timeoutMs: 60_000, message: "the worker's ffmpeg" },
    );
    worker.child.kill("SIGKILL");
    await worker.exited;
    killed = { requestId: request.id, fanEmail, at: Date.now() };
    expect(workDirs()).toHaveLength(1);
    expect((await requestRow(request.id)).videoStatus).toBe("processing");

    // The replacement, on the same machine: its start-up kills the orphaned ffmpeg and removes the folder.
    worker = started("worker-2", "dist/server/worker.js", workerEnv);
    await waitFor(
      async () => {
        expect(workDirs()).toEqual([]);
        expect(isProcessRunning(tool.pid)).toBe(false);
        return true;
      },
      { timeoutMs: 30_000, message: "the orphaned ffmpeg and its folder to go" },
    );
  }, 120_000);

  it("completes a tus upload whose PATCHes alternate between the instances, processed once", async () => {
    const { request, fanEmail } = await acceptedRequestOfNewFan();
    const clip = await generateClip(join(tempDir("clip"), "short.mp4"), { width: 320, height: 240, seconds: 3 });
    const bytes = await readFile(clip);
    const { offsets } = await upload(request.id, bytes, 3);
    expect(new Set(offsets.map((patch) => patch.servedBy)).size).toBe(2);

    // Delivered inside the job, which the queue then marks completed: wait for both.
    const delivered = await waitFor(
      async () => {
        const row = await requestRow(request.id);
        if (row.videoStatus !== "ready") throw new Error(`video ${row.videoStatus}`);
        expect(await processVideoJobs(request.id)).toEqual(["completed"]);
        return row;
      },
      { timeoutMs: 60_000, message: "the uploaded video" },
    );
    expect(delivered).toMatchObject({ status: "completed", originalKey: null });
    expectDeliveredFiles(request.id);
    expect(await videoReadyMails(fanEmail)).toHaveLength(1);
  }, 120_000);

  it("holds one sign-in limit per account across both instances, whatever X-Forwarded-For says", async () => {
    const statuses: number[] = [];
    const servedBy = new Set<string>();
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      servedBy.add(balancer.nextTarget());
      const answer = await api("POST", "/session", {
        body: { email: fan.email, password: `wrong ${attempt}` },
        headers: { "x-forwarded-for": `198.51.100.${attempt}` },
      });
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
        expect(answer.json<{ error: { message: string } }>().error.message).toMatch(/Try again in \d+ minutes?/);
      }
    }
    expect(servedBy.size).toBe(2);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    // The owner's right password waits too: the lock is the account's, not the attacker's.
    expectStatus(await api("POST", "/session", { body: { email: fan.email, password: fan.password } }), 429);
  });

  it("holds one per-IP limit across both instances, which a client's own X-Forwarded-For cannot raise", async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= AUTH_LIMIT_PER_MINUTE + 10; attempt += 1) {
      const answer = await send(`${balancer.url}/api/session`, {
        method: "POST",
        // A client of its own: a loopback address no other test uses.
        localAddress: "127.0.0.7",
        headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${attempt}` },
        body: JSON.stringify({ email: `nobody-${attempt}@example.com`, password: "guess" }),
      });
      statuses.push(answer.status);
    }
    expect(statuses.filter((status) => status !== 429)).toHaveLength(AUTH_LIMIT_PER_MINUTE);
    expect(statuses.slice(AUTH_LIMIT_PER_MINUTE)).toEqual(Array(10).fill(429));
  });

  it("loses no booking mail while the mail server is down, and sends each once when it is back", async () => {
    await smtp.close();
    const since = await database.db.execute(sql`select now() as now`).then((result) => String(result.rows[0]!.now));
    const created = await api("POST", "/requests", {
      cookie: fan.cookie,
      body: { celebrityId: star.profileId, message: "Happy birthday to my sister Ada from the cluster!" },
    });
    expectStatus(created, 201);
    const { request, checkoutUrl } = created.json<{ request: { id: string }; checkoutUrl: string }>();
    const reference = new URL(checkoutUrl, balancer.url).searchParams.get("reference")!;
    expectStatus(
      await api("POST", `/payments/sandbox/${reference}/complete`, {
        cookie: fan.cookie,
        body: { outcome: "success" },
      }),
      200,
    );
    expectStatus(await api("POST", `/requests/${request.id}/accept`, { cookie: star.cookie }), 200);

    // Tried at once, and refused: the mails wait in the outbox.
    const bookingMails = () =>
      database.db
        .select()
        .from(outbox)
        .where(
          and(
            eq(outbox.channel, "mail"),
            inArray(outbox.to, [fan.email, star.email]),
            sql`${outbox.createdAt} >= ${since}::timestamptz`,
          ),
        );
    const waiting = await waitFor(
      async () => {
        const rows = await bookingMails();
        expect(rows.length).toBeGreaterThanOrEqual(2);
        for (const row of rows) expect(row.attempts).toBeGreaterThanOrEqual(1);
        return rows;
      },
      { timeoutMs: 30_000, message: "the booking's mails to be tried" },
    );
    expect(waiting.map((row) => row.status)).not.toContain("sent");
    const recipients = waiting.map((row) => row.to).sort();
    expect(recipients).toContain(star.email);
    expect(recipients).toContain(fan.email);

    smtp = await startFakeSmtp({ port: smtpPort });
    const sent = await waitFor(
      async () => {
        const rows = await bookingMails();
        expect(rows.map((row) => row.status)).toEqual(rows.map(() => "sent"));
        return rows;
      },
      { timeoutMs: 120_000, intervalMs: 1_000, message: "the booking's mails to be sent" },
    );
    expect(sent).toHaveLength(waiting.length);
    for (const row of sent) {
      const copies = smtp.messages.filter((message) => message.includes(row.to) && message.includes(row.subject));
      expect(copies, `${row.subject} to ${row.to}`).toHaveLength(1);
    }
  }, 180_000);

  it("keeps both instances serving after a PostgreSQL restart", async () => {
    await postgres.restart();
    for (const web of webs) {
      await waitFor(
        async () => {
          const catalogue = await send(`${web.url}/api/celebrities`);
          expect(catalogue.status).toBe(200);
          const signedIn = await send(`${web.url}/api/session`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ email: star.email, password: star.password }),
          });
          expect(signedIn.status).toBe(200);
          expect((await send(`${web.url}/ready`)).status).toBe(200);
          return true;
        },
        { timeoutMs: 30_000, message: `${web.url} to serve again` },
      );
    }
    // And the session store is the database's: a session from before the restart is still signed in.
    expectStatus(await api("GET", "/session", { cookie: star.cookie }), 200);
  }, 60_000);

  it(
    "delivers the killed worker's video within 2 minutes, once, with nothing left behind",
    async () => {
      expect(killed).toBeDefined();
      const { requestId, fanEmail, at } = killed!;
      const delivered = await waitFor(
        async () => {
          const row = await requestRow(requestId);
          if (row.videoStatus !== "ready") throw new Error(`video ${row.videoStatus}`);
          return row;
        },
        {
          timeoutMs: Math.max(0, at + KILLED_WORKER_DEADLINE_MS - Date.now()),
          intervalMs: 500,
          message: "the killed worker's video",
        },
      );
      expect(delivered).toMatchObject({ status: "completed", processingOwner: null });
      // The run removes its folder once the delivery is committed: just after the row says ready.
      await waitFor(
        async () => {
          expect(workDirs()).toEqual([]);
          return true;
        },
        { timeoutMs: 10_000, message: "the worker's video folders to go" },
      );
      expectDeliveredFiles(requestId);
      expect(await videoReadyMails(fanEmail)).toHaveLength(1);
    },
    KILLED_WORKER_DEADLINE_MS + 10_000,
  );
});
