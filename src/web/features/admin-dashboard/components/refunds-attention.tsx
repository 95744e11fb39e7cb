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
import { useRefundsNeedingAttention } from "../api/get-refunds-needing-attention";
import { useRetryRefund } from "../api/retry-refund";
import { ManualRefundDialog } from "./manual-refund-dialog";

function RetryButton({ refund }: { refund: RefundAttention }) {
  const retry = useRetryRefund();
  return (
    <Button
      icon={<RotateCcw aria-hidden="true" />}
      size="sm"
      variant="outline"
      pending={retry.isPending}
      aria-label={`Retry the refund of ${refund.reference}`}
      // The promise, not mutate's callbacks: a refund that went through leaves the list before those would run.
      onClick={() =>
        void retry.mutateAsync(refund.paymentId).then(
          () =>
            toast.success("Refund retried", { description: `The provider was asked again for ${refund.reference}.` }),
          (error) =>
            toast.error("Error", { description: errorMessage(error, "Failed to retry the refund. Please try again.") }),
        )
      }
    >
      Retry
    </Button>
  );
}

/**
 * Refunds the provider refused or kept failing: staff retry them or record a refund made by hand. Shown to
 * staff with `settings` (the server answers 403 to anyone else).
 */
export function RefundsAttention() {
  const { data, isPending, isError, error, refetch } = useRefundsNeedingAttention();
  const [manual, setManual] = useState<RefundAttention | null>(null);

  const columns: TableColumn<RefundAttention>[] = [
    {
      id: "reference",
      header: "Payment",
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
      header: "Payer",
      cell: (refund) => (
        <span className="block">
          <span className="block text-slate-900">{refund.payer.name}</span>
          <span className="block text-xs text-slate-600">{refund.payer.email}</span>
        </span>
      ),
    },
    {
      id: "amount",
      header: "Amount",
      align: "right",
      className: "whitespace-nowrap",
      cell: (refund) => formatMinor(refund.amountMinor, refund.currency),
    },
    {
      id: "problem",
      header: "Problem",
      className: "min-w-48",
      cell: (refund) => (
        <span className="block space-y-1">
          <Badge variant="destructive">
            {refund.refundFailures} {refund.refundFailures === 1 ? "failure" : "failures"}
          </Badge>
          {refund.refundError && <span className="block text-xs text-slate-700">{refund.refundError}</span>}
          <span className="block text-xs text-slate-500">Updated {formatDateTime(refund.updatedAt)}</span>
        </span>
      ),
    },
    {
      id: "actions",
      header: "Actions",
      hideHeader: true,
      cell: (refund) => (
        <span className="flex flex-wrap justify-end gap-2">
          <RetryButton refund={refund} />
          <Button size="sm" variant="secondary" onClick={() => setManual(refund)}>
            Mark refunded manually
          </Button>
        </span>
      ),
    },
  ];

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight tracking-tight">Refunds that need attention</h2>
        <CardDescription>Refunds the payment provider refused or that keep failing.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <LoadingState label="Loading refunds…" />
        ) : isError ? (
          <ErrorState
            message={`We couldn't load the refunds. ${errorMessage(error, "Please try again.")}`}
            onRetry={() => void refetch()}
          />
        ) : (
          <Table
            caption="Refunds that need attention"
            columns={columns}
            rows={data.items}
            rowKey={(refund) => refund.paymentId}
            empty="Nothing to do: every refund went through."
            className="shadow-none"
            tableClassName="min-w-[52rem]"
          />
        )}
      </CardContent>
      {manual && <ManualRefundDialog refund={manual} onClose={() => setManual(null)} />}
    </Card>
  );
}
