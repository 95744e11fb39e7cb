import type { Infrastructure, ModuleParts } from "../../infrastructure";
import type { AccountsModule } from "../accounts/accounts.module";
import type { AuditModule } from "../audit/audit.module";
import { sliderAdminRoutes } from "./slider.admin.routes";
import { createSliderService } from "./slider.service";

/** The home page's slider, edited by staff (its public list is part of the catalogue's home data). */
export function sliderModule(
  { db, storage, publicChanges }: Infrastructure,
  { accounts, audit }: { accounts: AccountsModule; audit: AuditModule },
) {
  const slider = createSliderService({ db, storage, publicChanges });
  return {
    services: { slider },
    adminRoutes: async (admin) => {
      await admin.register(sliderAdminRoutes, {
        prefix: "/slider",
        slider,
        audit: audit.services.audit,
        guards: accounts.services.guards,
      });
    },
  } satisfies ModuleParts;
}
