import type { Infrastructure, ModuleParts } from "../../infrastructure";
import type { AccountsModule } from "../accounts/accounts.module";
import type { CatalogueModule } from "../catalogue/catalogue.module";
import type { ShowcaseModule } from "../showcase/showcase.module";
import { celebrityProfileRoutes } from "./celebrity-profile.routes";
import { createCelebrityProfileService } from "./celebrity-profile.service";

/** Celebrity self-service: the profile, its photo (uploaded images), and the videos it features. */
export function celebrityProfileModule(
  { db, storage, settings }: Infrastructure,
  deps: { accounts: AccountsModule; catalogue: CatalogueModule; showcase: ShowcaseModule },
) {
  const profiles = createCelebrityProfileService({
    db,
    storage,
    settings,
    clearCatalogueCache: deps.catalogue.services.catalogue.clearCache,
  });
  const { showcase } = deps.showcase.services;
  return {
    services: { profiles },
    routes: async (api) => {
      await api.register(celebrityProfileRoutes, { profiles, showcase, guards: deps.accounts.services.guards });
    },
  } satisfies ModuleParts;
}
