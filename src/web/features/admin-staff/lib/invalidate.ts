import type { QueryClient } from "@tanstack/react-query";
import { privateKeys } from "@/web/lib/query-keys";
import { staffQueryOptions } from "../api/get-staff";

/**
 * After a change to the staff: the staff list, the dashboard's staff count and the users list, where a member's
 * role shows too.
 */
export const invalidateStaffQueries = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: staffQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: privateKeys.admin.dashboard }),
    queryClient.invalidateQueries({ queryKey: privateKeys.admin.users.all }),
  ]);
