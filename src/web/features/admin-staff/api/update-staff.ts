import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StaffMemberResponse, UpdateStaffValues } from "@/shared/schemas/staff";
import { apiPatch } from "@/web/lib/api-client";
import { invalidateStaffQueries } from "../lib/invalidate";

/** PATCH /api/admin/staff/:id { role?, permissions? }. */
export const updateStaff = ({ id, changes }: { id: string; changes: UpdateStaffValues }) =>
  apiPatch<StaffMemberResponse>(`/api/admin/staff/${encodeURIComponent(id)}`, changes);

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateStaff, onSettled: () => invalidateStaffQueries(queryClient) });
}
