// The built server against tsx (issue 21): the same server started as deployed (`node dist/server/index.js`,
// `npm run start:prod`) and from its TypeScript through tsx (what `npm start` runs), side by side on fresh
// databases of their own, in production mode without jobs (nothing runs in the background). Reported: memory at
// idle once each answers /ready, then the public API's throughput, measured in alternating slices so that a
// burst of other work on the machine falls on both.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createPostgresDatabase } from "../src/server/db/fresh-database";
import { summary } from "./api-load";
import { combine, type LoadResult, type LoadSettings, load, warmUp } from "./load";
import { freePort } from "./startup";

const root = resolve(import.meta.dirname, "..");
const SLICES = 4;
const PATH = "/api/celebrities";

type Started = { name: string; child: ChildProcess; origin: string; close(): Promise<void> };

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
};

async function startServer(name: string, args: string[], postgresServerUrl: string | undefined, port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), `salamu-bench-${name}-`));
  const database = postgresServerUrl ? await createPostgresDatabase(postgresServerUrl, "salamu_bench_deployed") : null;
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: `http://127.0.0.1:${port}`,
      APP_SECRET: "bench-secret-bench-secret-bench-secret-01",
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
      DEMO_DATA: "true",
      RUN_JOBS: "false",
      MESSAGES_LOG_ONLY: "true",
      PAYMENT_PROVIDER: "paystack",
      PAYSTACK_SECRET_KEY: "sk_test_bench",
      LOG_LEVEL: "warn",
      // The API limit is per client IP, and the load comes from one.
      RATE_LIMIT_PER_MINUTE: "100000000",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${errors}`);
    const ready = await fetch(`${origin}/ready`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`${name} was not ready in 2 minutes:\n${errors}`);
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    name,
    child,
    origin,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once("exit", done));
        child.kill("SIGTERM");
        await exited;
      }
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  } satisfies Started;
}

export type DeployedReport = {
  database: string;
  built: { idleMb: number; load: LoadResult };
  tsx: { idleMb: number; load: LoadResult };
};

export async function measureDeployed(
  settings: LoadSettings,
  postgresServerUrl: string | undefined,
): Promise<DeployedReport> {
  execFileSync("npm", ["run", "build:server"], { cwd: root, stdio: "ignore" });
  const built = await startServer(
    "built",
    ["--enable-source-maps", "dist/server/index.js"],
    postgresServerUrl,
    await freePort(),
  );
  let tsx: Started | undefined;
  try {
    tsx = await startServer("tsx", ["--import", "tsx", "src/server/bin/index.ts"], postgresServerUrl, await freePort());
    // Idle: both have answered /ready and served nothing else; a moment for start-up's garbage to go.
    await new Promise((done) => setTimeout(done, 3000));
    const idle = { built: rssMb(built.child.pid!), tsx: rssMb(tsx.child.pid!) };
    for (const server of [built, tsx]) await warmUp(`${server.origin}${PATH}`, settings);
    const slice = { ...settings, seconds: settings.seconds / SLICES, warmupSeconds: 0 };
    const runs: Record<"built" | "tsx", LoadResult[]> = { built: [], tsx: [] };
    for (let index = 0; index < SLICES; index++) {
      const order = index % 2 === 0 ? ([built, tsx] as const) : ([tsx, built] as const);
      for (const server of order)
        runs[server.name as "built" | "tsx"].push(await load(`${server.origin}${PATH}`, slice));
    }
    return {
      database: postgresServerUrl ? "PostgreSQL" : "PGlite",
      built: { idleMb: idle.built, load: combine(runs.built) },
      tsx: { idleMb: idle.tsx, load: combine(runs.tsx) },
    };
  } finally {
    await tsx?.close();
    await built.close();
  }
}

export function printDeployed(report: DeployedReport) {
  console.log(`\nthe built server against tsx, production mode, GET ${PATH}, on ${report.database}:`);
  for (const side of ["built", "tsx"] as const) {
    const { idleMb, load: result } = report[side];
    console.log(`  ${summary(side === "built" ? "node dist/server/index.js" : "tsx src/server/bin/index.ts", result)}`);
    console.log(`    memory at idle (RSS after /ready): ${idleMb.toFixed(0)} MB`);
  }
}
