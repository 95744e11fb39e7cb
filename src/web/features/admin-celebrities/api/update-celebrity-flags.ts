import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminCelebrityResponse, CelebrityFlagsInput } from "@/shared/schemas/celebrity-applications";
import { apiPatch } from "@/web/lib/api-client";
import { invalidateCelebrityQueries } from "../lib/invalidate";

/** PATCH /api/admin/celebrities/:id { verified | featured | hidden }. */
export const updateCelebrityFlags = ({ id, flags }: { id: string; flags: CelebrityFlagsInput }) =>
  apiPatch<AdminCelebrityResponse>(`/api/admin/celebrities/${encodeURIComponent(id)}`, flags).then(
    (data) => data.celebrity,
  );

export function useUpdateCelebrityFlags() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCelebrityFlags, onSettled: () => invalidateCelebrityQueries(queryClient) });
}
