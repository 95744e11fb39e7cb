import { openDatabase } from "../db/client";
import { loadEnvFromProcess } from "../env";

/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
async function main() {
  const env = loadEnvFromProcess();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await database.migrate();
    console.log(`Migrations applied (database: ${database.kind}).`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
