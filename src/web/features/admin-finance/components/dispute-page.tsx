import { ArrowLeft } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { shortRequestId } from "@/shared/booking";
import { INTL_LOCALES } from "@/shared/locales";
import type { MessageKey } from "@/shared/messages/keys";
import { type Dispute, type EvidencePack, resolveDisputeSchema } from "@/shared/schemas/finance";
import { ErrorState, LoadingState } from "@/web/components/states";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { Textarea } from "@/web/components/ui/textarea";
import { errorMessage } from "@/web/lib/api-client";
import { formatDateTime, formatMinor } from "@/web/lib/format";
import { messageParts, nameIn, useLocale, useT } from "@/web/lib/i18n";
import { apiFieldErrors, validate } from "@/web/lib/validate";
import { useDispute } from "../api/get-dispute";
import { useResolveDispute } from "../api/resolve-dispute";
import { useSubmitDisputeEvidence } from "../api/submit-dispute-evidence";
import { Deadline } from "./dispute-status";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-xs font-medium text-slate-600 sm:text-sm">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

const orDash = (value: string | null | undefined) => (value ? value : "—");

/** What the fan typed (a name, the request): isolated, in its own direction. */
const userText = (value: string | null | undefined) => (value ? <bdi>{value}</bdi> : "—");

/** The video log's kinds (stream, download, stream-360p, download-360p); another is shown as it came. */
const ACCESS_KINDS: Record<string, MessageKey> = {
  stream: "admin.finance.access.stream",
  download: "admin.finance.access.download",
  "stream-360p": "admin.finance.access.stream-360p",
  "download-360p": "admin.finance.access.download-360p",
};

/** The booking's occasions (src/shared/catalogue.ts OCCASIONS, stored by their English name). */
const OCCASIONS: Record<string, MessageKey> = {
  Birthdays: "admin.finance.occasion.birthdays",
  Anniversaries: "admin.finance.occasion.anniversaries",
  "Pep talks": "admin.finance.occasion.pepTalks",
  Roasts: "admin.finance.occasion.roasts",
  Business: "admin.finance.occasion.business",
};

function EvidencePackCard({ evidence }: { evidence: EvidencePack }) {
  const t = useT();
  const { locale, dir } = useLocale();
  const translated = (keys: Record<string, MessageKey>, value: string) => {
    const key = keys[value];
    return key ? t(key) : value;
  };
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight tracking-tight">{t("admin.finance.evidence.title")}</h2>
        <CardDescription>{t("admin.finance.evidence.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-slate-100">
          <Fact label={t("admin.finance.evidence.payer")}>
            {nameIn(dir, evidence.payerName)} · {evidence.payerEmail}
          </Fact>
          <Fact label={t("admin.finance.evidence.payerCountry")}>{orDash(evidence.payerCountry)}</Fact>
          <Fact label={t("admin.finance.evidence.paid")}>
            {evidence.paidAt ? formatDateTime(evidence.paidAt, locale) : "—"}
            {evidence.paymentMethod && ` · ${evidence.paymentMethod}`}
          </Fact>
          <Fact label={t("admin.finance.evidence.occasion")}>
            {evidence.occasion ? translated(OCCASIONS, evidence.occasion) : "—"}
          </Fact>
          <Fact label={t("admin.finance.evidence.for")}>{userText(evidence.recipientName)}</Fact>
          <Fact label={t("admin.finance.evidence.request")}>
            <span dir="auto" className="block whitespace-pre-line">
              {orDash(evidence.requestText)}
            </span>
          </Fact>
          <Fact label={t("admin.finance.evidence.delivered")}>
            {evidence.deliveredAt
              ? formatDateTime(evidence.deliveredAt, locale)
              : t("admin.finance.evidence.notDelivered")}
          </Fact>
          <Fact label={t("admin.finance.evidence.accessLog")}>
            {evidence.accessLog.length === 0 ? (
              t("admin.finance.evidence.never")
            ) : (
              <ul className="space-y-0.5">
                {evidence.accessLog.map((entry) => (
                  <li key={`${entry.at}-${entry.kind}`}>
                    {formatDateTime(entry.at, locale)} · {translated(ACCESS_KINDS, entry.kind)}
                  </li>
                ))}
              </ul>
            )}
          </Fact>
          <Fact label={t("admin.finance.evidence.review")}>
            {evidence.review
              ? messageParts(
                  t,
                  "admin.finance.evidence.reviewValue",
                  { text: nameIn(dir, evidence.review.text) },
                  { rating: evidence.review.rating.toLocaleString(INTL_LOCALES[locale]) },
                )
              : t("admin.finance.evidence.noReview")}
          </Fact>
        </dl>
      </CardContent>
    </Card>
  );
}

function SendEvidence({ dispute }: { dispute: Dispute }) {
  const t = useT();
  const [note, setNote] = useState("");
  const send = useSubmitDisputeEvidence();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send.mutate(
      { id: dispute.id, note: note.trim() || undefined },
      {
        onSuccess: () =>
          toast.success(t("admin.finance.sendEvidence.sent"), {
            description: t("admin.finance.sendEvidence.sentText", { provider: dispute.provider }),
          }),
      },
    );
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t("admin.finance.sendEvidence.label")} className="space-y-3">
      <FormField id="evidence-note" label={t("admin.finance.sendEvidence.note")}>
        <Textarea
          id="evidence-note"
          rows={3}
          maxLength={2000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </FormField>
      {send.isError && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-700">
          {errorMessage(send.error, t("admin.finance.sendEvidence.failed"))}
        </p>
      )}
      <Button type="submit" pending={send.isPending}>
        {dispute.evidenceSubmittedAt ? t("admin.finance.sendEvidence.again") : t("admin.finance.sendEvidence.label")}
      </Button>
    </form>
  );
}

