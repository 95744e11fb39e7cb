import type { Infrastructure, ModuleParts } from "../../infrastructure";
import type { AccountsModule } from "../accounts/accounts.module";
import type { AuditModule } from "../audit/audit.module";
import type { CatalogueModule } from "../catalogue/catalogue.module";
import { createApplicationSelfies } from "./application-selfie";
import { celebritiesAdminRoutes } from "./celebrity-applications.admin.routes";
import { celebrityApplicationsRoutes } from "./celebrity-applications.routes";
import { createCelebrityApplicationsService } from "./celebrity-applications.service";

/** Fans apply to become celebrities; staff approve (which lists them in the catalogue) or reject. */
export function celebrityApplicationsModule(
  { db, env, mailer, settings, storage }: Infrastructure,
  { accounts, audit, catalogue }: { accounts: AccountsModule; audit: AuditModule; catalogue: CatalogueModule },
) {
  const selfies = createApplicationSelfies({ db, storage });
  const applications = createCelebrityApplicationsService({
    db,
    env,
    mailer,
    selfies,
    clearCatalogueCache: catalogue.services.catalogue.clearCache,
  });
  const { guards } = accounts.services;
  return {
    services: { applications, selfies },
    routes: async (api) => {
      await api.register(celebrityApplicationsRoutes, { applications, selfies, guards, settings });
    },
    adminRoutes: async (admin) => {
      await admin.register(celebritiesAdminRoutes, {
        prefix: "/celebrities",
        applications,
        selfies,
        audit: audit.services.audit,
        guards,
      });
    },
  } satisfies ModuleParts;
}
export type CelebrityApplicationsModule = ReturnType<typeof celebrityApplicationsModule>;
