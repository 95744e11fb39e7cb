import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { isStaffPermission, type StaffPermission } from "@/shared/roles";
import { type StaffMember, updateStaffSchema } from "@/shared/schemas/staff";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { errorMessage } from "@/web/lib/api-client";
import { isolate, messageParts, nameIn, useLocale, useT } from "@/web/lib/i18n";
import { apiFieldErrors, focusFirstError, validate } from "@/web/lib/validate";
import { useUpdateStaff } from "../api/update-staff";
import { type InvitableRole, PermissionCheckboxes, StaffRoleField } from "./staff-fields";

const ID = "edit-staff";
const FIELDS = ["role", "permissions"] as const;

/** Changes a member's role and areas; a failure keeps the choice and says why in the dialog. */
export function EditStaffDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const t = useT();
  const { dir, locale } = useLocale();
  const [role, setRole] = useState<InvitableRole>(member.role === "moderator" ? "moderator" : "admin");
  const [permissions, setPermissions] = useState<StaffPermission[]>(member.permissions.filter(isStaffPermission));
  const [errors, setErrors] = useState<{ role?: string; permissions?: string }>({});
  const [failure, setFailure] = useState<string>();
  const update = useUpdateStaff();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const result = validate(updateStaffSchema, { role, permissions });
    setErrors(result.errors);
    if (!result.success) {
      focusFirstError(result.errors, FIELDS, ID);
      return;
    }
    update.mutate(
      { id: member.id, changes: result.data },
      {
        onSuccess: () => {
          toast.success(t("admin.staff.edit.updated"), {
            description: t("admin.staff.edit.updatedText", { name: isolate(member.name, locale) }),
          });
          onClose();
        },
        onError: (error) => {
          setErrors(apiFieldErrors(error));
          setFailure(errorMessage(error, t("admin.staff.edit.failed")));
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !update.isPending && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{messageParts(t, "admin.staff.edit.title", { name: nameIn(dir, member.name) })}</DialogTitle>
          <DialogDescription>{member.email}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={onSubmit}
          className="space-y-5"
          aria-label={t("admin.staff.edit.title", { name: member.name })}
        >
          <StaffRoleField
            idPrefix={ID}
            value={role}
            error={errors.role}
            disabled={update.isPending}
            onChange={setRole}
          />
          <PermissionCheckboxes
            idPrefix={ID}
            value={permissions}
            error={errors.permissions}
            disabled={update.isPending}
            onChange={setPermissions}
          />
          {failure && (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-700">
              {failure}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" disabled={update.isPending} onClick={onClose}>
              {t("admin.staff.add.cancel")}
            </Button>
            <Button type="submit" pending={update.isPending}>
              {t("admin.staff.edit.save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
