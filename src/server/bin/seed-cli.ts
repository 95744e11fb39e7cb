import { openDatabase } from "../db/client";
import { formatDemoAccounts, seedDemoAccounts } from "../demo/demo-accounts";
import { seedDemoData } from "../demo/seed";
import { loadEnvFromProcess } from "../env";
import { createStorage } from "../providers/storage/create-storage";

/** `npm run db:seed`: migrates, then fills an empty marketplace with the demo catalogue. */
async function main() {
  const env = loadEnvFromProcess();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await database.migrate();
    const result = await seedDemoData(database.db, { storage: createStorage(env) });
    // Accounts are created when missing, whether or not the catalogue was already there.
    const accounts = await seedDemoAccounts(database.db);
    if (!result.inserted || !result.counts) {
      console.log(`The database (${database.kind}) already holds categories and celebrities: no catalogue seeded.`);
      console.log(formatDemoAccounts(accounts));
      return;
    }
    const { counts } = result;
    console.log(
      [
        `Demo data seeded (database: ${database.kind}):`,
        `  ${counts.categories} categories`,
        `  ${counts.celebrities} approved celebrities`,
        `  ${counts.fans} demo fans`,
        `  ${counts.requests} completed requests, each with a review (${counts.reviews})`,
        `  ${counts.sliderItems} slider items`,
        `  ${counts.testimonials} testimonials`,
      ].join("\n"),
    );
    console.log(formatDemoAccounts(accounts));
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
