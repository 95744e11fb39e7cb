import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminDashboard } from "@/shared/schemas/dashboard";
import { apiGet } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

/** GET /api/admin/dashboard: the figures, computed by the server from the data (any staff member). */
export const getAdminDashboard = () => apiGet<AdminDashboard>("/api/admin/dashboard");

export const adminDashboardQueryOptions = () =>
  queryOptions({ queryKey: privateKeys.admin.dashboard, queryFn: getAdminDashboard });

export const useAdminDashboard = () => useQuery(adminDashboardQueryOptions());
