import { parseArgs } from "node:util";
import { openDatabase } from "../db/client";
import { loadEnvFromProcess } from "../env";
import { ensureSuperAdmin } from "../modules/accounts/provisioning";

const USAGE =
  "Usage: npm run admin:create -- --email admin@example.com --password 'at least 8 chars' [--name 'Jane Doe']";

/** `npm run admin:create`: creates the super admin, or promotes an existing account and sets its password. */
async function main() {
  const { values } = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
  });
  if (!values.email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email))
    throw new Error(`A valid --email is required.\n${USAGE}`);
  if (!values.password || values.password.length < 8) {
    throw new Error(`--password must be at least 8 characters.\n${USAGE}`);
  }
  const env = loadEnvFromProcess();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await database.migrate();
    const result = await ensureSuperAdmin(database.db, {
      email: values.email,
      password: values.password,
      name: values.name,
      resetPassword: true,
    });
    console.log(
      `${result.created ? "Created" : "Promoted"} super admin ${values.email.toLowerCase()} (database: ${database.kind}).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
