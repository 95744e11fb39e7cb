import { ArrowLeft, LogOut, MailCheck, UserRoundX } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { pageHref } from "@/shared/client-routes";
import type { MessageKey } from "@/shared/messages/keys";
import type { PolicySubject } from "@/shared/roles";
import type { AdminUserDetail, AdminUserPayment, AdminUserRequest, AdminUserSession } from "@/shared/schemas/users";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { ErrorState, LoadingState } from "@/web/components/states";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader } from "@/web/components/ui/card";
import { Table, type TableColumn } from "@/web/components/ui/table";
import { errorMessage, failureMessage } from "@/web/lib/api-client";
import { formatDate, formatDateTime, formatMinor } from "@/web/lib/format";
import { messageParts, nameIn, useLocale, useT } from "@/web/lib/i18n";
import { useAdminUser } from "../api/get-admin-user";
import { useAnonymiseUser, useRevokeUserSession, useVerifyUserEmail } from "../api/user-page-actions";
import { canActOn, STATUS_VARIANTS } from "./user-status";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-xs font-medium text-slate-600 sm:text-sm">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold tracking-tight text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function RequestsTable({ caption, rows }: { caption: string; rows: AdminUserRequest[] }) {
  const t = useT();
  const { locale } = useLocale();
  const columns: TableColumn<AdminUserRequest>[] = [
    {
      id: "who",
      header: t("admin.userPage.column.otherParty"),
      rowHeader: true,
      cell: (row) => <bdi>{row.otherParty}</bdi>,
    },
    { id: "status", header: t("admin.users.column.status"), cell: (row) => t(`shared.requestStatus.${row.status}`) },
    {
      id: "amount",
      header: t("admin.userPage.column.amount"),
      align: "right",
      className: "whitespace-nowrap",
      cell: (row) => formatMinor(row.amountMinor, row.currency, locale),
    },
    {
      id: "created",
      header: t("admin.userPage.column.created"),
      className: "whitespace-nowrap",
      cell: (row) => formatDate(row.createdAt, locale),
    },
  ];
  return (
    <Table
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      empty={t("admin.userPage.noRequests")}
      tableClassName="min-w-[36rem]"
    />
  );
}

/** The payments table's stored words (src/server/db/schema/payments.ts); another is shown as it came. */
const PAYMENT_STATUS_KEYS: Record<string, MessageKey> = {
  pending: "admin.userPage.paymentStatus.pending",
  succeeded: "admin.userPage.paymentStatus.succeeded",
  failed: "admin.userPage.paymentStatus.failed",
  cancelled: "admin.userPage.paymentStatus.cancelled",
};
const REFUND_STATUS_KEYS: Record<string, MessageKey> = {
  pending: "admin.userPage.paymentStatus.pending",
  succeeded: "admin.userPage.paymentStatus.succeeded",
  failed: "admin.userPage.paymentStatus.failed",
};

function PaymentsTable({ rows }: { rows: AdminUserPayment[] }) {
  const t = useT();
  const { locale } = useLocale();
  const wordFor = (keys: Record<string, MessageKey>, value: string) => {
    const key = keys[value];
    return key ? t(key) : value;
  };
  const columns: TableColumn<AdminUserPayment>[] = [
    {
      id: "reference",
      header: t("admin.userPage.column.reference"),
      rowHeader: true,
      className: "font-mono text-xs",
      cell: (row) => row.reference,
    },
    { id: "provider", header: t("admin.userPage.column.provider"), cell: (row) => row.provider },
    {
      id: "amount",
      header: t("admin.userPage.column.amount"),
      align: "right",
      className: "whitespace-nowrap",
      cell: (row) => formatMinor(row.amountMinor, row.currency, locale),
    },
    {
      id: "status",
      header: t("admin.users.column.status"),
      cell: (row) => (
        <>
          {wordFor(PAYMENT_STATUS_KEYS, row.status)}
          {row.refundStatus !== "none" && (
            <span className="block text-xs text-slate-600">
              {t("admin.userPage.refund", { status: wordFor(REFUND_STATUS_KEYS, row.refundStatus) })}
            </span>
          )}
        </>
      ),
    },
    {
      id: "created",
      header: t("admin.userPage.column.created"),
      className: "whitespace-nowrap",
      cell: (row) => formatDate(row.createdAt, locale),
    },
  ];
  return (
    <Table
      caption={t("admin.userPage.payments")}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      empty={t("admin.userPage.noPayments")}
      tableClassName="min-w-[44rem]"
    />
  );
}

function SessionsTable({ userId, rows, canAct }: { userId: string; rows: AdminUserSession[]; canAct: boolean }) {
  const t = useT();
  const { locale } = useLocale();
  const revoke = useRevokeUserSession();
  const columns: TableColumn<AdminUserSession>[] = [
    {
      id: "device",
      header: t("admin.userPage.column.device"),
      rowHeader: true,
      className: "max-w-xs break-words",
      cell: (row) => row.userAgent ?? t("admin.userPage.unknownDevice"),
    },
    {
      id: "created",
      header: t("admin.userPage.column.signedIn"),
      className: "whitespace-nowrap",
      cell: (row) => formatDateTime(row.createdAt, locale),
    },
    {
      id: "expires",
      header: t("admin.userPage.column.expires"),
      className: "whitespace-nowrap",
      cell: (row) => formatDateTime(row.expiresAt, locale),
    },
  ];
  if (canAct) {
    columns.push({
      id: "actions",
      header: t("admin.users.column.actions"),
      hideHeader: true,
      align: "right",
      cell: (row) => (
        <Button
          size="sm"
          variant="outline"
          icon={<LogOut aria-hidden="true" />}
          pending={revoke.isPending && revoke.variables?.sessionId === row.id}
          onClick={() =>
            revoke.mutate(
              { userId, sessionId: row.id },
              {
                onSuccess: () => toast.success(t("admin.userPage.sessionRevoked")),
                onError: (error) =>
                  toast.error(t("admin.users.actions.error"), {
                    description: failureMessage(t("admin.userPage.actionFailed"), error),
                  }),
              },
            )
          }
        >
          {t("admin.userPage.revokeSession")}
        </Button>
      ),
    });
  }
  return (
    <Table
      caption={t("admin.userPage.sessions")}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      empty={t("admin.userPage.noSessions")}
      tableClassName="min-w-[44rem]"
    />
  );
}

