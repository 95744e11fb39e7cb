import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StaffList } from "@/shared/schemas/staff";
import { apiGet } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

/** GET /api/admin/staff: every staff member and pending invitation (the super admin's alone). */
export const getStaff = () => apiGet<StaffList>("/api/admin/staff").then((data) => data.items);

export const staffQueryOptions = () => queryOptions({ queryKey: privateKeys.admin.staff, queryFn: getStaff });

export const useStaff = () => useQuery(staffQueryOptions());
