import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminCelebrityResponse } from "@/shared/schemas/celebrity-applications";
import { apiPost } from "@/web/lib/api-client";
import { invalidateCelebrityQueries } from "../lib/invalidate";

/** POST /api/admin/celebrities/:id/approve: the profile is published and its owner e-mailed. */
export const approveApplication = (id: string) =>
  apiPost<AdminCelebrityResponse>(`/api/admin/celebrities/${encodeURIComponent(id)}/approve`).then(
    (data) => data.celebrity,
  );

export function useApproveApplication() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveApplication, onSettled: () => invalidateCelebrityQueries(queryClient) });
}
