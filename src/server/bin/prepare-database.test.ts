import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "../db/client";
import { users } from "../db/schema/index";
import { DEMO_ACCOUNTS } from "../demo/demo-accounts";
import { loadEnv } from "../env";
import { createTestDatabase, type TestDatabase } from "../test/database";
import { prepareDatabase } from "./prepare-database";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("preparing the database at start-up", () => {
  it("two instances starting together on an empty database both start, with one of each account", async () => {
    const env = loadEnv({
      DATA_DIR: mkdtempSync(join(tmpdir(), "salamu-prepare-")),
      DEMO_DATA: "true",
      SUPER_ADMIN_EMAIL: "owner@example.com",
      SUPER_ADMIN_PASSWORD: "owner-password-0001",
    });
    // On PostgreSQL the second instance has connections of its own, as a second server would.
    const second = database.connectionString ? openPostgres(database.connectionString, 2) : database;
    try {
      const [first, other] = await Promise.all([prepareDatabase(env, database), prepareDatabase(env, second)]);
      expect(first).toHaveLength(DEMO_ACCOUNTS.length);
      expect(other).toHaveLength(DEMO_ACCOUNTS.length);
    } finally {
      if (second !== database) await second.close();
    }
    const emails = [...DEMO_ACCOUNTS.map((account) => account.email), "owner@example.com"];
    for (const email of emails) {
      const [row] = await database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`);
      expect(row?.count, email).toBe(1);
    }
  }, 120_000);
});
