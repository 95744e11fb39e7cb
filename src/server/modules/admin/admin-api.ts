import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Guards } from "../../plugins/auth-guards";
import { staffAdminRoutes } from "../accounts/staff.admin.routes";
import type { StaffService } from "../accounts/staff.service";
import { usersAdminRoutes } from "../accounts/users.admin.routes";
import type { UsersAdminService } from "../accounts/users-admin.service";
import { auditAdminRoutes } from "../audit/audit.admin.routes";
import type { AuditLog } from "../audit/audit.service";
import { celebritiesAdminRoutes } from "../celebrity-applications/celebrity-applications.admin.routes";
import type { CelebrityApplicationsService } from "../celebrity-applications/celebrity-applications.service";
import { dashboardAdminRoutes } from "./dashboard.admin.routes";
import type { DashboardService } from "./dashboard.service";

type Options = {
  guards: Guards;
  audit: AuditLog;
  dashboard: DashboardService;
  applications: CelebrityApplicationsService;
  users: UsersAdminService;
  staff: StaffService;
};

/**
 * `/api/admin`: the staff side. One hook turns away everyone who is not staff; each area's plugin adds
 * its own permission guard once, for all of its routes. Both run as `onRequest` hooks, before any input
 * is read.
 */
export const adminApi: FastifyPluginAsyncZod<Options> = async (
  app,
  { guards, audit, dashboard, applications, users, staff },
) => {
  app.addHook("onRequest", guards.requireStaff);
  await app.register(dashboardAdminRoutes, { dashboard, guards });
  await app.register(celebritiesAdminRoutes, { prefix: "/celebrities", applications, audit, guards });
  await app.register(usersAdminRoutes, { prefix: "/users", users, audit, guards });
  await app.register(staffAdminRoutes, { prefix: "/staff", staff, audit, guards });
  await app.register(auditAdminRoutes, { prefix: "/audit", audit, guards });
};
