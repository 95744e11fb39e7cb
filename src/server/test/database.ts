import { randomUUID } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openPglite, openPostgres } from "../db/client";

/** On PostgreSQL, `connectionString` lets a test open a second handle (a second app instance). */
export type TestDatabase = DatabaseHandle & { connectionString?: string };

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again on close, after the pool and the LISTEN
 * connection of the handle are closed).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  // Test helpers may read the test runner's environment; the app itself reads it only in env.ts.
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openPglite();
    await handle.migrate();
    return handle;
  }
  const name = `salamu_test_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 4);
  await handle.migrate();
  return {
    ...handle,
    connectionString: url.toString(),
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
