import type { Infrastructure, ModuleParts } from "../../infrastructure";
import { staffToolsOf } from "../../staff-tools";
import type { AccountsModule } from "../accounts/accounts.module";
import type { AuditModule } from "../audit/audit.module";
import type { CatalogueModule } from "../catalogue/catalogue.module";
import type { RequestsModule } from "../requests/requests.module";
import { createFanAdminRoutes } from "./create-fan.admin.routes";
import { invitationsRoutes } from "./invitations.routes";
import { requestsAdminRoutes } from "./requests.admin.routes";
import { createRequestsAdminService } from "./requests-admin.service";
import { staffAdminRoutes } from "./staff.admin.routes";
import { createStaffService } from "./staff.service";
import { createTestFans } from "./test-fans";
import { usersAdminRoutes } from "./users.admin.routes";
import { createUsersAdminService } from "./users-admin.service";

/**
 * Staff's side of accounts: invitations (a new admin sets their own password), the staff list, users
 * (suspension closes their open requests), and the Create Fan test tool.
 */
export function staffModule(
  { db, env, mailer, signers }: Infrastructure,
  deps: { accounts: AccountsModule; audit: AuditModule; catalogue: CatalogueModule; requests: RequestsModule },
) {
  const staff = createStaffService({ db, env, mailer });
  const users = createUsersAdminService({
    db,
    closeOpenRequestsOf: deps.requests.services.requests.closeOpenRequestsOf,
    clearCatalogueCache: deps.catalogue.services.catalogue.clearCache,
  });
  const requestsAdmin = createRequestsAdminService({ db, signer: signers.video });
  // DESIGN.md 1.10: the Create Fan test tool exists only outside production.
  const testFans = staffToolsOf(env).includes("create-fan")
    ? createTestFans({ db, auth: deps.accounts.services.auth })
    : undefined;
  const { accounts, guards } = deps.accounts.services;
  const { audit } = deps.audit.services;
  return {
    services: { staff, users, testFans },
    routes: async (api) => {
      await api.register(invitationsRoutes, { staff, accounts, env });
    },
    adminRoutes: async (admin) => {
      await admin.register(usersAdminRoutes, { prefix: "/users", users, audit, guards });
      await admin.register(requestsAdminRoutes, { prefix: "/requests", requests: requestsAdmin, audit, guards });
      await admin.register(staffAdminRoutes, { prefix: "/staff", staff, audit, guards });
      if (testFans) await admin.register(createFanAdminRoutes, { prefix: "/create-fan", testFans, audit, guards });
    },
  } satisfies ModuleParts;
}