function Profile({ detail, viewer }: { detail: AdminUserDetail; viewer: PolicySubject & { id: string } }) {
  const t = useT();
  const { locale, dir } = useLocale();
  const { user } = detail;
  const verify = useVerifyUserEmail();
  const anonymise = useAnonymiseUser();
  const [confirming, setConfirming] = useState(false);
  const mayAct = canActOn(viewer, user) && !user.anonymised;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-ink">
            <bdi>{user.name}</bdi>
          </h1>
          <div className="flex flex-wrap gap-2">
            <Badge variant="outline">{t(`admin.role.${user.role}`)}</Badge>
            <Badge variant={STATUS_VARIANTS[user.status]}>{t(`admin.userStatus.${user.status}`)}</Badge>
            {user.anonymised && <Badge variant="outline">{t("admin.userPage.anonymised")}</Badge>}
          </div>
        </div>
        {mayAct && (
          <div className="flex flex-wrap gap-2">
            {!user.emailVerified && (
              <Button
                variant="outline"
                icon={<MailCheck aria-hidden="true" />}
                pending={verify.isPending}
                onClick={() =>
                  verify.mutate(user.id, {
                    onSuccess: () => toast.success(t("admin.userPage.emailVerifiedToast")),
                    onError: (error) =>
                      toast.error(t("admin.users.actions.error"), {
                        description: failureMessage(t("admin.userPage.actionFailed"), error),
                      }),
                  })
                }
              >
                {t("admin.userPage.verifyEmail")}
              </Button>
            )}
            <Button
              variant="outline"
              className="text-red-700 hover:text-red-800"
              icon={<UserRoundX aria-hidden="true" />}
              onClick={() => setConfirming(true)}
            >
              {t("admin.userPage.anonymise")}
            </Button>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title={messageParts(t, "admin.userPage.anonymiseTitle", { name: nameIn(dir, user.name) })}
              description={t("admin.userPage.anonymiseDescription")}
              cancelLabel={t("admin.userPage.keep")}
              confirmLabel={t("admin.userPage.anonymiseConfirm")}
              destructive
              onConfirm={async () => {
                await anonymise.mutateAsync(user.id);
                toast.success(t("admin.userPage.anonymisedToast"));
              }}
              describeError={(error) => failureMessage(t("admin.userPage.actionFailed"), error)}
            />
          </div>
        )}
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-slate-100">
          <Fact label={t("admin.users.column.email")}>
            <span dir="ltr">{user.email}</span>{" "}
            <Badge variant={user.emailVerified ? "success" : "warning"}>
              {user.emailVerified ? t("admin.userPage.verified") : t("admin.userPage.notVerified")}
            </Badge>
          </Fact>
          <Fact label={t("admin.userPage.phone")}>
            {user.phone ? (
              <>
                <span dir="ltr">{user.phone}</span>{" "}
                <Badge variant={user.phoneVerified ? "success" : "warning"}>
                  {user.phoneVerified ? t("admin.userPage.verified") : t("admin.userPage.notVerified")}
                </Badge>
              </>
            ) : (
              "—"
            )}
          </Fact>
          <Fact label={t("admin.users.column.registered")}>{formatDate(user.createdAt, locale)}</Fact>
        </dl>
      </CardContent>
    </Card>
  );
}

/** /admin/users/:id: one account for staff with `users`: who they are, what they booked and paid, where signed in. */
export function UserPage({ id, viewer }: { id: string; viewer: PolicySubject & { id: string } }) {
  const t = useT();
  const { data, isPending, isError, error, refetch } = useAdminUser(id);
  const mayAct = data ? canActOn(viewer, data.user) : false;
  return (
    <div className="space-y-6">
      <Link
        to={pageHref("/admin/users")}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t("admin.userPage.back")}
      </Link>
      {isPending ? (
        <LoadingState label={t("admin.userPage.loading")} />
      ) : isError ? (
        <ErrorState
          message={t("admin.userPage.loadFailed", { reason: errorMessage(error, t("admin.users.tryAgain")) })}
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          <Profile detail={data} viewer={viewer} />
          <Section title={t("admin.userPage.requestsAsFan")}>
            <RequestsTable caption={t("admin.userPage.requestsAsFan")} rows={data.requestsAsFan} />
          </Section>
          {data.requestsAsStar && (
            <Section title={t("admin.userPage.requestsAsStar")}>
              <RequestsTable caption={t("admin.userPage.requestsAsStar")} rows={data.requestsAsStar} />
            </Section>
          )}
          <Section title={t("admin.userPage.payments")}>
            <PaymentsTable rows={data.payments} />
          </Section>
          <Section title={t("admin.userPage.sessions")}>
            <SessionsTable userId={data.user.id} rows={data.sessions} canAct={mayAct} />
          </Section>
        </>
      )}
    </div>
  );
}
