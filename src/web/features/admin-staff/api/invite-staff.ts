import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InviteStaffValues, StaffMemberResponse } from "@/shared/schemas/staff";
import { apiPost } from "@/web/lib/api-client";
import { invalidateStaffQueries } from "../lib/invalidate";

/** POST /api/admin/staff → 201 { member }: the invitee is e-mailed a link to set their password. */
export const inviteStaff = (input: InviteStaffValues) =>
  apiPost<StaffMemberResponse>("/api/admin/staff", input).then((data) => data.member);

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteStaff, onSettled: () => invalidateStaffQueries(queryClient) });
}
