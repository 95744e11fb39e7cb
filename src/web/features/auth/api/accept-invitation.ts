import { useMutation } from "@tanstack/react-query";
import type { MeResponse } from "@/shared/schemas/accounts";
import type { AcceptInvitationInput } from "@/shared/schemas/staff";
import { apiPost } from "@/web/lib/api-client";
import { useSetSessionUser } from "@/web/lib/session";

/** POST /api/accounts/invitations/accept { token, password } → { user }: the password is set and the invitee signed in. */
export const acceptInvitation = (input: AcceptInvitationInput) =>
  apiPost<MeResponse>("/api/accounts/invitations/accept", input);

export function useAcceptInvitation() {
  const setUser = useSetSessionUser();
  return useMutation({ mutationFn: acceptInvitation, onSuccess: ({ user }) => setUser(user) });
}
