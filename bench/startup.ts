// Start-up (issue 13, goal 5): `npm start` on a fresh clone of the committed HEAD, with the installed
// node_modules linked in, until the home page is served; then a second start of the same clone, which
// must skip what the first one did (the web build, the migrations, the demo data). Each start's own
// "[start] <step>: <seconds>" lines are kept so the report says where the time went.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export type StartRun = { seconds: number; steps: string[] };
export type StartupReport = { first: StartRun; second: StartRun };

const GIVE_UP_MS = 5 * 60 * 1000;

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? done(address.port) : fail(new Error("no port"))));
    });
  });
}

async function homeServed(origin: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(2000) });
    return response.status === 200 && (await response.text()).includes('id="root"');
  } catch {
    return false;
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((done) => child.once("exit", done));
  // npm, tsx and the server form one process group: stop them all.
  process.kill(-child.pid, "SIGTERM");
  await exited;
}

async function startOnce(cloneDir: string): Promise<StartRun> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // As the README's quick start runs: no database, no build folder, and not the bench's own NODE_ENV.
  const {
    DATABASE_URL: _database,
    TEST_DATABASE_URL: _test,
    WEB_DIST_DIR: _dist,
    NODE_ENV: _nodeEnv,
    ...inherited
  } = process.env;
  const startedAt = performance.now();
  const child = spawn("npm", ["start"], {
    cwd: cloneDir,
    detached: true,
    env: { ...inherited, PORT: String(port), LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const steps: string[] = [];
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    for (const line of chunk.toString().split("\n")) if (line.startsWith("[start]")) steps.push(line.slice(8));
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  try {
    while (!(await homeServed(origin))) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output.slice(-2000)}`);
      if (performance.now() - startedAt > GIVE_UP_MS) throw new Error("npm start served no home page in 5 minutes");
      await new Promise((done) => setTimeout(done, 100));
    }
    return { seconds: (performance.now() - startedAt) / 1000, steps };
  } finally {
    await stop(child);
  }
}

export async function measureStartup(root = resolve(".")): Promise<StartupReport> {
  const cloneDir = mkdtempSync(join(tmpdir(), "salamu-start-"));
  try {
    execFileSync("git", ["clone", "-q", root, cloneDir]);
    symlinkSync(join(root, "node_modules"), join(cloneDir, "node_modules"), "dir");
    const first = await startOnce(cloneDir);
    const second = await startOnce(cloneDir);
    return { first, second };
  } finally {
    rmSync(cloneDir, { recursive: true, force: true });
  }
}

export function printStartup(report: StartupReport) {
  console.log("\nnpm start on a fresh clone (installed node_modules linked in), until the home page is served:");
  for (const [name, run] of [
    ["first start", report.first],
    ["second start", report.second],
  ] as const) {
    console.log(`  ${name}: ${run.seconds.toFixed(1)} s (${run.steps.join("; ")})`);
  }
}
