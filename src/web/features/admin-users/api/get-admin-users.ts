import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminUserList } from "@/shared/schemas/users";
import { apiGet, toSearchParams } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

/** The list's state as the URL holds it; empty strings mean "any". */
export type AdminUsersParams = { page: number; search: string; role: string; status: string };

/** GET /api/admin/users?page=&search=&role=&status=: every account, paged on the server. */
export const getAdminUsers = ({ page, search, role, status }: AdminUsersParams) =>
  apiGet<AdminUserList>(`/api/admin/users${toSearchParams({ page, search: search.trim(), role, status })}`);

/** Every page and filter of the users list starts with `all`. */
export const adminUsersKeys = { all: privateKeys.admin.users.all };

export const adminUsersQueryOptions = (params: AdminUsersParams) =>
  queryOptions({
    queryKey: privateKeys.admin.users.list(params),
    queryFn: () => getAdminUsers(params),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (params: AdminUsersParams) => useQuery(adminUsersQueryOptions(params));
