import type { Infrastructure, ModuleParts } from "../../infrastructure";
import type { AccountsModule } from "../accounts/accounts.module";
import type { AuditModule } from "../audit/audit.module";
import { enquiriesAdminRoutes } from "./enquiries.admin.routes";
import { enquiriesRoutes } from "./enquiries.routes";
import { createEnquiriesService, registerEnquiryJobs } from "./enquiries.service";

/** Contact and business enquiries: stored, then e-mailed through the queue; staff read them in the inbox. */
export function enquiriesModule(
  { db, env, log, jobs, settings, mailer }: Infrastructure,
  { accounts, audit }: { accounts: AccountsModule; audit: AuditModule },
) {
  const enquiries = createEnquiriesService({ db, jobs, settings, mailer, appUrl: env.APP_URL, log });
  return {
    services: { enquiries },
    routes: async (api) => {
      await api.register(enquiriesRoutes, { enquiries, env });
    },
    adminRoutes: async (admin) => {
      await admin.register(enquiriesAdminRoutes, {
        prefix: "/enquiries",
        enquiries,
        audit: audit.services.audit,
        guards: accounts.services.guards,
      });
    },
    jobs: (queue) => registerEnquiryJobs(queue, { enquiries }),
  } satisfies ModuleParts;
}
