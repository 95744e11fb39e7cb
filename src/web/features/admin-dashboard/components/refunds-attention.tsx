import { RotateCcw } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { RefundAttention } from "@/shared/schemas/payments";
import { ErrorState, LoadingState } from "@/web/components/states";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";
import { Table, type TableColumn } from "@/web/components/ui/table";
import { errorMessage } from "@/web/lib/api-client";
import { formatDateTime, formatMinor } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";
import { useRefundsNeedingAttention } from "../api/get-refunds-needing-attention";
import { useRetryRefund } from "../api/retry-refund";
import { ManualRefundDialog } from "./manual-refund-dialog";

function RetryButton({ refund }: { refund: RefundAttention }) {
  const t = useT();
  const retry = useRetryRefund();
  return (
    <Button
      icon={<RotateCcw aria-hidden="true" />}
      size="sm"
      variant="outline"
      pending={retry.isPending}
      aria-label={t("admin.dashboard.refunds.retryLabel", { reference: refund.reference })}
      // The promise, not mutate's callbacks: a refund that went through leaves the list before those would run.
      onClick={() =>
        void retry.mutateAsync(refund.paymentId).then(
          () =>
            toast.success(t("admin.dashboard.refunds.retried"), {
              description: t("admin.dashboard.refunds.retriedText", { reference: refund.reference }),
            }),
          (error) =>
            toast.error(t("admin.dashboard.refunds.error"), {
              description: errorMessage(error, t("admin.dashboard.refunds.retryFailed")),
            }),
        )
      }
    >
      {t("admin.dashboard.refunds.retry")}
    </Button>
  );
}

/**
 * Refunds the provider refused or kept failing: staff retry them or record a refund made by hand. Shown to
 * staff with `settings` (the server answers 403 to anyone else).
 */
export function RefundsAttention() {
  const t = useT();
  const { locale } = useLocale();
  const { data, isPending, isError, error, refetch } = useRefundsNeedingAttention();
  const [manual, setManual] = useState<RefundAttention | null>(null);

  const columns: TableColumn<RefundAttention>[] = [
    {
      id: "reference",
      header: t("admin.dashboard.refunds.payment"),
      rowHeader: true,
      cell: (refund) => (
        <span className="block">
          <span className="block font-mono text-xs whitespace-nowrap text-slate-900">{refund.reference}</span>
          <span className="block text-xs text-slate-600 capitalize">{refund.provider}</span>
        </span>
      ),
    },
    {
      id: "payer",
      header: t("admin.dashboard.refunds.payer"),
      cell: (refund) => (
        <span className="block">
          <bdi className="block text-slate-900">{refund.payer.name}</bdi>
          <span className="block text-xs text-slate-600">{refund.payer.email}</span>
        </span>
      ),
    },
    {
      id: "amount",
      header: t("admin.dashboard.refunds.amount"),
      align: "right",
      className: "whitespace-nowrap",
      cell: (refund) => formatMinor(refund.amountMinor, refund.currency, locale),
    },
    {
      id: "problem",
      header: t("admin.dashboard.refunds.problem"),
      className: "min-w-48",
      cell: (refund) => (
        <span className="block space-y-1">
          <Badge variant="destructive">{t("admin.dashboard.refunds.failures", { count: refund.refundFailures })}</Badge>
          {refund.refundError && <span className="block text-xs text-slate-700">{refund.refundError}</span>}
          <span className="block text-xs text-slate-500">
            {" "}
            {t("admin.dashboard.refunds.updated", { date: formatDateTime(refund.updatedAt, locale) })}
          </span>
        </span>
      ),
    },
    {
      id: "actions",
      header: t("admin.dashboard.refunds.actions"),
      hideHeader: true,
      cell: (refund) => (
        <span className="flex flex-wrap justify-end gap-2">
          <RetryButton refund={refund} />
          <Button size="sm" variant="secondary" onClick={() => setManual(refund)}>
            {t("admin.dashboard.refunds.markManually")}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight tracking-tight">{t("admin.dashboard.refunds.title")}</h2>
        <CardDescription>{t("admin.dashboard.refunds.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <LoadingState label={t("admin.dashboard.refunds.loading")} />
        ) : isError ? (
          <ErrorState
            message={t("admin.dashboard.refunds.loadFailed", {
              reason: errorMessage(error, t("admin.dashboard.refunds.tryAgain")),
            })}
            onRetry={() => void refetch()}
          />
        ) : (
          <Table
            caption={t("admin.dashboard.refunds.title")}
            columns={columns}
            rows={data.items}
            rowKey={(refund) => refund.paymentId}
            empty={t("admin.dashboard.refunds.empty")}
            className="shadow-none"
            tableClassName="min-w-[52rem]"
          />
        )}
      </CardContent>
      {manual && <ManualRefundDialog refund={manual} onClose={() => setManual(null)} />}
    </Card>
  );
}
