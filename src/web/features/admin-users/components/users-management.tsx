import { Link } from "react-router";
import { pageHref as hrefOf } from "@/shared/client-routes";
import type { PolicySubject } from "@/shared/roles";
import type { AdminUser } from "@/shared/schemas/users";
import { EmailAddress } from "@/web/components/email-address";
import { Pagination } from "@/web/components/pagination";
import { ErrorState, LoadingState } from "@/web/components/states";
import { Badge } from "@/web/components/ui/badge";
import { Table, type TableColumn } from "@/web/components/ui/table";
import { errorMessage } from "@/web/lib/api-client";
import { formatDate } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";
import { useListParams } from "@/web/lib/use-list-params";
import { useAdminUsers } from "../api/get-admin-users";
import { UserActions } from "./user-actions";
import { UserFilters } from "./user-filters";
import { canActOn, STATUS_VARIANTS } from "./user-status";

const LIST_KEYS = ["search", "role", "status"] as const;

/**
 * /admin/users: every account, searched, filtered and paged on the server; suspend or reactivate one, or open
 * its page.
 */
export function UsersManagement({ viewer }: { viewer: PolicySubject & { id: string } }) {
  const t = useT();
  const { locale } = useLocale();
  const { page, search, role, status, update, pageHref } = useListParams(LIST_KEYS);
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useAdminUsers({ page, search, role, status });

  const columns: TableColumn<AdminUser>[] = [
    {
      id: "name",
      header: t("admin.users.column.name"),
      rowHeader: true,
      className: "min-w-36",
      // The name opens the account's page (requests, payments, sessions).
      cell: (user) => (
        <Link
          to={hrefOf("/admin/users/:id", { id: user.id })}
          className="font-medium text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <bdi>{user.name}</bdi>
        </Link>
      ),
    },
    { id: "email", header: t("admin.users.column.email"), cell: (user) => <EmailAddress address={user.email} /> },
    {
      id: "role",
      header: t("admin.users.column.role"),
      className: "whitespace-nowrap",
      cell: (user) => t(`admin.role.${user.role}`),
    },
    {
      id: "status",
      header: t("admin.users.column.status"),
      cell: (user) => <Badge variant={STATUS_VARIANTS[user.status]}>{t(`admin.userStatus.${user.status}`)}</Badge>,
    },
    {
      id: "registered",
      header: t("admin.users.column.registered"),
      className: "whitespace-nowrap",
      cell: (user) => formatDate(user.createdAt, locale),
    },
    {
      id: "actions",
      header: t("admin.users.column.actions"),
      hideHeader: true,
      align: "right",
      cell: (user) => (canActOn(viewer, user) ? <UserActions user={user} /> : null),
    },
  ];

  const filtered = Boolean(search || role || status);

  return (
    <div className="space-y-4">
      <UserFilters search={search} role={role} status={status} onChange={update} />
      {isPending ? (
        <LoadingState label={t("admin.users.loading")} />
      ) : isError ? (
        <ErrorState
          message={t("admin.users.loadFailed", { reason: errorMessage(error, t("admin.users.tryAgain")) })}
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {filtered
              ? t("admin.users.countFiltered", { count: data.total })
              : t("admin.users.count", { count: data.total })}
          </p>
          <Table
            caption={t("admin.users.caption")}
            columns={columns}
            rows={data.items}
            rowKey={(user) => user.id}
            empty={filtered ? t("admin.users.emptyFiltered") : t("admin.users.empty")}
            className={isPlaceholderData ? "opacity-60" : undefined}
            tableClassName="min-w-[56rem]"
          />
          <Pagination page={data.page} totalPages={data.totalPages} hrefFor={pageHref} />
        </>
      )}
    </div>
  );
}
