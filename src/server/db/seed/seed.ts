import type { Database } from "../client";

// Placeholder so the server boots; the catalogue helper fills in the demo data.
export async function seedDemoData(_db: Database): Promise<{ inserted: boolean }> {
  return { inserted: false };
}
