import { Link } from "react-router";
import { professionLabel } from "@/shared/catalogue";
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
import { useListParams } from "@/web/lib/use-list-params";
import { useAdminCelebrities } from "../api/get-admin-celebrities";
import { CelebrityActions } from "./celebrity-actions";

const LIST_KEYS = ["search"] as const;

const columns: TableColumn<AdminCelebrity>[] = [
  {
    id: "name",
    header: "Name",
    rowHeader: true,
    className: "min-w-44",
    cell: (celebrity) => (
      <span className="block">
        <span className="flex items-center gap-1.5">
          <Link
            to={pageHref("/celebrity/:username", { username: celebrity.username })}
            className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
          >
            {celebrity.fullName}
          </Link>
          {celebrity.verified && <VerifiedBadge className="size-4" />}
        </span>
        <span className="block text-xs text-slate-600">@{celebrity.username}</span>
      </span>
    ),
  },
  { id: "profession", header: "Profession", cell: (celebrity) => professionLabel(celebrity.profession) },
  {
    id: "price",
    header: "Price",
    align: "right",
    className: "whitespace-nowrap",
    cell: (celebrity) => <Price usdCents={celebrity.priceCents} showUsd={false} />,
  },
  {
    id: "status",
    header: "Status",
    cell: (celebrity) => (
      <span className="flex flex-wrap gap-1">
        {celebrity.verified ? <Badge variant="brand">Verified</Badge> : <Badge variant="success">Active</Badge>}
        {celebrity.featured && <Badge variant="warning">Featured</Badge>}
        {celebrity.hidden && <Badge variant="secondary">Hidden</Badge>}
      </span>
    ),
  },
  {
    id: "actions",
    header: "Actions",
    hideHeader: true,
    cell: (celebrity) => <CelebrityActions celebrity={celebrity} />,
  },
];

/** Approved celebrities, hidden ones included: searched and paged on the server, the page and search in the URL. */
export function ApprovedCelebrities() {
  const { page, search, update, pageHref } = useListParams(LIST_KEYS);
  const { data, isPending, isError, error, refetch } = useAdminCelebrities({ page, search });

  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-lg font-semibold text-slate-900">
          Approved celebrities
          {data && <span className="ml-2 text-sm font-normal text-slate-600">({data.total})</span>}
        </h2>
        <SearchBox
          value={search}
          onSearch={(next) => update({ search: next })}
          label="Search approved celebrities"
          placeholder="Search by name"
          className="sm:max-w-xs"
        />
      </div>
      {isPending ? (
        <LoadingState label="Loading celebrities…" />
      ) : isError ? (
        <ErrorState
          message={`We couldn't load the celebrities. ${errorMessage(error, "Please try again.")}`}
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          <Table
            caption="Approved celebrities"
            columns={columns}
            rows={data.items}
            rowKey={(celebrity) => celebrity.id}
            empty={search ? `No approved celebrity matches "${search}".` : "No approved celebrity yet."}
            tableClassName="min-w-[60rem]"
          />
          <Pagination page={data.page} totalPages={data.totalPages} hrefFor={pageHref} />
        </>
      )}
    </div>
  );
}
