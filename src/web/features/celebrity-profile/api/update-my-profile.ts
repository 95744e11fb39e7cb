import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  CelebrityProfileUpdate,
  MyCelebrityProfile,
  MyCelebrityProfileResponse,
} from "@/shared/schemas/celebrity-profile";
import { apiPatch } from "@/web/lib/api-client";
import { privateKeys, publicKeys } from "@/web/lib/query-keys";
import { sessionQueryOptions } from "@/web/lib/session";
import { myProfileQueryOptions } from "./get-my-profile";

export const updateMyProfile = async (changes: CelebrityProfileUpdate): Promise<MyCelebrityProfile> =>
  (await apiPatch<MyCelebrityProfileResponse>("/api/celebrity/profile", changes)).profile;

/**
 * After any change to the profile: keep the server's answer, and refetch what shows it elsewhere (the public
 * catalogue, the application card, and the session, which carries the username).
 */
export function profileSaved(queryClient: QueryClient, profile: MyCelebrityProfile) {
  queryClient.setQueryData(myProfileQueryOptions().queryKey, profile);
  void queryClient.invalidateQueries({ queryKey: publicKeys.celebrities.all });
  void queryClient.invalidateQueries({ queryKey: privateKeys.celebrityApplication });
  void queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
}

export function useUpdateMyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyProfile,
    onSuccess: (profile) => profileSaved(queryClient, profile),
  });
}
