import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CelebrityApplicationInput, CelebrityApplicationProfile } from "@/shared/schemas/accounts";
import { apiPost } from "@/web/lib/api-client";
import { privateQueryKey, SESSION_QUERY_KEY } from "@/web/lib/session";

export const submitApplication = (input: CelebrityApplicationInput) =>
  apiPost<{ profile: CelebrityApplicationProfile }>("/api/celebrity-applications", input);

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: ({ profile }) => {
      queryClient.setQueryData(privateQueryKey("celebrity-application"), profile);
      // The user now has a (pending) celebrity profile.
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY, exact: true });
    },
  });
}
