import { Mail, Pencil, UserMinus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { PERMISSION_LABELS, ROLE_LABELS } from "@/shared/roles";
import type { StaffMember } from "@/shared/schemas/staff";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { ErrorState, LoadingState } from "@/web/components/states";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Table, type TableColumn } from "@/web/components/ui/table";
import { errorMessage, failureMessage } from "@/web/lib/api-client";
import { formatDateTime } from "@/web/lib/format";
import { useStaff } from "../api/get-staff";
import { useRemoveStaff } from "../api/remove-staff";
import { useResendInvitation } from "../api/resend-invitation";
import { EditStaffDialog } from "./edit-staff-dialog";

/** Nothing for a member who has joined; the invitation's state and expiry for one who has not. */
function InvitationStatus({ member, now }: { member: StaffMember; now: number }) {
  if (!member.invitationExpiresAt) return null;
  const expired = new Date(member.invitationExpiresAt).getTime() <= now;
  return (
    <span className="block space-y-1">
      <Badge variant={expired ? "destructive" : "warning"}>{expired ? "Invitation expired" : "Invited"}</Badge>
      <span className="block text-xs text-slate-600">
        {expired ? "Expired on " : "Invitation pending until "}
        {formatDateTime(member.invitationExpiresAt)}
      </span>
    </span>
  );
}

function ResendButton({ member }: { member: StaffMember }) {
  const resend = useResendInvitation();
  return (
    <Button
      icon={<Mail aria-hidden="true" />}
      size="icon"
      variant="outline"
      className="size-9"
      pending={resend.isPending}
      aria-label={`Resend invitation to ${member.name}`}
      title="Resend invitation"
      onClick={() =>
        resend.mutate(member.id, {
          onSuccess: () =>
            toast.success("Invitation sent", {
              description: `A new invitation link is on its way to ${member.email}.`,
            }),
          onError: (error) =>
            toast.error("Error", { description: failureMessage("Failed to resend the invitation.", error) }),
        })
      }
    ></Button>
  );
}

/** 'Admin Users': every staff member with their role, areas and invitation; edit, resend, remove. */
export function StaffTable({ viewerId }: { viewerId: string }) {
  const { data: staff, isPending, isError, error, refetch } = useStaff();
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const remove = useRemoveStaff();
  const now = Date.now();

  const columns: TableColumn<StaffMember>[] = [
    {
      id: "name",
      header: "Name",
      rowHeader: true,
      className: "min-w-44",
      cell: (member) => (
        <span className="block space-y-1">
          <span className="block font-medium">{member.name}</span>
          <InvitationStatus member={member} now={now} />
        </span>
      ),
    },
    { id: "email", header: "Email", className: "whitespace-nowrap", cell: (member) => member.email },
    { id: "role", header: "Role", className: "whitespace-nowrap", cell: (member) => ROLE_LABELS[member.role] },
    {
      id: "permissions",
      header: "Permissions",
      className: "min-w-40",
      cell: (member) =>
        member.role === "super_admin" ? (
          <Badge variant="brand">All permissions</Badge>
        ) : (
          <span className="flex flex-wrap gap-1">
            {member.permissions.map((permission) => (
              <Badge key={permission} variant="secondary">
                {PERMISSION_LABELS[permission]}
              </Badge>
            ))}
          </span>
        ),
    },
    {
      id: "actions",
      header: "Actions",
      hideHeader: true,
      cell: (member) =>
        member.role === "super_admin" || member.id === viewerId ? null : (
          <span className="flex justify-end gap-1.5">
            <Button
              size="icon"
              variant="outline"
              className="size-9"
              aria-label={`Edit ${member.name}`}
              title="Edit role and permissions"
              onClick={() => setEditing(member)}
            >
              <Pencil aria-hidden="true" />
            </Button>
            {member.invitationExpiresAt && <ResendButton member={member} />}
            <Button
              size="icon"
              variant="outline"
              className="size-9 text-red-700 hover:text-red-800"
              aria-label={`Remove staff rights of ${member.name}`}
              title="Remove staff rights"
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
      <h2 className="text-lg font-semibold text-slate-900">Admin Users</h2>
      {isPending ? (
        <LoadingState label="Loading staff…" />
      ) : isError ? (
        <ErrorState
          message={`We couldn't load the staff. ${errorMessage(error, "Please try again.")}`}
          onRetry={() => void refetch()}
        />
      ) : (
        <Table
          caption="Admin users"
          columns={columns}
          rows={staff}
          rowKey={(member) => member.id}
          empty="No staff member yet."
          tableClassName="min-w-[52rem]"
        />
      )}
      {editing && <EditStaffDialog member={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing ? `Remove ${removing.name}'s staff rights?` : "Remove staff rights?"}
        description="They keep their account as a fan, lose access to the admin area at once, and any pending invitation stops working."
        cancelLabel="Keep as staff"
        confirmLabel="Remove staff rights"
        destructive
        onConfirm={async () => {
          if (!removing) return;
          await remove.mutateAsync(removing.id);
          toast.success("Staff rights removed", { description: `${removing.name} is no longer a staff member.` });
        }}
        describeError={(error) => failureMessage("Failed to remove the staff rights.", error)}
      />
    </div>
  );
}
