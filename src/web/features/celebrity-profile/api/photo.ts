import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MyCelebrityProfile, MyCelebrityProfileResponse } from "@/shared/schemas/celebrity-profile";
import { apiDelete, apiSendForm } from "@/web/lib/api-client";
import { profileSaved } from "./update-my-profile";

export async function uploadPhoto(file: File): Promise<MyCelebrityProfile> {
  const form = new FormData();
  form.append("photo", file);
  return (await apiSendForm<{ profile: MyCelebrityProfile }>("PUT", "/api/celebrity/profile/photo", form)).profile;
}

export const removePhoto = async (): Promise<MyCelebrityProfile> =>
  (await apiDelete<MyCelebrityProfileResponse>("/api/celebrity/profile/photo")).profile;

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadPhoto, onSuccess: (profile) => profileSaved(queryClient, profile) });
}

export function useRemovePhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removePhoto, onSuccess: (profile) => profileSaved(queryClient, profile) });
}
