import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReviewInput } from "@/shared/schemas/requests";
import { apiPost } from "@/web/lib/api-client";
import { myRequestsKeys } from "./get-my-requests";

/** POST /api/requests/:id/review: the fan's 1-5 stars and words on a delivered video. */
export const submitReview = ({ id, ...review }: ReviewInput & { id: string }) =>
  apiPost<unknown>(`/api/requests/${encodeURIComponent(id)}/review`, review);

export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myRequestsKeys.all }),
  });
}
