import type { Infrastructure, ModuleParts } from "../../infrastructure";
import type { AccountsModule } from "../accounts/accounts.module";
import type { AuditModule } from "../audit/audit.module";
import { createAdminSettings } from "./admin-settings.service";
import { settingsAdminRoutes } from "./settings.admin.routes";

/**
 * Staff's screen for the run-time settings and payment keys. The settings themselves are infrastructure
 * (every module reads them); this module is their staff side.
 */
export function settingsModule(
  { env, settings, paymentProviders }: Infrastructure,
  { accounts, audit }: { accounts: AccountsModule; audit: AuditModule },
) {
  const adminSettings = createAdminSettings({ settings, providers: paymentProviders, env });
  return {
    services: { adminSettings },
    adminRoutes: async (admin) => {
      await admin.register(settingsAdminRoutes, {
        prefix: "/settings",
        adminSettings,
        audit: audit.services.audit,
        guards: accounts.services.guards,
      });
    },
  } satisfies ModuleParts;
}
