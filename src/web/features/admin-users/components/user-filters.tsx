import { ROLE_LABELS, ROLES } from "@/shared/roles";
import { USER_STATUS_LABELS, USER_STATUSES } from "@/shared/schemas/users";
import { SearchBox } from "@/web/components/search-box";
import { Select } from "@/web/components/ui/select";

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

const roleOptions = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const statusOptions = USER_STATUSES.map((status) => ({ value: status, label: USER_STATUS_LABELS[status] }));

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
  return (
    <div className="flex flex-col gap-3 lg:flex-row">
      <SearchBox
        value={search}
        onSearch={(next) => onChange({ search: next })}
        label="Search users by name or e-mail"
        placeholder="Search by name or e-mail"
      />
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <FilterSelect
          label="Role"
          value={role}
          options={roleOptions}
          anyLabel="All roles"
          onChange={(next) => onChange({ role: next })}
        />
        <FilterSelect
          label="Status"
          value={status}
          options={statusOptions}
          anyLabel="All statuses"
          onChange={(next) => onChange({ status: next })}
        />
      </div>
    </div>
  );
}
