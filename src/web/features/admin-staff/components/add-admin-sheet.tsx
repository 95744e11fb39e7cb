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
import { isolate, useLocale, useT } from "@/web/lib/i18n";
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
  "top-0 end-0 start-auto h-dvh max-h-dvh w-full max-w-md translate-x-0 translate-y-0 content-start rounded-none sm:w-[28rem] sm:rounded-s-2xl";

/**
 * 'Add Admin': name, e-mail, role and areas, checked with the server's own schema. The invitee receives an e-mail
 * to set their password (no default password). On failure the form keeps what was typed.
 */
export function AddAdminSheet() {
  const t = useT();
  const { locale } = useLocale();
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
        toast.success(t("admin.staff.add.added"), {
          description: t("admin.staff.add.addedText", { name: isolate(member.name, locale) }),
        });
        setValues(EMPTY);
        setErrors({});
        setOpen(false);
      },
      onError: (error) => {
        setErrors(apiFieldErrors(error));
        toast.error(t("admin.staff.error"), { description: errorMessage(error, t("admin.staff.add.failed")) });
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
        {t("admin.staff.add.open")}
      </Button>
      <DialogContent className={SHEET_CLASSES}>
        <DialogHeader>
          <DialogTitle>{t("admin.staff.add.open")}</DialogTitle>
          <DialogDescription>{t("admin.staff.add.description", { hours: INVITATION_HOURS })}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={t("admin.staff.add.open")}>
          <FormField id={`${ID}-name`} label={t("admin.staff.add.name")} error={errors.name}>
            <Input autoComplete="off" {...input("name")} />
          </FormField>
          <FormField id={`${ID}-email`} label={t("admin.staff.add.email")} error={errors.email}>
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
              {t("admin.staff.add.cancel")}
            </Button>
            <Button type="submit" pending={invite.isPending}>
              {invite.isPending ? t("admin.staff.add.adding") : t("admin.staff.add.open")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
