import { AddAdminSheet } from "./add-admin-sheet";
import { StaffTable } from "./staff-table";

/** /admin/admin-users: the super admin invites staff and manages what each may do. */
export function AdminManagement({ viewerId }: { viewerId: string }) {
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-xl text-sm text-slate-600">
          Staff see only the areas they hold a permission for. The server checks every call, whatever the page shows.
        </p>
        <AddAdminSheet />
      </div>
      <StaffTable viewerId={viewerId} />
    </div>
  );
}
