import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../app";
import { type DatabaseHandle, openPostgres } from "../db/client";
import { type Env, loadEnv } from "../env";
import type { MessageRetry } from "../providers/messages/outbox";
import { createTestDatabase, type TestDatabase } from "./database";

export type TestContext = { app: Awaited<ReturnType<typeof buildApp>>; database: DatabaseHandle; env: Env };

type TestAppOptions = {
  logStream?: { write(line: string): void };
  /** Attempts and back-off of e-mail and SMS delivery (the default spans hours). */
  messageRetry?: MessageRetry;
};

async function buildTestApp(
  database: DatabaseHandle,
  overrides: Record<string, string>,
  options: TestAppOptions,
): Promise<TestContext> {
  const env = loadEnv({
    NODE_ENV: "test",
    APP_SECRET: "test-secret-test-secret-test-secret-0123",
    DATA_DIR: mkdtempSync(join(tmpdir(), "salamu-test-")),
    WEB_DIST_DIR: join(tmpdir(), "salamu-no-web-build"),
    // Never a dist/web-ssr left by an earlier build: a test that renders pages asks for it (renderingWebApp).
    WEB_SSR_ENTRY: join(tmpdir(), "salamu-no-web-ssr-build", "entry-server.js"),
    LOG_LEVEL: "silent",
    // Tests change the catalogue between requests; the in-memory list cache is tested on its own.
    CATALOGUE_CACHE_SECONDS: "0",
    // Sign-in and code endpoints have tight per-IP limits; the rate-limit tests lower this again.
    AUTH_RATE_LIMIT_PER_MINUTE: "1000",
    ENQUIRY_LIMIT_PER_HOUR: "1000",
    // Jobs run in the test app, as in the embedded default, and are picked up quickly.
    RUN_JOBS: "true",
    ...overrides,
  });
  const app = await buildApp({
    env,
    database,
    logger: options.logStream ? undefined : false,
    logStream: options.logStream,
    jobs: {
      pollingIntervalSeconds: 0.5,
      cronCheckIntervalSeconds: 1,
      stopTimeoutMs: 5_000,
      messageRetry: options.messageRetry,
    },
  });
  await app.ready();
  return { app, database, env };
}

/**
 * Builds the real app on a fresh test database; call `close` in afterAll. With `logStream`, the app's own
 * logger (its redaction and serializers included) writes there at LOG_LEVEL (set it in `overrides`).
 */
export async function createTestApp(overrides: Record<string, string> = {}, options: TestAppOptions = {}) {
  const database: TestDatabase = await createTestDatabase();
  const context = await buildTestApp(database, overrides, options);
  return {
    ...context,
    database,
    async close() {
      await context.app.close();
      await database.close();
    },
  };
}

/**
 * A second instance of the app on `first`'s database, as a second server in production (jobs run on the
 * first only); close it before the first. On PostgreSQL it has connections of its own; PGlite is one
 * connection per process, so both use its handle, whose LISTEN/NOTIFY still carries every notice between them.
 */
export async function createSecondTestApp(
  first: { database: TestDatabase },
  overrides: Record<string, string> = {},
  /** PostgreSQL: reach the database at this address instead (through a proxy a test can cut). */
  { connectionString = first.database.connectionString }: { connectionString?: string } = {},
) {
  const own = connectionString ? openPostgres(connectionString, 2) : undefined;
  const context = await buildTestApp(own ?? first.database, { RUN_JOBS: "false", ...overrides }, {});
  return {
    ...context,
    async close() {
      await context.app.close();
      await own?.close();
    },
  };
}
