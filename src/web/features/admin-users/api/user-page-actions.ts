import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminUserResponse } from "@/shared/schemas/users";
import { apiDelete, apiPost } from "@/web/lib/api-client";
import { adminUsersKeys } from "./get-admin-users";

const userPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

/** POST /api/admin/users/:id/verify-email: staff confirm the address by hand. */
export const verifyUserEmail = (id: string) => apiPost<AdminUserResponse>(`${userPath(id)}/verify-email`);

/** POST /api/admin/users/:id/anonymise: personal data replaced, signed out for good; the books stay. */
export const anonymiseUser = (id: string) => apiPost<AdminUserResponse>(`${userPath(id)}/anonymise`);

/** DELETE /api/admin/users/:id/sessions/:sessionId: one device signed out. */
export const revokeUserSession = ({ userId, sessionId }: { userId: string; sessionId: string }) =>
  apiDelete(`${userPath(userId)}/sessions/${encodeURIComponent(sessionId)}`);

/** Every users query (the list and each page) starts with `all`: one invalidation refreshes both. */
function useUserMutation<Input>(mutationFn: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersKeys.all }),
  });
}

export const useVerifyUserEmail = () => useUserMutation(verifyUserEmail);
export const useAnonymiseUser = () => useUserMutation(anonymiseUser);
export const useRevokeUserSession = () => useUserMutation(revokeUserSession);
