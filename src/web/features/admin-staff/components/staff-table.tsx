import { Mail, Pencil, UserMinus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { StaffMember } from "@/shared/schemas/staff";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { ErrorState, LoadingState } from "@/web/components/states";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Table, type TableColumn } from "@/web/components/ui/table";
import { errorMessage, failureMessage } from "@/web/lib/api-client";
import { formatDateTime } from "@/web/lib/format";
import { isolate, messageParts, nameIn, useLocale, useT } from "@/web/lib/i18n";
import { useStaff } from "../api/get-staff";
import { useRemoveStaff } from "../api/remove-staff";
import { useResendInvitation } from "../api/resend-invitation";
import { EditStaffDialog } from "./edit-staff-dialog";

/** Nothing for a member who has joined; the invitation's state and expiry for one who has not. */
function InvitationStatus({ member, now }: { member: StaffMember; now: number }) {
  const t = useT();
  const { locale } = useLocale();
  if (!member.invitationExpiresAt) return null;
  const expired = new Date(member.invitationExpiresAt).getTime() <= now;
  return (
    <span className="block space-y-1">
      <Badge variant={expired ? "destructive" : "warning"}>
        {expired ? t("admin.staff.invitation.expired") : t("admin.staff.invitation.invited")}
      </Badge>
      <span className="block text-xs text-slate-600">
        {t(expired ? "admin.staff.invitation.expiredOn" : "admin.staff.invitation.pendingUntil", {
          date: formatDateTime(member.invitationExpiresAt, locale),
        })}
      </span>
    </span>
  );
}

function ResendButton({ member }: { member: StaffMember }) {
  const t = useT();
  const resend = useResendInvitation();
  return (
    <Button
      icon={<Mail aria-hidden="true" />}
      size="icon"
      variant="outline"
      className="size-9"
      pending={resend.isPending}
      aria-label={t("admin.staff.invitation.resendLabel", { name: member.name })}
      title={t("admin.staff.invitation.resend")}
      onClick={() =>
        resend.mutate(member.id, {
          onSuccess: () =>
            toast.success(t("admin.staff.invitation.sent"), {
              description: t("admin.staff.invitation.sentText", { email: member.email }),
            }),
          onError: (error) =>
            toast.error(t("admin.staff.error"), {
              description: failureMessage(t("admin.staff.invitation.resendFailed"), error),
            }),
        })
      }
    ></Button>
  );
}

/** 'Admin Users': every staff member with their role, areas and invitation; edit, resend, remove. */
export function StaffTable({ viewerId }: { viewerId: string }) {
  const t = useT();
  const { dir, locale } = useLocale();
  const { data: staff, isPending, isError, error, refetch } = useStaff();
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const remove = useRemoveStaff();
  const now = Date.now();

  const columns: TableColumn<StaffMember>[] = [
    {
      id: "name",
      header: t("admin.staff.table.name"),
      rowHeader: true,
      className: "min-w-44",
      cell: (member) => (
        <span className="block space-y-1">
          <bdi className="block font-medium">{member.name}</bdi>
          <InvitationStatus member={member} now={now} />
        </span>
      ),
    },
    {
      id: "email",
      header: t("admin.staff.table.email"),
      className: "whitespace-nowrap",
      cell: (member) => member.email,
    },
    {
      id: "role",
      header: t("admin.staff.table.role"),
      className: "whitespace-nowrap",
      cell: (member) => t(`admin.role.${member.role}`),
    },
    {
      id: "permissions",
      header: t("admin.staff.table.permissions"),
      className: "min-w-40",
      cell: (member) =>
        member.role === "super_admin" ? (
          <Badge variant="brand">{t("admin.staff.table.allPermissions")}</Badge>
        ) : (
          <span className="flex flex-wrap gap-1">
            {member.permissions.map((permission) => (
              <Badge key={permission} variant="secondary">
                {t(`admin.permission.${permission}`)}
              </Badge>
            ))}
          </span>
        ),
    },
    {
      id: "actions",
      header: t("admin.staff.table.actions"),
      hideHeader: true,
      cell: (member) =>
        member.role === "super_admin" || member.id === viewerId ? null : (
          <span className="flex justify-end gap-1.5">
            <Button
              size="icon"
              variant="outline"
              className="size-9"
              aria-label={t("admin.staff.table.editLabel", { name: member.name })}
              title={t("admin.staff.table.editTitle")}
              onClick={() => setEditing(member)}
            >
              <Pencil aria-hidden="true" />
            </Button>
            {member.invitationExpiresAt && <ResendButton member={member} />}
            <Button
              size="icon"
              variant="outline"
              className="size-9 text-red-700 hover:text-red-800"
              aria-label={t("admin.staff.table.removeLabel", { name: member.name })}
              title={t("admin.staff.table.removeTitle")}
              onClick={() => setRemoving(member)}
            >
              <UserMinus aria-hidden="true" />
            </Button>
          </span>
        ),
    },
  ];

  return (
    <div className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">{t("admin.staff.table.title")}</h2>
      {isPending ? (
        <LoadingState label={t("admin.staff.table.loading")} />
      ) : isError ? (
        <ErrorState
          message={t("admin.staff.table.loadFailed", { reason: errorMessage(error, t("admin.staff.table.tryAgain")) })}
          onRetry={() => void refetch()}
        />
      ) : (
        <Table
          caption={t("admin.staff.table.caption")}
          columns={columns}
          rows={staff}
          rowKey={(member) => member.id}
          empty={t("admin.staff.table.empty")}
          tableClassName="min-w-[52rem]"
        />
      )}
      {editing && <EditStaffDialog member={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={
          removing
            ? messageParts(t, "admin.staff.remove.title", { name: nameIn(dir, removing.name) })
            : t("admin.staff.remove.titleNoName")
        }
        description={t("admin.staff.remove.description")}
        cancelLabel={t("admin.staff.remove.keep")}
        confirmLabel={t("admin.staff.remove.confirm")}
        destructive
        onConfirm={async () => {
          if (!removing) return;
          await remove.mutateAsync(removing.id);
          toast.success(t("admin.staff.remove.removed"), {
            description: t("admin.staff.remove.removedText", { name: isolate(removing.name, locale) }),
          });
        }}
        describeError={(error) => failureMessage(t("admin.staff.remove.failed"), error)}
      />
    </div>
  );
}
