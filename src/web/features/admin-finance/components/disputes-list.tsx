import { Link } from "react-router";
import { pageHref } from "@/shared/client-routes";
import type { Locale } from "@/shared/locales";
import { DISPUTE_STATUSES, type DisputeStatus } from "@/shared/payouts";
import type { Dispute } from "@/shared/schemas/finance";
import { OptionSelect } from "@/web/components/option-select";
import { ErrorState, ListSkeleton } from "@/web/components/states";
import { Label } from "@/web/components/ui/label";
import type { TableColumn } from "@/web/components/ui/table";
import { errorMessage } from "@/web/lib/api-client";
import { formatDate, formatDateTime, formatMinor } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";
import { useDisputes } from "../api/get-disputes";
import { Deadline } from "./dispute-status";
import { StackedTable } from "./stacked-table";

const columnsFor = (t: ReturnType<typeof useT>, locale: Locale): TableColumn<Dispute>[] => [
  {
    id: "payment",
    header: t("admin.finance.disputes.column.payment"),
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
    header: t("admin.finance.disputes.column.amount"),
    className: "whitespace-nowrap",
    cell: (dispute) => formatMinor(dispute.amountMinor, dispute.currency, locale),
  },
  {
    id: "star",
    header: t("admin.finance.disputes.column.star"),
    cell: (dispute) => (dispute.celebrityName ? <bdi>{dispute.celebrityName}</bdi> : "—"),
  },
  { id: "reason", header: t("admin.finance.disputes.column.reason"), cell: (dispute) => dispute.reason ?? "—" },
  {
    id: "deadline",
    header: t("admin.finance.disputes.column.deadline"),
    className: "whitespace-nowrap",
    cell: (dispute) => <Deadline dispute={dispute} />,
  },
  {
    id: "opened",
    header: t("admin.finance.disputes.column.opened"),
    className: "whitespace-nowrap",
    cell: (dispute) => formatDate(dispute.openedAt, locale),
  },
  {
    id: "evidence",
    header: t("admin.finance.disputes.column.evidence"),
    cell: (dispute) =>
      dispute.evidenceSubmittedAt
        ? t("admin.finance.disputes.evidenceSent", { date: formatDateTime(dispute.evidenceSubmittedAt, locale) })
        : t("admin.finance.disputes.evidenceNotSent"),
  },
];

/** Disputes by status (open by default), the soonest deadline first; each opens its page. */
export function DisputesList({
  status,
  onStatusChange,
}: {
  status: DisputeStatus;
  onStatusChange: (status: DisputeStatus) => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  const { data, isPending, isError, error, refetch } = useDisputes(status);
  const statusOptions = DISPUTE_STATUSES.map((id) => ({ id, name: t(`admin.disputeStatus.${id}`) }));
  return (
    <div className="space-y-4">
      <div className="w-full space-y-1.5 sm:w-56">
        <Label htmlFor="dispute-status">{t("admin.finance.disputes.status")}</Label>
        <OptionSelect
          options={statusOptions}
          value={status}
          onValueChange={(next) => onStatusChange(next as DisputeStatus)}
          trigger={{ id: "dispute-status" }}
        />
      </div>
      {isPending ? (
        <ListSkeleton rows={1} label={t("admin.finance.disputes.loading")} rowClassName="h-24" />
      ) : isError ? (
        <ErrorState
          message={t("admin.finance.disputes.loadFailed", { reason: errorMessage(error, t("admin.finance.tryAgain")) })}
          onRetry={() => void refetch()}
        />
      ) : (
        <StackedTable
          caption={t("admin.finance.disputes.caption")}
          columns={columnsFor(t, locale)}
          rows={data.disputes}
          rowKey={(dispute) => dispute.id}
          empty={t(`admin.finance.disputes.empty.${status}`)}
        />
      )}
    </div>
  );
}
