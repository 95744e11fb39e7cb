import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "../db/client";
import { createTestDatabase, type TestDatabase } from "../test/database";
import { serializeError } from "./log-safe-error";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("serializeError", () => {
  it("logs a failed query's statement and cause, never its parameters", async () => {
    const secret = "fan-message-that-must-not-be-logged";
    const error = await database.db.execute(sql`select ${secret}::int`).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(Error);
    // Without the serializer the parameters are right there in the message.
    expect(String((error as Error).message)).toContain(secret);

    const logged = serializeError(error);
    const text = JSON.stringify(logged);
    expect(text).not.toContain(secret);
    expect(logged.query).toContain("::int");
    expect(logged.cause?.code).toBe("22P02");
    expect(logged.stack).toMatch(/^\w+: Failed query/);
  });

  it("keeps the names of a violated constraint, not the values", async () => {
    await database.db.execute(sql`create table log_probe (email text constraint log_probe_email_key unique)`);
    await database.db.execute(sql`insert into log_probe values (${"ada@example.com"})`);
    const error = await database.db.execute(sql`insert into log_probe values (${"ada@example.com"})`).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    const logged = serializeError(error);
    expect(JSON.stringify(logged)).not.toContain("ada@example.com");
    expect(logged.cause?.message).toContain('"log_probe_email_key"');
    expect(logged.cause?.code).toBe("23505");
  });

  it("keeps an ordinary error's message and stack", () => {
    const logged = serializeError(new TypeError("boom"));
    expect(logged).toMatchObject({ type: "TypeError", message: "boom" });
    expect(logged.stack).toContain("TypeError: boom\n    at ");
  });
});

describe("the embedded database", () => {
  it("opens in a data folder that does not exist yet", async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "salamu-pglite-")), "not", "yet", "there");
    const handle = await openPglite(dataDir);
    try {
      await handle.ping();
    } finally {
      await handle.close();
    }
  });
});
