import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Branding, BrandingKind } from "@/shared/schemas/branding";
import { apiDelete, apiSendForm } from "@/web/lib/api-client";
import { brandingQueryOptions } from "@/web/lib/branding";

/** PUT /api/admin/settings/branding/:kind (multipart, one image). */
export function uploadBrandingImage({ kind, file }: { kind: BrandingKind; file: File }) {
  const form = new FormData();
  form.append("image", file);
  return apiSendForm<Branding>("PUT", `/api/admin/settings/branding/${kind}`, form);
}

/** DELETE /api/admin/settings/branding/:kind: back to the built-in image. */
export const resetBrandingImage = (kind: BrandingKind) => apiDelete<Branding>(`/api/admin/settings/branding/${kind}`);

/** The answer is the new branding: the header and the tab's icon change at once. */
export function useUploadBrandingImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadBrandingImage,
    onSuccess: (branding) => queryClient.setQueryData(brandingQueryOptions().queryKey, branding),
  });
}

export function useResetBrandingImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetBrandingImage,
    onSuccess: (branding) => queryClient.setQueryData(brandingQueryOptions().queryKey, branding),
  });
}
