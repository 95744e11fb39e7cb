import { type FreshDatabase, openFreshDatabase } from "../db/fresh-database";

/** On PostgreSQL, `connectionString` lets a test open a second handle (a second app instance). */
export type TestDatabase = FreshDatabase;

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again on close, after the pool and the LISTEN
 * connection of the handle are closed).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  // Test helpers may read the test runner's environment; the app itself reads it only in env.ts.
  return openFreshDatabase({ postgresUrl: process.env.TEST_DATABASE_URL, prefix: "salamu_test", poolSize: 4 });
}
