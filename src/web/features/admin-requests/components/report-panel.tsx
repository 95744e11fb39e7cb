import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import type { AdminRequestDetail } from "@/shared/schemas/admin-requests";
import { REPORT_NOTE_MAX } from "@/shared/schemas/request-reports";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Textarea } from "@/web/components/ui/textarea";
import { failureMessage } from "@/web/lib/api-client";
import { formatDateTime } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";
import { type ReportDecision, useDecideReport } from "../api/report-decisions";

/**
 * The fan's report on a delivered video and staff's two answers (ADR 058): ask the star for the one
 * re-record, or close it with a note to the fan. A delivered video with no report can still get a re-record
 * (the fan wrote to support instead).
 */
export function ReportPanel({ detail }: { detail: AdminRequestDetail }) {
  const t = useT();
  const { locale } = useLocale();
  const { report, request } = detail;
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState("");
  const decide = useDecideReport();
  const [pending, setPending] = useState<ReportDecision | null>(null);
  if (request.status !== "completed")
    return <p className="text-sm text-slate-600">{t("admin.requests.report.notDelivered")}</p>;

  const canRedo = !report || report.status === "with_staff" || report.status === "closed";
  const canClose = report?.status === "redo" || report?.status === "with_staff";
  const submit = (decision: ReportDecision) => (event?: FormEvent) => {
    event?.preventDefault();
    if (!note.trim()) {
      setProblem(t("admin.requests.report.noteRequired"));
      return;
    }
    setProblem("");
    setPending(decision);
    decide.mutate(
      { id: request.id, decision, note },
      {
        // The note stays in the field until the server has acted on it.
        onSuccess: () => {
          setNote("");
          toast.success(
            decision === "redo" ? t("admin.requests.report.redoDone") : t("admin.requests.report.closeDone"),
          );
        },
        onError: (error) => setProblem(failureMessage(t("admin.requests.tryAgain"), error)),
        onSettled: () => setPending(null),
      },
    );
  };

  return (
    <div className="space-y-3">
      {report ? (
        <div className="space-y-1 rounded-xl border border-slate-200 p-3 text-sm">
          <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
            {t(`shared.reportReason.${report.reason}`)}
            <Badge variant="outline">{t(`admin.requests.report.status.${report.status}`)}</Badge>
            <span className="font-normal text-slate-600">{formatDateTime(report.createdAt, locale)}</span>
          </p>
          {report.note && (
            <p dir="auto" className="break-words text-slate-800">
              “{report.note}”
            </p>
          )}
          {report.staffNote && (
            <p className="text-slate-700">{t("admin.requests.report.staffNote", { note: report.staffNote })}</p>
          )}
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t("admin.requests.report.none")}</p>
      )}
      {(canRedo || canClose) && (
        <form onSubmit={submit(canRedo ? "redo" : "close")} className="space-y-2" noValidate>
          <label htmlFor="report-note" className="block text-sm font-medium text-slate-900">
            {t("admin.requests.report.noteLabel")}
          </label>
          <p id="report-note-hint" className="text-xs text-slate-600">
            {t("admin.requests.report.noteHint")}
          </p>
          <Textarea
            id="report-note"
            value={note}
            maxLength={REPORT_NOTE_MAX}
            rows={3}
            aria-describedby={problem ? "report-note-hint report-note-problem" : "report-note-hint"}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => setNote(event.target.value)}
          />
          {problem && (
            <p id="report-note-problem" role="alert" className="text-sm text-red-700">
              {problem}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {canRedo && (
              <Button type="submit" pending={pending === "redo"} disabled={pending !== null}>
                {t("admin.requests.report.askRedo")}
              </Button>
            )}
            {canClose && (
              <Button
                type="button"
                variant="outline"
                pending={pending === "close"}
                disabled={pending !== null}
                onClick={() => submit("close")()}
              >
                {t("admin.requests.report.close")}
              </Button>
            )}
          </div>
        </form>
      )}
    </div>
  );
}
