import { type ChildProcess, execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { unusedPort } from "@/server/test/fake-smtp";

// The pieces of `npm run test:cluster` (ADR 044): a PostgreSQL server of its own (so it can be restarted),
// built server and worker processes run with plain node, and a round-robin balancer without sticky sessions.

const run = promisify(execFile);
export const root = resolve(import.meta.dirname, "..");

export type PrivatePostgres = { url: string; restart(): Promise<void>; stop(): Promise<void> };

/**
 * A PostgreSQL server of the test's own, in a temporary folder on a free port (trust auth, user postgres):
 * restarting the machine's server would cut every other user of it. Run as the `postgres` user when the test
 * runs as root, since PostgreSQL refuses to run as root.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const versions = existsSync("/usr/lib/postgresql") ? readdirSync("/usr/lib/postgresql").sort() : [];
  const bin = versions.length > 0 ? `/usr/lib/postgresql/${versions.at(-1)}/bin` : "";
  if (!bin) throw new Error("test:cluster needs PostgreSQL's server programs (Debian: postgresql)");
  const dir = mkdtempSync(join(tmpdir(), "salamu-cluster-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: gid } = await run("id", ["-g", "postgres"]);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const pg = (program: string, args: string[]) =>
    asRoot ? run("runuser", ["-u", "postgres", "--", join(bin, program), ...args]) : run(join(bin, program), args);
  const data = join(dir, "data");
  const port = await unusedPort();
  await pg("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const ctl = (...args: string[]) => pg("pg_ctl", ["-D", data, "-l", join(dir, "server.log"), "-o", options, ...args]);
  await ctl("-w", "start");
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // A fast shutdown ends every session, as a real restart does, then the server comes back on the same port.
    restart: async () => void (await ctl("-w", "-m", "fast", "restart")),
    stop: async () => {
      await ctl("-w", "-m", "immediate", "stop").catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type NodeProcess = {
  name: string;
  child: ChildProcess;
  /** Everything the process wrote, for the failure message. */
  output(): string;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<void>;
};

/** Runs a built entry point (`dist/server/*.js`) with plain node, as `npm run start:prod` does. */
export function startNode(name: string, script: string, env: Record<string, string>): NodeProcess {
  const child = spawn(process.execPath, ["--enable-source-maps", join(root, script)], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-20_000);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    name,
    child,
    output: () => output,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
}

export type Response = { status: number; headers: IncomingMessage["headers"]; body: Buffer; json<T = unknown>(): T };

/**
 * One HTTP request with node's client, so a test can choose its source address (`localAddress`: a loopback
 * address of its own is a client of its own to the rate limits) and send any header.
 */
export function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string; localAddress?: string } = {},
): Promise<Response> {
  return new Promise((resolvePromise, reject) => {
    const outgoing = httpRequest(
      url,
      { method: options.method ?? "GET", headers: options.headers, localAddress: options.localAddress, agent: false },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () => {
          const body = Buffer.concat(chunks);
          resolvePromise({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body,
            json: <T>() => JSON.parse(body.toString("utf8")) as T,
          });
        });
        incoming.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}

export type Balancer = {
  url: string;
  /** The instance the next request will go to. */
  nextTarget(): string;
  close(): Promise<void>;
};

/**
 * The smallest load balancer: each request goes to the next instance in turn (no sticky sessions), with the
 * client's address appended to X-Forwarded-For as a real proxy does. The app trusts one hop (TRUST_PROXY=1),
 * so whatever the client itself wrote in the header is not its address.
 */
export async function startRoundRobin(targets: string[], port = 0): Promise<Balancer> {
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const target = targets[next % targets.length]!;
    next += 1;
    const forwardedFor = [incoming.headers["x-forwarded-for"], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(", ");
    const upstream = httpRequest(
      new URL(incoming.url ?? "/", target),
      {
        method: incoming.method,
        headers: { ...incoming.headers, "x-forwarded-for": forwardedFor, "x-forwarded-proto": "http" },
        agent: false,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on("error", () => {
      if (!outgoing.headersSent) outgoing.writeHead(502).end();
      else outgoing.destroy();
    });
    incoming.pipe(upstream);
  });
  server.listen(port, "127.0.0.1");
  await once(server, "listening");
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    nextTarget: () => targets[next % targets.length]!,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
}
