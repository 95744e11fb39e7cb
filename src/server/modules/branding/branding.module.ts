import type { Infrastructure, ModuleParts } from "../../infrastructure";
import type { AccountsModule } from "../accounts/accounts.module";
import type { AuditModule } from "../audit/audit.module";
import { brandingAdminRoutes } from "./branding.admin.routes";
import { brandingRoutes } from "./branding.routes";
import { createBranding } from "./branding.service";

/** The site's logo and favicon: uploaded by staff into storage, served to every page. */
export function brandingModule(
  { settings, storage }: Infrastructure,
  { accounts, audit }: { accounts: AccountsModule; audit: AuditModule },
) {
  const branding = createBranding({ settings, storage });
  return {
    services: { branding },
    routes: async (api) => {
      await api.register(brandingRoutes, { branding });
    },
    adminRoutes: async (admin) => {
      await admin.register(brandingAdminRoutes, {
        prefix: "/settings/branding",
        branding,
        audit: audit.services.audit,
        guards: accounts.services.guards,
      });
    },
  } satisfies ModuleParts;
}
