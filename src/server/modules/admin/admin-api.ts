import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Guards } from "../../plugins/auth-guards";
import { createFanAdminRoutes } from "../accounts/create-fan.admin.routes";
import { staffAdminRoutes } from "../accounts/staff.admin.routes";
import type { StaffService } from "../accounts/staff.service";
import type { TestFans } from "../accounts/test-fans";
import { usersAdminRoutes } from "../accounts/users.admin.routes";
import type { UsersAdminService } from "../accounts/users-admin.service";
import { auditAdminRoutes } from "../audit/audit.admin.routes";
import type { AuditLog } from "../audit/audit.service";
import { brandingAdminRoutes } from "../branding/branding.admin.routes";
import type { BrandingService } from "../branding/branding.service";
import { celebritiesAdminRoutes } from "../celebrity-applications/celebrity-applications.admin.routes";
import type { CelebrityApplicationsService } from "../celebrity-applications/celebrity-applications.service";
import { blogAdminRoutes } from "../cms/blog.admin.routes";
import type { BlogService } from "../cms/blog.service";
import { enquiriesAdminRoutes } from "../enquiries/enquiries.admin.routes";
import type { EnquiriesService } from "../enquiries/enquiries.service";
import { pageContentAdminRoutes } from "../page-content/page-content.admin.routes";
import type { PageContentService } from "../page-content/page-content.service";
import { refundsAdminRoutes } from "../payments/refunds.admin.routes";
import type { StaffRefunds } from "../payments/refunds-staff.service";
import type { AdminSettingsService } from "../settings/admin-settings.service";
import { settingsAdminRoutes } from "../settings/settings.admin.routes";
import { sliderAdminRoutes } from "../slider/slider.admin.routes";
import type { SliderService } from "../slider/slider.service";
import { dashboardAdminRoutes } from "./dashboard.admin.routes";
import type { DashboardService } from "./dashboard.service";

type Options = {
  guards: Guards;
  audit: AuditLog;
  dashboard: DashboardService;
  applications: CelebrityApplicationsService;
  users: UsersAdminService;
  staff: StaffService;
  adminSettings: AdminSettingsService;
  branding: BrandingService;
  staffRefunds: StaffRefunds;
  /** The Create Fan test tool; absent in production, where its route does not exist. */
  testFans?: TestFans;
  enquiries: EnquiriesService;
  blog: BlogService;
  slider: SliderService;
  pageContent: PageContentService;
};

/**
 * `/api/admin`: the staff side. One hook turns away everyone who is not staff; each area's plugin adds
 * its own permission guard once, for all of its routes. Both run as `onRequest` hooks, before any input
 * is read.
 */
export const adminApi: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { guards, audit, dashboard, applications, users, staff, adminSettings, branding, staffRefunds, testFans } =
    options;
  const { enquiries, blog, slider, pageContent } = options;
  app.addHook("onRequest", guards.requireStaff);
  await app.register(dashboardAdminRoutes, { dashboard, guards });
  await app.register(celebritiesAdminRoutes, { prefix: "/celebrities", applications, audit, guards });
  await app.register(usersAdminRoutes, { prefix: "/users", users, audit, guards });
  await app.register(staffAdminRoutes, { prefix: "/staff", staff, audit, guards });
  await app.register(auditAdminRoutes, { prefix: "/audit", audit, guards });
  await app.register(settingsAdminRoutes, { prefix: "/settings", adminSettings, audit, guards });
  await app.register(brandingAdminRoutes, { prefix: "/settings/branding", branding, audit, guards });
  await app.register(refundsAdminRoutes, { prefix: "/refunds", staffRefunds, audit, guards });
  if (testFans) {
    await app.register(createFanAdminRoutes, { prefix: "/create-fan", testFans, audit, guards });
  }
  await app.register(enquiriesAdminRoutes, { prefix: "/enquiries", enquiries, audit, guards });
  await app.register(blogAdminRoutes, { prefix: "/blog", blog, audit, guards });
  await app.register(sliderAdminRoutes, { prefix: "/slider", slider, audit, guards });
  await app.register(pageContentAdminRoutes, { prefix: "/pages", pageContent, audit, guards });
};
