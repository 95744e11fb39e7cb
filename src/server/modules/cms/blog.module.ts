import type { Infrastructure, ModuleParts } from "../../infrastructure";
import type { AccountsModule } from "../accounts/accounts.module";
import type { AuditModule } from "../audit/audit.module";
import { blogAdminRoutes } from "./blog.admin.routes";
import { blogRoutes } from "./blog.routes";
import { createBlogService } from "./blog.service";

/** The blog: staff write Markdown posts, visitors read the published ones. */
export function blogModule(
  { db, storage, publicChanges }: Infrastructure,
  { accounts, audit }: { accounts: AccountsModule; audit: AuditModule },
) {
  const blog = createBlogService({ db, storage, publicChanges });
  return {
    services: { blog },
    routes: async (api) => {
      await api.register(blogRoutes, { blog });
    },
    adminRoutes: async (admin) => {
      await admin.register(blogAdminRoutes, {
        prefix: "/blog",
        blog,
        audit: audit.services.audit,
        guards: accounts.services.guards,
      });
    },
  } satisfies ModuleParts;
}

export type BlogModule = ReturnType<typeof blogModule>;
