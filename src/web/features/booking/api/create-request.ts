import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateVideoRequest, CreateVideoRequestResponse } from "@/shared/schemas/requests";
import { apiPost } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

/** POST /api/requests: the server computes the amount from the celebrity's price and the fan's currency. */
export const createVideoRequest = (input: CreateVideoRequest) =>
  apiPost<CreateVideoRequestResponse>("/api/requests", input);

export function useCreateVideoRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVideoRequest,
    // The fan's request lists now hold one more; a plan may have covered it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: privateKeys.myRequests.all }),
        queryClient.invalidateQueries({ queryKey: privateKeys.mySubscription }),
      ]),
  });
}
