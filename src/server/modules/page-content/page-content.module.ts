import type { Infrastructure, ModuleParts } from "../../infrastructure";
import type { AccountsModule } from "../accounts/accounts.module";
import type { AuditModule } from "../audit/audit.module";
import { pageContentAdminRoutes } from "./page-content.admin.routes";
import { pageContentRoutes } from "./page-content.routes";
import { createPageContentService } from "./page-content.service";

/** The public pages' editable texts: cached per instance, dropped on every instance by NOTIFY on a save. */
export async function pageContentModule(
  { database, log, publicChanges }: Infrastructure,
  { accounts, audit }: { accounts: AccountsModule; audit: AuditModule },
) {
  const pageContent = await createPageContentService({ database, log, publicChanges });
  return {
    services: { pageContent },
    routes: async (api) => {
      await api.register(pageContentRoutes, { pageContent });
    },
    adminRoutes: async (admin) => {
      await admin.register(pageContentAdminRoutes, {
        prefix: "/pages",
        pageContent,
        audit: audit.services.audit,
        guards: accounts.services.guards,
      });
    },
    close: pageContent.close,
  } satisfies ModuleParts;
}

export type PageContentModule = Awaited<ReturnType<typeof pageContentModule>>;
