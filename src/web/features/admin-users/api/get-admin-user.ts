import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminUserDetail } from "@/shared/schemas/users";
import { apiGet } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

/** GET /api/admin/users/:id: one account's page (profile, requests, payments, live sessions). */
export const getAdminUser = (id: string) => apiGet<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}`);

export const adminUserQueryOptions = (id: string) =>
  queryOptions({ queryKey: privateKeys.admin.users.detail(id), queryFn: () => getAdminUser(id) });

export const useAdminUser = (id: string) => useQuery(adminUserQueryOptions(id));
