import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Me, MeResponse } from "@/shared/schemas/accounts";
import { apiPost } from "@/web/lib/api-client";
import { sessionQueryOptions, useSetSessionUser } from "@/web/lib/session";

export const confirmEmail = (token: string) =>
  apiPost<MeResponse>("/api/accounts/email-verification/confirm", { token });

/**
 * Confirms the address. The answer is that account, whoever is signed in here: it becomes the session's user
 * only when it is the one signed in (a link opened signed out, as after an e-mail sign-up, signs no one in).
 */
export function useConfirmEmail() {
  const setUser = useSetSessionUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: ({ user }) => {
      const current = queryClient.getQueryData<Me | null>(sessionQueryOptions().queryKey);
      if (current?.id === user.id) setUser(user);
    },
  });
}
