import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RequestReport } from "@/shared/schemas/request-reports";
import { apiPost } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

export type ReportDecision = "redo" | "close";

/**
 * POST /api/admin/requests/:id/report/redo (ask the star for the one re-record) or /close (end the report
 * without one); the note goes to the star or to the fan (ADR 058).
 */
export const decideReport = ({ id, decision, note }: { id: string; decision: ReportDecision; note: string }) =>
  apiPost<{ report: RequestReport }>(`/api/admin/requests/${encodeURIComponent(id)}/report/${decision}`, { note });

export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: privateKeys.admin.requests.all }),
  });
}
