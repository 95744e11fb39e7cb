import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminUserResponse } from "@/shared/schemas/users";
import { apiPost } from "@/web/lib/api-client";
import { adminUsersKeys } from "./get-admin-users";

/** POST /api/admin/users/:id/reactivate: a suspended account may sign in again. */
export const reactivateUser = (id: string) =>
  apiPost<AdminUserResponse>(`/api/admin/users/${encodeURIComponent(id)}/reactivate`);

export function useReactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersKeys.all }),
  });
}
