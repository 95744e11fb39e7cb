import type { Infrastructure, ModuleParts } from "../../infrastructure";
import { createPublicShowcase } from "../showcase/showcase.service";
import { catalogueRoutes } from "./catalogue.routes";
import { createCatalogueService } from "./catalogue.service";

/**
 * The public catalogue: categories, celebrities, profiles. Its writers (applications, profiles, showcase,
 * staff) are built after it and clear its cache; the videos a profile features are read through the
 * showcase's public side, which needs only the infrastructure.
 */
export async function catalogueModule({ database, db, env, log, storage, signers, publicChanges }: Infrastructure) {
  const showcase = createPublicShowcase({ db, storage, showcaseSigner: signers.showcase });
  const catalogue = createCatalogueService({
    db,
    cacheMs: env.CATALOGUE_CACHE_SECONDS * 1000,
    showcaseVideos: showcase.publicVideos,
    // A change made on any instance drops the cached catalogue on every one (ADR 023).
    bus: database,
    log,
    publicChanges,
  });
  const stopListening = await catalogue.listen();
  return {
    services: { catalogue },
    routes: async (api) => {
      await api.register(catalogueRoutes, { catalogue });
    },
    close: stopListening,
  } satisfies ModuleParts;
}

export type CatalogueModule = Awaited<ReturnType<typeof catalogueModule>>;
