import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReportInput } from "@/shared/schemas/request-reports";
import type { VideoRequestResponse } from "@/shared/schemas/requests";
import { apiPost } from "@/web/lib/api-client";
import { myRequestsKeys } from "./get-my-requests";

/** POST /api/requests/:id/report: the fan reports a problem with the delivered video (ADR 058). */
export const reportProblem = ({ id, ...report }: ReportInput & { id: string }) =>
  apiPost<VideoRequestResponse>(`/api/requests/${encodeURIComponent(id)}/report`, report);

export function useReportProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportProblem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myRequestsKeys.all }),
  });
}
