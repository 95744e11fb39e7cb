import type { Infrastructure, ModuleParts } from "../../infrastructure";
import type { AccountsModule } from "../accounts/accounts.module";
import type { AuditModule } from "../audit/audit.module";
import type { CatalogueModule } from "../catalogue/catalogue.module";
import { celebritiesAdminRoutes } from "./celebrity-applications.admin.routes";
import { celebrityApplicationsRoutes } from "./celebrity-applications.routes";
import { createCelebrityApplicationsService } from "./celebrity-applications.service";

/** Fans apply to become celebrities; staff approve (which lists them in the catalogue) or reject. */
export function celebrityApplicationsModule(
  { db, env, mailer, settings }: Infrastructure,
  { accounts, audit, catalogue }: { accounts: AccountsModule; audit: AuditModule; catalogue: CatalogueModule },
) {
  const applications = createCelebrityApplicationsService({
    db,
    env,
    mailer,
    clearCatalogueCache: catalogue.services.catalogue.clearCache,
  });
  const { guards } = accounts.services;
  return {
    services: { applications },
    routes: async (api) => {
      await api.register(celebrityApplicationsRoutes, { applications, guards, settings });
    },
    adminRoutes: async (admin) => {
      await admin.register(celebritiesAdminRoutes, {
        prefix: "/celebrities",
        applications,
        audit: audit.services.audit,
        guards,
      });
    },
  } satisfies ModuleParts;
}
