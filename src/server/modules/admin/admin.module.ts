import type { Infrastructure, ModuleParts } from "../../infrastructure";
import type { AccountsModule } from "../accounts/accounts.module";
import type { CurrencyModule } from "../currency/currency.module";
import { dashboardAdminRoutes } from "./dashboard.admin.routes";
import { createDashboardService } from "./dashboard.service";

/** The staff dashboard's figures (users, requests, revenue), computed from the data. */
export function adminModule(
  { db }: Infrastructure,
  { accounts, currency }: { accounts: AccountsModule; currency: CurrencyModule },
) {
  const dashboard = createDashboardService({ db, currency: currency.services.currency });
  return {
    services: { dashboard },
    adminRoutes: async (admin) => {
      await admin.register(dashboardAdminRoutes, { dashboard, guards: accounts.services.guards });
    },
  } satisfies ModuleParts;
}
