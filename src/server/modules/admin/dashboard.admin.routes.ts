import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { hasPermission, isSuperAdmin } from "@/shared/roles";
import { adminDashboardSchema } from "@/shared/schemas/dashboard";
import { errorResponses } from "@/shared/schemas/errors";
import type { Guards } from "../accounts/auth-guards";
import type { DashboardService } from "./dashboard.service";

/** `/api/admin/dashboard`: any staff member; the staff count is the super admin's, the money `finance`'s. */
export const dashboardAdminRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService; guards: Guards }> = async (
  app,
  { dashboard, guards },
) => {
  app.get(
    "/dashboard",
    {
      schema: {
        tags: ["admin"],
        summary: "The staff dashboard's figures, computed from the data",
        response: { 200: adminDashboardSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const viewer = guards.userOf(request);
      return dashboard.figures({
        includeStaffCount: isSuperAdmin(viewer),
        includeMoney: hasPermission(viewer, "finance"),
      });
    },
  );
};
