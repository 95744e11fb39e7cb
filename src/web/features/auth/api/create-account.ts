import { useMutation } from "@tanstack/react-query";
import type { MeResponse, SignUpInput } from "@/shared/schemas/accounts";
import { apiPost } from "@/web/lib/api-client";
import { useSetSessionUser } from "@/web/lib/session";

export const createAccount = (input: SignUpInput) => apiPost<MeResponse>("/api/accounts", input);

/** Creates the account; the server signs the new user in, so the session cache gets the user. */
export function useCreateAccount() {
  const setUser = useSetSessionUser();
  return useMutation({ mutationFn: createAccount, onSuccess: ({ user }) => setUser(user) });
}
