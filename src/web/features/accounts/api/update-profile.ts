import { useMutation } from "@tanstack/react-query";
import type { MeResponse, ProfileUpdateInput } from "@/shared/schemas/accounts";
import { apiPatch } from "@/web/lib/api-client";
import { useSetSessionUser } from "@/web/lib/session";

export const updateProfile = (input: ProfileUpdateInput) => apiPatch<MeResponse>("/api/me", input);

export function useUpdateProfile() {
  const setUser = useSetSessionUser();
  return useMutation({ mutationFn: updateProfile, onSuccess: ({ user }) => setUser(user) });
}
