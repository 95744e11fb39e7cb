import type { Database } from "../../db/client";

// Placeholder wiring so the app boots; the catalogue helper replaces this file.
export function createCatalogueService(_deps: { db: Database }) {
  return {};
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
