import { useMutation } from "@tanstack/react-query";
import type { LocaleUpdateInput, MeResponse } from "@/shared/schemas/accounts";
import { apiPut } from "@/web/lib/api-client";
import { useSetSessionUser } from "@/web/lib/session";

/** The language the account reads Salamu in (its e-mails and SMS too): PUT /api/me/locale. */
export const updateLocale = (input: LocaleUpdateInput) => apiPut<MeResponse>("/api/me/locale", input);

export function useUpdateLocale() {
  const setUser = useSetSessionUser();
  return useMutation({ mutationFn: updateLocale, onSuccess: ({ user }) => setUser(user) });
}
