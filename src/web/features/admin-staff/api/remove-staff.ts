import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiDelete } from "@/web/lib/api-client";
import { invalidateStaffQueries } from "../lib/invalidate";

/** DELETE /api/admin/staff/:id → 204: the member keeps their account as a fan, without staff rights. */
export const removeStaff = (id: string) => apiDelete(`/api/admin/staff/${encodeURIComponent(id)}`);

export function useRemoveStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeStaff, onSettled: () => invalidateStaffQueries(queryClient) });
}
