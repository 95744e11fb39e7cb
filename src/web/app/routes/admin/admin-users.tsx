import { AdminManagement } from "@/web/features/admin-staff/components/admin-management";
import { useSession } from "@/web/lib/session";

/** /admin/admin-users: the super admin only (the admin guard has checked). */
export default function AdminStaffPage() {
  const { user } = useSession();
  if (!user) return null;
  return <AdminManagement viewerId={user.id} />;
}
