import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminUserResponse } from "@/shared/schemas/users";
import { apiPost } from "@/web/lib/api-client";
import { adminUsersKeys } from "./get-admin-users";

/**
 * POST /api/admin/users/:id/suspend: the account is signed out at once, its profile leaves the catalogue and its
 * open requests are declined and refunded.
 */
export const suspendUser = (id: string) =>
  apiPost<AdminUserResponse>(`/api/admin/users/${encodeURIComponent(id)}/suspend`, {});

export function useSuspendUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: suspendUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersKeys.all }),
  });
}
