import { Link } from "react-router";
import { pageHref as hrefOf } from "@/shared/client-routes";
import { REQUEST_STATUSES } from "@/shared/request-status";
import type { AdminRequest } from "@/shared/schemas/admin-requests";
import { EmailAddress } from "@/web/components/email-address";
import { Pagination } from "@/web/components/pagination";
import { SearchBox } from "@/web/components/search-box";
import { ErrorState, LoadingState } from "@/web/components/states";
import { Select } from "@/web/components/ui/select";
import { Table, type TableColumn } from "@/web/components/ui/table";
import { errorMessage } from "@/web/lib/api-client";
import { formatDate, formatMinor } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";
import { useListParams } from "@/web/lib/use-list-params";
import { useAdminRequests } from "../api/admin-requests";

const LIST_KEYS = ["search", "status"] as const;

/** /admin/requests: every request, newest first; found by short id, fan, e-mail or star, filtered by status. */
export function RequestsList() {
  const t = useT();
  const { locale } = useLocale();
  const { page, search, status, update, pageHref } = useListParams(LIST_KEYS);
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useAdminRequests({ page, search, status });

  const columns: TableColumn<AdminRequest>[] = [
    {
      id: "request",
      header: t("admin.requests.column.request"),
      rowHeader: true,
      className: "whitespace-nowrap",
      cell: (request) => (
        <Link
          to={hrefOf("/admin/requests/:id", { id: request.id })}
          className="font-mono font-medium text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          {t("admin.requests.shortId", { id: request.shortId })}
        </Link>
      ),
    },
    {
      id: "fan",
      header: t("admin.requests.column.fan"),
      className: "min-w-36",
      cell: (request) => (
        <>
          <bdi className="block">{request.fan.name}</bdi>
          <EmailAddress address={request.fan.email} />
        </>
      ),
    },
    { id: "star", header: t("admin.requests.column.star"), cell: (request) => <bdi>{request.star.name}</bdi> },
    {
      id: "status",
      header: t("admin.requests.column.status"),
      cell: (request) => t(`shared.requestStatus.${request.status}`),
    },
    {
      id: "amount",
      header: t("admin.requests.column.amount"),
      align: "right",
      className: "whitespace-nowrap",
      cell: (request) => formatMinor(request.amountMinor, request.currency, locale),
    },
    {
      id: "created",
      header: t("admin.requests.column.created"),
      className: "whitespace-nowrap",
      cell: (request) => formatDate(request.createdAt, locale),
    },
  ];

  const filtered = Boolean(search || status);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 lg:flex-row">
        <SearchBox
          value={search}
          onSearch={(next) => update({ search: next })}
          label={t("admin.requests.searchLabel")}
          placeholder={t("admin.requests.searchPlaceholder")}
        />
        <Select
          aria-label={t("admin.requests.statusFilter")}
          className="h-12 rounded-full sm:w-48"
          value={status}
          onChange={(event) => update({ status: event.target.value })}
        >
          <option value="">{t("admin.requests.anyStatus")}</option>
          {REQUEST_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`shared.requestStatus.${value}`)}
            </option>
          ))}
        </Select>
      </div>
      {isPending ? (
        <LoadingState label={t("admin.requests.loading")} />
      ) : isError ? (
        <ErrorState
          message={t("admin.requests.loadFailed", { reason: errorMessage(error, t("admin.requests.tryAgain")) })}
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          <Table
            caption={t("admin.requests.caption")}
            columns={columns}
            rows={data.items}
            rowKey={(request) => request.id}
            empty={filtered ? t("admin.requests.emptyFiltered") : t("admin.requests.empty")}
            className={isPlaceholderData ? "opacity-60" : undefined}
            tableClassName="min-w-[52rem]"
          />
          <Pagination page={data.page} totalPages={data.totalPages} hrefFor={pageHref} />
        </>
      )}
    </div>
  );
}
