import { Link } from "react-router";
import { pageHref } from "@/shared/client-routes";
import type { AdminCelebrity } from "@/shared/schemas/celebrity-applications";
import { Pagination } from "@/web/components/pagination";
import { Price } from "@/web/components/price";
import { SearchBox } from "@/web/components/search-box";
import { ErrorState, LoadingState } from "@/web/components/states";
import { Badge } from "@/web/components/ui/badge";
import { Table, type TableColumn } from "@/web/components/ui/table";
import { VerifiedBadge } from "@/web/components/verified-badge";
import { errorMessage } from "@/web/lib/api-client";
import { useCatalogueNames } from "@/web/lib/catalogue-names";
import { formatNumber } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";
import { useListParams } from "@/web/lib/use-list-params";
import { useAdminCelebrities } from "../api/get-admin-celebrities";
import { CelebrityActions } from "./celebrity-actions";

const LIST_KEYS = ["search"] as const;

type Names = ReturnType<typeof useCatalogueNames>;

const columnsFor = (t: ReturnType<typeof useT>, names: Names): TableColumn<AdminCelebrity>[] => [
  {
    id: "name",
    header: t("admin.celebrities.column.name"),
    rowHeader: true,
    className: "min-w-44",
    cell: (celebrity) => (
      <span className="block">
        <span className="flex items-center gap-1.5">
          <Link
            to={pageHref("/celebrity/:username", { username: celebrity.username })}
            className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
          >
            <bdi>{celebrity.fullName}</bdi>
          </Link>
          {celebrity.verified && <VerifiedBadge className="size-4" />}
        </span>
        <span className="block text-xs text-slate-600">@{celebrity.username}</span>
      </span>
    ),
  },
  {
    id: "profession",
    header: t("admin.celebrities.column.profession"),
    cell: (celebrity) => names.profession(celebrity.profession),
  },
  {
    id: "price",
    header: t("admin.celebrities.column.price"),
    align: "right",
    className: "whitespace-nowrap",
    cell: (celebrity) => <Price usdCents={celebrity.priceCents} showUsd={false} />,
  },
  {
    id: "status",
    header: t("admin.celebrities.column.status"),
    cell: (celebrity) => (
      <span className="flex flex-wrap gap-1">
        {celebrity.verified ? (
          <Badge variant="brand">{t("admin.celebrities.status.verified")}</Badge>
        ) : (
          <Badge variant="success">{t("admin.celebrities.status.active")}</Badge>
        )}
        {celebrity.featured && <Badge variant="warning">{t("admin.celebrities.status.featured")}</Badge>}
        {celebrity.hidden && <Badge variant="secondary">{t("admin.celebrities.status.hidden")}</Badge>}
      </span>
    ),
  },
  {
    id: "actions",
    header: t("admin.celebrities.column.actions"),
    hideHeader: true,
    cell: (celebrity) => <CelebrityActions celebrity={celebrity} />,
  },
];

/** Approved celebrities, hidden ones included: searched and paged on the server, the page and search in the URL. */
export function ApprovedCelebrities() {
  const t = useT();
  const names = useCatalogueNames();
  const { locale } = useLocale();
  const { page, search, update, pageHref } = useListParams(LIST_KEYS);
  const { data, isPending, isError, error, refetch } = useAdminCelebrities({ page, search });

  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-lg font-semibold text-slate-900">
          {t("admin.celebrities.approved.title")}
          {data && (
            <span className="ms-2 text-sm font-normal text-slate-600">({formatNumber(data.total, locale)})</span>
          )}
        </h2>
        <SearchBox
          value={search}
          onSearch={(next) => update({ search: next })}
          label={t("admin.celebrities.approved.searchLabel")}
          placeholder={t("admin.celebrities.approved.searchPlaceholder")}
          className="sm:max-w-xs"
        />
      </div>
      {isPending ? (
        <LoadingState label={t("admin.celebrities.approved.loading")} />
      ) : isError ? (
        <ErrorState
          message={t("admin.celebrities.approved.loadFailed", {
            reason: errorMessage(error, t("admin.celebrities.pending.tryAgain")),
          })}
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          <Table
            caption={t("admin.celebrities.approved.title")}
            columns={columnsFor(t, names)}
            rows={data.items}
            rowKey={(celebrity) => celebrity.id}
            empty={
              search ? t("admin.celebrities.approved.emptySearch", { search }) : t("admin.celebrities.approved.empty")
            }
            tableClassName="min-w-[60rem]"
          />
          <Pagination page={data.page} totalPages={data.totalPages} hrefFor={pageHref} />
        </>
      )}
    </div>
  );
}
