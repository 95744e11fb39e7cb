import { UserPlus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import type { StaffPermission } from "@/shared/roles";
import { INVITATION_HOURS, inviteStaffSchema } from "@/shared/schemas/staff";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { errorMessage } from "@/web/lib/api-client";
import { apiFieldErrors, focusFirstError, validate } from "@/web/lib/validate";
import { useInviteStaff } from "../api/invite-staff";
import { type InvitableRole, PermissionCheckboxes, StaffRoleField } from "./staff-fields";

const ID = "add-admin";
const FIELDS = ["name", "email", "role", "permissions"] as const;
type Field = (typeof FIELDS)[number];

type Values = { name: string; email: string; role: InvitableRole; permissions: StaffPermission[] };
const EMPTY: Values = { name: "", email: "", role: "admin", permissions: [] };

/** A dialog laid out as a panel on the right (full width on a phone). */
const SHEET_CLASSES =
  "top-0 right-0 left-auto h-dvh max-h-dvh w-full max-w-md translate-x-0 translate-y-0 content-start rounded-none sm:w-[28rem] sm:rounded-l-2xl";

/**
 * 'Add Admin': name, e-mail, role and areas, checked with the server's own schema. The invitee receives an e-mail
 * to set their password (no default password). On failure the form keeps what was typed.
 */
export function AddAdminSheet() {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const invite = useInviteStaff();

  const set = <K extends keyof Values>(name: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(inviteStaffSchema, values);
    setErrors(result.errors);
    if (!result.success) {
      focusFirstError(result.errors, FIELDS, ID);
      return;
    }
    invite.mutate(result.data, {
      onSuccess: (member) => {
        toast.success("Admin added", { description: `${member.name} has been added as an admin.` });
        setValues(EMPTY);
        setErrors({});
        setOpen(false);
      },
      onError: (error) => {
        setErrors(apiFieldErrors(error));
        toast.error("Error", { description: errorMessage(error, "Failed to add admin") });
      },
    });
  };

  const input = (name: "name" | "email") => ({
    id: `${ID}-${name}`,
    name,
    value: values[name],
    disabled: invite.isPending,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${ID}-${name}-error` : undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(name, event.target.value),
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !invite.isPending && setOpen(next)}>
      <Button onClick={() => setOpen(true)}>
        <UserPlus aria-hidden="true" />
        Add Admin
      </Button>
      <DialogContent className={SHEET_CLASSES}>
        <DialogHeader>
          <DialogTitle>Add Admin</DialogTitle>
          <DialogDescription>
            They receive an e-mail to set their own password; the link works for {INVITATION_HOURS} hours.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Add Admin">
          <FormField id={`${ID}-name`} label="Name" error={errors.name}>
            <Input autoComplete="off" {...input("name")} />
          </FormField>
          <FormField id={`${ID}-email`} label="Email" error={errors.email}>
            <Input type="email" autoComplete="off" {...input("email")} />
          </FormField>
          <StaffRoleField
            idPrefix={ID}
            value={values.role}
            error={errors.role}
            disabled={invite.isPending}
            onChange={(role) => set("role", role)}
          />
          <PermissionCheckboxes
            idPrefix={ID}
            value={values.permissions}
            error={errors.permissions}
            disabled={invite.isPending}
            onChange={(permissions) => set("permissions", permissions)}
          />
          <DialogFooter>
            <Button variant="outline" disabled={invite.isPending} onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" pending={invite.isPending}>
              {invite.isPending ? "Adding…" : "Add Admin"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
