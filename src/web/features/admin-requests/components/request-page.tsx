import { ArrowLeft } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { pageHref } from "@/shared/client-routes";
import { type AdminRequestDetail, STAFF_NOTE_MAX, type TimelineEntry } from "@/shared/schemas/admin-requests";
import { ErrorState, LoadingState } from "@/web/components/states";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader } from "@/web/components/ui/card";
import { Textarea } from "@/web/components/ui/textarea";
import { VideoPlayer } from "@/web/components/video-player";
import { errorMessage, failureMessage } from "@/web/lib/api-client";
import { formatDateTime, formatMinor } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";
import { useAddStaffNote, useAdminRequest } from "../api/admin-requests";
import { RefundForm } from "./refund-form";
import { ReportPanel } from "./report-panel";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-xs font-medium text-slate-600 sm:text-sm">{label}</dt>
      <dd className="min-w-0 text-sm break-words whitespace-pre-line text-slate-900">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold tracking-tight text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function Timeline({ entries }: { entries: TimelineEntry[] }) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <ol className="space-y-3 border-s-2 border-slate-200 ps-4" data-testid="request-timeline">
      {entries.map((entry) => (
        <li key={`${entry.kind}-${entry.at}-${entry.text ?? ""}`} className="space-y-0.5">
          <p className="text-sm font-medium text-slate-900">
            {t(`admin.requests.timeline.${entry.kind}`)}
            {entry.status && (
              <Badge variant="outline" className="ms-2">
                {t(`admin.requests.refund.status.${entry.status}`)}
              </Badge>
            )}
            {entry.amountMinor !== null && entry.currency && (
              <span className="font-normal text-slate-700">
                {" · "}
                {formatMinor(entry.amountMinor, entry.currency, locale)}
              </span>
            )}
          </p>
          <p className="text-xs text-slate-600">
            <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>
            {entry.author && (
              <>
                {" · "}
                {t("admin.requests.timeline.by", { name: entry.author })}
              </>
            )}
          </p>
          {entry.text && <p className="text-sm break-words whitespace-pre-line text-slate-800">{entry.text}</p>}
        </li>
      ))}
    </ol>
  );
}

