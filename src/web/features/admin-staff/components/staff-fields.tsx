import type { MessageKey } from "@/shared/messages/keys";
import { STAFF_PERMISSIONS, type StaffPermission } from "@/shared/roles";
import { INVITABLE_STAFF_ROLES } from "@/shared/schemas/staff";
import { FormField, useErrorText } from "@/web/components/ui/form-field";
import { Select } from "@/web/components/ui/select";
import { useT } from "@/web/lib/i18n";

export type InvitableRole = (typeof INVITABLE_STAFF_ROLES)[number];

export const ROLE_HINTS: Record<InvitableRole, MessageKey> = {
  admin: "admin.staff.fields.adminHint",
  moderator: "admin.staff.fields.moderatorHint",
};

/** Admin or moderator (the super admin is not invited: there is one). */
export function StaffRoleField({
  idPrefix,
  value,
  error,
  disabled,
  onChange,
}: {
  idPrefix: string;
  value: InvitableRole;
  error?: string;
  disabled?: boolean;
  onChange: (role: InvitableRole) => void;
}) {
  const t = useT();
  const id = `${idPrefix}-role`;
  return (
    <FormField id={id} label={t("admin.staff.fields.role")} error={error} hint={t(ROLE_HINTS[value])}>
      <Select
        id={id}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as InvitableRole)}
      >
        {INVITABLE_STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`admin.role.${role}`)}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

/** One checkbox per staff area; ticking adds the area, unticking removes it. */
export function PermissionCheckboxes({
  idPrefix,
  value,
  error,
  disabled,
  onChange,
}: {
  idPrefix: string;
  value: readonly StaffPermission[];
  error?: string;
  disabled?: boolean;
  onChange: (permissions: StaffPermission[]) => void;
}) {
  const t = useT();
  // The schema's English message in the page's language (FormField does it for the other fields).
  const errorText = useErrorText();
  const errorId = `${idPrefix}-permissions-error`;
  return (
    <fieldset
      id={`${idPrefix}-permissions`}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      // Focusable, so a submit with no area ticked can move focus here.
      tabIndex={-1}
      className="space-y-2 focus:outline-none"
    >
      <legend className="text-sm font-medium text-slate-800">{t("admin.staff.fields.permissions")}</legend>
      <div className="grid grid-cols-2 gap-2">
        {STAFF_PERMISSIONS.map((permission) => {
          const checked = value.includes(permission);
          return (
            <label
              key={permission}
              className="flex items-center gap-2 rounded-xl border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-300 has-[:checked]:bg-brand-50"
            >
              <input
                type="checkbox"
                name="permissions"
                value={permission}
                checked={checked}
                disabled={disabled}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? STAFF_PERMISSIONS.filter((candidate) => candidate === permission || value.includes(candidate))
                      : value.filter((candidate) => candidate !== permission),
                  )
                }
                className="size-4 rounded accent-brand-700"
              />
              {t(`admin.permission.${permission}`)}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {errorText(error)}
        </p>
      )}
    </fieldset>
  );
}
