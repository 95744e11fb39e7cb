import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { PAYOUT_STATUS_LABELS, type PayoutStatus } from "@/shared/payouts";
import { type FinancePayout, holdPayoutSchema } from "@/shared/schemas/finance";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { ErrorState, ListSkeleton } from "@/web/components/states";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import type { TableColumn } from "@/web/components/ui/table";
import { Textarea } from "@/web/components/ui/textarea";
import { errorMessage } from "@/web/lib/api-client";
import { formatDateTime, formatMinor } from "@/web/lib/format";
import { apiFieldErrors, validate } from "@/web/lib/validate";
import { useApprovePayout } from "../api/approve-payout";
import { useFinancePayouts } from "../api/get-finance-payouts";
import { useHoldPayout } from "../api/hold-payout";
import { StackedTable } from "./stacked-table";

const amountOf = (payout: FinancePayout) => formatMinor(payout.payoutAmountMinor, payout.payoutCurrency);

function HoldDialog({ payout, onClose }: { payout: FinancePayout; onClose: () => void }) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const hold = useHoldPayout();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const result = validate(holdPayoutSchema, { reason });
    setError(result.errors.reason);
    if (!result.success) {
      document.getElementById("hold-reason")?.focus();
      return;
    }
    hold.mutate(
      { id: payout.id, reason: result.data.reason },
      {
        onSuccess: () => {
          toast.success("Payout held", { description: `${amountOf(payout)} to ${payout.celebrity.name} is held.` });
          onClose();
        },
        onError: (failed) => {
          setError(apiFieldErrors(failed).reason);
          setFailure(errorMessage(failed, "The payout was not held. Please try again."));
        },
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !hold.isPending && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Hold payout</DialogTitle>
          <DialogDescription>
            {amountOf(payout)} to {payout.celebrity.name}. The star sees your reason.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Hold payout">
          <FormField id="hold-reason" label="Reason" error={error}>
            <Textarea
              id="hold-reason"
              rows={3}
              maxLength={500}
              value={reason}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "hold-reason-error" : undefined}
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
          {failure && (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-700">
              {failure}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" disabled={hold.isPending} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" pending={hold.isPending}>
              Hold payout
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function baseColumns(): TableColumn<FinancePayout>[] {
  return [
    {
      id: "star",
      header: "Star",
      rowHeader: true,
      cell: (payout) => (
        <span className="block">
          <span className="block text-slate-900">{payout.celebrity.name}</span>
          <span className="block text-xs font-normal text-slate-600">@{payout.celebrity.username}</span>
        </span>
      ),
    },
    {
      id: "amount",
      header: "Amount",
      className: "whitespace-nowrap",
      cell: (payout) => (
        <span className="block">
          <span className="block font-semibold">{amountOf(payout)}</span>
          <span className="block text-xs text-slate-600">from {formatMinor(payout.amountMinor, payout.currency)}</span>
        </span>
      ),
    },
    {
      id: "account",
      header: "To",
      // The masked number never breaks across lines.
      cell: (payout) => (
        <span className="block">
          <span className="block">
            {payout.account.bankName}{" "}
            <span className="whitespace-nowrap font-mono">••••{payout.account.accountNumberLast4}</span>
          </span>
          <span className="block text-xs text-slate-600">{payout.account.accountName}</span>
          {payout.account.nameCheckedByProvider === false && (
            <span className="block text-xs font-medium text-amber-800">
              Name not checked by {payout.account.bankName}: declared by the star
            </span>
          )}
        </span>
      ),
    },
    {
      id: "status",
      header: "Status",
      className: "min-w-48",
      cell: (payout) => (
        <span className="block space-y-1">
          <Badge variant={payout.status === "failed" || payout.status === "reversed" ? "destructive" : "warning"}>
            {PAYOUT_STATUS_LABELS[payout.status]}
          </Badge>
          {payout.providerStatus === "otp" && (
            <span className="block text-xs font-medium text-amber-800">
              The provider asks for an OTP: finish this transfer in the Paystack dashboard.
            </span>
          )}
          {payout.approvalReason && <span className="block text-xs text-slate-700">{payout.approvalReason}</span>}
          {payout.reason && <span className="block text-xs text-slate-700">{payout.reason}</span>}
        </span>
      ),
    },
    {
      id: "requested",
      header: "Requested",
      // May wrap (day, then time): at 1280 px beside the sidebar the row must leave room for Approve and Hold.
      cell: (payout) => formatDateTime(payout.createdAt),
    },
  ];
}

/** One status's payouts, with the staff actions it allows. */
function PayoutsOf({
  status,
  title,
  empty,
  actions,
}: {
  status: PayoutStatus;
  title: string;
  empty: string;
  actions?: (payout: FinancePayout) => React.ReactNode;
}) {
  const { data, isPending, isError, error, refetch } = useFinancePayouts(status);
  const columns = baseColumns();
  if (actions) columns.push({ id: "actions", header: "Actions", hideHeader: true, cell: actions });
  return (
    <section aria-label={title} className="space-y-3">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {isPending ? (
        <ListSkeleton rows={1} label={`Loading ${title.toLowerCase()}…`} rowClassName="h-24" />
      ) : isError ? (
        <ErrorState
          message={`We couldn't load the payouts. ${errorMessage(error, "Please try again.")}`}
          onRetry={() => void refetch()}
        />
      ) : (
        <StackedTable
          caption={title}
          columns={columns}
          rows={data.payouts}
          rowKey={(payout) => payout.id}
          empty={empty}
        />
      )}
    </section>
  );
}

/** The payout queue: payouts awaiting approval (approve or hold with a reason) and those held (approve). */
export function PayoutQueue() {
  const [approving, setApproving] = useState<FinancePayout | null>(null);
  const [holding, setHolding] = useState<FinancePayout | null>(null);
  const approve = useApprovePayout();
  const actions = (payout: FinancePayout, canHold: boolean) => (
    <span className="flex flex-wrap justify-end gap-2">
      <Button size="sm" onClick={() => setApproving(payout)} aria-label={`Approve ${payout.reference}`}>
        Approve
      </Button>
      {canHold && (
        <Button size="sm" variant="outline" onClick={() => setHolding(payout)} aria-label={`Hold ${payout.reference}`}>
          Hold
        </Button>
      )}
    </span>
  );
  return (
    <div className="space-y-8">
      <PayoutsOf
        status="awaiting_approval"
        title="Awaiting approval"
        empty="No payout is waiting for approval."
        actions={(payout) => actions(payout, true)}
      />
      <PayoutsOf status="held" title="Held" empty="No payout is held." actions={(payout) => actions(payout, false)} />
      <ConfirmDialog
        open={approving !== null}
        onOpenChange={(open) => !open && setApproving(null)}
        title="Approve payout"
        description={
          approving
            ? `Send ${amountOf(approving)} to ${approving.celebrity.name} (${approving.account.bankName} ••••${approving.account.accountNumberLast4}) now.`
            : ""
        }
        confirmLabel="Approve and send"
        onConfirm={async () => {
          if (!approving) return;
          await approve.mutateAsync(approving.id);
          toast.success("Payout approved", { description: `${amountOf(approving)} to ${approving.celebrity.name}.` });
        }}
      />
      {holding && <HoldDialog payout={holding} onClose={() => setHolding(null)} />}
    </div>
  );
}

/** Payouts that failed or were reversed: the money went back to the star's available balance. */
export function FailedPayouts() {
  return (
    <div className="space-y-8">
      <PayoutsOf status="failed" title="Failed" empty="No failed payout." />
      <PayoutsOf status="reversed" title="Reversed" empty="No reversed payout." />
    </div>
  );
}
