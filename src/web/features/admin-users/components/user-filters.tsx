import { ROLES } from "@/shared/roles";
import { USER_STATUSES } from "@/shared/schemas/users";
import { SearchBox } from "@/web/components/search-box";
import { Select } from "@/web/components/ui/select";
import { useT } from "@/web/lib/i18n";

function FilterSelect({
  label,
  value,
  options,
  anyLabel,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  anyLabel: string;
  onChange: (value: string) => void;
}) {
  return (
    <Select
      aria-label={label}
      className="h-12 rounded-full sm:w-48"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{anyLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}

/** Search by name or e-mail, and filter by role and status; the values live in the URL. */
export function UserFilters({
  search,
  role,
  status,
  onChange,
}: {
  search: string;
  role: string;
  status: string;
  onChange: (changes: { search?: string; role?: string; status?: string }) => void;
}) {
  const t = useT();
  const roleOptions = ROLES.map((value) => ({ value, label: t(`admin.role.${value}`) }));
  const statusOptions = USER_STATUSES.map((value) => ({ value, label: t(`admin.userStatus.${value}`) }));
  return (
    <div className="flex flex-col gap-3 lg:flex-row">
      <SearchBox
        value={search}
        onSearch={(next) => onChange({ search: next })}
        label={t("admin.users.filters.searchLabel")}
        placeholder={t("admin.users.filters.searchPlaceholder")}
      />
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <FilterSelect
          label={t("admin.users.filters.role")}
          value={role}
          options={roleOptions}
          anyLabel={t("admin.users.filters.allRoles")}
          onChange={(next) => onChange({ role: next })}
        />
        <FilterSelect
          label={t("admin.users.filters.status")}
          value={status}
          options={statusOptions}
          anyLabel={t("admin.users.filters.allStatuses")}
          onChange={(next) => onChange({ status: next })}
        />
      </div>
    </div>
  );
}
