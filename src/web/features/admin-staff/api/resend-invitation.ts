import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "@/web/lib/api-client";
import { staffQueryOptions } from "./get-staff";

/** POST /api/admin/staff/:id/invitation → 202: a new link (the old one stops working), valid another 72 hours. */
export const resendInvitation = (id: string) => apiPost(`/api/admin/staff/${encodeURIComponent(id)}/invitation`);

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffQueryOptions().queryKey }),
  });
}
