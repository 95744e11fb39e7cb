import { useMutation } from "@tanstack/react-query";
import type { LoginInput, MeResponse } from "@/shared/schemas/accounts";
import { apiPost } from "@/web/lib/api-client";
import { useSetSessionUser } from "@/web/lib/session";

export const login = (input: LoginInput) => apiPost<MeResponse>("/api/session", input);

export function useLogin() {
  const setUser = useSetSessionUser();
  return useMutation({ mutationFn: login, onSuccess: ({ user }) => setUser(user) });
}
