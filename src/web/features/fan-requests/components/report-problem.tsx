import { Flag } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import {
  FACTUAL_REPORT_REASONS,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  type ReportReason,
  reportInputSchema,
} from "@/shared/schemas/request-reports";
import type { VideoRequest } from "@/shared/schemas/requests";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { FormField, useErrorText } from "@/web/components/ui/form-field";
import { Textarea } from "@/web/components/ui/textarea";
import { ApiError, errorMessage } from "@/web/lib/api-client";
import { formatDate } from "@/web/lib/format";
import { messageParts, useIsolate, useLocale, useT } from "@/web/lib/i18n";
import { apiFieldErrors, focusFirstError, validate } from "@/web/lib/validate";
import { useReportProblem } from "../api/report-problem";

type Field = "reason" | "note";

/**
 * A redo, and someone to turn to (ADR 058): on a delivered video, "Report a problem" (once), then where the
 * report stands. The server decides whether it is still time; its refusal is said in the dialog.
 */
export function ReportProblem({ request }: { request: VideoRequest }) {
  const t = useT();
  const { locale } = useLocale();
  const isolate = useIsolate();
  const [open, setOpen] = useState(false);
  const { report } = request;
  const name = isolate(request.celebrity.fullName);

  if (report) {
    const reason = t(`shared.reportReason.${report.reason}`);
    return (
      <p role="status" className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-slate-800">
        {report.status === "redo" && t("account.report.status.redo", { reason, name })}
        {report.status === "with_staff" && t("account.report.status.withStaff", { reason })}
        {report.status === "rerecorded" &&
          t("account.report.status.rerecorded", { name, date: formatDate(request.videoReplacedAt, locale) })}
        {report.status === "closed" &&
          messageParts(t, "account.report.status.closed", { note: <bdi>{report.staffNote ?? ""}</bdi> })}
      </p>
    );
  }
  return (
    <>
      <Button size="sm" variant="ghost" className="self-start text-slate-700" onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" /> {t("account.report.open")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>{t("account.report.title")}</DialogTitle>
            <DialogDescription>{t("account.report.intro", { name })}</DialogDescription>
          </DialogHeader>
          {open && <ReportForm request={request} onDone={() => setOpen(false)} />}
        </DialogContent>
      </Dialog>
    </>
  );
}

function ReportForm({ request, onDone }: { request: VideoRequest; onDone: () => void }) {
  const t = useT();
  const isolate = useIsolate();
  const errorText = useErrorText();
  const [reason, setReason] = useState<ReportReason | "">("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refused, setRefused] = useState<string | null>(null);
  const send = useReportProblem();
  const idPrefix = `report-${request.id}`;
  const name = isolate(request.celebrity.fullName);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(reportInputSchema, { reason, note });
    setErrors(result.errors);
    setRefused(null);
    if (!result.success) {
      focusFirstError(result.errors, ["reason", "note"], idPrefix);
      return;
    }
    send.mutate(
      { id: request.id, ...result.data },
      {
        onSuccess: () => {
          const redo = FACTUAL_REPORT_REASONS.includes(result.data.reason);
          toast.success(t("account.report.sent"), {
            description: redo ? t("account.report.sentRedo", { name }) : t("account.report.sentStaff"),
          });
          onDone();
        },
        // What the fan chose and wrote stays in the form; the reason it was refused is said above the button.
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) setErrors(apiFieldErrors(error));
          setRefused(errorText(errorMessage(error, t("account.common.somethingWrong"))) ?? null);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <fieldset aria-describedby={errors.reason ? `${idPrefix}-reason-error` : undefined}>
        <legend className="text-sm font-medium text-slate-800">{t("account.report.reason")}</legend>
        <div className="mt-2 grid gap-2">
          {REPORT_REASONS.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
            >
              <input
                type="radio"
                name={`${idPrefix}-reason`}
                id={value === REPORT_REASONS[0] ? `${idPrefix}-reason` : undefined}
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setErrors((current) => ({ ...current, reason: undefined }));
                }}
                className="size-4 accent-brand-600"
              />
              {/* On a phone the note goes under the reason rather than squeezing it onto two lines. */}
              <span className="flex flex-1 flex-wrap items-baseline justify-between gap-x-2">
                <span>{t(`shared.reportReason.${value}`)}</span>
                {FACTUAL_REPORT_REASONS.includes(value) && (
                  <span className="text-xs text-slate-600">{t("account.report.freeRedo")}</span>
                )}
              </span>
            </label>
          ))}
        </div>
        {errors.reason && (
          <p id={`${idPrefix}-reason-error`} className="mt-1 text-sm font-medium text-red-700">
            {errorText(errors.reason)}
          </p>
        )}
      </fieldset>
      <FormField id={`${idPrefix}-note`} label={t("account.report.note")} error={errors.note}>
        <Textarea
          id={`${idPrefix}-note`}
          rows={3}
          maxLength={REPORT_NOTE_MAX}
          value={note}
          dir="auto"
          placeholder={t("account.report.notePlaceholder")}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? `${idPrefix}-note-error` : undefined}
          onChange={(event) => {
            setNote(event.target.value);
            if (errors.note) setErrors((current) => ({ ...current, note: undefined }));
          }}
        />
      </FormField>
      {refused && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {refused}
        </p>
      )}
      <DialogFooter>
        <Button type="submit" pending={send.isPending}>
          {t("account.report.submit")}
        </Button>
      </DialogFooter>
    </form>
  );
}
