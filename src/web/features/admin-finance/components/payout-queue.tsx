import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import type { Locale } from "@/shared/locales";
import type { MessageKey } from "@/shared/messages/keys";
import type { PayoutStatus } from "@/shared/payouts";
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
import { isolate, messageParts, useLocale, useT } from "@/web/lib/i18n";
import { apiFieldErrors, validate } from "@/web/lib/validate";
import { useApprovePayout } from "../api/approve-payout";
import { useFinancePayouts } from "../api/get-finance-payouts";
import { useHoldPayout } from "../api/hold-payout";
import { StackedTable } from "./stacked-table";

const amountOf = (payout: FinancePayout, locale: Locale) =>
  formatMinor(payout.payoutAmountMinor, payout.payoutCurrency, locale);

function HoldDialog({ payout, onClose }: { payout: FinancePayout; onClose: () => void }) {
  const t = useT();
  const { locale } = useLocale();
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
          toast.success(t("admin.finance.hold.held"), {
            description: t("admin.finance.hold.heldText", {
              amount: amountOf(payout, locale),
              name: isolate(payout.celebrity.name, locale),
            }),
          });
          onClose();
        },
        onError: (failed) => {
          setError(apiFieldErrors(failed).reason);
          setFailure(errorMessage(failed, t("admin.finance.hold.failed")));
        },
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !hold.isPending && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t("admin.finance.hold.title")}</DialogTitle>
          <DialogDescription>
            {messageParts(
              t,
              "admin.finance.hold.description",
              { name: <bdi>{payout.celebrity.name}</bdi> },
              { amount: amountOf(payout, locale) },
            )}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t("admin.finance.hold.title")}>
          <FormField id="hold-reason" label={t("admin.finance.hold.reason")} error={error}>
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
              {t("admin.finance.cancel")}
            </Button>
            <Button type="submit" pending={hold.isPending}>
              {t("admin.finance.hold.title")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function baseColumns(t: ReturnType<typeof useT>, locale: Locale): TableColumn<FinancePayout>[] {
  return [
    {
      id: "star",
      header: t("admin.finance.payouts.column.star"),
      rowHeader: true,
      cell: (payout) => (
        <span className="block">
          <bdi className="block text-slate-900">{payout.celebrity.name}</bdi>
          <span className="block text-xs font-normal text-slate-600">@{payout.celebrity.username}</span>
        </span>
      ),
    },
    {
      id: "amount",
      header: t("admin.finance.payouts.column.amount"),
      className: "whitespace-nowrap",
      cell: (payout) => (
        <span className="block">
          <span className="block font-semibold">{amountOf(payout, locale)}</span>
          <span className="block text-xs text-slate-600">
            {t("admin.finance.payouts.from", { amount: formatMinor(payout.amountMinor, payout.currency, locale) })}
          </span>
        </span>
      ),
    },
    {
      id: "account",
      header: t("admin.finance.payouts.column.to"),
      // The masked number never breaks across lines.
      cell: (payout) => (
        <span className="block">
          <span className="block">
            {payout.account.bankName}{" "}
            <span className="whitespace-nowrap font-mono">••••{payout.account.accountNumberLast4}</span>
          </span>
          <bdi className="block text-xs text-slate-600">{payout.account.accountName}</bdi>
          {payout.account.nameCheckedByProvider === false && (
            <span className="block text-xs font-medium text-amber-800">
              {t("admin.finance.payouts.nameNotChecked", { bank: payout.account.bankName })}
            </span>
          )}
        </span>
      ),
    },
    {
      id: "status",
      header: t("admin.finance.payouts.column.status"),
      className: "min-w-48",
      cell: (payout) => (
        <span className="block space-y-1">
          <Badge variant={payout.status === "failed" || payout.status === "reversed" ? "destructive" : "warning"}>
            {t(`admin.payoutStatus.${payout.status}`)}
          </Badge>
          {payout.providerStatus === "otp" && (
            <span className="block text-xs font-medium text-amber-800">{t("admin.finance.payouts.otp")}</span>
          )}
          {payout.approvalReason && <span className="block text-xs text-slate-700">{payout.approvalReason}</span>}
          {payout.reason && <span className="block text-xs text-slate-700">{payout.reason}</span>}
        </span>
      ),
    },
    {
      id: "requested",
      header: t("admin.finance.payouts.column.requested"),
      // May wrap (day, then time): at 1280 px beside the sidebar the row must leave room for Approve and Hold.
      cell: (payout) => formatDateTime(payout.createdAt, locale),
    },
  ];
}

/** One status's payouts, with the staff actions it allows. */
function PayoutsOf({
  status,
  titleKey,
  loadingKey,
  emptyKey,
  actions,
}: {
  status: PayoutStatus;
  titleKey: MessageKey;
  loadingKey: MessageKey;
  emptyKey: MessageKey;
  actions?: (payout: FinancePayout) => React.ReactNode;
}) {
  const t = useT();
  const { locale } = useLocale();
  const title = t(titleKey);
  const { data, isPending, isError, error, refetch } = useFinancePayouts(status);
  const columns = baseColumns(t, locale);
  if (actions) {
    columns.push({ id: "actions", header: t("admin.finance.payouts.column.actions"), hideHeader: true, cell: actions });
  }
  return (
    <section aria-label={title} className="space-y-3">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {isPending ? (
        <ListSkeleton rows={1} label={t(loadingKey)} rowClassName="h-24" />
      ) : isError ? (
        <ErrorState
          message={t("admin.finance.payouts.loadFailed", { reason: errorMessage(error, t("admin.finance.tryAgain")) })}
          onRetry={() => void refetch()}
        />
      ) : (
        <StackedTable
          caption={title}
          columns={columns}
          rows={data.payouts}
          rowKey={(payout) => payout.id}
          empty={t(emptyKey)}
        />
      )}
    </section>
  );
}

/** The payout queue: payouts awaiting approval (approve or hold with a reason) and those held (approve). */
export function PayoutQueue() {
  const t = useT();
  const { locale } = useLocale();
  const [approving, setApproving] = useState<FinancePayout | null>(null);
  const [holding, setHolding] = useState<FinancePayout | null>(null);
  const approve = useApprovePayout();
  const actions = (payout: FinancePayout, canHold: boolean) => (
    <span className="flex flex-wrap justify-end gap-2">
      <Button
        size="sm"
        onClick={() => setApproving(payout)}
        aria-label={t("admin.finance.payouts.approveLabel", { reference: payout.reference })}
      >
        {t("admin.finance.payouts.approve")}
      </Button>
      {canHold && (
        <Button
          size="sm"
          variant="outline"
          onClick={() => setHolding(payout)}
          aria-label={t("admin.finance.payouts.holdLabel", { reference: payout.reference })}
        >
          {t("admin.finance.payouts.hold")}
        </Button>
      )}
    </span>
  );
  return (
    <div className="space-y-8">
      <PayoutsOf
        status="awaiting_approval"
        titleKey="admin.finance.payouts.awaiting"
        loadingKey="admin.finance.payouts.awaitingLoading"
        emptyKey="admin.finance.payouts.awaitingEmpty"
        actions={(payout) => actions(payout, true)}
      />
      <PayoutsOf
        status="held"
        titleKey="admin.finance.payouts.held"
        loadingKey="admin.finance.payouts.heldLoading"
        emptyKey="admin.finance.payouts.heldEmpty"
        actions={(payout) => actions(payout, false)}
      />
      <ConfirmDialog
        open={approving !== null}
        onOpenChange={(open) => !open && setApproving(null)}
        title={t("admin.finance.approve.title")}
        description={
          approving
            ? messageParts(
                t,
                "admin.finance.approve.description",
                { name: <bdi>{approving.celebrity.name}</bdi> },
                {
                  amount: amountOf(approving, locale),
                  bank: approving.account.bankName,
                  last4: approving.account.accountNumberLast4,
                },
              )
            : ""
        }
        confirmLabel={t("admin.finance.approve.confirm")}
        onConfirm={async () => {
          if (!approving) return;
          await approve.mutateAsync(approving.id);
          toast.success(t("admin.finance.approve.approved"), {
            description: t("admin.finance.approve.approvedText", {
              amount: amountOf(approving, locale),
              name: isolate(approving.celebrity.name, locale),
            }),
          });
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
      <PayoutsOf
        status="failed"
        titleKey="admin.finance.payouts.failed"
        loadingKey="admin.finance.payouts.failedLoading"
        emptyKey="admin.finance.payouts.failedEmpty"
      />
      <PayoutsOf
        status="reversed"
        titleKey="admin.finance.payouts.reversed"
        loadingKey="admin.finance.payouts.reversedLoading"
        emptyKey="admin.finance.payouts.reversedEmpty"
      />
    </div>
  );
}
