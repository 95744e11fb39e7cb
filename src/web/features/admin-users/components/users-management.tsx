import { isStaff, isSuperAdmin, type PolicySubject, ROLE_LABELS } from "@/shared/roles";
import { type AdminUser, USER_STATUS_LABELS, type UserStatus } from "@/shared/schemas/users";
import { EmailAddress } from "@/web/components/email-address";
import { Pagination } from "@/web/components/pagination";
import { ErrorState, LoadingState } from "@/web/components/states";
import { Badge, type BadgeProps } from "@/web/components/ui/badge";
import { Table, type TableColumn } from "@/web/components/ui/table";
import { errorMessage } from "@/web/lib/api-client";
import { formatDate } from "@/web/lib/format";
import { useListParams } from "@/web/lib/use-list-params";
import { useAdminUsers } from "../api/get-admin-users";
import { UserActions } from "./user-actions";
import { UserFilters } from "./user-filters";

const LIST_KEYS = ["search", "role", "status"] as const;

const STATUS_VARIANTS: Record<UserStatus, BadgeProps["variant"]> = {
  active: "success",
  unconfirmed: "warning",
  suspended: "destructive",
};

/**
 * Who may act on a row: not on oneself, and on staff only for the super admin (the server refuses anyway).
 */
function canActOn(viewer: PolicySubject & { id: string }, user: AdminUser): boolean {
  if (user.id === viewer.id) return false;
  return !isStaff(user) || isSuperAdmin(viewer);
}

/** /admin/users: every account, searched, filtered and paged on the server; suspend or reactivate one. */
export function UsersManagement({ viewer }: { viewer: PolicySubject & { id: string } }) {
  const { page, search, role, status, update, pageHref } = useListParams(LIST_KEYS);
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useAdminUsers({ page, search, role, status });

  const columns: TableColumn<AdminUser>[] = [
    {
      id: "name",
      header: "Name",
      rowHeader: true,
      className: "min-w-36",
      cell: (user) => <span className="font-medium">{user.name}</span>,
    },
    { id: "email", header: "Email", cell: (user) => <EmailAddress address={user.email} /> },
    { id: "role", header: "Role", className: "whitespace-nowrap", cell: (user) => ROLE_LABELS[user.role] },
    {
      id: "status",
      header: "Status",
      cell: (user) => <Badge variant={STATUS_VARIANTS[user.status]}>{USER_STATUS_LABELS[user.status]}</Badge>,
    },
    {
      id: "registered",
      header: "Registered",
      className: "whitespace-nowrap",
      cell: (user) => formatDate(user.createdAt),
    },
    {
      id: "actions",
      header: "Actions",
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
        <LoadingState label="Loading users..." />
      ) : isError ? (
        <ErrorState
          message={`We couldn't load the users. ${errorMessage(error, "Please try again.")}`}
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {data.total === 1 ? "1 user" : `${data.total.toLocaleString("en-US")} users`}
            {filtered && " match these filters"}
          </p>
          <Table
            caption="Users"
            columns={columns}
            rows={data.items}
            rowKey={(user) => user.id}
            empty={filtered ? "No user matches these filters." : "No user yet."}
            className={isPlaceholderData ? "opacity-60" : undefined}
            tableClassName="min-w-[56rem]"
          />
          <Pagination page={data.page} totalPages={data.totalPages} hrefFor={pageHref} />
        </>
      )}
    </div>
  );
}
