import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CelebrityApplicationInput, CelebrityApplicationResponse } from "@/shared/schemas/accounts";
import { apiPost } from "@/web/lib/api-client";
import { sessionQueryOptions } from "@/web/lib/session";
import { myApplicationQueryOptions } from "./get-my-application";

export const submitApplication = (input: CelebrityApplicationInput) =>
  apiPost<CelebrityApplicationResponse>("/api/celebrity-applications", input);

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: ({ profile }) => {
      queryClient.setQueryData(myApplicationQueryOptions().queryKey, profile);
      // The user now has a (pending) celebrity profile.
      void queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey, exact: true });
    },
  });
}
