import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminUser } from "@/shared/schemas/admin";
import { apiPost } from "@/web/lib/api-client";
import { adminUsersKeys } from "./get-admin-users";

/** POST /api/admin/users/:id/reactivate: a suspended account may sign in again. */
export const reactivateUser = (id: string) =>
  apiPost<{ user: AdminUser }>(`/api/admin/users/${encodeURIComponent(id)}/reactivate`);

export function useReactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersKeys.all }),
  });
}
