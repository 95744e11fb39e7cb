import { useT } from "@/web/lib/i18n";
import { AddAdminSheet } from "./add-admin-sheet";
import { StaffTable } from "./staff-table";

/** /admin/admin-users: the super admin invites staff and manages what each may do. */
export function AdminManagement({ viewerId }: { viewerId: string }) {
  const t = useT();
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-xl text-sm text-slate-600">{t("admin.staff.intro")}</p>
        <AddAdminSheet />
      </div>
      <StaffTable viewerId={viewerId} />
    </div>
  );
}
