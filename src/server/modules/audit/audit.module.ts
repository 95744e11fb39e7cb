import type { Infrastructure, ModuleParts } from "../../infrastructure";
import type { AccountsModule } from "../accounts/accounts.module";
import { auditAdminRoutes } from "./audit.admin.routes";
import { createAuditLog } from "./audit.service";

/** The staff audit log: every staff change is recorded by its module's routes; staff read it here. */
export function auditModule({ db }: Infrastructure, { accounts }: { accounts: AccountsModule }) {
  const audit = createAuditLog({ db });
  const { guards } = accounts.services;
  return {
    services: { audit },
    adminRoutes: async (admin) => {
      await admin.register(auditAdminRoutes, { prefix: "/audit", audit, guards });
    },
  } satisfies ModuleParts;
}

export type AuditModule = ReturnType<typeof auditModule>;
