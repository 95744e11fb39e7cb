import { MailOpen } from "lucide-react";
import { useSearchParams } from "react-router";
import type { Enquiry } from "@/shared/schemas/enquiries";
import { EmailAddress } from "@/web/components/email-address";
import { Pagination } from "@/web/components/pagination";
import { EmptyState, ErrorState, ListSkeleton } from "@/web/components/states";
import { Button } from "@/web/components/ui/button";
import { Table, type TableColumn } from "@/web/components/ui/table";
import { formatDateTime } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";
import { useEnquiries } from "../api/get-enquiries";
import { EnquiryKindBadge, EnquiryStatusBadge } from "./enquiry-badges";
import { EnquiryDialog } from "./enquiry-dialog";
import { InboxFilterBar, inboxSearch, parseInboxFilters } from "./inbox-filters";

const OPEN_PARAM = "open";

/** The staff inbox: contact messages and business enquiries by status and kind, opened one at a time. */
export function Inbox() {
  const t = useT();
  const { locale } = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseInboxFilters(searchParams);
  const openId = searchParams.get(OPEN_PARAM);
  const query = useEnquiries(filters);

  const setOpen = (id: string | null) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set(OPEN_PARAM, id);
      else next.delete(OPEN_PARAM);
      return next;
    });

  const columns: TableColumn<Enquiry>[] = [
    {
      id: "from",
      header: t("admin.inbox.column.from"),
      rowHeader: true,
      cell: (row) => (
        <div className="min-w-40">
          <p dir="auto" className="font-medium text-slate-900">
            {row.name}
          </p>
          <p className="text-slate-600">
            <EmailAddress address={row.email} />
          </p>
        </div>
      ),
    },
    {
      id: "about",
      header: t("admin.inbox.column.about"),
      className: "min-w-56 max-w-sm",
      cell: (row) => (
        <div>
          <p dir="auto" className="font-medium text-slate-900">
            {row.subject ?? row.company}
          </p>
          <p dir="auto" className="line-clamp-2 text-slate-600">
            {row.message}
          </p>
        </div>
      ),
    },
    { id: "kind", header: t("admin.inbox.column.kind"), cell: (row) => <EnquiryKindBadge kind={row.kind} /> },
    {
      id: "status",
      header: t("admin.inbox.column.status"),
      cell: (row) => <EnquiryStatusBadge status={row.status} />,
    },
    {
      id: "received",
      header: t("admin.inbox.column.received"),
      className: "whitespace-nowrap text-slate-600",
      cell: (row) => formatDateTime(row.createdAt, locale),
    },
    {
      id: "actions",
      header: t("admin.inbox.column.actions"),
      hideHeader: true,
      align: "right",
      cell: (row) => (
        <Button
          variant="outline"
          size="sm"
          onClick={() => setOpen(row.id)}
          aria-label={t("admin.inbox.openLabel", { name: row.name })}
        >
          <MailOpen aria-hidden="true" /> {t("admin.inbox.open")}
        </Button>
      ),
    },
  ];

  return (
    <div className="space-y-5">
      <InboxFilterBar filters={filters} />
      {query.isPending ? (
        <ListSkeleton rows={3} rowClassName="h-16" label={t("admin.inbox.loading")} />
      ) : query.isError ? (
        <ErrorState message={t("admin.inbox.loadFailed")} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Table
            caption={t("admin.inbox.caption")}
            columns={columns}
            rows={query.data.items}
            rowKey={(row) => row.id}
            tableClassName="min-w-[48rem]"
            empty={
              <EmptyState icon={MailOpen} title={t("admin.inbox.emptyTitle")} className="border-0">
                {t("admin.inbox.emptyText")}
              </EmptyState>
            }
          />
          <Pagination
            page={query.data.page}
            totalPages={query.data.totalPages}
            hrefFor={(page) => inboxSearch({ kind: filters.kind, status: filters.status ?? "all", page })}
          />
        </>
      )}
      <EnquiryDialog id={openId} onClose={() => setOpen(null)} />
    </div>
  );
}