function NoteForm({ requestId }: { requestId: string }) {
  const t = useT();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState("");
  const addNote = useAddStaffNote();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setProblem(t("admin.requests.notes.empty"));
      return;
    }
    setProblem("");
    addNote.mutate(
      { id: requestId, text },
      {
        // The text stays in the field until the server has saved it.
        onSuccess: () => {
          setText("");
          toast.success(t("admin.requests.notes.added"));
        },
        onError: (error) => setProblem(failureMessage(t("admin.requests.tryAgain"), error)),
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-2" noValidate>
      <label htmlFor="staff-note" className="block text-sm font-medium text-slate-900">
        {t("admin.requests.notes.label")}
      </label>
      <p id="staff-note-hint" className="text-xs text-slate-600">
        {t("admin.requests.notes.hint", { max: STAFF_NOTE_MAX })}
      </p>
      <Textarea
        id="staff-note"
        value={text}
        maxLength={STAFF_NOTE_MAX}
        rows={3}
        aria-describedby={problem ? "staff-note-hint staff-note-problem" : "staff-note-hint"}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {problem && (
        <p id="staff-note-problem" role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <Button type="submit" pending={addNote.isPending}>
        {t("admin.requests.notes.submit")}
      </Button>
    </form>
  );
}

/** What was paid, refunded and is left; the refund form while something is left to refund here. */
function Refunds({ detail }: { detail: AdminRequestDetail }) {
  const t = useT();
  const { locale } = useLocale();
  const { refunds } = detail;
  if (!refunds) return <p className="text-sm text-slate-600">{t("admin.requests.refund.none")}</p>;
  const money = (minor: number) => formatMinor(minor, refunds.currency, locale);
  return (
    <div className="space-y-4">
      <dl className="divide-y divide-slate-100" data-testid="request-refunds">
        <Fact label={t("admin.requests.refund.paid")}>{money(refunds.paidMinor)}</Fact>
        <Fact label={t("admin.requests.refund.refunded")}>{money(refunds.refundedMinor)}</Fact>
        {refunds.pendingMinor > 0 && (
          <Fact label={t("admin.requests.refund.pending")}>{money(refunds.pendingMinor)}</Fact>
        )}
        <Fact label={t("admin.requests.refund.left")}>{money(refunds.refundableMinor)}</Fact>
      </dl>
      {refunds.released ? (
        <p className="text-sm text-slate-600">{t("admin.requests.refund.released")}</p>
      ) : refunds.pendingMinor > 0 ? (
        <p className="text-sm text-slate-600">{t("admin.requests.refund.inProgress")}</p>
      ) : refunds.refundableMinor > (refunds.delivered ? 0 : 1) ? (
        <RefundForm requestId={detail.request.id} refunds={refunds} />
      ) : null}
    </div>
  );
}

function Details({ detail }: { detail: AdminRequestDetail }) {
  const t = useT();
  const { locale } = useLocale();
  const { request } = detail;
  return (
    <Card>
      <CardHeader className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight text-ink">
          {t("admin.requests.page.title", { id: request.shortId })}
        </h1>
        <div className="flex flex-wrap gap-2">
          <Badge variant="outline">{t(`shared.requestStatus.${request.status}`)}</Badge>
        </div>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-slate-100">
          <Fact label={t("admin.requests.column.fan")}>
            <Link to={pageHref("/admin/users/:id", { id: request.fan.id })} className="text-brand-700 hover:underline">
              <bdi>{request.fan.name}</bdi>
            </Link>{" "}
            <span className="text-slate-600">({request.fan.email})</span>
          </Fact>
          <Fact label={t("admin.requests.column.star")}>
            <bdi>{request.star.name}</bdi>
          </Fact>
          <Fact label={t("admin.requests.column.amount")}>
            {formatMinor(request.amountMinor, request.currency, locale)}
          </Fact>
          {request.recipientName && (
            <Fact label={t("admin.requests.page.recipient")}>
              <bdi>{request.recipientName}</bdi>
            </Fact>
          )}
          {request.occasion && <Fact label={t("admin.requests.page.occasion")}>{request.occasion}</Fact>}
          {request.deadline && <Fact label={t("admin.requests.page.deadline")}>{request.deadline}</Fact>}
          <Fact label={t("admin.requests.page.message")}>
            <bdi>{request.message}</bdi>
          </Fact>
        </dl>
      </CardContent>
    </Card>
  );
}

/** /admin/requests/:id: one request for staff with `requests`: details, timeline, the video, internal notes. */
export function RequestPage({ id }: { id: string }) {
  const t = useT();
  const { data, isPending, isError, error, refetch } = useAdminRequest(id);
  return (
    <div className="space-y-6">
      <Link
        to={pageHref("/admin/requests")}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t("admin.requests.page.back")}
      </Link>
      {isPending ? (
        <LoadingState label={t("admin.requests.page.loading")} />
      ) : isError ? (
        <ErrorState
          message={t("admin.requests.page.loadFailed", { reason: errorMessage(error, t("admin.requests.tryAgain")) })}
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          <Details detail={data} />
          <Section title={t("admin.requests.page.video")}>
            {data.video ? (
              <VideoPlayer sources={data.video} testId="admin-request-video" className="max-w-md" />
            ) : (
              <p className="text-sm text-slate-600">{t("admin.requests.page.noVideo")}</p>
            )}
          </Section>
          <Section title={t("admin.requests.refund.title")}>
            <Refunds detail={data} />
          </Section>
          <Section title={t("admin.requests.report.title")}>
            <ReportPanel detail={data} />
          </Section>
          <Section title={t("admin.requests.page.timeline")}>
            <Timeline entries={data.timeline} />
          </Section>
          <Section title={t("admin.requests.notes.title")}>
            <NoteForm requestId={data.request.id} />
          </Section>
        </>
      )}
    </div>
  );
}
