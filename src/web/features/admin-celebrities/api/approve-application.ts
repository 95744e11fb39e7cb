import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminCelebrityResponse, ApproveApplicationInput } from "@/shared/schemas/celebrity-applications";
import { apiPost } from "@/web/lib/api-client";
import { invalidateCelebrityQueries } from "../lib/invalidate";

/**
 * POST /api/admin/celebrities/:id/approve: the profile is published and its owner e-mailed; with
 * `identityChecked` (staff watched the selfie video and it matches) the star is shown verified.
 */
export const approveApplication = ({ id, identityChecked = false }: { id: string } & ApproveApplicationInput) =>
  apiPost<AdminCelebrityResponse>(`/api/admin/celebrities/${encodeURIComponent(id)}/approve`, {
    identityChecked,
  }).then((data) => data.celebrity);

export function useApproveApplication() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveApplication, onSettled: () => invalidateCelebrityQueries(queryClient) });
}
