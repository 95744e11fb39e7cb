import { Navigate, Outlet, useMatches } from "react-router";
import {
  canAccessAdmin,
  hasPermission,
  isSuperAdmin,
  type PolicySubject,
  type StaffPermission,
  type StaffTool,
} from "@/shared/roles";
import { useSession } from "@/web/lib/session";

/**
 * Who may open an admin page: staff with a permission, the super admin alone, or the super admin where the
 * server has the tool (`staffTool`: Create Fan exists outside production only). Left out: any staff member.
 */
export type AdminAccess = { permission: StaffPermission } | "super_admin" | { staffTool: StaffTool };

export type AdminRouteHandle = { title: string; access?: AdminAccess };

export function canOpenAdminPage(user: PolicySubject | null | undefined, access: AdminAccess | undefined): boolean {
  if (!canAccessAdmin(user)) return false;
  if (!access) return true;
  if (access === "super_admin") return isSuperAdmin(user);
  if ("staffTool" in access) return isSuperAdmin(user) && !!user?.staffTools?.includes(access.staffTool);
  return hasPermission(user, access.permission);
}

/** The access rule of the deepest route that names one (`handle: { access }` in the router). */
function useRouteAccess(): AdminAccess | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const access = (matches[index]?.handle as Partial<AdminRouteHandle> | undefined)?.access;
    if (access) return access;
  }
  return undefined;
}

/**
 * The client's side of spec section 6, inside the dashboard shell (which already sent visitors to /login):
 * non-staff go home, staff without the page's permission go to /admin. Only a courtesy: every /api/admin
 * call is refused by the server (403) all the same.
 */
export default function AdminGuard() {
  const { user } = useSession();
  const access = useRouteAccess();
  if (!user) return null;
  if (!canAccessAdmin(user)) return <Navigate to="/" replace />;
  if (!canOpenAdminPage(user, access)) return <Navigate to="/admin" replace />;
  return <Outlet />;
}