function ResolveDialog({
  dispute,
  decision,
  onClose,
}: {
  dispute: Dispute;
  decision: "accept" | "contest";
  onClose: () => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const resolve = useResolveDispute();
  const title =
    decision === "accept" ? t("admin.finance.resolve.acceptTitle") : t("admin.finance.resolve.contestTitle");
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const result = validate(resolveDisputeSchema, { decision, note });
    setError(result.errors.note);
    if (!result.success) {
      document.getElementById("resolve-note")?.focus();
      return;
    }
    resolve.mutate(
      { id: dispute.id, ...result.data },
      {
        onSuccess: () => {
          toast.success(
            decision === "accept" ? t("admin.finance.resolve.accepted") : t("admin.finance.resolve.contested"),
            { description: t("admin.finance.resolve.toldText", { reference: dispute.paymentReference }) },
          );
          onClose();
        },
        onError: (failed) => {
          setError(apiFieldErrors(failed).note);
          setFailure(errorMessage(failed, t("admin.finance.resolve.failed")));
        },
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !resolve.isPending && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {decision === "accept"
              ? t("admin.finance.resolve.acceptText", {
                  amount: formatMinor(dispute.amountMinor, dispute.currency, locale),
                })
              : t("admin.finance.resolve.contestText")}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} aria-label={title} className="space-y-4">
          <FormField id="resolve-note" label={t("admin.finance.resolve.why")} error={error}>
            <Textarea
              id="resolve-note"
              rows={3}
              maxLength={2000}
              value={note}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "resolve-note-error" : undefined}
              onChange={(event) => setNote(event.target.value)}
            />
          </FormField>
          {failure && (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-700">
              {failure}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" disabled={resolve.isPending} onClick={onClose}>
              {t("admin.finance.cancel")}
            </Button>
            <Button
              type="submit"
              variant={decision === "accept" ? "destructive" : "default"}
              pending={resolve.isPending}
            >
              {decision === "accept" ? t("admin.finance.dispute.accept") : t("admin.finance.dispute.contest")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** /admin/finance/disputes/:id: the dispute, its evidence pack, and the answers staff give the provider. */
export function DisputePage({ id }: { id: string }) {
  const t = useT();
  const { locale } = useLocale();
  const { data, isPending, isError, error, refetch } = useDispute(id);
  const [deciding, setDeciding] = useState<"accept" | "contest" | null>(null);
  const back = (
    <Link
      to="/admin/finance?tab=disputes"
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700"
    >
      <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100 size-4" /> {t("admin.finance.dispute.back")}
    </Link>
  );
  if (isPending) return <LoadingState label={t("admin.finance.dispute.loading")} />;
  if (isError) {
    return (
      <div className="space-y-4">
        {back}
        <ErrorState
          message={t("admin.finance.dispute.loadFailed", { reason: errorMessage(error, t("admin.finance.tryAgain")) })}
          onRetry={() => void refetch()}
        />
      </div>
    );
  }
  const { dispute, evidence } = data;
  const open = dispute.status === "open";
  return (
    <div className="space-y-6">
      {back}
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-mono text-base font-semibold break-all">{dispute.paymentReference}</h2>
            <Badge variant={open ? "warning" : dispute.status === "won" ? "success" : "destructive"}>
              {t(`admin.disputeStatus.${dispute.status}`)}
            </Badge>
          </div>
          <CardDescription>
            {dispute.reason
              ? t("admin.finance.dispute.summaryWithReason", {
                  amount: formatMinor(dispute.amountMinor, dispute.currency, locale),
                  provider: dispute.provider,
                  reason: dispute.reason,
                })
              : t("admin.finance.dispute.summary", {
                  amount: formatMinor(dispute.amountMinor, dispute.currency, locale),
                  provider: dispute.provider,
                })}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="divide-y divide-slate-100">
            <Fact label={t("admin.finance.dispute.deadline")}>
              <Deadline dispute={dispute} />
            </Fact>
            <Fact label={t("admin.finance.dispute.star")}>{userText(dispute.celebrityName)}</Fact>
            <Fact label={t("admin.finance.dispute.request")}>
              {dispute.requestId ? `#${shortRequestId(dispute.requestId)}` : "—"}
            </Fact>
            <Fact label={t("admin.finance.dispute.frozen")}>
              {formatMinor(dispute.frozenMinor, dispute.currency, locale)}
            </Fact>
            <Fact label={t("admin.finance.dispute.opened")}>{formatDateTime(dispute.openedAt, locale)}</Fact>
            <Fact label={t("admin.finance.dispute.providerStatus")}>{orDash(dispute.providerStatus)}</Fact>
            <Fact label={t("admin.finance.dispute.evidence")}>
              {dispute.evidenceSubmittedAt
                ? t("admin.finance.disputes.evidenceSent", {
                    date: formatDateTime(dispute.evidenceSubmittedAt, locale),
                  })
                : t("admin.finance.disputes.evidenceNotSent")}
            </Fact>
            {!open && (
              <>
                <Fact label={t("admin.finance.dispute.resolved")}>{formatDateTime(dispute.resolvedAt, locale)}</Fact>
                <Fact label={t("admin.finance.dispute.resolution")}>{orDash(dispute.resolution)}</Fact>
                <Fact label={t("admin.finance.dispute.costBorneBy")}>
                  {dispute.costBorneBy === "star"
                    ? t("admin.finance.dispute.costStar")
                    : dispute.costBorneBy === "platform"
                      ? "Salamu"
                      : "—"}
                </Fact>
              </>
            )}
          </dl>
        </CardContent>
      </Card>
      <EvidencePackCard evidence={evidence} />
      {open && (
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold leading-tight tracking-tight">
              {t("admin.finance.dispute.answerTitle")}
            </h2>
            <CardDescription>{t("admin.finance.dispute.answerText")}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-6">
            <SendEvidence dispute={dispute} />
            <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-4">
              <Button onClick={() => setDeciding("contest")}>{t("admin.finance.dispute.contest")}</Button>
              <Button variant="outline" onClick={() => setDeciding("accept")}>
                {t("admin.finance.dispute.accept")}
              </Button>
            </div>
          </CardContent>
        </Card>
      )}
      {deciding && <ResolveDialog dispute={dispute} decision={deciding} onClose={() => setDeciding(null)} />}
    </div>
  );
}
