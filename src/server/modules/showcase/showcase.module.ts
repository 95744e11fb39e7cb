import type { Infrastructure, ModuleParts } from "../../infrastructure";
import type { AccountsModule } from "../accounts/accounts.module";
import type { CatalogueModule } from "../catalogue/catalogue.module";
import { showcaseRoutes } from "./showcase.routes";
import { createShowcaseService } from "./showcase.service";

/** The videos a celebrity features on their profile, with the fan's consent, behind public signed links. */
export function showcaseModule(
  { db, storage, signers }: Infrastructure,
  { accounts, catalogue }: { accounts: AccountsModule; catalogue: CatalogueModule },
) {
  const showcase = createShowcaseService({
    db,
    storage,
    videoSigner: signers.video,
    showcaseSigner: signers.showcase,
    clearCatalogueCache: catalogue.services.catalogue.clearCache,
  });
  return {
    services: { showcase },
    routes: async (api) => {
      await api.register(showcaseRoutes, { showcase, signer: signers.showcase, guards: accounts.services.guards });
    },
  } satisfies ModuleParts;
}

export type ShowcaseModule = ReturnType<typeof showcaseModule>;
