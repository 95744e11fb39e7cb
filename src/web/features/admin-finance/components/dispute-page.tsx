import { ArrowLeft } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { shortRequestId } from "@/shared/booking";
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
import { apiFieldErrors, validate } from "@/web/lib/validate";
import { useDispute } from "../api/get-dispute";
import { useResolveDispute } from "../api/resolve-dispute";
import { useSubmitDisputeEvidence } from "../api/submit-dispute-evidence";
import { Deadline, DISPUTE_STATUS_LABELS } from "./dispute-status";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-xs font-medium text-slate-600 sm:text-sm">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

const orDash = (value: string | null | undefined) => (value ? value : "—");

function EvidencePackCard({ evidence }: { evidence: EvidencePack }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight tracking-tight">Evidence pack</h2>
        <CardDescription>Assembled from the data; this is what "Send evidence" gives the provider.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-slate-100">
          <Fact label="Payer">
            {evidence.payerName} · {evidence.payerEmail}
          </Fact>
          <Fact label="Payer's country">{orDash(evidence.payerCountry)}</Fact>
          <Fact label="Paid">
            {evidence.paidAt ? formatDateTime(evidence.paidAt) : "—"}
            {evidence.paymentMethod && ` · ${evidence.paymentMethod}`}
          </Fact>
          <Fact label="Occasion">{orDash(evidence.occasion)}</Fact>
          <Fact label="For">{orDash(evidence.recipientName)}</Fact>
          <Fact label="Request">
            <span className="whitespace-pre-line">{orDash(evidence.requestText)}</span>
          </Fact>
          <Fact label="Delivered">{evidence.deliveredAt ? formatDateTime(evidence.deliveredAt) : "Not delivered"}</Fact>
          <Fact label="Watched and downloaded">
            {evidence.accessLog.length === 0 ? (
              "Never"
            ) : (
              <ul className="space-y-0.5">
                {evidence.accessLog.map((entry) => (
                  <li key={`${entry.at}-${entry.kind}`}>
                    {formatDateTime(entry.at)} · {entry.kind}
                  </li>
                ))}
              </ul>
            )}
          </Fact>
          <Fact label="Review">
            {evidence.review ? `${evidence.review.rating} / 5: ${evidence.review.text}` : "No review"}
          </Fact>
        </dl>
      </CardContent>
    </Card>
  );
}

function SendEvidence({ dispute }: { dispute: Dispute }) {
  const [note, setNote] = useState("");
  const send = useSubmitDisputeEvidence();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send.mutate(
      { id: dispute.id, note: note.trim() || undefined },
      { onSuccess: () => toast.success("Evidence sent", { description: `Sent to ${dispute.provider}.` }) },
    );
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Send evidence" className="space-y-3">
      <FormField id="evidence-note" label="Note to the provider (optional)">
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
          {errorMessage(send.error, "The evidence was not sent. Please try again.")}
        </p>
      )}
      <Button type="submit" pending={send.isPending}>
        {dispute.evidenceSubmittedAt ? "Send evidence again" : "Send evidence"}
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
  const [note, setNote] = useState("");
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const resolve = useResolveDispute();
  const title = decision === "accept" ? "Accept the dispute" : "Contest the dispute";
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
          toast.success(decision === "accept" ? "Dispute accepted" : "Dispute contested", {
            description: `The provider was told for ${dispute.paymentReference}.`,
          });
          onClose();
        },
        onError: (failed) => {
          setError(apiFieldErrors(failed).note);
          setFailure(errorMessage(failed, "The provider was not told. Please try again."));
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
              ? `The fan keeps ${formatMinor(dispute.amountMinor, dispute.currency)}; the loss is booked where the settings say.`
              : "The provider weighs the evidence sent against the fan's claim."}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} aria-label={title} className="space-y-4">
          <FormField id="resolve-note" label="Why" error={error}>
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
              Cancel
            </Button>
            <Button
              type="submit"
              variant={decision === "accept" ? "destructive" : "default"}
              pending={resolve.isPending}
            >
              {decision === "accept" ? "Accept" : "Contest"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** /admin/finance/disputes/:id: the dispute, its evidence pack, and the answers staff give the provider. */
export function DisputePage({ id }: { id: string }) {
  const { data, isPending, isError, error, refetch } = useDispute(id);
  const [deciding, setDeciding] = useState<"accept" | "contest" | null>(null);
  const back = (
    <Link
      to="/admin/finance?tab=disputes"
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> Disputes
    </Link>
  );
  if (isPending) return <LoadingState label="Loading the dispute…" />;
  if (isError) {
    return (
      <div className="space-y-4">
        {back}
        <ErrorState
          message={`We couldn't load the dispute. ${errorMessage(error, "Please try again.")}`}
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
              {DISPUTE_STATUS_LABELS[dispute.status]}
            </Badge>
          </div>
          <CardDescription>
            {formatMinor(dispute.amountMinor, dispute.currency)} disputed at {dispute.provider}
            {dispute.reason && `: ${dispute.reason}`}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="divide-y divide-slate-100">
            <Fact label="Deadline">
              <Deadline dispute={dispute} />
            </Fact>
            <Fact label="Star">{orDash(dispute.celebrityName)}</Fact>
            <Fact label="Request">{dispute.requestId ? `#${shortRequestId(dispute.requestId)}` : "—"}</Fact>
            <Fact label="Frozen from the star">{formatMinor(dispute.frozenMinor, dispute.currency)}</Fact>
            <Fact label="Opened">{formatDateTime(dispute.openedAt)}</Fact>
            <Fact label="Provider's status">{orDash(dispute.providerStatus)}</Fact>
            <Fact label="Evidence">
              {dispute.evidenceSubmittedAt ? `Sent ${formatDateTime(dispute.evidenceSubmittedAt)}` : "Not sent yet"}
            </Fact>
            {!open && (
              <>
                <Fact label="Resolved">{formatDateTime(dispute.resolvedAt)}</Fact>
                <Fact label="Resolution">{orDash(dispute.resolution)}</Fact>
                <Fact label="Cost borne by">
                  {dispute.costBorneBy === "star" ? "The star" : dispute.costBorneBy === "platform" ? "Salamu" : "—"}
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
            <h2 className="text-lg font-semibold leading-tight tracking-tight">Answer the provider</h2>
            <CardDescription>Send the evidence pack, then contest the dispute, or accept it.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-6">
            <SendEvidence dispute={dispute} />
            <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-4">
              <Button onClick={() => setDeciding("contest")}>Contest</Button>
              <Button variant="outline" onClick={() => setDeciding("accept")}>
                Accept
              </Button>
            </div>
          </CardContent>
        </Card>
      )}
      {deciding && <ResolveDialog dispute={dispute} decision={deciding} onClose={() => setDeciding(null)} />}
    </div>
  );
}
