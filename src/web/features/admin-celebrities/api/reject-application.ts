import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RejectApplicationInput } from "@/shared/schemas/celebrity-applications";
import { apiPost } from "@/web/lib/api-client";
import { invalidateCelebrityQueries } from "../lib/invalidate";

/** POST /api/admin/celebrities/:id/reject { reason? }: the application is deleted and the applicant e-mailed. */
export const rejectApplication = ({ id, reason }: RejectApplicationInput & { id: string }) =>
  apiPost(`/api/admin/celebrities/${encodeURIComponent(id)}/reject`, reason ? { reason } : {});

export function useRejectApplication() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectApplication, onSettled: () => invalidateCelebrityQueries(queryClient) });
}
