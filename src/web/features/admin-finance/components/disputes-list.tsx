import { Link } from "react-router";
import { pageHref } from "@/shared/client-routes";
import { DISPUTE_STATUSES, type DisputeStatus } from "@/shared/payouts";
import type { Dispute } from "@/shared/schemas/finance";
import { OptionSelect } from "@/web/components/option-select";
import { ErrorState, ListSkeleton } from "@/web/components/states";
import { Label } from "@/web/components/ui/label";
import type { TableColumn } from "@/web/components/ui/table";
import { errorMessage } from "@/web/lib/api-client";
import { formatDate, formatDateTime, formatMinor } from "@/web/lib/format";
import { useDisputes } from "../api/get-disputes";
import { Deadline, DISPUTE_STATUS_LABELS } from "./dispute-status";
import { StackedTable } from "./stacked-table";

const columns: TableColumn<Dispute>[] = [
  {
    id: "payment",
    header: "Payment",
    rowHeader: true,
    cell: (dispute) => (
      <Link
        to={pageHref("/admin/finance/disputes/:id", { id: dispute.id })}
        className="font-mono text-xs font-medium text-brand-700 hover:underline"
      >
        {dispute.paymentReference}
      </Link>
    ),
  },
  {
    id: "amount",
    header: "Amount",
    className: "whitespace-nowrap",
    cell: (dispute) => formatMinor(dispute.amountMinor, dispute.currency),
  },
  { id: "star", header: "Star", cell: (dispute) => dispute.celebrityName ?? "—" },
  { id: "reason", header: "Reason", cell: (dispute) => dispute.reason ?? "—" },
  {
    id: "deadline",
    header: "Deadline",
    className: "whitespace-nowrap",
    cell: (dispute) => <Deadline dispute={dispute} />,
  },
  {
    id: "opened",
    header: "Opened",
    className: "whitespace-nowrap",
    cell: (dispute) => formatDate(dispute.openedAt),
  },
  {
    id: "evidence",
    header: "Evidence",
    cell: (dispute) =>
      dispute.evidenceSubmittedAt ? `Sent ${formatDateTime(dispute.evidenceSubmittedAt)}` : "Not sent yet",
  },
];

const STATUS_OPTIONS = DISPUTE_STATUSES.map((status) => ({ id: status, name: DISPUTE_STATUS_LABELS[status] }));

/** Disputes by status (open by default), the soonest deadline first; each opens its page. */
export function DisputesList({
  status,
  onStatusChange,
}: {
  status: DisputeStatus;
  onStatusChange: (status: DisputeStatus) => void;
}) {
  const { data, isPending, isError, error, refetch } = useDisputes(status);
  return (
    <div className="space-y-4">
      <div className="w-full space-y-1.5 sm:w-56">
        <Label htmlFor="dispute-status">Status</Label>
        <OptionSelect
          options={STATUS_OPTIONS}
          value={status}
          onValueChange={(next) => onStatusChange(next as DisputeStatus)}
          trigger={{ id: "dispute-status" }}
        />
      </div>
      {isPending ? (
        <ListSkeleton rows={1} label="Loading disputes…" rowClassName="h-24" />
      ) : isError ? (
        <ErrorState
          message={`We couldn't load the disputes. ${errorMessage(error, "Please try again.")}`}
          onRetry={() => void refetch()}
        />
      ) : (
        <StackedTable
          caption="Disputes"
          columns={columns}
          rows={data.disputes}
          rowKey={(dispute) => dispute.id}
          empty={`No ${DISPUTE_STATUS_LABELS[status].toLowerCase()} dispute.`}
        />
      )}
    </div>
  );
}
