import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { desc, eq } from "drizzle-orm";
import { buildApp } from "../src/server/app";
import { openFreshDatabase } from "../src/server/db/fresh-database";
import { celebrityProfiles } from "../src/server/db/schema/index";
import { seedDemoData } from "../src/server/demo/seed";
import { loadEnv } from "../src/server/env";
import { provisionAccount } from "../src/server/modules/accounts/provisioning";
import { createStorage } from "../src/server/providers/storage/create-storage";

export type BenchServer = {
  origin: string;
  /** "PGlite" or "PostgreSQL". */
  kind: string;
  celebrities: number;
  /** The most reviewed public celebrity: the profile the load runs read. */
  username: string;
  celebrityId: string;
  /**
   * One anonymous GET handled in-process (app.inject): no socket, so a measurement sees the server's own work.
   * `text()` decodes the body (brotli or gzip when the server compressed it): the client's work, done later.
   */
  inject(url: string, headers?: Record<string, string>): Promise<{ statusCode: number; text(): string }>;
  /** Session cookies of a fan (who books) and of the profile's celebrity (who edits the profile). */
  writers(): Promise<{ fanCookie: string; celebrityCookie: string }>;
  close(): Promise<void>;
};

/** A stand-in Paystack on 127.0.0.1 so that a booking's checkout (made in the mixed run) succeeds. */
async function fakePaystack(): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      let reference = randomUUID();
      try {
        reference = JSON.parse(Buffer.concat(chunks).toString("utf8")).reference ?? reference;
      } catch {
        // not JSON: keep the made-up reference
      }
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          status: true,
          message: "Authorization URL created",
          data: { authorization_url: `https://checkout.example.test/${reference}`, access_code: `a-${reference}` },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/**
 * The real server (PGlite in a fresh temp DATA_DIR by default, or a fresh database on the PostgreSQL server
 * `postgresUrl` names), migrated, demo data seeded, listening on 127.0.0.1 on a free port. The rate limit is
 * raised out of the way; every plugin stays. `envOverrides` change a setting for one run (a cache's length).
 */
export async function startAppServer(
  webDistDir: string,
  postgresUrl?: string,
  envOverrides: Record<string, string> = {},
): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "salamu-bench-"));
  const paystack = await fakePaystack();
  const env = loadEnv({
    NODE_ENV: "production",
    MESSAGES_LOG_ONLY: "true",
    // Production refuses the sandbox; bookings in the mixed run check out on a local stand-in.
    PAYMENT_PROVIDER: "paystack",
    PAYSTACK_SECRET_KEY: "sk_test_bench",
    PAYSTACK_BASE_URL: paystack.url,
    APP_SECRET: randomBytes(32).toString("hex"),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDistDir,
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: "silent",
    RATE_LIMIT_PER_MINUTE: "1000000000",
    AUTH_RATE_LIMIT_PER_MINUTE: "1000000",
    ...envOverrides,
  });
  const removeScaffolding = async () => {
    await new Promise<void>((resolve) => paystack.server.close(() => resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Closing a fresh PostgreSQL database drops it.
  const database = await openFreshDatabase({
    postgresUrl,
    prefix: "salamu_bench",
    poolSize: 10,
    dataDir: env.DATA_DIR,
  }).catch(async (error: unknown) => {
    await removeScaffolding();
    throw error;
  });
  const cleanUp = async () => {
    await database.close().catch(() => {});
    await removeScaffolding();
  };
  try {
    // With its storage, as `npm start` seeds it: the demo stars get their portraits (pictures the pages load).
    await seedDemoData(database.db, { storage: createStorage(env) });
    const celebrities = await database.db.$count(celebrityProfiles);
    const [star] = await database.db
      .select({ id: celebrityProfiles.id, username: celebrityProfiles.username })
      .from(celebrityProfiles)
      .where(eq(celebrityProfiles.approved, true))
      .orderBy(desc(celebrityProfiles.reviewCount))
      .limit(1);
    if (!star) throw new Error("the demo data has no approved celebrity");
    const app = await buildApp({ env, database });
    const origin = await app.listen({ port: 0, host: "127.0.0.1" });

    async function signIn(email: string, password: string): Promise<string> {
      const response = await fetch(`${origin}/api/session`, {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify({ email, password, rememberMe: false }),
      });
      if (response.status !== 200) throw new Error(`bench sign-in ${response.status}: ${await response.text()}`);
      return response.headers
        .getSetCookie()
        .map((cookie) => cookie.split(";")[0]!)
        .filter((pair) => !pair.endsWith("="))
        .join("; ");
    }

    return {
      origin,
      kind: postgresUrl ? "PostgreSQL" : "PGlite",
      celebrities,
      username: star.username,
      celebrityId: star.id,
      async inject(url, headers = {}) {
        const response = await app.inject({ method: "GET", url, headers });
        const encoding = response.headers["content-encoding"];
        const decode = encoding === "br" ? brotliDecompressSync : encoding === "gzip" ? gunzipSync : null;
        return {
          statusCode: response.statusCode,
          text: () => (decode ? decode(response.rawPayload).toString("utf8") : response.payload),
        };
      },
      async writers() {
        const password = "bench password 1234";
        const fanEmail = `bench-fan-${randomUUID()}@example.com`;
        await provisionAccount(database.db, { email: fanEmail, name: "Bench Fan", password, role: "user" });
        const starEmail = `bench-star-${randomUUID()}@example.com`;
        const { userId } = await provisionAccount(database.db, {
          email: starEmail,
          name: "Bench Star",
          password,
          role: "celebrity",
        });
        await database.db.update(celebrityProfiles).set({ userId }).where(eq(celebrityProfiles.id, star.id));
        return { fanCookie: await signIn(fanEmail, password), celebrityCookie: await signIn(starEmail, password) };
      },
      async close() {
        await app.close();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/** Starts the bench server and says what it runs on and how long it took to be ready. */
export async function startDescribedAppServer(
  webDistDir: string,
  postgresUrl?: string,
  envOverrides: Record<string, string> = {},
): Promise<BenchServer> {
  const startedAt = performance.now();
  const server = await startAppServer(webDistDir, postgresUrl, envOverrides);
  console.log(
    `\nserver: ${server.kind}, migrated, demo data (${server.celebrities} celebrities), ` +
      `ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
  );
  return server;
}
