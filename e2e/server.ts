import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createPostgresDatabase } from "../src/server/db/fresh-database";

// The server Playwright tests against: the real app with the demo data on a fresh database,
// PostgreSQL when TEST_DATABASE_URL is set, else PGlite in a temporary folder.
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  // Migrated by the server as it starts; never dropped (a fresh name each run).
  process.env.DATABASE_URL = (await createPostgresDatabase(serverUrl, "salamu_e2e")).url;
}
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "salamu-e2e-"));
process.env.DEMO_DATA = "true";
process.env.PORT = process.env.E2E_PORT ?? "4173";
// Providers send the payer back to APP_URL: it must be the origin the browser holds the session cookie for.
process.env.APP_URL = `http://127.0.0.1:${process.env.PORT}`;
process.env.LOG_LEVEL = "warn";
process.env.RATE_LIMIT_PER_MINUTE = "100000";
// Every browser test signs in from 127.0.0.1: the per-IP sign-in limit is tested in the API tests.
process.env.AUTH_RATE_LIMIT_PER_MINUTE = "100000";
// ...and asks for every new fan's phone code: the per-IP code limit is tested in the API tests.
process.env.OTP_CODES_PER_IP_PER_HOUR = "100000";
process.env.NODE_ENV = "test";
process.env.APP_SECRET = "e2e-secret-e2e-secret-e2e-secret-0123456";

await import("../src/server/bin/index");
