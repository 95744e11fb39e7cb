import { useMutation } from "@tanstack/react-query";
import type { MeResponse } from "@/shared/schemas/accounts";
import { apiPost } from "@/web/lib/api-client";
import { useSetSessionUser } from "@/web/lib/session";

export const confirmEmail = (token: string) =>
  apiPost<MeResponse>("/api/accounts/email-verification/confirm", { token });

export function useConfirmEmail() {
  const setUser = useSetSessionUser();
  return useMutation({ mutationFn: confirmEmail, onSuccess: ({ user }) => setUser(user) });
}
