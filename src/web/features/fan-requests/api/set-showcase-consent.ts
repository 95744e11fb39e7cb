import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPut } from "@/web/lib/api-client";
import { myRequestsKeys } from "./get-my-requests";

/** PUT /api/requests/:id/showcase: may the celebrity feature this delivered video on their profile? */
export const setShowcaseConsent = ({ id, allowed }: { id: string; allowed: boolean }) =>
  apiPut<{ requestId: string; allowed: boolean }>(`/api/requests/${encodeURIComponent(id)}/showcase`, { allowed });

export function useSetShowcaseConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setShowcaseConsent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myRequestsKeys.all }),
  });
}
